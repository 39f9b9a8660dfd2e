/**
 * registry/interactive-views.ts is generated at build time from the module registry (see that file and its loader):
 * the page bundle imports the views of interactive module types, and only those.
 */
const INTERACTIVE_VIEWS_LOADER = require.resolve('./registry/interactive-views.loader.js');

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server (server/http-rules.ts) answers missing trailing slashes with 301, as the spec asks.
  skipTrailingSlashRedirect: true,
  // Links keep the slashed form every page URL has (next/link would otherwise strip it and every link would cost a 301).
  trailingSlash: true,
  // Separate build folders let several checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: {
    // Next's client entry imports polyfills that every supported browser already has (package.json browserslist).
    resolveAlias: {
      'next/dist/build/polyfills/polyfill-module': './browser-polyfills.js',
      '../build/polyfills/polyfill-module': './browser-polyfills.js',
    },
    rules: {
      '*.ts': [{ condition: { path: /registry[\\/]interactive-views\.ts$/ }, loaders: [INTERACTIVE_VIEWS_LOADER], as: '*.js' }],
    },
  },
  // The same for `next build --webpack`: runs before the TypeScript compiler, whose input it replaces.
  webpack(config) {
    config.module.rules.push({ test: /registry[\\/]interactive-views\.ts$/, enforce: 'pre', use: [INTERACTIVE_VIEWS_LOADER] });
    return config;
  },
};
