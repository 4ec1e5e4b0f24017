import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * No shared cache may hand one caller's API answer to another. Every /api answer reads the
 * session (sessions.ts resolves it for the whole API: the signed-in user, a host's own draft on
 * a listing page, a client's favourites), so an answer that did not choose its own caching is
 * `private, no-store`. Answers that chose it keep theirs: files with random names, the PSGC lists
 * and the placeholders are public on purpose, and `no-store` answers stay as they are. Any answer
 * that is not public also carries `Vary: Cookie` (as the server-rendered pages do, pages.ts),
 * merged with the Origin that CORS and the Accept-Encoding that compression put there.
 */
export function registerApiCacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const path = req.url.split('?', 1)[0]!;
    if (path !== '/api' && !path.startsWith('/api/')) return payload;
    const chosen = reply.getHeader('cache-control');
    if (chosen === undefined) reply.header('Cache-Control', 'private, no-store');
    else if (/(^|[\s,])public([\s,=]|$)/i.test(String(chosen))) return payload;
    addVary(reply, 'Cookie');
    return payload;
  });
}

/** Adds a header name to Vary unless it is there already (or Vary is '*'). */
export function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current : current === undefined ? [] : [String(current)])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...names, name].join(', '));
}
