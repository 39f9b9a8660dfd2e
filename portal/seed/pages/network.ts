import { l, type L, type SeedEntry } from '../types';
import { cta, pages, hero, stats } from './build';
import { P } from './phrases';

/** The seven regions of the global network map; every region page states scrubbing capacity over 20 Tbps. */
export const NETWORK_REGIONS: Array<{ code: string; name: L; pops: number; scrubbingTbps: number; cities: Array<[string, string]>; isps: string }> = [
  { code: 'north-america', name: l('North America', '北美', '北米', '북미'), pops: 520, scrubbingTbps: 45, cities: [['Ashburn', 'US'], ['Chicago', 'US'], ['Dallas', 'US'], ['Los Angeles', 'US'], ['Miami', 'US'], ['New York', 'US'], ['Seattle', 'US'], ['Toronto', 'CA'], ['Montreal', 'CA'], ['Vancouver', 'CA']], isps: 'Comcast, Charter, Verizon, Bell Canada, Rogers' },
  { code: 'latin-america', name: l('Latin America', '拉丁美洲', '中南米', '중남미'), pops: 180, scrubbingTbps: 22, cities: [['São Paulo', 'BR'], ['Rio de Janeiro', 'BR'], ['Buenos Aires', 'AR'], ['Santiago', 'CL'], ['Bogotá', 'CO'], ['Lima', 'PE'], ['Mexico City', 'MX'], ['Querétaro', 'MX']], isps: 'Claro, Vivo, Telmex, Telefónica, Millicom' },
  { code: 'europe', name: l('Europe', '欧洲', 'ヨーロッパ', '유럽'), pops: 610, scrubbingTbps: 50, cities: [['Amsterdam', 'NL'], ['Frankfurt', 'DE'], ['London', 'GB'], ['Madrid', 'ES'], ['Milan', 'IT'], ['Paris', 'FR'], ['Stockholm', 'SE'], ['Warsaw', 'PL'], ['Vienna', 'AT'], ['Istanbul', 'TR']], isps: 'Deutsche Telekom, Orange, BT, Telefónica, Vodafone' },
  { code: 'africa', name: l('Africa', '非洲', 'アフリカ', '아프리카'), pops: 90, scrubbingTbps: 21, cities: [['Johannesburg', 'ZA'], ['Cape Town', 'ZA'], ['Lagos', 'NG'], ['Nairobi', 'KE'], ['Cairo', 'EG'], ['Casablanca', 'MA'], ['Accra', 'GH']], isps: 'MTN, Safaricom, Vodacom, Airtel, Liquid Intelligent Technologies' },
  { code: 'middle-east', name: l('Middle East', '中东', '中東', '중동'), pops: 110, scrubbingTbps: 24, cities: [['Dubai', 'AE'], ['Abu Dhabi', 'AE'], ['Riyadh', 'SA'], ['Jeddah', 'SA'], ['Doha', 'QA'], ['Kuwait City', 'KW'], ['Muscat', 'OM'], ['Tel Aviv', 'IL']], isps: 'e&, du, stc, Ooredoo, Zain' },
  { code: 'east-and-north-asia', name: l('East and North Asia', '东亚与北亚', '東アジア・北アジア', '동아시아 및 북아시아'), pops: 940, scrubbingTbps: 60, cities: [['Beijing', 'CN'], ['Shanghai', 'CN'], ['Guangzhou', 'CN'], ['Hong Kong', 'HK'], ['Taipei', 'TW'], ['Seoul', 'KR'], ['Busan', 'KR'], ['Tokyo', 'JP'], ['Osaka', 'JP'], ['Ulaanbaatar', 'MN']], isps: 'China Telecom, China Unicom, China Mobile, KT, SK Broadband, NTT' },
  { code: 'south-east-asia', name: l('South East Asia', '东南亚', '東南アジア', '동남아시아'), pops: 350, scrubbingTbps: 30, cities: [['Singapore', 'SG'], ['Jakarta', 'ID'], ['Kuala Lumpur', 'MY'], ['Bangkok', 'TH'], ['Ho Chi Minh City', 'VN'], ['Hanoi', 'VN'], ['Manila', 'PH'], ['Phnom Penh', 'KH']], isps: 'Singtel, Telkom Indonesia, TM, AIS, Viettel, PLDT' },
];

