import { l, type L } from './types';

/** Access of a customer to one API: has authority, no authority, restricted, to be deprecated. */
export type ApiAccess = 'authorized' | 'unauthorized' | 'restricted' | 'deprecated';

export interface ApiParamSpec {
  name: string;
  in: 'path' | 'query' | 'body';
  type: 'string' | 'integer' | 'boolean' | 'array';
  required: boolean;
  description: L;
  /** Values of this parameter come from POST /help-doc/document/param/dict (customers only). */
  dictCode?: string;
}

export interface ApiDocSpec {
  id: number;
  pageCode: string;
  title: L;
  summary: L;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  versions: string[];
  releaseTime: string;
  access: ApiAccess;
  params: ApiParamSpec[];
}

export interface ApiCategorySpec {
  id: number;
  name: L;
  docs: ApiDocSpec[];
}

/** API centre per product: a root directory (category 'api-doc'), API categories, API documents (tag 'api-center'). */
export const API_PRODUCTS: Array<{ productCode: string; rootId: number; name: L; categories: ApiCategorySpec[] }> = [
  {
    productCode: 'cdn',
    rootId: 5000,
    name: l('CDN API', 'CDN API', 'CDN API', 'CDN API'),
    categories: [
      {
        id: 5100,
        name: l('Domain management', '域名管理', 'ドメイン管理', '도메인 관리'),
        docs: [
          {
            id: 5101,
            pageCode: 'cdn-api-create-domain',
            title: l('Create a domain', '创建加速域名', 'ドメインの作成', '도메인 생성'),
            summary: l('Adds an acceleration domain with its origin.', '添加加速域名及其源站。', 'オリジン付きの高速化ドメインを追加します。', '오리진과 함께 가속 도메인을 추가합니다.'),
            method: 'POST',
            path: '/api/v1/domains',
            versions: ['2024-06-01', '2023-01-01'],
            releaseTime: '2024-06-01T00:00:00Z',
            access: 'authorized',
            params: [
              { name: 'domainName', in: 'body', type: 'string', required: true, description: l('Domain to accelerate', '加速域名', '高速化するドメイン', '가속할 도메인') },
              { name: 'origin', in: 'body', type: 'string', required: true, description: l('Origin host or IP address', '源站域名或 IP', 'オリジンのホストまたは IP', '오리진 호스트 또는 IP') },
              { name: 'serviceRegion', in: 'body', type: 'string', required: false, description: l('Where the domain is served', '加速区域', '配信地域', '서비스 지역'), dictCode: 'service-region' },
            ],
          },
          {
            id: 5102,
            pageCode: 'cdn-api-list-domains',
            title: l('List domains', '查询域名列表', 'ドメイン一覧の取得', '도메인 목록 조회'),
            summary: l('Returns the domains of the account, page by page.', '分页返回账号下的域名。', 'アカウントのドメインをページ単位で返します。', '계정의 도메인을 페이지별로 반환합니다.'),
            method: 'GET',
            path: '/api/v1/domains',
            versions: ['2024-06-01'],
            releaseTime: '2024-06-01T00:00:00Z',
            access: 'authorized',
            params: [
              { name: 'pageIndex', in: 'query', type: 'integer', required: false, description: l('Page number, from 1', '页码，从 1 开始', 'ページ番号（1 から）', '페이지 번호(1부터)') },
              { name: 'status', in: 'query', type: 'string', required: false, description: l('Filter by status', '按状态筛选', '状態で絞り込み', '상태로 필터링'), dictCode: 'domain-status' },
            ],
          },
          {
            id: 5103,
            pageCode: 'cdn-api-delete-domain',
            title: l('Delete a domain', '删除加速域名', 'ドメインの削除', '도메인 삭제'),
            summary: l('Removes a stopped domain.', '删除已停用的域名。', '停止済みのドメインを削除します。', '중지된 도메인을 삭제합니다.'),
            method: 'DELETE',
            path: '/api/v1/domains/{domainName}',
            versions: ['2024-06-01'],
            releaseTime: '2024-09-15T00:00:00Z',
            access: 'restricted',
            params: [{ name: 'domainName', in: 'path', type: 'string', required: true, description: l('Domain to delete', '要删除的域名', '削除するドメイン', '삭제할 도메인') }],
          },
        ],
      },
      {
        id: 5200,
        name: l('Cache purge', '缓存刷新', 'キャッシュパージ', '캐시 퍼지'),
        docs: [
          {
            id: 5201,
            pageCode: 'cdn-api-purge',
            title: l('Purge URLs', '刷新 URL', 'URL のパージ', 'URL 퍼지'),
            summary: l('Removes cached copies of up to 1,000 URLs.', '删除最多 1,000 个 URL 的缓存。', '最大 1,000 件の URL のキャッシュを削除します。', '최대 1,000개 URL의 캐시를 삭제합니다.'),
            method: 'POST',
            path: '/api/v1/purge',
            versions: ['2024-06-01', '2023-01-01'],
            releaseTime: '2023-01-01T00:00:00Z',
            access: 'authorized',
            params: [
              { name: 'urls', in: 'body', type: 'array', required: true, description: l('URLs to purge', '需要刷新的 URL', 'パージする URL', '퍼지할 URL') },
              { name: 'purgeType', in: 'body', type: 'string', required: false, description: l('url or directory', 'url 或 directory', 'url または directory', 'url 또는 directory'), dictCode: 'purge-type' },
            ],
          },
          {
            id: 5202,
            pageCode: 'cdn-api-purge-status-v1',
            title: l('Query purge status (v1)', '查询刷新状态（v1）', 'パージ状態の照会（v1）', '퍼지 상태 조회(v1)'),
            summary: l('Superseded by the task API; kept for existing integrations.', '已由任务 API 取代，仅为兼容保留。', 'タスク API に置き換えられました。既存連携のために残しています。', '작업 API로 대체되었으며 기존 연동을 위해 유지됩니다.'),
            method: 'GET',
            path: '/api/v1/purge/{taskId}',
            versions: ['2023-01-01'],
            releaseTime: '2022-03-01T00:00:00Z',
            access: 'deprecated',
            params: [{ name: 'taskId', in: 'path', type: 'string', required: true, description: l('Task id returned by Purge URLs', '刷新 URL 返回的任务 ID', 'URL のパージが返すタスク ID', 'URL 퍼지가 반환한 작업 ID') }],
          },
        ],
      },
    ],
  },
  {
    productCode: 'waf',
    rootId: 6000,
    name: l('WAF API', 'WAF API', 'WAF API', 'WAF API'),
    categories: [
      {
        id: 6100,
        name: l('Policies', '防护策略', 'ポリシー', '정책'),
        docs: [
          {
            id: 6101,
            pageCode: 'waf-api-list-policies',
            title: l('List policies', '查询防护策略', 'ポリシー一覧の取得', '정책 목록 조회'),
            summary: l('Returns the WAF policies of a domain.', '返回域名的 WAF 策略。', 'ドメインの WAF ポリシーを返します。', '도메인의 WAF 정책을 반환합니다.'),
            method: 'GET',
            path: '/api/v1/waf/policies',
            versions: ['2024-06-01'],
            releaseTime: '2024-06-01T00:00:00Z',
            access: 'unauthorized',
            params: [{ name: 'mode', in: 'query', type: 'string', required: false, description: l('monitor or block', 'monitor 或 block', 'monitor または block', 'monitor 또는 block'), dictCode: 'waf-mode' }],
          },
        ],
      },
    ],
  },
];

/** Values of dictionary-backed parameters, shown to logged-in customers. */
export const PARAM_DICTS: Record<string, Array<{ value: string; label: L }>> = {
  'service-region': [
    { value: 'global', label: l('Global', '全球', 'グローバル', '글로벌') },
    { value: 'mainland-china', label: l('Chinese mainland', '中国大陆', '中国本土', '중국 본토') },
    { value: 'outside-mainland-china', label: l('Outside the Chinese mainland', '中国大陆以外', '中国本土以外', '중국 본토 외') },
  ],
  'domain-status': [
    { value: 'online', label: l('Online', '已启用', '稼働中', '온라인') },
    { value: 'offline', label: l('Offline', '已停用', '停止中', '오프라인') },
    { value: 'configuring', label: l('Configuring', '配置中', '設定中', '구성 중') },
  ],
  'purge-type': [
    { value: 'url', label: l('URL', 'URL', 'URL', 'URL') },
    { value: 'directory', label: l('Directory', '目录', 'ディレクトリ', '디렉터리') },
  ],
  'waf-mode': [
    { value: 'monitor', label: l('Monitor', '监控', 'モニター', '모니터') },
    { value: 'block', label: l('Block', '拦截', 'ブロック', '차단') },
  ],
};
