import sharp, { type Metadata } from 'sharp';

/**
 * Photos re-encoded for the web with sharp. The file's type and size are checked first by
 * lib/uploads (content against the live settings); this decodes it once, refuses images
 * that would decode to a huge bitmap (a decompression bomb: a few kilobytes that unpack to
 * gigabytes), applies the camera's orientation and writes WebP copies. sharp copies no
 * metadata unless asked, so EXIF, GPS position and camera data are gone from every copy.
 */

/** The most pixels an upload may decode to (a 40-megapixel photo; phones take 12 to 50). */
export const MAX_INPUT_PIXELS = 40_000_000;

export type ImageProblem = 'unreadable' | 'tooManyPixels' | 'tooSmall';
export class ImageRefused extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

export interface WebpCopy {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * 4:3 WebP copies at each of `widths` (cropped around the centre, never enlarged: a smaller
 * upload gives smaller copies), at `quality`. Refuses an image smaller than `minWidth` ×
 * `minHeight` once oriented, or one above MAX_INPUT_PIXELS (read from the header, before decoding).
 */
export async function webp4x3(
  data: Buffer,
  opts: { widths: number[]; quality: number; minWidth: number; minHeight: number },
): Promise<WebpCopy[]> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata(); // the header only: nothing decoded yet
  } catch {
    throw new ImageRefused('unreadable');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRefused('tooManyPixels');
  const turned = (meta.orientation ?? 1) >= 5; // EXIF orientations 5–8 swap width and height
  const w = turned ? meta.height : meta.width;
  const h = turned ? meta.width : meta.height;
  if (w < opts.minWidth || h < opts.minHeight) throw new ImageRefused('tooSmall');

  const largest = Math.min(w, Math.floor((h * 4) / 3));
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    return await Promise.all(
      opts.widths.map(async (target) => {
        const width = Math.min(target, largest);
        const height = Math.round((width * 3) / 4);
        const out = await image
          .clone()
          .resize(width, height, { fit: 'cover' })
          .webp({ quality: opts.quality })
          .toBuffer();
        return { width, height, data: out };
      }),
    );
  } catch {
    throw new ImageRefused('unreadable');
  }
}

/**
 * One WebP copy that fits within `maxSide` × `maxSide`, its proportions kept (a chat picture: a
 * receipt or a long screenshot must not be cropped), never enlarged, at `quality`. The same checks
 * as webp4x3: the pixel limit from the header before decoding, the camera's orientation applied,
 * no metadata copied.
 */
export async function webpWithin(data: Buffer, opts: { maxSide: number; quality: number }): Promise<WebpCopy> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('unreadable');
  }
  if (!meta.width || !meta.height) throw new ImageRefused('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageRefused('tooManyPixels');
  try {
    const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(opts.maxSide, opts.maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: opts.quality })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: out };
  } catch {
    throw new ImageRefused('unreadable');
  }
}
