import { serviceColumn } from '../service-column';
import { videoAdPromotion } from '../video-ad-promotion';

/** The module types a home placement may hold, with their components (their schemas: registry/schemas.ts). */
export const HOME_MODULE_KINDS = { serviceColumn, videoAdPromotion } as const;
export type HomeModuleKind = keyof typeof HOME_MODULE_KINDS;
