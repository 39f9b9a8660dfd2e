import '@testing-library/jest-dom';
// Mirrors next.config.js `trailingSlash: true` (the build inlines it), so next/link renders hrefs as the site does.
process.env.__NEXT_TRAILING_SLASH = 'true';
// Server code that these tests run (module loaders, registry/check.ts) copies with Node's structuredClone, which jsdom's
// window does not have: the same algorithm, from Node's v8 module.
if (typeof globalThis.structuredClone !== 'function') {
  const { deserialize, serialize } = jest.requireActual<typeof import('node:v8')>('node:v8');
  globalThis.structuredClone = ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
}
