import type { IncomingMessage } from 'node:http';
import { builderEditingUrl } from '../../server/builder-editing';
import { BUILDER_EDITING_PAGE, BUILDER_EDITING_URL_HEADER } from '../../contract/builder-editing-page';
import { resetConfig } from '../../config';

/** Builder's editing requests go to their own page; nothing else does, and no browser can claim to be one. */
const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: { ...headers } }) as unknown as IncomingMessage;

const setKey = (key?: string) => {
  if (key) process.env.BUILDER_PUBLIC_KEY = key;
  else delete process.env.BUILDER_PUBLIC_KEY;
  resetConfig();
};

afterEach(() => setKey());

it('hands an editing request to the editing page with the URL it asked for, only when the site has a key', () => {
  const url = '/ja/lp/x/?builder.editing=true&__builder_editing__=true';
  setKey();
  expect(builderEditingUrl(request(url))).toBeUndefined();
  setKey('key1');
  const req = request(url);
  const parsed = builderEditingUrl(req);
  expect(parsed?.pathname).toBe(BUILDER_EDITING_PAGE);
  expect(parsed?.query['builder.editing']).toBe('true');
  expect(req.headers[BUILDER_EDITING_URL_HEADER]).toBe(url);
});

it('leaves plain views and Next assets alone and drops the header a browser sent', () => {
  setKey('key1');
  for (const url of ['/lp/x/', '/builder-editing/', '/_next/static/x.js?builder.preview=page']) {
    const req = request(url, { [BUILDER_EDITING_URL_HEADER]: '/lp/x/?builder.editing=true' });
    expect(builderEditingUrl(req)).toBeUndefined();
    expect(req.headers[BUILDER_EDITING_URL_HEADER]).toBeUndefined();
  }
});
