import { ek, type ProductFacts } from './types';

/** The Korean-only media products: seeded in Korean alone; the English lines are for maintainers. */
export const MEDIA_KO_FACTS: Record<string, ProductFacts> = {
  '/product/edge-player/': {
    features: [
      [ek('One player for every screen', '모든 화면을 위한 하나의 플레이어'), ek('The same HTML5 player runs in browsers, Android and iOS WebViews and smart TV apps.', '같은 HTML5 플레이어가 브라우저, 안드로이드·iOS 웹뷰, 스마트 TV 앱에서 동작합니다.')],
      [ek('Tuned to our network', '전송 네트워크에 맞춘 튜닝'), ek('The player picks the nearest edge and bitrate from live network data, cutting start-up time and stalls.', '플레이어가 실시간 네트워크 정보로 가장 가까운 엣지와 비트레이트를 골라 시작 시간과 끊김을 줄입니다.')],
      [ek('Your own skin and ads', '자체 스킨과 광고'), ek('Change colours, buttons and logo, and insert VAST or VMAP ads without writing player code.', '플레이어 코드를 쓰지 않고 색상, 버튼, 로고를 바꾸고 VAST·VMAP 광고를 넣을 수 있습니다.')],
    ],
    stats: [
      ['35%', ek('Fewer stalls than a generic player on our network', '일반 플레이어 대비 끊김 감소')],
      ['180 KB', ek('Script size, compressed', '압축 후 스크립트 크기')],
      ['5', ek('Platforms from one integration', '한 번의 연동으로 지원하는 플랫폼')],
    ],
    uses: [
      [ek('News and broadcasting sites', '뉴스·방송 사이트'), ek('Embed clips and live channels in articles with the same player across web and apps.', '웹과 앱에서 같은 플레이어로 기사 속 클립과 라이브 채널을 보여 줍니다.')],
      [ek('Ad-funded video', '광고 기반 동영상'), ek('Show pre-roll and mid-roll ads with measurement that advertisers accept.', '광고주가 인정하는 측정 방식으로 프리롤과 미드롤 광고를 노출합니다.')],
    ],
    faq: [
      [ek('Is the player free?', '플레이어는 무료인가요?'), ek('It is included with our delivery plans; you pay only for the traffic it plays.', '전송 요금제에 포함되어 있어 재생된 트래픽만 지불하면 됩니다.')],
      [ek('Does it support DRM?', 'DRM을 지원하나요?'), ek('Yes. It plays Widevine, FairPlay and PlayReady content licensed by our Multi-DRM service.', '네. 멀티 DRM 서비스로 라이선스를 받은 Widevine, FairPlay, PlayReady 콘텐츠를 재생합니다.')],
    ],
  },
  '/product/media-manager/': {
    features: [
      [ek('Library and metadata', '라이브러리와 메타데이터'), ek('Organise videos into folders and series with titles, tags, thumbnails and subtitles in several languages.', '동영상을 폴더와 시리즈로 정리하고 제목, 태그, 썸네일, 다국어 자막을 관리합니다.')],
      [ek('Publishing workflow', '게시 워크플로'), ek('Schedule releases, set regional availability windows and unpublish with one click.', '공개 일정을 잡고 지역별 공개 기간을 정하며 클릭 한 번으로 비공개 처리합니다.')],
      [ek('Roles for teams', '팀별 권한'), ek('Editors, reviewers and admins each see only what their role allows, with a log of every change.', '편집자, 검수자, 관리자가 역할에 맞는 기능만 보며 모든 변경 기록이 남습니다.')],
    ],
    stats: [
      ['100K+', ek('Videos in one customer library', '단일 고객 라이브러리의 동영상 수')],
      ['12', ek('Subtitle languages per video', '동영상당 자막 언어 수')],
      ['1', ek('Click publishes to web, apps and social channels at once', '번의 클릭으로 웹, 앱, 소셜 채널에 동시 게시')],
    ],
    uses: [
      [ek('Broadcaster archives', '방송사 아카이브'), ek('Bring decades of programmes into one searchable library and republish them as on-demand video.', '수십 년 치 프로그램을 검색 가능한 하나의 라이브러리로 모아 주문형 영상으로 다시 공개합니다.')],
      [ek('Corporate video', '기업 동영상'), ek('Keep training and marketing videos in one place with access limited by department.', '교육 및 마케팅 동영상을 한곳에 두고 부서별로 접근을 제한합니다.')],
    ],
    faq: [
      [ek('Can I import my existing library?', '기존 라이브러리를 가져올 수 있나요?'), ek('Yes. Bulk import reads files and a CSV of metadata from Object Storage or an FTP server.', '네. 일괄 가져오기로 오브젝트 스토리지나 FTP 서버의 파일과 메타데이터 CSV를 읽어 옵니다.')],
      [ek('Is there an API?', 'API가 있나요?'), ek('Every action in the console is available through the REST API and webhooks.', '콘솔의 모든 기능을 REST API와 웹훅으로 사용할 수 있습니다.')],
    ],
  },
  '/product/media-authentication/': {
    features: [
      [ek('Signed URLs and tokens', '서명 URL과 토큰'), ek('Each playback URL carries an expiry time and a signature, so copied links stop working.', '재생 URL마다 만료 시간과 서명이 있어 복사한 링크는 곧 동작하지 않습니다.')],
      [ek('Viewer binding', '시청자 바인딩'), ek('Tie a token to a viewer\'s IP address or session so that it cannot be shared with others.', '토큰을 시청자의 IP 주소나 세션에 묶어 다른 사람과 공유할 수 없게 합니다.')],
      [ek('Concurrent stream limits', '동시 시청 제한'), ek('Limit how many devices one account can play on at once, enforced at the edge.', '한 계정이 동시에 재생할 수 있는 기기 수를 엣지에서 제한합니다.')],
    ],
    stats: [
      ['<1 ms', ek('Token check time at the edge', '엣지의 토큰 검증 시간')],
      ['90%', ek('Less unauthorised playback after rollout', '도입 후 무단 재생 감소율')],
      ['3', ek('Devices per account by default', '기본 계정당 동시 재생 기기 수')],
    ],
    uses: [
      [ek('Subscription services', '구독형 서비스'), ek('Stop password sharing from turning one subscription into dozens of viewers.', '비밀번호 공유로 구독 하나가 수십 명의 시청으로 번지는 것을 막습니다.')],
      [ek('Pay-per-view events', '유료 이벤트 중계'), ek('Make sure only ticket holders can open a paid live stream, even if the link leaks.', '링크가 유출되어도 티켓을 산 사람만 유료 생중계를 열 수 있게 합니다.')],
    ],
    faq: [
      [ek('How is it different from DRM?', 'DRM과 무엇이 다른가요?'), ek('Authentication decides who may fetch the stream; DRM encrypts the content itself. Premium services use both.', '인증은 누가 스트림을 받을 수 있는지 정하고 DRM은 콘텐츠 자체를 암호화합니다. 프리미엄 서비스는 둘 다 씁니다.')],
      [ek('Which token formats are supported?', '어떤 토큰 형식을 지원하나요?'), ek('Hash-based URL tokens and JWTs signed with HMAC or RSA keys.', '해시 기반 URL 토큰과 HMAC 또는 RSA 키로 서명한 JWT를 지원합니다.')],
    ],
  },
  '/product/multi-drm/': {
    features: [
      [ek('Three DRMs, one API', 'DRM 세 가지, API 하나'), ek('Widevine, FairPlay and PlayReady licences are issued by one service with one set of business rules.', 'Widevine, FairPlay, PlayReady 라이선스를 하나의 서비스와 하나의 비즈니스 규칙으로 발급합니다.')],
      [ek('Encrypt once with CMAF', 'CMAF로 한 번만 암호화'), ek('One CBCS-encrypted CMAF package plays on Android, Apple devices, browsers and smart TVs.', 'CBCS로 암호화한 CMAF 패키지 하나로 안드로이드, 애플 기기, 브라우저, 스마트 TV에서 재생합니다.')],
      [ek('Licence policies', '라이선스 정책'), ek('Set rental periods, offline downloads, HDCP output and resolution limits per title.', '작품마다 대여 기간, 오프라인 다운로드, HDCP 출력, 해상도 제한을 설정합니다.')],
    ],
    stats: [
      ['3', ek('DRM systems from one integration', '한 번의 연동으로 지원하는 DRM')],
      ['<100 ms', ek('Licence response time', '라이선스 응답 시간')],
      ['99.99%', ek('Licence service availability', '라이선스 서비스 가용성')],
    ],
    uses: [
      [ek('Studio-grade films', '스튜디오 영화'), ek('Meet the content protection rules studios require before licensing new releases.', '스튜디오가 신작 공급 전에 요구하는 콘텐츠 보호 기준을 충족합니다.')],
      [ek('Offline viewing', '오프라인 시청'), ek('Let subscribers download episodes for a flight, with licences that expire after 48 hours.', '구독자가 비행 중 볼 에피소드를 내려받게 하고 라이선스는 48시간 뒤 만료됩니다.')],
    ],
    faq: [
      [ek('Do I need to re-encode my library?', '라이브러리를 다시 인코딩해야 하나요?'), ek('No. Packaging adds encryption to your existing renditions without re-encoding the video.', '아니요. 패키징 단계에서 기존 렌디션에 암호화만 더하며 영상을 다시 인코딩하지 않습니다.')],
      [ek('Which players work with it?', '어떤 플레이어와 쓸 수 있나요?'), ek('Edge Player, Shaka Player, ExoPlayer, AVPlayer and most smart TV players.', 'Edge Player, Shaka Player, ExoPlayer, AVPlayer 및 대부분의 스마트 TV 플레이어와 동작합니다.')],
    ],
  },
  '/product/stream-director/': {
    features: [
      [ek('Cloud vision mixer', '클라우드 비전 믹서'), ek('Cut between up to eight camera feeds sent over SRT or from phones, from a browser anywhere.', 'SRT나 휴대폰으로 보낸 최대 8개 카메라 화면을 어디서든 브라우저로 전환합니다.')],
      [ek('Graphics and replays', '그래픽과 리플레이'), ek('Add scoreboards, lower thirds and instant replays from templates during the show.', '방송 중에 템플릿으로 스코어보드, 하단 자막, 즉석 리플레이를 넣습니다.')],
      [ek('Multi-destination output', '다중 송출'), ek('Send the programme to your own site and to several social platforms at the same time.', '완성된 방송을 자체 사이트와 여러 소셜 플랫폼에 동시에 송출합니다.')],
    ],
    stats: [
      ['8', ek('Camera inputs per production', '프로덕션당 카메라 입력 수')],
      ['1080p60', ek('Programme output quality', '방송 출력 화질')],
      ['0', ek('Hardware to buy or ship', '구매하거나 배송할 장비')],
    ],
    uses: [
      [ek('Esports tournaments', 'e스포츠 대회'), ek('Mix player cameras, the game feed and casters who are each in a different city.', '각기 다른 도시에 있는 선수 카메라, 게임 화면, 중계진을 섞어 방송합니다.')],
      [ek('Church and school events', '교회·학교 행사'), ek('Volunteers run a multi-camera stream with phones and a laptop instead of an outside broadcast van.', '중계차 대신 휴대폰과 노트북으로 자원봉사자가 멀티 카메라 방송을 진행합니다.')],
    ],
    faq: [
      [ek('How much delay does mixing add?', '믹싱으로 지연이 얼마나 늘어나나요?'), ek('About half a second between the cameras and the programme output.', '카메라에서 방송 출력까지 약 0.5초가 추가됩니다.')],
      [ek('Can several operators work together?', '여러 운영자가 함께 작업할 수 있나요?'), ek('Yes. A director, a graphics operator and a replay operator can share one production.', '네. 감독, 그래픽 담당, 리플레이 담당이 하나의 프로덕션을 함께 씁니다.')],
    ],
  },
  '/product/online-video-platform/': {
    features: [
      [ek('Upload to playback in one place', '업로드부터 재생까지 한곳에서'), ek('Upload a file and get an adaptive HLS stream, thumbnails and an embeddable player within minutes.', '파일을 올리면 몇 분 안에 적응형 HLS 스트림, 썸네일, 삽입용 플레이어가 만들어집니다.')],
      [ek('Viewer analytics', '시청 분석'), ek('See plays, watch time, drop-off points and quality of experience by country and device.', '국가와 기기별 재생 수, 시청 시간, 이탈 지점, 시청 품질을 확인합니다.')],
      [ek('Monetisation', '수익화'), ek('Charge by subscription, rental or pay-per-view, or run ads, with payments handled for you.', '구독, 대여, 건별 결제, 광고로 수익을 내며 결제 처리는 플랫폼이 맡습니다.')],
    ],
    stats: [
      ['5', ek('Minutes from uploading a one-hour video to a playable stream', '분: 1시간 영상의 업로드부터 재생 가능까지 걸리는 시간')],
      ['20+', ek('Viewer metrics in the dashboard', '대시보드의 시청 지표 수')],
      ['4', ek('Ways to earn from your videos', '동영상 수익화 방식')],
    ],
    uses: [
      [ek('Creators and academies', '크리에이터와 교육 기관'), ek('Sell courses or a members-only channel without building a video stack.', '동영상 인프라를 직접 만들지 않고 강의나 회원 전용 채널을 판매합니다.')],
      [ek('Company video portals', '사내 동영상 포털'), ek('Share town halls and training with employees behind single sign-on.', '전사 회의와 교육 영상을 SSO 뒤에서 직원과 공유합니다.')],
    ],
    faq: [
      [ek('Which files can I upload?', '어떤 파일을 올릴 수 있나요?'), ek('MP4, MOV, MKV and most professional formats up to 100 GB per file.', 'MP4, MOV, MKV 및 대부분의 전문가용 형식을 파일당 100GB까지 올릴 수 있습니다.')],
      [ek('Can I use my own domain?', '자체 도메인을 쓸 수 있나요?'), ek('Yes. Portals and players can run on your domain with your certificate.', '네. 포털과 플레이어를 고객의 도메인과 인증서로 운영할 수 있습니다.')],
    ],
  },
};
