import { ARTICLES, articleHtml } from './docs-articles';
import { API_PRODUCTS, PARAM_DICTS, type ApiDocSpec } from './docs-api';
import { l, LANG_LIST, perLang, type L, type Lang, type SeedDocNode, type SeedEntry } from './types';

/**
 * The documentation centre: menu groups → products (each product node is a category root, its id the cateId)
 * → directories and documents; plus the API centre trees of docs-api.ts. Ids are the same in every language.
 */
type Node =
  | { id: number; dir: L; pageCode: string; nested?: boolean; children: Node[] }
  | { id: number; doc: keyof typeof ARTICLES; pageCode: string; updateTime: string; loginRequired?: boolean };

interface Product {
  id: number;
  productCode: string;
  name: L;
  introduction: L;
  /** Learning path: document ids per stage (know, start, use, practice, development). */
  learningPath?: Partial<Record<'know' | 'start' | 'use' | 'practice' | 'development', number[]>>;
  wplus?: boolean;
  children: Node[];
}

const doc = (id: number, key: keyof typeof ARTICLES, updateTime: string, loginRequired = false): Node => ({ id, doc: key, pageCode: `doc-${id}`, updateTime, loginRequired });
const dir = (id: number, name: L, children: Node[], nested = false): Node => ({ id, dir: name, pageCode: `dir-${id}`, nested, children });

const MENU_GROUPS: Array<{ id: number; name: L; products: Product[] }> = [
  {
    id: 100,
    name: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'),
    products: [
      {
        id: 110,
        productCode: 'cdn',
        name: l('Content Delivery Network', '内容分发网络', 'コンテンツ配信ネットワーク', '콘텐츠 전송 네트워크'),
        introduction: l(
          'Deliver websites, downloads and APIs from the edge nearest to each visitor, with caching rules, purge and edge functions.',
          '从离访问者最近的边缘节点分发网站、下载和 API，支持缓存规则、刷新和边缘函数。',
          '訪問者に最も近いエッジから Web サイト、ダウンロード、API を配信します。キャッシュルール、パージ、エッジ関数に対応。',
          '방문자와 가장 가까운 엣지에서 웹사이트, 다운로드, API를 제공하며 캐시 규칙, 퍼지, 엣지 함수를 지원합니다.',
        ),
        learningPath: { know: [1111], start: [1112], use: [1121, 1122], practice: [1131], development: [11321] },
        children: [
          dir(111, l('Getting Started', '快速入门', 'はじめに', '시작하기'), [doc(1111, 'cdnOverview', '2025-05-12T08:00:00Z'), doc(1112, 'cdnQuickStart', '2025-06-02T08:00:00Z')]),
          dir(113, l('Edge Functions', '边缘函数', 'エッジ関数', '엣지 함수'), [doc(1131, 'edgeFunction', '2025-04-20T08:00:00Z'), dir(1132, l('Examples', '示例', '例', '예시'), [doc(11321, 'edgeRewrite', '2025-04-21T08:00:00Z')])], true),
          dir(112, l('User Guide', '用户指南', 'ユーザーガイド', '사용자 가이드'), [
            doc(1121, 'cdnCaching', '2025-06-18T08:00:00Z'),
            doc(1122, 'cdnPurge', '2025-06-19T08:00:00Z'),
            dir(1123, l('HTTPS', 'HTTPS 配置', 'HTTPS', 'HTTPS'), [doc(11231, 'cdnCertificate', '2025-03-03T08:00:00Z')]),
          ]),
          dir(114, l('Release Notes', '版本说明', 'リリースノート', '릴리스 노트'), []),
          doc(115, 'cdnFaq', '2025-07-01T08:00:00Z'),
        ],
      },
      {
        id: 120,
        productCode: 'media-streaming',
        name: l('Media Streaming', '流媒体', 'メディアストリーミング', '미디어 스트리밍'),
        introduction: l('Live and on-demand video delivery.', '直播与点播视频分发。', 'ライブとオンデマンドの動画配信。', '라이브 및 주문형 동영상 전송.'),
        children: [doc(1201, 'liveOverview', '2025-02-10T08:00:00Z'), doc(1202, 'hlsPackaging', '2025-02-11T08:00:00Z')],
      },
    ],
  },
  {
    id: 200,
    name: l('Security', '安全', 'セキュリティ', '보안'),
    products: [
      {
        id: 210,
        productCode: 'waf',
        name: l('Web Application Firewall', 'Web 应用防火墙', 'Web アプリケーションファイアウォール', '웹 애플리케이션 방화벽'),
        introduction: l('Block attacks on your applications at the edge.', '在边缘拦截针对应用的攻击。', 'アプリケーションへの攻撃をエッジで遮断します。', '애플리케이션 공격을 엣지에서 차단합니다.'),
        children: [dir(211, l('Getting Started', '快速入门', 'はじめに', '시작하기'), [doc(2111, 'wafOverview', '2025-05-05T08:00:00Z'), doc(2112, 'wafRules', '2025-05-06T08:00:00Z'), doc(2113, 'wafTuning', '2025-05-07T08:00:00Z', true)])],
      },
      {
        id: 220,
        productCode: 'ddos',
        name: l('DDoS Protection', 'DDoS 防护', 'DDoS 対策', 'DDoS 방어'),
        introduction: l('Documentation for DDoS protection is being written.', 'DDoS 防护文档正在编写中。', 'DDoS 対策のドキュメントは準備中です。', 'DDoS 방어 문서는 작성 중입니다.'),
        children: [],
      },
    ],
  },
  {
    id: 300,
    name: l('Storage', '存储', 'ストレージ', '스토리지'),
    products: [
      {
        id: 310,
        productCode: 'object-storage',
        name: l('Object Storage', '对象存储', 'オブジェクトストレージ', '오브젝트 스토리지'),
        introduction: l('S3-compatible storage next to the edge.', '靠近边缘的 S3 兼容存储。', 'エッジの近くにある S3 互換ストレージ。', '엣지 가까이 있는 S3 호환 스토리지.'),
        wplus: true,
        children: [doc(3101, 'storageOverview', '2025-01-15T08:00:00Z')],
      },
    ],
  },
];

