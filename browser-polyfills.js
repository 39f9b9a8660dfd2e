// Stands in for Next's polyfill-module (next.config.js): every browser the site supports (README "Supported
// browsers") has what it adds (Array.prototype.at, Object.hasOwn, flat, trimStart…), and Lighthouse counts it as
// legacy JavaScript. URL.canParse, the one newer method, is used by Next only in development.
export {};
