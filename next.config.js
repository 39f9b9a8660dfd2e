/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: Next hashes each rendered page's whole HTML in JavaScript for one (about half a millisecond of CPU a
  // render). The page cache's answers never had one; only pages rendered for the request (preview, a visitor with a
  // cookie, the cache off) could be answered 304, after the full render all the same. Files in public/ lose theirs
  // too and keep Last-Modified, which revalidates them as well.
  generateEtags: false,
  // The custom server (server/http-rules.ts) answers missing trailing slashes with 301, as the spec asks.
  skipTrailingSlashRedirect: true,
  // Links keep the slashed form every page URL has (next/link would otherwise strip it and every link would cost a 301).
  trailingSlash: true,
  // Separate build folders let several checkouts or test runs build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    // Next would load every page's server code at start, the staff editor's included, on the thread that is about
    // to answer the first request: a cold start's first page came about 0.2 s later. Each page loads on its first use.
    preloadEntriesOnStart: false,
  },
  turbopack: {
    // Next's client entry imports polyfills that every supported browser already has (package.json browserslist).
    resolveAlias: {
      'next/dist/build/polyfills/polyfill-module': './browser-polyfills.js',
      '../build/polyfills/polyfill-module': './browser-polyfills.js',
    },
  },
};
