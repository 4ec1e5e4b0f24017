import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';
import { api } from '@/lib/api-client';

/**
 * POST /api/listings/:id/view once per listing opened by a signed-in client, for their
 * 'Recently viewed' (the server records nothing for anyone else, so others do not call it).
 */
export function useRecordView(listingId: string | null) {
  const { role } = useAuth();
  useEffect(() => {
    if (listingId && role === 'client')
      void api.post(`/api/listings/${encodeURIComponent(listingId)}/view`).catch(() => undefined);
  }, [listingId, role]);
}
