import type { ModuleType } from '../../registry';

/** The module types a home placement may hold (their declarations: modules/index.ts). */
export const HOME_MODULE_KINDS = ['serviceColumn', 'videoAdPromotion'] as const satisfies readonly ModuleType[];
export type HomeModuleKind = (typeof HOME_MODULE_KINDS)[number];

export const isHomeModuleKind = (type: string): type is HomeModuleKind => (HOME_MODULE_KINDS as readonly string[]).includes(type);
