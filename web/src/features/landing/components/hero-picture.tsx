import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/** The widths scripts/make-images.mjs renders each scene at, in AVIF and WebP; JPEG at 800 and 1600. */
const WIDTHS = [480, 800, 1200, 1600];
const FALLBACK_WIDTHS = [800, 1600];

const src = (name: string, w: number, ext: string) => `/images/hero-${name}-${w}.${ext}`;
const set = (name: string, ext: string, widths = WIDTHS) => widths.map((w) => `${src(name, w, ext)} ${w}w`).join(', ');

/**
 * One generated scene (scripts/make-images.mjs) as AVIF, else WebP, else JPEG, 16:10, in the
 * size the layout needs (`sizes`). `eager`: the page's main picture, fetched first and at once;
 * React also hoists a preload for it into the document's head (and, rendered on the server,
 * into the HTML), so the browser starts on it before it reaches the <img>.
 */
export function HeroPicture({
  name,
  alt,
  eager = false,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  ...img
}: {
  name: string;
  alt: string;
  eager?: boolean;
  sizes?: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'>) {
  if (eager) {
    preload(src(name, 800, 'avif'), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: set(name, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={set(name, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={set(name, 'webp')} sizes={sizes} />
      <img
        src={src(name, 800, 'jpg')}
        srcSet={set(name, 'jpg', FALLBACK_WIDTHS)}
        sizes={sizes}
        width={1600}
        height={1000}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding={eager ? 'auto' : 'async'}
        {...img}
      />
    </picture>
  );
}
