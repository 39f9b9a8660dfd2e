import type { Lang } from './langs';

/**
 * Media library URLs, shared by the portal (which serves them) and the site (which writes srcset). A stored file is
 * /media/<hash>.<ext>, an image also names its size (/media/<hash>-<w>x<h>.<ext>) so that a page can list its
 * resized variants (/media/<hash>.w<width>.webp) without asking the store. The hash is of the bytes: every URL is
 * immutable.
 */

/** Variant widths: bounded so that a visitor cannot make the server resize to any width it likes. */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;

export const MEDIA_PREFIX = '/media/';

/** An entry whose published content or draft names a library item (the editor lists them; delete is refused). */
export interface MediaUse {
  id: number;
  kind: string;
  type: string;
  code: string;
  lang: Lang;
  title: string;
  published: boolean;
}

/** What the store keeps about a library item besides its id, hash and upload stamp. */
export interface MediaFacts {
  name: string;
  mime: string;
  kind: 'image' | 'document';
  bytes: number;
  width: number | null;
  height: number | null;
  alt: Partial<Record<Lang, string>>;
}

/** A library item as the editor's API returns it. */
export interface MediaItem extends MediaFacts {
  id: number;
  url: string;
  createdBy: string;
  createdAt: string;
}

export type MediaExt = 'png' | 'jpg' | 'webp' | 'avif' | 'svg' | 'pdf';

export interface MediaRef {
  hash: string;
  ext: MediaExt;
  width?: number;
  height?: number;
}

const FILE = /^\/media\/([0-9a-f]{32})(?:-([1-9]\d{0,5})x([1-9]\d{0,5}))?\.(png|jpg|webp|avif|svg|pdf)$/;
const VARIANT = /^\/media\/([0-9a-f]{32})\.w([1-9]\d{0,4})\.webp$/;

export function mediaUrl(ref: MediaRef): string {
  const size = ref.width && ref.height ? `-${ref.width}x${ref.height}` : '';
  return `${MEDIA_PREFIX}${ref.hash}${size}.${ref.ext}`;
}

/** The library file a URL names, or null for any other URL (typed external addresses, site paths). */
export function parseMediaUrl(url: string): MediaRef | null {
  const m = FILE.exec(url);
  if (!m) return null;
  return { hash: m[1], ext: m[4] as MediaExt, ...(m[2] ? { width: Number(m[2]), height: Number(m[3]) } : {}) };
}

export function parseVariantUrl(url: string): { hash: string; width: number } | null {
  const m = VARIANT.exec(url);
  return m ? { hash: m[1], width: Number(m[2]) } : null;
}

/** Widths worth making for an image this wide: the listed ones below it, and its own (capped at the largest). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

export const variantUrl = (hash: string, width: number) => `${MEDIA_PREFIX}${hash}.w${width}.webp`;

/** srcset for a library raster image, or undefined (SVG scales itself; other URLs have no variants). */
export function mediaSrcSet(url: string | undefined): string | undefined {
  const ref = url ? parseMediaUrl(url) : null;
  if (!ref?.width || ref.ext === 'svg' || ref.ext === 'pdf') return undefined;
  return variantWidths(ref.width)
    .map((w) => `${variantUrl(ref.hash, w)} ${w}w`)
    .join(', ');
}
