import { createRequire } from 'node:module';
import { renderPagesWithFizzNodeBuild } from './fizz-node-build';

// Node's own require, as Next's runtime loads React (jest's module registry is a separate one).
const nodeRequire = createRequire(`${process.cwd()}/package.json`);
type Fizz = { renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> };

async function html(fizz: Fizz, element: unknown): Promise<string> {
  const stream = await fizz.renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

describe('renderPagesWithFizzNodeBuild', () => {
  // Node's module cache outlives this file in the worker: the edge module is given back its own exports afterwards.
  const edgePath = nodeRequire.resolve('react-dom/server.edge');
  let original: unknown;
  beforeAll(() => {
    nodeRequire('react-dom/server.edge');
    original = nodeRequire.cache[edgePath]!.exports;
  });
  afterAll(() => {
    nodeRequire.cache[edgePath]!.exports = original;
  });

  const React = nodeRequire('react') as typeof import('react');
  const h = React.createElement;
  // Attributes, text that needs escaping, raw HTML, a long string (written apart from the buffer), multi-byte text
  // across the 4 KB buffer's edge, and a Suspense boundary.
  const page = h(
    'html',
    { lang: 'en' },
    h('head', null, h('title', null, 'A <page> & "more"'), h('script', { id: '__DATA__', type: 'application/json', dangerouslySetInnerHTML: { __html: '{"a":1}' } })),
    h(
      'body',
      null,
      h('main', { id: 'm', className: 'x', 'data-n': 3 }, 'x'.repeat(5000), h('p', null, '日本語テキスト'.repeat(700))),
      h(React.Suspense, { fallback: 'loading' }, h('footer', null, '© 2026')),
    ),
  );

  it('makes the edge module Next requires render with the Node build, to the same HTML', async () => {
    const edgeBuild = nodeRequire('react-dom/server.edge') as Fizz;
    const before = await html(edgeBuild, page);
    renderPagesWithFizzNodeBuild();
    const edge = nodeRequire('react-dom/server.edge') as Fizz & { renderToString: unknown };
    const node = nodeRequire('react-dom/server.node') as Fizz;
    expect(edge.renderToReadableStream).toBe(node.renderToReadableStream);
    expect(edge.renderToReadableStream).not.toBe(edgeBuild.renderToReadableStream);
    // What the edge module had besides stays (renderToString of its legacy build).
    expect(edge.renderToString).toBe((edgeBuild as unknown as { renderToString: unknown }).renderToString);
    const after = await html(edge, page);
    expect(after).toBe(before);
    expect(after).toContain('A &lt;page&gt; &amp; &quot;more&quot;');
    expect(after).toContain('日本語テキスト'.repeat(700));
  });
});
