import { l, type Lang, type SeedEntry } from './types';
import { site } from './site-doc';
import { detailPath } from './news-types';
import type { Ad } from './site-home';

/**
 * JSON modules (GET /{belongType}/json-modules, /{belongType}/json-module/{pageCode}, POST /json-module/{id}/detail/json):
 * AD (advertisements), NEWSRECOMMEND (the article side navigation: hotArticle, hotRecommend, ad) and
 * APP (an app detail whose jsonModuleList holds multipleCarousel and appManage modules). Ids are unique across
 * home-modules and json-modules so a module id names one module.
 */
const recommendList = [
  { type: 'BLOG' as const, code: 'zero-trust-vs-vpn' },
  { type: 'REPORTS' as const, code: 'state-of-waap-2024' },
  { type: 'CASE_STUDY' as const, code: 'streamline-championship-final' },
].map((r) => ({ ...r, url: detailPath(r.type, r.code) }));

const adDetails = (a: Ad, lang: Lang) => JSON.stringify({ visible: true, title: a.title[lang], content: a.content[lang], image: a.image, url: a.url });

const app = {
  name: l('Edgenova Secure Access client', 'Edgenova 安全访问客户端', 'Edgenova セキュアアクセス クライアント', 'Edgenova 보안 액세스 클라이언트'),
  intro: l('Install the client to reach your company applications through the nearest PoP.',
    '安装客户端，通过最近的节点访问公司应用。',
    'クライアントをインストールすると、最寄りの PoP 経由で社内アプリにアクセスできます。',
    '클라이언트를 설치하면 가장 가까운 PoP를 통해 회사 애플리케이션에 접속할 수 있습니다.'),
  download: l('Download', '下载', 'ダウンロード', '다운로드'),
  screens: [
    { title: l('One-click connect', '一键连接', 'ワンクリック接続', '원클릭 연결'), image: '/images/icons/zero-trust.svg' },
    { title: l('Device health at a glance', '设备状态一目了然', '端末の状態をひと目で', '기기 상태 한눈에'), image: '/images/icons/cloud-security.svg' },
    { title: l('Apps your policy allows', '策略允许的应用', 'ポリシーで許可されたアプリ', '정책이 허용한 앱'), image: '/images/icons/edge-computing.svg' },
  ],
};
const platforms = [
  { systemUa: 'Windows', systemPlat: 'Windows', systemName: 'Windows 10/11', file: 'esa-client-setup.exe' },
  { systemUa: 'macOS', systemPlat: 'macOS', systemName: 'macOS 12+', file: 'esa-client.dmg' },
  { systemUa: 'iOS', systemPlat: 'iOS', systemName: 'iPhone / iPad', file: 'ios' },
  { systemUa: 'Android', systemPlat: 'Android', systemName: 'Android 9+', file: 'android' },
  { systemUa: 'Linux', systemPlat: 'Linux', systemName: 'Ubuntu / Debian', file: 'esa-client.deb' },
];

export function jsonModuleEntries(ads: Ad[]): SeedEntry[] {
  return site('json-modules', (lang) => ({
    AD: ads.map((a, i) => ({ id: 101 + i, type: 'ad', details: adDetails(a, lang) })),
    NEWSRECOMMEND: [
      { id: 201, type: 'hotArticle', details: JSON.stringify({ visible: true }) },
      { id: 202, type: 'hotRecommend', details: JSON.stringify({ visible: true, recommendList }) },
      { id: 203, type: 'ad', details: adDetails(ads[0], lang) },
    ],
    APP: [
      {
        id: 301,
        pageCode: 'esa-client',
        name: app.name[lang],
        jsonModuleList: [
          { id: 302, type: 'multipleCarousel', details: JSON.stringify({
            visible: true, title: app.name[lang], perView: 3,
            items: app.screens.map((s) => ({ title: s.title[lang], image: s.image })),
          }) },
          { id: 303, type: 'appManage', details: JSON.stringify({
            visible: true, title: app.download[lang], intro: app.intro[lang],
            items: platforms.map((p) => ({ systemPlat: p.systemPlat, systemName: p.systemName, systemUa: p.systemUa, url: `https://download.edgenova.example/esa/${p.file}`, version: '3.4.1' })),
          }) },
        ],
      },
    ],
  }));
}
