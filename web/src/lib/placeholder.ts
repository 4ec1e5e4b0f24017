/**
 * A neutral picture of width × height pixels (GET /api/placeholder/{width}/{height}, at most
 * 2000 each way: domain/src/contracts/placeholder.ts), for an image slot whose picture is
 * missing, such as a listing without a photo. The same size is the same address, cached for a year.
 */
export const placeholderSrc = (width: number, height: number) => `/api/placeholder/${width}/${height}`;
