import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';
import { mediaSrcSet } from '../../contract/media';
import { cleanSvg, htmlAsPng, photoPng, pngBomb, svgWithExternal, svgWithHandler, svgWithScript, tinyPdf } from '../support/media-files';

/** The media library API: uploads checked by content, refused ones leave nothing behind, files served immutable with variants. */

jest.setTimeout(60_000);

let api: TestPortal;
let editor: string;
let viewer: string;
const PASSWORD = 'correct horse battery';
let png: Buffer;

async function signIn(email: string) {
  const response = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0];
}

async function upload(bytes: Buffer, name: string, cookie = editor, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}/editor/media?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie, ...headers },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { code: string; message: string; data: any } };
}

const rows = async () => (await api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0].n;

beforeAll(async () => {
  api = await startTestPortal({ MEDIA_MAX_MB: '20', MEDIA_MAX_PIXELS: '50000000' });
  await createStaff(api.store, { email: 'media-editor@example.com', password: PASSWORD, role: 'editor' });
  await createStaff(api.store, { email: 'media-viewer@example.com', password: PASSWORD, role: 'viewer' });
  editor = await signIn('media-editor@example.com');
  viewer = await signIn('media-viewer@example.com');
  png = await photoPng(1600, 900);
}, 60_000);
afterAll(() => api.close());

