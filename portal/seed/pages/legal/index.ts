import { BRAND } from '../../../../contract/brand';
import { l } from '../../types';
import { ACCEPTABLE_USE } from './acceptable-use';
import { COOKIES } from './cookies';
import { PRIVACY } from './privacy';
import { SUB_PROCESSORS } from './sub-processors';
import { TAX } from './tax';
import { TERMS } from './terms';
import type { LegalPage } from './types';

export type { LegalPage } from './types';

export const LEGAL_PAGES: LegalPage[] = [TERMS, COOKIES, PRIVACY, SUB_PROCESSORS, TAX, ACCEPTABLE_USE];

const N = BRAND.name;
/** Opens every legal page: this demo company's documents are realistic in shape, not real terms. */
export const SAMPLE_NOTICE = l(
  `Sample text: ${N} is a demo company and this page is example content for the demo site. It is not a real legal document and creates no rights or obligations.`,
  `示例文本：${N} 是一家演示公司，本页为演示网站的示例内容，并非真实的法律文件，不产生任何权利或义务。`,
  `サンプルテキスト：${N} はデモ用の架空の会社で、このページはデモサイトのための例文です。実際の法的文書ではなく、いかなる権利義務も生じません。`,
  `샘플 텍스트: ${N}는 데모용 가상 회사이며 이 페이지는 데모 사이트의 예시 콘텐츠입니다. 실제 법률 문서가 아니며 어떠한 권리나 의무도 발생시키지 않습니다.`,
);
export const LAST_UPDATED = l('Last updated: 1 July 2025.', '最后更新：2025 年 7 月 1 日。', '最終更新日：2025 年 7 月 1 日。', '최종 업데이트: 2025년 7월 1일.');
