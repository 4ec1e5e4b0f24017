/**
 * Where a listing photo's files are kept: its WebP copies 1280 and 640 wide, and its thumbnail
 * (storage.thumbnailSize) when one was made (storage.generateThumbnails); without one, the photo's
 * thumbnail is its 640 copy. The one naming of these keys, for uploads and the demo seed.
 */
export const PHOTO_SIZES = ['1280', '640', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const photoKeyOf = (photoId: string, size: PhotoSize) => `listings/${photoId}-${size}.webp`;

/** The keys of photo `photoId`, with its own thumbnail file or (`thumbnail` false) without. */
export const photoKeys = (photoId: string, thumbnail = true) => ({
  displayKey: photoKeyOf(photoId, '1280'),
  mediumKey: photoKeyOf(photoId, '640'),
  thumbKey: photoKeyOf(photoId, thumbnail ? 'thumb' : '640'),
});
