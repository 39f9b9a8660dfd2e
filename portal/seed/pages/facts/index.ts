import { EDGE_FACTS } from './edge';
import { MEDIA_FACTS } from './media';
import { MEDIA_KO_FACTS } from './media-ko';
import { SECURITY_FACTS } from './security';
import type { ProductFacts } from './types';
import { WEB_FACTS } from './web';

export { SOLUTION_FACTS } from './solutions';
export { tr, type ProductFacts, type T } from './types';

/** Every product page's own facts, by path (portal/seed/pages/catalog-data.ts PRODUCTS). */
export const PRODUCT_FACTS: Record<string, ProductFacts> = { ...WEB_FACTS, ...MEDIA_FACTS, ...MEDIA_KO_FACTS, ...SECURITY_FACTS, ...EDGE_FACTS };
