/** Arranging in the editor: the sortable tree's handles and screen-reader announcements, the module picker, tree documents. */
import type { Translation } from '../keys';

const en = {
  arrange: {
    tree: {
      instructions:
        'To move an item, focus its handle and press Space or Enter. Arrow up and down move it, arrow right nests it under the item above, arrow left moves it out a level. Space or Enter drops it, Escape cancels.',
      handle: 'Move {{label}}',
      roleDescription: 'movable item',
      level: 'level {{level}}',
      top: 'position {{position}} of {{count}} at the top level',
      under: 'position {{position}} of {{count}} under {{parent}}',
      pickedUp: 'Picked up {{label}}, {{place}}.',
      moved: '{{label}} would go to {{place}}.',
      dropped: 'Dropped {{label}} at {{place}}.',
      cancelled: 'Moving {{label}} was cancelled. It stays at {{place}}.',
      refused: '{{label}} cannot go to {{place}}.',
      refusedDrop: '{{label}} cannot go to {{place}}. Nothing moved: it stays at {{start}}.',
      notHere: 'cannot go here',
      untitled: '(untitled)',
    },
    picker: {
      open: 'Add a module…',
      title: 'Add a module',
      intro: 'Choose a module type. It is added at the end of the page, where you can fill in its fields and move it.',
      search: 'Search module types',
      none: 'No module type matches “{{query}}”.',
      close: 'Close',
      added: 'Added {{label}} at the end of the page.',
    },
    doc: {
      items: 'Items of {{name}}',
      add: 'Add an item',
      addChild: 'Add an item under {{label}}',
      remove: 'Remove {{label}}',
      edit: 'Edit {{label}}',
      fields: 'Fields of {{label}}',
      choose: 'Choose an item to edit its fields.',
      advanced: 'Advanced: edit {{name}} as JSON',
      invalid: 'has a problem',
    },
  },
};

const cn = {
  arrange: {
    tree: {
      instructions: '要移动某项，请聚焦其拖动手柄并按空格键或回车键。上下方向键移动位置，右方向键将其放到上一项之下，左方向键将其移出一级。空格键或回车键放下，Esc 键取消。',
      handle: '移动 {{label}}',
      roleDescription: '可移动项',
      level: '第 {{level}} 级',
      top: '顶层第 {{position}} 项，共 {{count}} 项',
      under: '{{parent}} 之下第 {{position}} 项，共 {{count}} 项',
      pickedUp: '已拿起 {{label}}，位于{{place}}。',
      moved: '{{label}} 将移到{{place}}。',
      dropped: '已将 {{label}} 放到{{place}}。',
      cancelled: '已取消移动 {{label}}，仍位于{{place}}。',
      refused: '{{label}} 不能移到{{place}}。',
      refusedDrop: '{{label}} 不能移到{{place}}，未做任何移动，仍位于{{start}}。',
      notHere: '不能放在这里',
      untitled: '（无标题）',
    },
    picker: {
      open: '添加模块…',
      title: '添加模块',
      intro: '选择一种模块类型。它会添加到页面末尾，您可以在那里填写字段并移动它。',
      search: '搜索模块类型',
      none: '没有与“{{query}}”匹配的模块类型。',
      close: '关闭',
      added: '已在页面末尾添加 {{label}}。',
    },
    doc: {
      items: '{{name}} 的条目',
      add: '添加条目',
      addChild: '在 {{label}} 之下添加条目',
      remove: '删除 {{label}}',
      edit: '编辑 {{label}}',
      fields: '{{label}} 的字段',
      choose: '选择一个条目以编辑其字段。',
      advanced: '高级：以 JSON 编辑 {{name}}',
      invalid: '有问题',
    },
  },
} satisfies Translation<typeof en>;

