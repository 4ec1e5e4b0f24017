import type { ImgHTMLAttributes } from 'react';

const src = (name: string, w: number, ext: string) => `/images/hero-${name}-${w}.${ext}`;
const set = (name: string, ext: string) => `${src(name, 800, ext)} 800w, ${src(name, 1600, ext)} 1600w`;

/** One generated scene (scripts/make-images.mjs) as WebP with a JPEG fallback, 16:10. */
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
  return (
    <picture>
      <source type="image/webp" srcSet={set(name, 'webp')} sizes={sizes} />
      <img
        src={src(name, 800, 'jpg')}
        srcSet={set(name, 'jpg')}
        sizes={sizes}
        width={1600}
        height={1000}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        {...img}
      />
    </picture>
  );
}
