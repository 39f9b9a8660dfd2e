// The site's way in to the module registry (contract/modules.ts), with the renderer's own types.
export * from '../contract/modules';
export type { ModuleProps, RenderableModule } from './types';
