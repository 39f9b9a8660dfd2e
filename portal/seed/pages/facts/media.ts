import { l } from '../../types';
import type { ProductFacts } from './types';

/** Live and on-demand video delivery products (the Korean-only media products are in media-ko.ts). */
export const MEDIA_FACTS: Record<string, ProductFacts> = {
  '/media-delivery/live-broadcast-acceleration/': {
    features: [
      [l('Redundant ingest', '冗余推流接入', '冗長化されたインジェスト', '이중화된 인제스트'), l('Push RTMP or SRT to two ingest points at once; if one drops, viewers stay on the other without a restart.', '可同时向两个接入点推送 RTMP 或 SRT，一路中断时观众无需重连即切换到另一路。', 'RTMP や SRT を 2 つのインジェスト拠点へ同時に送り、片方が落ちても視聴者は再接続なしでもう一方に移ります。', 'RTMP나 SRT를 두 인제스트 거점에 동시에 보내 한쪽이 끊겨도 시청자는 재접속 없이 다른 쪽으로 넘어갑니다.')],
      [l('Live transcoding', '实时转码', 'ライブトランスコード', '라이브 트랜스코딩'), l('One incoming stream becomes an adaptive ladder from 240p to 4K in HLS and DASH.', '一路输入流实时生成从 240p 到 4K 的 HLS 与 DASH 自适应码率阶梯。', '1 本の入力から 240p～4K の HLS・DASH アダプティブラダーを生成します。', '입력 스트림 하나로 240p부터 4K까지 HLS·DASH 적응형 래더를 만듭니다.')],
      [l('Peak-event capacity', '峰值活动容量', 'ピーク時の容量', '최대 이벤트 용량'), l('Capacity for a final or a launch is reserved ahead, with engineers watching the event with you.', '决赛或发布会所需容量提前预留，工程师与您一同值守。', '決勝戦や発表会のための容量を事前に確保し、当日はエンジニアが一緒に監視します。', '결승전이나 발표회를 위한 용량을 미리 확보하고 엔지니어가 함께 지켜봅니다.')],
    ],
    stats: [
      ['8M', l('Concurrent viewers in one event', '单场活动并发观众', '1 イベントの同時視聴者', '단일 이벤트 동시 시청자')],
      ['<1 s', l('Switchover between ingest points', '接入点间切换时间', 'インジェスト拠点の切り替え時間', '인제스트 거점 간 전환 시간')],
      ['4K', l('Highest rendition in the live ladder', '直播码率阶梯最高清晰度', 'ライブラダーの最高画質', '라이브 래더 최고 화질')],
    ],
    uses: [
      [l('Sports finals', '体育决赛', 'スポーツの決勝', '스포츠 결승'), l('Hold millions of viewers through the last minutes of a match, when audiences peak.', '在观众人数冲顶的比赛最后几分钟，稳稳承载数百万观众。', '視聴者が最も増える試合終盤の数分間も、数百万人を支えます。', '시청자가 가장 몰리는 경기 막판 몇 분에도 수백만 명을 감당합니다.')],
      [l('Product launches', '产品发布会', '新製品発表', '신제품 발표'), l('Stream a keynote to customers worldwide from a single encoder in the venue.', '在会场用一台编码器将主题演讲直播给全球客户。', '会場の 1 台のエンコーダーから基調講演を世界中の顧客へ配信します。', '행사장의 인코더 한 대로 기조연설을 전 세계 고객에게 생중계합니다.')],
    ],
    faq: [
      [l('Which protocols can I send?', '支持哪些推流协议？', 'どのプロトコルで送れますか？', '어떤 프로토콜로 보낼 수 있나요?'), l('RTMP, RTMPS and SRT; WebRTC ingest is available for browser-based studios.', '支持 RTMP、RTMPS 与 SRT；基于浏览器的演播室可使用 WebRTC 推流。', 'RTMP・RTMPS・SRT に対応し、ブラウザ型スタジオには WebRTC インジェストもあります。', 'RTMP, RTMPS, SRT를 지원하며 브라우저 기반 스튜디오에는 WebRTC 인제스트도 있습니다.')],
      [l('Can I record the stream?', '可以录制直播吗？', '配信を録画できますか？', '방송을 녹화할 수 있나요?'), l('Yes. Recordings are written to Object Storage and can be published as video on demand.', '可以。录制文件写入对象存储，可直接作为点播视频发布。', 'はい。録画はオブジェクトストレージに保存され、そのままオンデマンド動画として公開できます。', '네. 녹화본은 오브젝트 스토리지에 저장되어 주문형 영상으로 바로 게시할 수 있습니다.')],
    ],
  },
  '/media-delivery/low-latency-streaming/': {
    features: [
      [l('Low-Latency HLS and CMAF', 'LL-HLS 与 CMAF', 'LL-HLS と CMAF', 'LL-HLS와 CMAF'), l('Partial segments and chunked transfer bring standard players down to two seconds behind live.', '借助分片与分块传输，标准播放器也可将延时降至两秒。', 'パーシャルセグメントとチャンク転送で、標準プレーヤーでもライブとの差を 2 秒まで縮めます。', '부분 세그먼트와 청크 전송으로 표준 플레이어도 라이브와의 차이를 2초까지 줄입니다.')],
      [l('WebRTC for real-time', 'WebRTC 实时互动', 'リアルタイム向け WebRTC', '실시간용 WebRTC'), l('When every fraction of a second counts, switch to WebRTC delivery with under 500 ms of delay.', '对延时极其敏感的场景可切换到 WebRTC 分发，延时低于 500 毫秒。', '一瞬が勝負の場面では、遅延 500 ミリ秒未満の WebRTC 配信に切り替えられます。', '찰나가 중요한 순간에는 지연 500밀리초 미만의 WebRTC 전송으로 전환합니다.')],
      [l('Synchronised viewers', '观众画面同步', '視聴者間の同期', '시청자 간 동기화'), l('Keep every viewer within a few hundred milliseconds of each other, so chat and bets match the picture.', '让所有观众的画面相差不超过数百毫秒，弹幕与投注与画面保持一致。', 'すべての視聴者のずれを数百ミリ秒以内に保ち、チャットやベットを映像と合わせます。', '모든 시청자의 차이를 수백 밀리초 안에 유지해 채팅과 베팅이 화면과 맞습니다.')],
    ],
    stats: [
      ['<2 s', l('Glass-to-glass latency with LL-HLS', 'LL-HLS 端到端延时', 'LL-HLS のエンドツーエンド遅延', 'LL-HLS 종단 간 지연')],
      ['<500 ms', l('Latency with WebRTC delivery', 'WebRTC 分发延时', 'WebRTC 配信の遅延', 'WebRTC 전송 지연')],
      ['1M', l('Concurrent WebRTC viewers tested', '经测试的 WebRTC 并发观众数', '検証済みの WebRTC 同時視聴者数', '검증된 WebRTC 동시 시청자 수')],
    ],
    uses: [
      [l('Live betting and iGaming', '直播竞猜与 iGaming', 'ライブベッティングと iGaming', '라이브 베팅과 아이게이밍'), l('Live dealer tables and in-play odds need the picture to arrive before the bet window closes.', '真人荷官与滚球赔率要求画面在下注窗口关闭前送达。', 'ライブディーラーやインプレーのオッズでは、ベット締め切り前に映像が届く必要があります。', '라이브 딜러와 인플레이 배당은 베팅 마감 전에 화면이 도착해야 합니다.')],
      [l('Auctions and live shopping', '拍卖与直播带货', 'オークションとライブコマース', '경매와 라이브 커머스'), l('Bidders and shoppers react to what the host shows now, not ten seconds ago.', '竞拍者与买家对主播此刻展示的内容做出反应，而不是十秒前的画面。', '入札者や購入者が 10 秒前ではなく、いま紹介されている商品に反応できます。', '입찰자와 구매자가 10초 전이 아닌 지금 진행자가 보여 주는 것에 반응합니다.')],
    ],
    faq: [
      [l('Do I need a special player?', '需要专用播放器吗？', '専用プレーヤーは必要ですか？', '전용 플레이어가 필요한가요?'), l('No for LL-HLS: current versions of hls.js, Safari and ExoPlayer support it. WebRTC uses our small web SDK.', 'LL-HLS 不需要：当前版本的 hls.js、Safari 与 ExoPlayer 均已支持；WebRTC 使用我们的轻量 Web SDK。', 'LL-HLS なら不要です。最新の hls.js・Safari・ExoPlayer が対応しています。WebRTC は当社の小さな Web SDK を使います。', 'LL-HLS는 필요 없습니다. 최신 hls.js, Safari, ExoPlayer가 지원하며 WebRTC는 저희의 작은 웹 SDK를 씁니다.')],
      [l('Does low latency cost more?', '低延时会更贵吗？', '低遅延は割高ですか？', '저지연은 더 비싼가요?'), l('LL-HLS is priced like standard streaming; WebRTC is billed per viewer minute.', 'LL-HLS 与普通直播同价；WebRTC 按观众观看分钟数计费。', 'LL-HLS は通常の配信と同じ料金で、WebRTC は視聴分数で課金されます。', 'LL-HLS는 일반 스트리밍과 같은 요금이고 WebRTC는 시청 분 단위로 과금됩니다.')],
    ],
  },
  '/media-delivery/vod-acceleration/': {
    features: [
      [l('Fast first frame', '首帧秒开', '最初のフレームを素早く', '빠른 첫 화면'), l('The opening segments of popular titles are pre-positioned at the edge, so playback starts before a viewer notices.', '热门片源的开头分片预先部署在边缘，播放在观众察觉之前就已开始。', '人気作品の冒頭セグメントをエッジに事前配置し、視聴者が気づく前に再生を始めます。', '인기 작품의 앞부분 세그먼트를 엣지에 미리 배치해 시청자가 알아채기 전에 재생이 시작됩니다.')],
      [l('Long-tail efficiency', '长尾内容高效分发', 'ロングテールにも効率的', '롱테일 효율'), l('Rarely watched episodes are served from regional mid-tier caches instead of going back to your storage each time.', '冷门剧集由区域中间层缓存提供，无需每次回源到您的存储。', 'めったに見られないエピソードも、毎回ストレージに戻らず地域の中間キャッシュから配信します。', '거의 보지 않는 에피소드도 매번 스토리지로 가지 않고 지역 중간 캐시에서 제공합니다.')],
      [l('Signed URLs', 'URL 签名鉴权', '署名付き URL', '서명 URL'), l('Time-limited tokens keep paid content from being hot-linked or shared outside your app.', '带时效的令牌防止付费内容被盗链或在应用外分享。', '期限付きトークンで、有料コンテンツの直リンクやアプリ外での共有を防ぎます。', '시간 제한 토큰으로 유료 콘텐츠가 외부에서 직접 링크되거나 공유되는 것을 막습니다.')],
    ],
    stats: [
      ['<1 s', l('Time to first frame for popular titles', '热门内容首帧时间', '人気作品の再生開始時間', '인기 작품 첫 화면 시간')],
      ['98%', l('Offload from your storage', '源站存储卸载率', 'ストレージからのオフロード率', '스토리지 부하 절감률')],
      ['0.3%', l('Rebuffering ratio on a typical night', '典型晚高峰卡顿率', '一般的な夜間のリバッファ率', '일반적인 저녁 시간 리버퍼링 비율')],
    ],
    uses: [
      [l('Streaming services', '流媒体平台', '動画配信サービス', '스트리밍 서비스'), l('Serve a catalogue of films and series to subscribers at prime time without buying more origin capacity.', '在黄金时段为订阅用户提供影视片库，无需扩充源站容量。', 'ゴールデンタイムに映画やドラマを会員へ配信しても、オリジンの増強は不要です。', '황금 시간대에 영화와 시리즈를 구독자에게 제공해도 오리진 증설이 필요 없습니다.')],
      [l('Online courses', '在线课程', 'オンライン講座', '온라인 강의'), l('Recorded lectures start instantly and seek smoothly for students on slow mobile networks.', '即使学生使用较慢的移动网络，录播课程也能秒开并顺畅拖动。', '遅いモバイル回線の学生でも、録画講義がすぐに始まりスムーズにシークできます。', '느린 모바일 네트워크의 학생도 녹화 강의가 바로 시작되고 부드럽게 탐색됩니다.')],
    ],
    faq: [
      [l('Do you transcode my files?', '会为我转码吗？', 'ファイルの変換はしてもらえますか？', '파일을 트랜스코딩해 주나요?'), l('VOD Acceleration delivers what you store; packaging on the fly from MP4 to HLS and DASH is an option.', '点播加速分发您存储的内容；也可选择将 MP4 实时封装为 HLS 与 DASH。', 'VOD アクセラレーションは保存されたものを配信します。MP4 から HLS・DASH へのその場パッケージングも選べます。', 'VOD 가속은 저장된 것을 전송하며, MP4를 HLS·DASH로 실시간 패키징하는 옵션도 있습니다.')],
      [l('Can I keep my own storage?', '可以继续用自己的存储吗？', '自社のストレージを使い続けられますか？', '자체 스토리지를 계속 쓸 수 있나요?'), l('Yes. Any HTTP origin or S3-compatible bucket works, including Object Storage with free egress to the CDN.', '可以。任何 HTTP 源站或 S3 兼容存储桶都可使用，包括回源 CDN 免流量费的对象存储。', 'はい。HTTP オリジンや S3 互換バケットならどれでも使え、CDN への転送が無料のオブジェクトストレージも選べます。', '네. 어떤 HTTP 오리진이나 S3 호환 버킷도 되며 CDN 송신이 무료인 오브젝트 스토리지도 쓸 수 있습니다.')],
    ],
  },
};
