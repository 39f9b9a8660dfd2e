import { l } from './types';
import type { NewsItem } from './news';

/**
 * Long-tail keyword pages (/long-keywords/category/list, /page, /detail): type LONG_KEYWORDS,
 * tag = category (cdn, security, streaming), data.product = the product page the topic leads to.
 */
type Text = Pick<NewsItem, 'title' | 'summary' | 'paragraphs' | 'points'>;
const keyword = (code: string, category: string, product: string, publishedAt: string, t: Text): NewsItem =>
  ({ type: 'LONG_KEYWORDS', code, tag: category, publishedAt, ...t, data: { product } });

export const keywordItems: NewsItem[] = [
  keyword('cdn-for-china', 'cdn', '/solutions/global-to-china/', '2025-03-01T08:00:00Z', {
    title: l('CDN for China', '中国 CDN 加速', '中国向け CDN', '중국용 CDN'),
    summary: l('Reach users in mainland China with licensed local PoPs and ICP filing support.',
      '借助持牌本地节点与 ICP 备案支持触达中国大陆用户。',
      '認可済みの現地 PoP と ICP 登録支援で中国本土のユーザーに届けます。',
      '허가된 현지 PoP와 ICP 등록 지원으로 중국 본토 사용자에게 도달하세요.'),
    paragraphs: [l('Local delivery inside China avoids congested cross-border links and cuts page load times for Chinese visitors by more than half.',
      '在中国境内本地分发可避开拥堵的跨境链路，中国访客的页面加载时间可缩短一半以上。',
      '中国国内での配信は混雑した越境回線を避け、中国の訪問者のページ表示時間を半分以下にします。',
      '중국 내 현지 전송은 혼잡한 국경 간 회선을 피해 중국 방문자의 페이지 로딩 시간을 절반 이상 줄입니다.')],
    points: [
      l('Licensed PoPs in mainland China', '中国大陆持牌节点', '中国本土の認可済み PoP', '중국 본토 허가 PoP'),
      l('ICP filing assistance', 'ICP 备案协助', 'ICP 登録の支援', 'ICP 등록 지원'),
      l('Optimised cross-border routes', '优化的跨境线路', '最適化された越境経路', '최적화된 국경 간 경로'),
    ],
  }),
  keyword('cdn-for-video', 'cdn', '/media-delivery/vod-acceleration/', '2025-02-01T08:00:00Z', {
    title: l('Cost-effective CDN for video', '高性价比视频 CDN', 'コスト効率の高い動画 CDN', '비용 효율적인 동영상 CDN'),
    summary: l('Lower egress costs with high cache offload for large video libraries.',
      '通过高缓存卸载率降低大型视频库的出口成本。',
      '高いキャッシュオフロードで大規模動画ライブラリの転送コストを削減します。',
      '높은 캐시 오프로드로 대규모 동영상 라이브러리의 송신 비용을 줄이세요.'),
    paragraphs: [l('Tiered caching and storage next to shield PoPs keep long-tail titles close to viewers without repeated origin fetches.',
      '分层缓存和屏蔽节点旁的存储让长尾片源贴近观众，避免反复回源。',
      '階層キャッシュとシールド PoP 隣接のストレージにより、ロングテール作品も繰り返しオリジンに取りに行かずに視聴者の近くに置けます。',
      '계층형 캐시와 실드 PoP 옆 스토리지로 롱테일 콘텐츠도 반복적인 오리진 요청 없이 시청자 가까이에 둡니다.')],
    points: [
      l('Tiered caching', '分层缓存', '階層キャッシュ', '계층형 캐싱'),
      l('Origin storage included', '包含源站存储', 'オリジンストレージ込み', '오리진 스토리지 포함'),
      l('Volume-based pricing', '按用量阶梯计价', 'ボリュームに応じた料金', '사용량 기반 요금'),
    ],
  }),
  keyword('ddos-protection-service', 'security', '/cloud-security/flood-shield/', '2025-01-15T08:00:00Z', {
    title: l('DDoS protection service', 'DDoS 防护服务', 'DDoS 対策サービス', 'DDoS 방어 서비스'),
    summary: l('Always-on mitigation backed by over 20 Tbps of scrubbing capacity.',
      '依托超过 20 Tbps 清洗能力的全天候防护。',
      '20 Tbps を超えるスクラビング容量による常時防御。',
      '20Tbps 이상의 스크러빙 용량으로 상시 방어합니다.'),
    paragraphs: [l('Detection runs in every PoP, so attacks are mitigated within seconds and close to where they start.',
      '每个节点都在运行检测，攻击可在数秒内、在靠近源头的位置被缓解。',
      'すべての PoP で検知が動いているため、攻撃は数秒以内に発生源の近くで緩和されます。',
      '모든 PoP에서 탐지가 실행되어 공격이 수 초 내에 발생지 가까이에서 완화됩니다.')],
    points: [
      l('Network and application layer', '网络层与应用层', 'ネットワーク層とアプリケーション層', '네트워크 및 애플리케이션 계층'),
      l('Seconds to mitigate', '秒级缓解', '数秒で緩和', '수 초 내 완화'),
      l('No surge pricing', '不按攻击流量加价', '攻撃時の追加料金なし', '공격 시 추가 요금 없음'),
    ],
  }),
  keyword('cloud-waf', 'security', '/cloud-security/web-application-firewall/', '2024-12-15T08:00:00Z', {
    title: l('Cloud WAF', '云 WAF', 'クラウド WAF', '클라우드 WAF'),
    summary: l('Managed rules and virtual patching without touching your servers.',
      '托管规则与虚拟补丁，无需改动服务器。',
      'サーバーに手を加えずにマネージドルールと仮想パッチを適用。',
      '서버를 수정하지 않고 관리형 규칙과 가상 패치를 적용하세요.'),
    paragraphs: [l('A cloud WAF filters requests at the edge and is updated centrally when new vulnerabilities are published.',
      '云 WAF 在边缘过滤请求，并在新漏洞公布时集中更新。',
      'クラウド WAF はエッジでリクエストを選別し、新しい脆弱性が公表されると一元的に更新されます。',
      '클라우드 WAF는 엣지에서 요청을 걸러 내고 새 취약점이 공개되면 중앙에서 업데이트됩니다.')],
    points: [
      l('OWASP Top 10 coverage', '覆盖 OWASP Top 10', 'OWASP Top 10 に対応', 'OWASP Top 10 대응'),
      l('Virtual patching', '虚拟补丁', '仮想パッチ', '가상 패치'),
      l('Log-only tuning mode', '仅记录调优模式', 'ログのみの調整モード', '로그 전용 조정 모드'),
    ],
  }),
  keyword('low-latency-live-streaming', 'streaming', '/media-delivery/low-latency-streaming/', '2024-11-15T08:00:00Z', {
    title: l('Low-latency live streaming', '低延时直播', '低遅延ライブストリーミング', '저지연 라이브 스트리밍'),
    summary: l('One- to three-second delivery for interactive live events.',
      '为互动直播提供一到三秒的延时。',
      '双方向ライブ向けに 1～3 秒の遅延で配信。',
      '인터랙티브 라이브를 위한 1~3초 지연 전송.'),
    paragraphs: [l('Chunked CMAF delivery and short playlists keep viewers in step with the live action for sports, auctions and live dealer games.',
      '分块 CMAF 分发和短播放列表让体育、拍卖和真人荷官游戏的观众与现场保持同步。',
      'チャンク化された CMAF 配信と短いプレイリストで、スポーツ、オークション、ライブディーラーゲームの視聴者を生の展開に同期させます。',
      '청크 CMAF 전송과 짧은 재생 목록으로 스포츠, 경매, 라이브 딜러 게임 시청자가 현장과 보조를 맞춥니다.')],
    points: [
      l('LL-HLS and LL-DASH', 'LL-HLS 与 LL-DASH', 'LL-HLS と LL-DASH', 'LL-HLS 및 LL-DASH'),
      l('Works with existing players', '兼容现有播放器', '既存のプレーヤーで利用可能', '기존 플레이어와 호환'),
      l('Real-time QoE analytics', '实时体验分析', 'リアルタイムの QoE 分析', '실시간 QoE 분석'),
    ],
  }),
  keyword('multi-drm-service', 'streaming', '/product/multi-drm/', '2024-10-15T08:00:00Z', {
    title: l('Multi-DRM service', '多 DRM 服务', 'マルチ DRM サービス', '멀티 DRM 서비스'),
    summary: l('One licence workflow for Widevine, FairPlay and PlayReady.',
      '一套授权流程同时支持 Widevine、FairPlay 与 PlayReady。',
      'Widevine・FairPlay・PlayReady をひとつのライセンスフローで。',
      'Widevine, FairPlay, PlayReady를 하나의 라이선스 흐름으로.'),
    paragraphs: [l('Encrypt once with CMAF and issue licences for every platform from a single API, with policies for rental, subscription and offline playback.',
      '使用 CMAF 一次加密，通过单一 API 为所有平台签发许可证，并支持租赁、订阅和离线播放策略。',
      'CMAF で一度暗号化し、単一の API から全プラットフォーム向けにライセンスを発行。レンタル、サブスクリプション、オフライン再生のポリシーに対応します。',
      'CMAF로 한 번 암호화하고 단일 API로 모든 플랫폼에 라이선스를 발급하며, 대여·구독·오프라인 재생 정책을 지원합니다.')],
    points: [
      l('Widevine, FairPlay, PlayReady', 'Widevine、FairPlay、PlayReady', 'Widevine・FairPlay・PlayReady', 'Widevine, FairPlay, PlayReady'),
      l('Single licence API', '统一许可证 API', '単一のライセンス API', '단일 라이선스 API'),
      l('Offline playback policies', '离线播放策略', 'オフライン再生ポリシー', '오프라인 재생 정책'),
    ],
  }),
];