function treeRows(nodes: Node[], parentId: number, productCode: string, lang: Lang): SeedDocNode[] {
  return nodes.flatMap((node, sort): SeedDocNode[] => {
    const common = { id: node.id, lang, parentId, pageCode: node.pageCode, productCode, category: 'doc', sort };
    if ('doc' in node) {
      const article = ARTICLES[node.doc];
      // loginRequired: only signed-in customers read the content.
      return [{ ...common, type: 'DOCUMENT', name: article.title[lang], content: articleHtml(article, lang), updateTime: node.updateTime, data: node.loginRequired ? { loginRequired: true } : {} }];
    }
    return [{ ...common, type: 'DIRECTORY', name: node.dir[lang], nested: node.nested }, ...treeRows(node.children, node.id, productCode, lang)];
  });
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const PARAM_HEAD = l('Parameter|Location|Type|Required|Description', '参数|位置|类型|必填|说明', 'パラメーター|位置|型|必須|説明', '파라미터|위치|유형|필수|설명');
const YES_NO = { yes: l('Yes', '是', 'はい', '예'), no: l('No', '否', 'いいえ', '아니요') };

/** The readable page of an API document; the explorer reads the same endpoint from `data`. */
function apiDocHtml(api: ApiDocSpec, lang: Lang): string {
  const head = PARAM_HEAD[lang].split('|').map((h) => `<th>${h}</th>`).join('');
  const rows = api.params
    .map((p) => `<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${p.type}</td><td>${(p.required ? YES_NO.yes : YES_NO.no)[lang]}</td><td>${p.description[lang]}</td></tr>`)
    .join('');
  return `<p>${api.summary[lang]}</p>\n<pre><code>${api.method} ${esc(api.path)}</code></pre>\n<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function apiRows(lang: Lang): SeedDocNode[] {
  return API_PRODUCTS.flatMap((product) => {
    const base = { lang, productCode: product.productCode, category: 'api-doc' };
    return [
      { ...base, id: product.rootId, parentId: null, type: 'DIRECTORY' as const, name: product.name[lang], pageCode: `api-${product.productCode}` },
      ...product.categories.flatMap((cate, cateSort) => [
        { ...base, id: cate.id, parentId: product.rootId, type: 'DIRECTORY' as const, name: cate.name[lang], pageCode: `api-cate-${cate.id}`, sort: cateSort },
        ...cate.docs.map((api, sort) => ({
          ...base,
          id: api.id,
          parentId: cate.id,
          type: 'DOCUMENT' as const,
          tag: 'api-center',
          name: api.title[lang],
          pageCode: api.pageCode,
          sort,
          content: apiDocHtml(api, lang),
          updateTime: api.releaseTime,
          data: {
            method: api.method,
            path: api.path,
            versions: api.versions,
            releaseTime: api.releaseTime,
            access: api.access,
            params: api.params.map((p) => ({ ...p, description: p.description[lang] })),
          },
        })),
      ]),
    ];
  });
}

export function docNodes(): SeedDocNode[] {
  return LANG_LIST.flatMap((lang) => [
    ...MENU_GROUPS.flatMap((group, groupSort): SeedDocNode[] => [
      { id: group.id, lang, parentId: null, type: 'DIRECTORY', name: group.name[lang], pageCode: `menu-${group.id}`, category: 'menu', sort: groupSort },
      ...group.products.flatMap((p, sort): SeedDocNode[] => [
        {
          id: p.id,
          lang,
          parentId: group.id,
          type: 'DIRECTORY',
          name: p.name[lang],
          pageCode: p.productCode,
          productCode: p.productCode,
          category: 'menu',
          sort,
          data: { introduction: p.introduction[lang], learningPath: p.learningPath ?? null, wplus: Boolean(p.wplus) },
        },
        ...treeRows(p.children, p.id, p.productCode, lang),
      ]),
    ]),
    ...apiRows(lang),
  ]);
}

const TOP_SEARCH_WORDS: L<string[]> = {
  EN_US: ['caching', 'HTTPS certificate', 'purge', 'edge function', 'WAF'],
  ZH_CN: ['缓存', 'HTTPS 证书', '刷新', '边缘函数', 'WAF'],
  JA_JP: ['キャッシュ', 'HTTPS 証明書', 'パージ', 'エッジ関数', 'WAF'],
  KO_KR: ['캐시', 'HTTPS 인증서', '퍼지', '엣지 함수', 'WAF'],
};

/** Site documents of the documentation centre: top search words and API parameter dictionaries. */
export function docSiteEntries(): SeedEntry[] {
  return perLang((lang) => [
    { kind: 'site', type: 'doc-top-search-words', code: '', lang, data: { words: TOP_SEARCH_WORDS[lang] } },
    {
      kind: 'site',
      type: 'doc-param-dicts',
      code: '',
      lang,
      data: Object.fromEntries(Object.entries(PARAM_DICTS).map(([code, values]) => [code, values.map((v) => ({ value: v.value, label: v.label[lang] }))])),
    },
  ]);
}
