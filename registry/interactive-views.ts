import * as registry from '../modules';
import type { View } from './ModuleView';

/**
 * Each interactive module type's view (its folder's view.ts, a next/dynamic wrapper), by folder. The page bundle
 * must evaluate these before hydrating, so that Next loads the components the server rendered and React hydrates
 * them in place (registry/ModuleView.tsx). In the build this file is replaced by registry/interactive-views.loader.js
 * (next.config.js) with static imports of those view.ts files only: the browser never loads the declarations, nor
 * a static module's view. This body, equal in content, serves typecheck and jest.
 */
export const interactiveViews: Readonly<Record<string, View>> = Object.fromEntries(
  Object.values(registry)
    .filter((declaration) => declaration.interactive)
    .map((declaration) => [declaration.folder, (require(`../modules/${declaration.folder}/view`) as { default: View }).default]),
);
