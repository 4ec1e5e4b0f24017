import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, en } from '@espasyo/domain';
import { requireAdmin, requireRole, requireStaff, requireUser } from './guards';

const req = (user: Record<string, unknown> | null, sessionEnded = false) =>
  ({ user, sessionEnded }) as unknown as FastifyRequest;
const as = (userType: string, extra: Record<string, unknown> = {}) =>
  req({ id: 'u1', userType, type: userType, isAdmin: false, ...extra });

function failure(fn: () => unknown): { status: number; code: string; message: string } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected the guard to refuse');
}

describe('guards', () => {
  it('requireUser: 401 when signed out, with the session-ended message after an idle timeout', () => {
    expect(failure(() => requireUser(req(null)))).toEqual({
      status: 401,
      code: 'unauthenticated',
      message: en.auth.signInRequired,
    });
    expect(failure(() => requireUser(req(null, true))).message).toBe(en.auth.sessionExpired);
    expect(requireUser(as('client')).id).toBe('u1');
  });

  it('requireRole: only the listed types (no admin bypass), 403 with the spec message', () => {
    expect(requireRole(as('host'), 'host').id).toBe('u1');
    expect(failure(() => requireRole(as('client'), 'host'))).toEqual({
      status: 403,
      code: 'forbidden',
      message: en.generic.accessDenied,
    });
    expect(failure(() => requireRole(as('admin'), 'client')).status).toBe(403);
    expect(requireRole(as('client'), 'client', 'host').id).toBe('u1');
    expect(failure(() => requireRole(req(null), 'client')).status).toBe(401);
  });

  it('requireAdmin: userType admin, type admin or isAdmin true (docs/product/roles.md)', () => {
    expect(requireAdmin(as('admin')).id).toBe('u1');
    expect(requireAdmin(req({ id: 'u1', userType: 'client', type: 'admin', isAdmin: false })).id).toBe('u1');
    expect(requireAdmin(as('client', { isAdmin: true })).id).toBe('u1');
    expect(failure(() => requireAdmin(as('moderator'))).status).toBe(403);
    expect(failure(() => requireAdmin(as('host'))).status).toBe(403);
  });

  it('requireStaff: admins and moderators only', () => {
    expect(requireStaff(as('moderator')).id).toBe('u1');
    expect(requireStaff(as('admin')).id).toBe('u1');
    expect(failure(() => requireStaff(as('client'))).status).toBe(403);
    expect(failure(() => requireStaff(req(null))).status).toBe(401);
  });
});
