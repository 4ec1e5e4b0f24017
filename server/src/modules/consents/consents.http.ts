import type { FastifyRequest } from 'fastify';
import type { ConsentDevice } from './consents.service';

/** The device a request comes from, for the consent log: its user agent, session and address. */
export function consentDeviceOf(req: FastifyRequest): ConsentDevice {
  return {
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    sessionId: req.sessionId ?? null,
    ip: req.ip ?? null,
  };
}
