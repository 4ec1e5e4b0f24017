import { useMutation } from '@tanstack/react-query';
import { generic } from '@espasyo/domain/messages/frame';
import { ApiError, toApiError } from '@/lib/api-client';

const FALLBACK_NAME = 'espasyo-data.json';

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(res: Response): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '');
  return m?.[1] ?? FALLBACK_NAME;
}

/** Hands a blob to the browser as a download under the given name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/me/data-export, saved as espasyo-data-<date>.json. Fetched rather than linked so
 * that a failure (session ended, network) is shown as a message, not as a page of JSON.
 */
export function useDataExport() {
  return useMutation({
    mutationFn: async () => {
      let res: Response;
      try {
        res = await fetch('/api/me/data-export', {
          credentials: 'same-origin',
          headers: { Accept: 'application/json' },
        });
      } catch {
        throw new ApiError(0, 'network', generic.network);
      }
      if (!res.ok) {
        const body: unknown = await res.json().catch(() => undefined);
        throw toApiError(res.status, body);
      }
      const name = fileNameOf(res);
      saveFile(await res.blob(), name);
      return name;
    },
  });
}