const ja = {
  arrange: {
    tree: {
      instructions:
        '項目を移動するには、ハンドルにフォーカスしてスペースキーまたは Enter キーを押します。上下の矢印キーで移動、右矢印キーで上の項目の下に入れ、左矢印キーで 1 階層外に出します。スペースキーまたは Enter キーで確定、Esc キーで取り消します。',
      handle: '{{label}} を移動',
      roleDescription: '移動できる項目',
      level: '階層 {{level}}',
      top: '最上位の {{count}} 件中 {{position}} 番目',
      under: '{{parent}} の下の {{count}} 件中 {{position}} 番目',
      pickedUp: '{{label}} を持ち上げました。{{place}}です。',
      moved: '{{label}} は{{place}}に移動します。',
      dropped: '{{label}} を{{place}}に置きました。',
      cancelled: '{{label}} の移動を取り消しました。{{place}}のままです。',
      refused: '{{label}} は{{place}}には移動できません。',
      refusedDrop: '{{label}} は{{place}}には移動できません。何も移動せず、{{start}}のままです。',
      notHere: 'ここには置けません',
      untitled: '（無題）',
    },
    picker: {
      open: 'モジュールを追加…',
      title: 'モジュールを追加',
      intro: 'モジュールの種類を選んでください。ページの末尾に追加され、そこでフィールドを入力して移動できます。',
      search: 'モジュールの種類を検索',
      none: '「{{query}}」に一致するモジュールの種類はありません。',
      close: '閉じる',
      added: 'ページの末尾に {{label}} を追加しました。',
    },
    doc: {
      items: '{{name}} の項目',
      add: '項目を追加',
      addChild: '{{label}} の下に項目を追加',
      remove: '{{label}} を削除',
      edit: '{{label}} を編集',
      fields: '{{label}} のフィールド',
      choose: 'フィールドを編集する項目を選んでください。',
      advanced: '詳細：{{name}} を JSON で編集',
      invalid: '問題があります',
    },
  },
} satisfies Translation<typeof en>;

const ko = {
  arrange: {
    tree: {
      instructions:
        '항목을 옮기려면 핸들에 초점을 두고 Space 또는 Enter 키를 누르세요. 위아래 화살표로 옮기고, 오른쪽 화살표로 위 항목 아래에 넣고, 왼쪽 화살표로 한 단계 밖으로 뺍니다. Space 또는 Enter 키로 놓고 Esc 키로 취소합니다.',
      handle: '{{label}} 옮기기',
      roleDescription: '옮길 수 있는 항목',
      level: '{{level}}단계',
      top: '최상위 {{count}}개 중 {{position}}번째',
      under: '{{parent}} 아래 {{count}}개 중 {{position}}번째',
      pickedUp: '{{label}}을(를) 들었습니다. {{place}}입니다.',
      moved: '{{label}}은(는) {{place}}(으)로 갑니다.',
      dropped: '{{label}}을(를) {{place}}에 놓았습니다.',
      cancelled: '{{label}} 옮기기를 취소했습니다. {{place}}에 그대로 있습니다.',
      refused: '{{label}}은(는) {{place}}(으)로 갈 수 없습니다.',
      refusedDrop: '{{label}}은(는) {{place}}(으)로 갈 수 없습니다. 아무것도 옮기지 않았으며 {{start}}에 그대로 있습니다.',
      notHere: '여기에는 놓을 수 없습니다',
      untitled: '(제목 없음)',
    },
    picker: {
      open: '모듈 추가…',
      title: '모듈 추가',
      intro: '모듈 유형을 고르세요. 페이지 끝에 추가되며, 거기서 필드를 채우고 옮길 수 있습니다.',
      search: '모듈 유형 검색',
      none: '“{{query}}”와(과) 일치하는 모듈 유형이 없습니다.',
      close: '닫기',
      added: '페이지 끝에 {{label}}을(를) 추가했습니다.',
    },
    doc: {
      items: '{{name}} 항목',
      add: '항목 추가',
      addChild: '{{label}} 아래에 항목 추가',
      remove: '{{label}} 삭제',
      edit: '{{label}} 편집',
      fields: '{{label}} 필드',
      choose: '필드를 편집할 항목을 고르세요.',
      advanced: '고급: {{name}}을(를) JSON으로 편집',
      invalid: '문제가 있음',
    },
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
