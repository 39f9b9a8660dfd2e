import { mediaSrcSet, parseMediaUrl } from '../../contract/media';

interface Props {
  src: string;
  /** The library's alt text in the page's language; '' for a decorative image or a typed URL. */
  alt: string;
  /** How wide the image shows, for the browser to pick a variant (the img sizes attribute). */
  sizes: string;
  className?: string;
  /** Size for typed URLs, whose real size is unknown; library images use their own (no layout shift either way). */
  width?: number;
  height?: number;
  /** Above the fold (a page's first banner): loaded at once, not when scrolled to. */
  eager?: boolean;
}

/**
 * An image that may come from the media library: then with srcset of its resized variants, so that a phone loads a
 * smaller file than a desktop, and its own width and height. Typed URLs render as they are.
 */
export default function MediaImage({ src, alt, sizes, className, width, height, eager }: Props) {
  const ref = parseMediaUrl(src);
  const srcSet = mediaSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={ref?.width ?? width}
      height={ref?.height ?? height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
