import { generic } from '@espasyo/domain/messages/frame';
import { ApiError, toApiError } from '@/lib/api-client';

/**
 * A multipart POST (photo and ID uploads). The shared api client speaks JSON only; this
 * keeps its error handling so a failed upload reads exactly like any other API error.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network', generic.network);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) throw toApiError(res.status, data);
  return data as T;
}