describe('refused uploads store nothing', () => {
  it('refuses a 50 MB file from its Content-Length, before reading it', async () => {
    // A raw request: the server answers 413 and closes while the client may still be sending.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${api.baseUrl}/editor/media?name=big.png`);
      const req = http.request(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', cookie: editor, 'content-length': 50 * 1024 * 1024 } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
      // The rest is never sent: a server that waited for it would hang this test.
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toMatch(/over the upload limit of 20 MB/);
    expect(await rows()).toBe(0);
  });

  it('refuses a chunked body (no Content-Length) once it passes the limit', async () => {
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        // 1 MB at a time up to 25 MB: more than the 20 MB limit.
        if (sent >= 25) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const response = await fetch(`${api.baseUrl}/editor/media?name=x.png`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', cookie: editor }, body: stream, duplex: 'half' } as RequestInit).catch(() => null);
    // The server answers 413 and closes; a client still sending may see the close first. Either way nothing is stored.
    if (response) expect(response.status).toBe(413);
    expect(await rows()).toBe(0);
  });

  it('refuses a PNG decompression bomb from its header', async () => {
    const bomb = pngBomb(20000);
    expect(bomb.length).toBeLessThan(200_000);
    const { status, body } = await upload(bomb, 'bomb.png');
    expect(status).toBe(413);
    expect(body.message).toMatch(/20000×20000 pixels, over the limit/);
    expect(await rows()).toBe(0);
  });

  it('refuses HTML named .png: the type comes from the content', async () => {
    const { status, body } = await upload(htmlAsPng, 'photo.png');
    expect(status).toBe(415);
    expect(body.message).toMatch(/its content is none of them, whatever its name says/);
    expect(await rows()).toBe(0);
  });

  it.each([
    ['<script>', svgWithScript, /<script>/],
    ['an event handler', svgWithHandler, /onload=/],
    ['an external reference', svgWithExternal, /refers to files outside itself/],
  ])('refuses an SVG with %s', async (_, file, message) => {
    const { status, body } = await upload(file, 'logo.svg');
    expect(status).toBe(415);
    expect(body.message).toMatch(message);
    expect(await rows()).toBe(0);
  });

  it('refuses an upload that is not octet-stream, from another site, or from a viewer', async () => {
    const form = await upload(png, 'a.png', editor, { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    const crossSite = await upload(png, 'a.png', editor, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const byViewer = await upload(png, 'a.png', viewer);
    expect(byViewer.status).toBe(403);
    const signedOut = await upload(png, 'a.png', '');
    expect(signedOut.status).toBe(401);
    expect(await rows()).toBe(0);
  });
});

describe('stored media', () => {
  let item: { id: number; url: string; width: number; height: number };

  it('stores a PNG with its size and serves it under its hash, cached for a year', async () => {
    const { status, body } = await upload(png, 'hero.png');
    expect(status).toBe(200);
    item = body.data;
    expect(item).toMatchObject({ width: 1600, height: 900, mime: 'image/png', kind: 'image', name: 'hero.png' });
    expect(item.url).toMatch(/^\/media\/[0-9a-f]{32}-1600x900\.png$/);
    const file = await fetch(`${api.baseUrl}${item.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    // The same bytes again: the same item, not a second row.
    expect((await upload(png, 'again.png')).body.data.id).toBe(item.id);
    expect(await rows()).toBe(1);
  });

  it('makes WebP variants at the listed widths, once, smaller for narrower widths', async () => {
    const srcset = mediaSrcSet(item.url)!;
    const candidates = srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['320w', '480w', '640w', '960w', '1280w', '1600w']);
    const sizes: number[] = [];
    for (const [url, w] of [candidates[0], candidates[4]]) {
      const response = await fetch(`${api.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(parseInt(w, 10));
      sizes.push(bytes.length);
    }
    expect(sizes[0]).toBeLessThan(sizes[1]);
    const kept = await api.store.query<{ width: number }>('SELECT width FROM media_variants ORDER BY width');
    expect(kept.map((r) => r.width)).toEqual([320, 1280]);
    // A width not on the list is not made (visitors cannot make the server resize to any size).
    expect((await fetch(`${api.baseUrl}${item.url.replace(/-1600x900\.png$/, '.w777.webp')}`)).status).toBe(404);
  });

  it('keeps alt text per language and lists where an item is used', async () => {
    const alt = await api.staffCall('POST', `/editor/media/${item.id}/alt`, { alt: { EN_US: 'A sunrise over the network', JA_JP: 'ネットワークの夜明け' } }, editor);
    expect(alt.status).toBe(200);
    expect(alt.body.data.alt).toEqual({ EN_US: 'A sunrise over the network', JA_JP: 'ネットワークの夜明け' });
    const lookup = await api.get(`/media-alt?lang=JA_JP&urls=${encodeURIComponent(`${item.url} https://example.com/x.png`)}`);
    expect(lookup.body.data).toEqual({ [item.url]: 'ネットワークの夜明け' });
    const list = await api.staffCall('GET', '/editor/media', undefined, viewer);
    expect(list.body.data.map((m: { id: number }) => m.id)).toEqual([item.id]);
  });

  it('publishes a page with a library image only once the image has alt text in the page language', async () => {
    const created = (await api.staffCall('POST', '/editor/pages', { path: '/media-alt-ko/', lang: 'KO_KR', title: 'Alt' }, editor)).body.data;
    const modules = [{ id: 'hero', name: 'Hero', type: 'banner', details: { visible: true, slides: [{ title: '안녕하세요', image: item.url }] } }];
    const saved = await api.staffCall('POST', `/editor/entries/${created.id}/draft`, { version: created.version, data: { ...created.data, moduleViewList: modules } }, editor);
    expect(saved.status).toBe(200);
    const refused = await api.staffCall('POST', `/editor/entries/${created.id}/publish`, { version: saved.body.data.version }, editor);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/"hero.png" needs alt text in KO_KR/);
    expect((await api.store.query<{ published: boolean }>('SELECT published FROM entries WHERE id = $1', [created.id]))[0].published).toBe(false);
    await api.staffCall('POST', `/editor/media/${item.id}/alt`, { alt: { KO_KR: '네트워크 위의 일출' } }, editor);
    const published = await api.staffCall('POST', `/editor/entries/${created.id}/publish`, { version: saved.body.data.version }, editor);
    expect(published.status).toBe(200);
    await api.store.query('DELETE FROM entries WHERE id = $1', [created.id]);
  });

  it('counts a documentation article showing the item (in its draft too) as a use, and refuses the delete', async () => {
    const [article] = await api.store.query<{ id: number; lang: string; name: string; content: string; draft: unknown }>(
      `SELECT id, lang, name, content, draft FROM doc_nodes WHERE type = 'DOCUMENT' AND lang = 'JA_JP' ORDER BY id LIMIT 1`,
    );
    const draft = JSON.stringify({ content: `<p><img src="${item.url}" alt="図"></p>` });
    await api.store.query('UPDATE doc_nodes SET draft = $3 WHERE id = $1 AND lang = $2', [article.id, article.lang, draft]);
    try {
      const used = await api.staffCall('GET', `/editor/media/${item.id}`, undefined, editor);
      expect(used.body.data.uses).toEqual([expect.objectContaining({ id: article.id, kind: 'doc', lang: 'JA_JP', title: article.name })]);
      const refused = await api.staffCall('POST', `/editor/media/${item.id}/delete`, {}, editor);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`doc “${article.name}” (JA_JP)`);
      expect(await rows()).toBe(1);
    } finally {
      await api.store.query('UPDATE doc_nodes SET draft = $3 WHERE id = $1 AND lang = $2', [article.id, article.lang, article.draft === null ? null : JSON.stringify(article.draft)]);
    }
  });

  it('refuses to delete an item a page uses, naming the page; deletes it once unused', async () => {
    const [page] = await api.store.query<{ id: number }>(
      `INSERT INTO entries (kind, type, code, lang, title, data) VALUES ('page', 'page', 'media-user', 'EN_US', 'Uses media', $1) RETURNING id`,
      [JSON.stringify({ moduleViewList: [{ type: 'banner', details: { slides: [{ title: 'x', image: item.url }] } }] })],
    );
    const used = await api.staffCall('GET', `/editor/media/${item.id}`, undefined, editor);
    expect(used.body.data.uses).toEqual([expect.objectContaining({ id: page.id, code: 'media-user', lang: 'EN_US' })]);
    const refused = await api.staffCall('POST', `/editor/media/${item.id}/delete`, {}, editor);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/in use by 1 entry: page media-user \(EN_US\)/);
    expect(refused.body.data.uses).toHaveLength(1);
    expect((await fetch(`${api.baseUrl}${item.url}`)).status).toBe(200);

    await api.store.query('DELETE FROM entries WHERE id = $1', [page.id]);
    expect((await api.staffCall('POST', `/editor/media/${item.id}/delete`, {}, editor)).status).toBe(200);
    expect(await rows()).toBe(0);
    expect((await api.store.query('SELECT * FROM media_variants')).length).toBe(0);
    expect((await fetch(`${api.baseUrl}${item.url}`)).status).toBe(404);
  });

  it('takes a clean SVG (stored sanitised, served sandboxed) and a PDF document', async () => {
    const svg = await upload(cleanSvg, 'logo.svg');
    expect(svg.status).toBe(200);
    expect(svg.body.data).toMatchObject({ mime: 'image/svg+xml', width: 40, height: 20 });
    const served = await fetch(`${api.baseUrl}${svg.body.data.url}`);
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(await served.text()).toMatch(/<svg[^>]*viewBox="0 0 40 20"/);
    const pdf = await upload(tinyPdf, 'datasheet.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.body.data).toMatchObject({ kind: 'document', mime: 'application/pdf', width: null });
    const file = await fetch(`${api.baseUrl}${pdf.body.data.url}`);
    expect(file.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''datasheet.pdf");
  });
});

/** A portal with its own env and an editor signed in to it. */
async function portalWith(env: Record<string, string>) {
  const other = await startTestPortal(env);
  await createStaff(other.store, { email: 'd@example.com', password: PASSWORD, role: 'editor' });
  const login = await fetch(`${other.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'd@example.com', password: PASSWORD }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  const send = (bytes: Buffer, name: string) =>
    fetch(`${other.baseUrl}/editor/media?name=${name}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', cookie }, body: new Uint8Array(bytes) });
  const remove = (id: number) => fetch(`${other.baseUrl}/editor/media/${id}/delete`, { method: 'POST', headers: { cookie, origin: other.baseUrl, 'content-type': 'application/json' }, body: '{}' });
  return { other, send, remove };
}

describe('MEDIA_DIR', () => {
  it('keeps the bytes in the directory and only the description in the store', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-dir-'));
    const { other, send } = await portalWith({ MEDIA_DIR: dir });
    try {
      const { data } = (await (await send(png, 'dir.png')).json()) as { data: { url: string } };
      const [row] = await other.store.query<{ hash: string; content: unknown }>('SELECT hash, content FROM media');
      expect(row.content).toBeNull();
      expect(fs.readFileSync(path.join(dir, row.hash)).equals(png)).toBe(true);
      expect(Buffer.from(await (await fetch(`${other.baseUrl}${data.url}`)).arrayBuffer()).equals(png)).toBe(true);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('MEDIA_S3_BUCKET', () => {
  it('keeps the bytes in the S3-compatible bucket, serves them from there and deletes them with the item', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    const bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'site-media', configs: [] }] });
    const { port } = await bucket.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: 'site-media' }))).Contents ?? []).map((o) => o.Key);
    const { other, send, remove } = await portalWith({
      MEDIA_S3_BUCKET: 'site-media', MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_PREFIX: 'media/', MEDIA_S3_ACCESS_KEY_ID: 'S3RVER', MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      const { data } = (await (await send(png, 'bucket.png')).json()) as { data: { id: number; url: string } };
      const [row] = await other.store.query<{ hash: string; content: unknown }>('SELECT hash, content FROM media');
      expect(row.content).toBeNull();
      expect(await keys()).toEqual([`media/${row.hash}`]);
      const stored = await s3.send(new GetObjectCommand({ Bucket: 'site-media', Key: `media/${row.hash}` }));
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(png)).toBe(true);
      const served = await fetch(`${other.baseUrl}${data.url}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      expect((await fetch(`${other.baseUrl}${mediaSrcSet(data.url)!.split(' ')[0]}`)).status).toBe(200); // a variant, resized from the bucket's bytes

      expect((await remove(data.id)).status).toBe(200);
      expect(await keys()).toEqual([]);
    } finally {
      await other.close();
      await bucket.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a bucket that cannot be reached refuses the upload with a 503 and stores nothing', async () => {
    const { other, send } = await portalWith({ MEDIA_S3_BUCKET: 'site-media', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9', MEDIA_S3_ACCESS_KEY_ID: 'k', MEDIA_S3_SECRET_ACCESS_KEY: 's' });
    try {
      const response = await send(png, 'down.png');
      expect(response.status).toBe(503);
      expect(((await response.json()) as { message: string }).message).toMatch(/media storage is not available/);
      expect(await other.store.query('SELECT id FROM media')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
