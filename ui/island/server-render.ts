import type { ComponentType, ReactElement } from 'react';
import type { Carried } from './island';

/**
 * What only the server has: a function rendering an island to HTML (react-dom/server), the components of shell
 * islands by name, and the keeping of parts' HTML. Filled by register.server.ts, which only server code imports, so
 * the browser's bundle carries neither react-dom/server nor those components.
 */
export const serverSide: {
  renderToHtml?: (element: ReactElement, identifierPrefix: string) => string;
  parts: Map<string, ComponentType<any>>;
  /**
   * A part's HTML: render(carried)'s, or that of an earlier render of the same part (name) from the same props, language
   * and page path, with the chunks that render reported reported again (register.server.ts).
   */
  keptHtml?: (name: string, carried: Carried, props: object, render: (carried: Carried) => string) => string;
} = { parts: new Map() };