const regionTitle = (name: L): L => l(`CDN in ${name.EN_US}`, `${name.ZH_CN} CDN`, `${name.JA_JP}の CDN`, `${name.KO_KR} CDN`);

const regionPages = NETWORK_REGIONS.flatMap((r) =>
  pages(`/global-network-map/${r.code}-cdn/`, (lang) => {
    const title = regionTitle(r.name)[lang];
    const desc = l(
      `${r.pops} points of presence across ${r.cities.length}+ metros in ${r.name.EN_US}, peered with the region's largest networks.`,
      `在${r.name.ZH_CN} ${r.cities.length} 个以上城市部署 ${r.pops} 个节点，并与区域内最大的网络互联。`,
      `${r.name.JA_JP}の ${r.cities.length} 以上の都市に ${r.pops} の PoP を展開し、地域最大級のネットワークと相互接続しています。`,
      `${r.name.KO_KR} ${r.cities.length}개 이상 도시에 ${r.pops}개 PoP를 운영하며 지역 최대 네트워크와 연동합니다.`,
    )[lang];
    return {
      name: title,
      desc,
      modules: [
        hero(title, desc, [P.startTrial[lang], '/free-trial/']),
        stats(P.byTheNumbers[lang], [
          { value: String(r.pops), label: l('Points of presence', '节点', 'PoP', 'PoP')[lang] },
          { value: `${r.scrubbingTbps} Tbps`, label: l('Scrubbing capacity', '清洗能力', 'スクラビング容量', '스크러빙 용량')[lang] },
          { value: String(r.cities.length), label: l('Metro areas listed', '城市', '都市', '도시')[lang] },
        ]),
        {
          name: l('Coverage', '覆盖', 'カバレッジ', '커버리지')[lang],
          type: 'regionDetail',
          details: {
            cities: r.cities.map(([city, country]) => ({ city, country })),
            ispText: l(
              `We peer directly with ${r.isps} and more, so traffic stays on local networks and reaches users in fewer hops.`,
              `我们与 ${r.isps} 等运营商直接互联，流量留在本地网络，以更少跳数触达用户。`,
              `${r.isps} などと直接ピアリングしているため、トラフィックは現地網内にとどまり、少ないホップで利用者に届きます。`,
              `${r.isps} 등과 직접 피어링하여 트래픽이 현지 네트워크에 머물고 더 적은 홉으로 사용자에게 도달합니다.`,
            )[lang],
            scrubbingTbps: r.scrubbingTbps,
            scrubbingText: l(
              `Attacks aimed at ${r.name.EN_US} are absorbed in-region by more than 20 Tbps of scrubbing capacity, so clean traffic never detours to another continent.`,
              `针对${r.name.ZH_CN}的攻击由本区域超过 20 Tbps 的清洗能力就地吸收，干净流量无需绕行其他大洲。`,
              `${r.name.JA_JP}を狙う攻撃は 20 Tbps を超える域内のスクラビング容量で吸収され、正常なトラフィックが他大陸へ迂回することはありません。`,
              `${r.name.KO_KR}을(를) 노린 공격은 20 Tbps가 넘는 역내 스크러빙 용량으로 흡수되어 정상 트래픽이 다른 대륙으로 우회하지 않습니다.`,
            )[lang],
          },
        },
        cta(lang),
      ],
    };
  }),
);

const mapPage = pages('/global-network-map/', (lang) => {
  const name = l('Global network map', '全球网络分布', 'グローバルネットワークマップ', '글로벌 네트워크 지도')[lang];
  const desc = l('2,800+ points of presence on six continents, with local scrubbing in every region.', '六大洲 2,800 多个节点，每个区域均具备本地清洗能力。', '6 大陸に 2,800 以上の PoP。すべての地域で現地スクラビングに対応。', '6개 대륙 2,800개 이상의 PoP, 모든 지역에서 현지 스크러빙 지원.')[lang];
  return {
    name,
    desc,
    modules: [
      hero(name, desc),
      {
        name: l('Regions', '区域', '地域', '지역')[lang],
        type: 'networkMap',
        details: { title: l('Explore by region', '按区域浏览', '地域別に見る', '지역별 보기')[lang], regions: NETWORK_REGIONS.map((r) => ({ slug: `${r.code}-cdn`, name: r.name[lang], pops: r.pops })) },
      },
      cta(lang),
    ],
  };
});

export function networkPages(): SeedEntry[] {
  return [...mapPage, ...regionPages];
}
