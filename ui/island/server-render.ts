import type { ComponentType, ReactElement } from 'react';

/**
 * What only the server has: a function rendering an island to HTML (react-dom/server) and the components of shell
 * islands by name. Filled by register.server.ts, which only server code imports, so the browser's bundle carries
 * neither react-dom/server nor those components.
 */
export const serverSide: {
  renderToHtml?: (element: ReactElement, identifierPrefix: string) => string;
  parts: Map<string, ComponentType<any>>;
} = { parts: new Map() };
