import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';
import { flushOutgoing, restoreOutgoing, useAnyWaiting } from './outgoing';

const RETRY_MS = 15_000;

/**
 * Mounted once by the signed-in frames (the client and host layout, staff's): the messages this
 * person wrote that were still on their way when the app was closed come back from the phone as
 * waiting (decision 0095), and whatever waits is sent, in the order written, on whichever page:
 * at once when online, when the browser says it is online again, when the realtime socket
 * reconnects (held open while something waits), and every 15 s meanwhile: a phone can say
 * "online" on a Wi-Fi with no way out, and then only trying tells.
 */
export function useOutgoingMessages() {
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const waiting = useAnyWaiting();

  useEffect(() => {
    let mounted = true;
    void restoreOutgoing(userId).then(() => {
      if (mounted && userId && navigator.onLine !== false) void flushOutgoing(client);
    });
    return () => {
      mounted = false;
    };
  }, [client, userId]);

  useEffect(() => {
    const online = () => void flushOutgoing(client);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [client]);

  useEffect(() => {
    if (!waiting) return;
    // A socket that never opened has no reconnect to tell: tried again now and then meanwhile.
    const timer = setInterval(() => {
      if (navigator.onLine !== false) void flushOutgoing(client);
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [client, waiting]);

  useRealtime(waiting && userId ? `user:${userId}` : null, ignore, () => void flushOutgoing(client));
}

const ignore = () => undefined;
