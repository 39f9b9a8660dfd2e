import sharp, { type Metadata } from 'sharp';
import { ApiError, CODE } from '../http';
import { config } from '../../config';
import type { MediaExt } from '../../contract/media';
import { checkSvgOffThread } from './svg-check';

/**
 * What an upload is, decided by its content and never by its name: libvips (through sharp) sniffs images from their
 * bytes, PDF is told by its signature. Images are decoded once in full, so a truncated or corrupt file is refused here
 * and not when a visitor first asks for it.
 */

export interface Inspected {
  kind: 'image' | 'document';
  mime: string;
  ext: MediaExt;
  width?: number;
  height?: number;
  /** The bytes to store: as uploaded (an SVG is stored as sanitised). */
  bytes: Buffer;
}

const MIME: Record<MediaExt, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
export const mimeOf = (ext: MediaExt) => MIME[ext];

const ACCEPTED = 'JPEG, PNG, WebP, AVIF, SVG or PDF';

const refuse = (message: string) => new ApiError(415, CODE.UNSUPPORTED_MEDIA_TYPE, message);

/** sharp options every job uses: the pixel limit refuses decompression bombs before their pixels are decoded. */
export function imageOptions() {
  return { limitInputPixels: config().MEDIA_MAX_PIXELS, failOn: 'error' as const };
}

export async function inspectUpload(bytes: Buffer): Promise<Inspected> {
  if (bytes.length === 0) throw ApiError.badInput('body', 'the file is empty');
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'document', mime: MIME.pdf, ext: 'pdf', bytes };
  const svg = looksLikeSvg(bytes);
  const input = svg ? await checkSvgOffThread(bytes) : bytes;
  let meta: Metadata;
  try {
    // Header only, nothing decoded: the pixel count is checked below, with a message saying so.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(`not a file type the library takes (${ACCEPTED}): its content is none of them, whatever its name says`);
  }
  const ext = extOf(meta);
  if (!ext || (ext === 'svg') !== Boolean(svg)) throw refuse(`a ${meta.format} image is not taken: use ${ACCEPTED}`);
  const { width = 0, height = 0 } = meta;
  const limit = config().MEDIA_MAX_PIXELS;
  if (width * height > limit) {
    throw new ApiError(413, CODE.TOO_LARGE, `the image is ${width}×${height} pixels, over the limit of ${limit.toLocaleString('en')} pixels (a decompression bomb, or too large to resize)`);
  }
  try {
    // A full decode, off the main thread (libuv pool) and time-limited: truncated or corrupt data fails here.
    await sharp(input, imageOptions()).timeout({ seconds: config().MEDIA_IMAGE_TIMEOUT_S }).resize(64).toBuffer();
  } catch (error) {
    throw refuse(`the image could not be read (${String((error as Error).message).slice(0, 120)})`);
  }
  return { kind: 'image', mime: MIME[ext], ext, width, height, bytes: input };
}

function extOf(meta: Metadata): MediaExt | null {
  switch (meta.format) {
    case 'jpeg':
      return 'jpg';
    case 'png':
    case 'webp':
    case 'svg':
      return meta.format;
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

/** Text whose first element is <svg> (after an XML declaration, comments or a doctype). */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8');
  return /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}
