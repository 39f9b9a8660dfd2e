/**
 * Builder content through the registry, as the server prepares it. isomorphic-dompurify's server build loads jsdom,
 * whose ESM dependencies Jest cannot load; here (jsdom project) the same DOMPurify runs on the test's window, so the
 * site's sanitiser function and its configuration are what is tested.
 */
jest.mock('isomorphic-dompurify', () => jest.requireActual('dompurify'));

import { demoPage } from '../tests/support/builder-content';
import { createApiClient } from '../api-client';
import { prepareModules } from '../registry/prepare.server';
import { mapBuilderBlocks } from './map';

// No module here calls the API; a fetch that fails keeps it that way.
const api = createApiClient({ locale: 'ja', fetchImpl: async () => { throw new Error('no API in this test'); } });
const ctx = { api, locale: 'ja' as const, query: {}, preview: false, userAgent: '' };

describe('Builder blocks prepared like portal modules', () => {
  it('through the registry: the block that fails its schema is skipped, script-bearing HTML is sanitised', async () => {
    const mapped = mapBuilderBlocks(demoPage('ja').data.blocks, 'ja-JP');
    const { modules, skipped } = await prepareModules(mapped.modules, ctx);
    expect(modules.map((m) => m.type)).toEqual(['banner', 'featureGrid', 'stats', 'richText', 'cta']);
    expect(skipped.map((s) => s.id)).toEqual(['builder-broken1']);
    const html = (modules[3].details as { html: string }).html;
    expect(html).toContain('Builder で作成し');
    expect(html).not.toMatch(/<script|onerror|__builderXss/);
  });

});
