import { object, partial, size, string } from 'superstruct';
import { ApiError, CODE, type Ctx, type Router } from '../http';
import { assertBody } from '../validate';
import { requireStaff } from './editor';
import { config } from '../../config';
import { LANGS, type Lang } from '../../contract/langs';
import { parseMediaUrl, parseVariantUrl } from '../../contract/media';
import { inspectUpload } from '../media/inspect';
import { deleteMedia, findMedia, listMedia, mediaBytes, mediaByHash, mediaUses, mediaView, saveMedia, setAlt } from '../media/store';
import { variant } from '../media/variants';

/** The media library: staff upload, list, describe (alt text) and delete; anyone reads the files by their hashed URL. */

const AltBody = object({ alt: partial(object(Object.fromEntries(LANGS.map((lang) => [lang, size(string(), 0, 300)])) as Record<Lang, ReturnType<typeof string>>)) });

function mediaId(ctx: Ctx): number {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw ApiError.badInput('id', 'must be a positive whole number');
  return id;
}

/**
 * The upload's bytes. Sent as application/octet-stream: a type another site's form cannot send without a CORS
 * preflight (which it does not get). Over the limit is refused from Content-Length before a byte is read, or as soon
 * as a chunked body passes it; nothing is kept of a refused upload.
 */
async function readUpload(ctx: Ctx): Promise<Buffer> {
  const type = String(ctx.req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/octet-stream') throw new ApiError(415, CODE.UNSUPPORTED_MEDIA_TYPE, 'send the file as the body with content-type application/octet-stream');
  const maxMb = config().MEDIA_MAX_MB;
  const max = Math.floor(maxMb * 1024 * 1024);
  const tooLarge = () => new ApiError(413, CODE.TOO_LARGE, `the file is over the upload limit of ${maxMb} MB`);
  if (Number(ctx.req.headers['content-length'] ?? 0) > max) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of ctx.req) {
    total += (chunk as Buffer).length;
    if (total > max) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function uploadName(ctx: Ctx): string {
  const name = (ctx.query.get('name') ?? '').trim();
  if (!name) throw ApiError.badInput('name', 'is required (the file name, as a query parameter)');
  if (name.length > 200) throw ApiError.badInput('name', 'is longer than 200 characters');
  return name.replace(/[\\/]/g, '_');
}

/** Files and variants are named by their content's hash: they never change, so anyone may cache them for a year. */
function sendFile(ctx: Ctx, bytes: Buffer, mime: string, name?: string) {
  const headers: Record<string, string | number> = {
    'content-type': mime,
    'content-length': bytes.length,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  };
  // An SVG opened on its own runs in a sandbox; a PDF opens in the browser under its own name.
  if (mime === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  if (name) headers['content-disposition'] = `inline; filename*=UTF-8''${encodeURIComponent(name)}`;
  ctx.res.writeHead(200, headers);
  ctx.res.end(ctx.method === 'HEAD' ? undefined : bytes);
}

async function serveMedia(ctx: Ctx) {
  const url = `/media/${ctx.params.file}`;
  const wanted = parseVariantUrl(url);
  if (wanted) {
    const bytes = await variant(ctx.store, wanted.hash, wanted.width);
    if (!bytes) throw ApiError.notFound('media variant');
    return sendFile(ctx, bytes, 'image/webp');
  }
  const ref = parseMediaUrl(url);
  const row = ref ? await mediaByHash(ctx.store, ref.hash) : null;
  const bytes = row ? await mediaBytes(ctx.store, row.hash) : null;
  if (!row || !bytes || mediaView(row).url !== url) throw ApiError.notFound('media file');
  sendFile(ctx, bytes, row.mime, row.kind === 'document' ? row.name : undefined);
}

export function registerMedia(router: Router) {
  router.get('/editor/media', async (ctx) => {
    await requireStaff(ctx);
    return listMedia(ctx.store);
  });

  router.upload('/editor/media', async (ctx) => {
    const staff = await requireStaff(ctx, 'editor');
    const name = uploadName(ctx);
    const bytes = await readUpload(ctx);
    return saveMedia(ctx.store, staff, name, await inspectUpload(bytes));
  });

  router.get('/editor/media/:id', async (ctx) => {
    await requireStaff(ctx);
    const row = await findMedia(ctx.store, mediaId(ctx));
    return { ...mediaView(row), uses: await mediaUses(ctx.store, row.hash) };
  });

  router.post('/editor/media/:id/alt', async (ctx) => {
    await requireStaff(ctx, 'editor');
    const { alt } = assertBody(AltBody, ctx.body);
    return setAlt(ctx.store, mediaId(ctx), alt);
  });

  router.post('/editor/media/:id/delete', async (ctx) => {
    await requireStaff(ctx, 'editor');
    await deleteMedia(ctx.store, mediaId(ctx));
    return null;
  });

  // Alt text of library images in one language, for the page renderer: {url: alt}; other URLs are left out.
  router.get('/media-alt', async (ctx) => {
    const urls = (ctx.query.get('urls') ?? '').split(' ').filter(Boolean).slice(0, 50);
    const out: Record<string, string> = {};
    for (const url of urls) {
      const ref = parseMediaUrl(url);
      const row = ref ? await mediaByHash(ctx.store, ref.hash) : null;
      if (row) out[url] = row.alt[ctx.lang] ?? '';
    }
    return out;
  });

  router.get('/media/:file', serveMedia);
}
