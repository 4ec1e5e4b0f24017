import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { href } from '@espasyo/domain/paths';
import { useStartConversation, useStartSupport } from '../api/use-conversations';

/** Where the page was sent to write: the composer takes the focus. */
interface OpenState {
  focus?: boolean;
}

/**
 * The open conversation lives in the address (`?c=<id>`), so a notification's link or a shared
 * link opens it. `?listing=<id>` (from 'Message host', also after signing in) opens or starts the
 * conversation about that listing and lands in it with the composer focused; so does support.
 */
export function useOpenConversation(base: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openId = params.get('c');
  const listingId = params.get('listing');
  const start = useStartConversation();
  const support = useStartSupport();
  const hrefFor = (id: string) => href(base, { c: id });
  const openWriting = (id: string) => navigate(hrefFor(id), { replace: true, state: { focus: true } });

  const started = useRef<string | null>(null);
  const { mutate } = start;
  useEffect(() => {
    if (!listingId || openId || started.current === listingId) return;
    started.current = listingId;
    mutate(listingId, {
      onSuccess: (c) => void navigate(href(base, { c: c.id }), { replace: true, state: { focus: true } }),
    });
  }, [listingId, openId, mutate, navigate, base]);

  return {
    openId,
    hrefFor,
    backTo: base,
    focusComposer: !!(location.state as OpenState | null)?.focus,
    starting: !!listingId && !openId && !start.isError,
    startError: listingId && !openId ? start.error : null,
    contactSupport: () => support.mutate(undefined, { onSuccess: (c) => void openWriting(c.id) }),
    supportPending: support.isPending,
    supportError: support.error,
  };
}
