import { toApiError } from '@/lib/api-client';
import { generic } from '@espasyo/domain/messages/frame';
import { calendarDay } from '@/lib/format';

/**
 * Fetch a file the API serves behind the session cookie and hand it to the browser as a
 * download. A plain link would show a JSON error page when it fails; this throws an ApiError.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw toApiError(0, { error: { code: 'network', message: generic.network } });
  }
  if (!res.ok) {
    const body = await res.json().catch(() => undefined);
    throw toApiError(res.status, body);
  }
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = decodeURIComponent(name);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return a.download;
}

/** 'espasyo-settings-2026-11-24.json' with today's Manila date. */
export function datedName(prefix: string, ext: string): string {
  return `${prefix}-${calendarDay()}.${ext}`;
}
