import type { ComponentType, ReactElement } from 'react';

/**
 * What only the server has: a function rendering an island to HTML (react-dom/server), the components of shell
 * islands by name, and the keeping of those parts' HTML. Filled by register.server.ts, which only server code
 * imports, so the browser's bundle carries neither react-dom/server nor those components.
 */
export const serverSide: {
  renderToHtml?: (element: ReactElement, identifierPrefix: string) => string;
  parts: Map<string, ComponentType<any>>;
  /** A shell part's HTML: render(), or for a part kept by register.server.ts the HTML of an earlier render from the same props and language. */
  partHtml?: (name: string, locale: string, props: object, render: () => string) => string;
} = { parts: new Map() };
