import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode, en, isAdmin, resolveRole, type UserType } from '@espasyo/domain';
import type { AuthUser } from '../modules/users/user.mapper';

/**
 * Guards for every module. The `guard.*` hooks guard a scope (modules/index.ts: signed in,
 * staff, admin); inside it, call requireUser/requireAdmin in a handler to get the typed user.
 */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) {
    // A cookie whose session ended (idle timeout) gets a message that says so.
    throw new AppError(ErrorCode.unauthenticated, req.sessionEnded ? en.auth.sessionExpired : en.auth.signInRequired);
  }
  return req.user;
}

function forbidden(): never {
  throw new AppError(ErrorCode.forbidden, en.generic.accessDenied);
}

/** Only the listed account types (role resolved as docs/product/roles.md says; no admin bypass). */
export function requireRole(req: FastifyRequest, ...types: UserType[]): AuthUser {
  const user = requireUser(req);
  if (!types.includes(resolveRole(user))) forbidden();
  return user;
}

/** userType admin, type admin or isAdmin true. */
export function requireAdmin(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (!isAdmin(user)) forbidden();
  return user;
}

/** The signed-in admin as the actor of an audited action: who did it, and from where. */
export function adminActor(req: FastifyRequest): { actorId: string; ip: string } {
  return { actorId: requireAdmin(req).id, ip: req.ip };
}

/** Admins and moderators (the review queues). */
export function requireStaff(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (!isAdmin(user) && resolveRole(user) !== 'moderator') forbidden();
  return user;
}

const hook = (check: (req: FastifyRequest) => unknown) => async (req: FastifyRequest) => {
  check(req);
};

/** Hook forms of the guards: a scope's `onRequest` (modules/index.ts), or a route's where it needs its own order. */
export const guard = {
  user: hook(requireUser),
  admin: hook(requireAdmin),
  staff: hook(requireStaff),
  role: (...types: UserType[]) => hook((req) => requireRole(req, ...types)),
};
