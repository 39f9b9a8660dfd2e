import { createRequire } from 'node:module';

/**
 * Next renders pages with react-dom/server.edge's renderToReadableStream, in Node too (its source marks using the
 * Node build as to do). The edge build turns every string React writes (each attribute, each text) into a Uint8Array
 * of its own through TextEncoder.encode, about 0.4 ms of a product page's render; the Node build, which has the same
 * renderToReadableStream, encodes strings straight into its 4 KB output buffers (encodeInto). Same React, same call,
 * same HTML: this makes the edge module, as Next's runtime requires it, hand out the Node build's stream renderers.
 * Call before Next's pages runtime is first required: it keeps the exports it got then. A failure only costs the
 * speed-up, so it is logged, not thrown.
 */
export function renderPagesWithFizzNodeBuild(): void {
  try {
    const fromRoot = createRequire(`${process.cwd()}/package.json`);
    const fromNext = createRequire(fromRoot.resolve('next/package.json'));
    const edgePath = fromNext.resolve('react-dom/server.edge');
    const edge = fromNext('react-dom/server.edge') as Record<string, unknown>;
    const node = fromNext('react-dom/server.node') as Record<string, unknown>;
    const cached = fromNext.cache[edgePath];
    if (!cached || typeof node.renderToReadableStream !== 'function' || typeof node.resume !== 'function') return;
    cached.exports = { ...edge, renderToReadableStream: node.renderToReadableStream, resume: node.resume };
  } catch (error) {
    console.warn('[render] pages keep React\'s edge build: %s', (error as Error).message);
  }
}
