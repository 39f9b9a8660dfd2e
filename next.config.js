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
  },
};
