import type { ListingPhotos } from '@espasyo/domain/contracts/listings';
import { generic } from '@espasyo/domain/messages/frame';
import { ApiError, toApiError } from '@/lib/api-client';

/**
 * POST /api/host/listings/:id/photos with one file in the field 'photos', reporting how much of
 * it has gone up (fetch cannot tell upload progress; XMLHttpRequest can). One file a request, so
 * a refused file (type, size, pixels) is refused alone, with the server's message. Resolves to
 * the listing's photos after the upload.
 */
export function uploadListingPhoto(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ListingPhotos> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/host/listings/${encodeURIComponent(listingId)}/photos`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined; // a proxy's HTML error page: the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ListingPhotos);
      else reject(toApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', generic.network));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('photos', file, file.name);
    xhr.send(form);
  });
}
