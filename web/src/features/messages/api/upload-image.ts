import type { z } from 'zod';
import type { messageImageSchema } from '@espasyo/domain/contracts/messaging';
import { generic } from '@espasyo/domain/messages/frame';
import { ApiError, ClientErrorCode, toApiError } from '@/lib/api-client';
import { conversationsPath, type ChatScope } from './keys';

export type MessageImage = z.infer<typeof messageImageSchema>;

/**
 * POST …/:id/images (staff: /api/admin/chat/conversations/:id/images) with the photo in the multipart field `file`: the server
 * checks it by content, resizes and strips it, and answers the id to send with the message.
 */
export async function uploadMessageImage(scope: ChatScope, conversationId: string, file: File): Promise<MessageImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${conversationsPath(scope, conversationId)}/images`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.network, generic.network);
  }
  const data: unknown = await res.json().catch(() => undefined); // a proxy's HTML page: the generic message
  if (!res.ok) throw toApiError(res.status, data);
  return data as MessageImage;
}
