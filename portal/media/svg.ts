import DOMPurify from 'isomorphic-dompurify';
import { ApiError, CODE } from '../http';

/**
 * SVG is a document that can run script: it is taken only when DOMPurify's SVG profile finds nothing to remove
 * (script, event handlers, foreignObject…) and it refers to nothing outside itself (links, images, fonts, styles
 * fetched from elsewhere), so that serving it can neither run code nor track a visitor. Refused, not cleaned: an
 * editor should know the file they chose is not what the site shows.
 */
export function checkSvg(bytes: Buffer): Buffer {
  const text = bytes.toString('utf8');
  const clean = DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
  const removed = DOMPurify.removed
    .map((r) => ('element' in r && r.element ? `<${r.element.nodeName.toLowerCase()}>` : 'attribute' in r && r.attribute ? `${r.attribute.name}=` : ''))
    // DOMPurify parses the SVG inside an HTML body, which it then takes off: not the file's doing.
    .filter((what) => what && what !== '<body>');
  if (removed.length) {
    throw new ApiError(415, CODE.UNSUPPORTED_MEDIA_TYPE, `the SVG holds what could run or load code (${[...new Set(removed)].slice(0, 5).join(', ')}): remove it and upload again`);
  }
  const external = /\bhref\s*=\s*["']\s*(?!#)[^"']|url\(\s*["']?\s*(?!#)[^)\s]|@import/i.exec(clean);
  if (external) {
    throw new ApiError(415, CODE.UNSUPPORTED_MEDIA_TYPE, 'the SVG refers to files outside itself (a link, image, font or style by address): embed them or remove them');
  }
  return Buffer.from(clean, 'utf8');
}
