// The portal's and the editor's way in to module schemas; the map itself is the registry (modules/index.ts).
export { moduleSchema, type ModuleType } from './index';
