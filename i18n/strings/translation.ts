/** The translation workflow: an entry's languages side by side, "Start from English", and the lists' filters. */
import type { Translation } from '../keys';

const en = {
  translation: {
    heading: 'Languages',
    loading: 'Loading the languages…',
    loadFailed: 'The languages could not be loaded: {{message}}',
    lang: { EN_US: 'English', ZH_CN: 'Chinese', JA_JP: 'Japanese', KO_KR: 'Korean' },
    state: { missing: 'Missing', draft: 'Draft', published: 'Published', outdated: 'Outdated' },
    outdatedSince: 'Older than the English version published on {{date}}',
    current: '{{lang}} (this version)',
    open: 'Open the {{lang}} version',
    start: 'Start {{lang}} from English',
    started: 'Started the {{lang}} version from English: translate it, then publish it.',
    noEnglish: 'There is no English version to start from.',
    parentFirst: 'Start this language in the directory that holds this node first: a node sits in its parent.',
    filter: {
      missing: 'Missing in',
      anyLanguage: 'Any language',
      outdated: 'Outdated translations only',
      heading: 'Translations',
      empty: 'No entries match these filters.',
      address: 'Address',
    },
  },
};

const cn = {
  translation: {
    heading: '语言版本',
    loading: '正在加载语言版本…',
    loadFailed: '无法加载语言版本：{{message}}',
    lang: { EN_US: '英文', ZH_CN: '中文', JA_JP: '日文', KO_KR: '韩文' },
    state: { missing: '缺失', draft: '草稿', published: '已发布', outdated: '已过时' },
    outdatedSince: '早于 {{date}} 发布的英文版本',
    current: '{{lang}}（当前版本）',
    open: '打开{{lang}}版本',
    start: '从英文开始{{lang}}版本',
    started: '已从英文创建{{lang}}版本：请翻译后发布。',
    noEnglish: '没有可作为起点的英文版本。',
    parentFirst: '请先为包含此节点的上级目录创建该语言版本：节点位于其上级目录中。',
    filter: {
      missing: '缺少语言',
      anyLanguage: '任意语言',
      outdated: '仅显示已过时的翻译',
      heading: '翻译',
      empty: '没有符合这些筛选条件的条目。',
      address: '地址',
    },
  },
} satisfies Translation<typeof en>;

const ja = {
  translation: {
    heading: '言語版',
    loading: '言語版を読み込んでいます…',
    loadFailed: '言語版を読み込めませんでした：{{message}}',
    lang: { EN_US: '英語', ZH_CN: '中国語', JA_JP: '日本語', KO_KR: '韓国語' },
    state: { missing: '未作成', draft: '下書き', published: '公開中', outdated: '更新が必要' },
    outdatedSince: '{{date}} に公開された英語版より古い内容です',
    current: '{{lang}}（この版）',
    open: '{{lang}}版を開く',
    start: '英語から{{lang}}版を作成',
    started: '英語から{{lang}}版を作成しました。翻訳してから公開してください。',
    noEnglish: '元になる英語版がありません。',
    parentFirst: 'このノードを含む上位ディレクトリで先にこの言語を開始してください。ノードは親の中に置かれます。',
    filter: {
      missing: '未作成の言語',
      anyLanguage: 'すべての言語',
      outdated: '更新が必要な翻訳のみ',
      heading: '翻訳',
      empty: '条件に合う項目はありません。',
      address: 'アドレス',
    },
  },
} satisfies Translation<typeof en>;

const ko = {
  translation: {
    heading: '언어 버전',
    loading: '언어 버전을 불러오는 중…',
    loadFailed: '언어 버전을 불러오지 못했습니다: {{message}}',
    lang: { EN_US: '영어', ZH_CN: '중국어', JA_JP: '일본어', KO_KR: '한국어' },
    state: { missing: '없음', draft: '초안', published: '게시됨', outdated: '업데이트 필요' },
    outdatedSince: '{{date}}에 게시된 영어 버전보다 오래되었습니다',
    current: '{{lang}} (현재 버전)',
    open: '{{lang}} 버전 열기',
    start: '영어에서 {{lang}} 버전 시작',
    started: '영어에서 {{lang}} 버전을 만들었습니다. 번역한 뒤 게시하세요.',
    noEnglish: '시작할 영어 버전이 없습니다.',
    parentFirst: '이 노드가 들어 있는 상위 디렉터리에서 먼저 이 언어를 시작하세요. 노드는 상위 항목 안에 있습니다.',
    filter: {
      missing: '없는 언어',
      anyLanguage: '모든 언어',
      outdated: '업데이트가 필요한 번역만',
      heading: '번역',
      empty: '이 조건에 맞는 항목이 없습니다.',
      address: '주소',
    },
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
