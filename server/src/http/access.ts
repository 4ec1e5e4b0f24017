import type { FastifyRequest } from 'fastify';
import {
  accessDecision,
  accessPartyOf,
  AppError,
  en,
  ErrorCode,
  type AccessAction,
  type AccessParty,
  type AccessRefusal,
  type AccessResource,
  type AllowedParty,
  type NamedRefusal,
  type RecordSides,
} from '@espasyo/domain';
import type { AuthUser } from '../modules/users/user.mapper';
import { requireUser } from './guards';

/**
 * The server's one way to ask the access policy (domain/src/access/policy.ts, decision 0058): who
 * the user is to what they act on, what the policy says, and the refusal as the caller's own error
 * (its "not found", its 403 message, the booking process's 409). Services call `authorize` with a
 * record's sides; routes acting on no one record take `access(resource, action)` as their
 * onRequest hook, so a refused user is answered before their body is read.
 */

type Answered = Exclude<AccessRefusal, 'unauthenticated'>;
/** The caller's error for each refusal it can meet; 403 and 404 default to the catalogue's generic ones. */
export type Refusals = Partial<Record<Answered, () => AppError>>;
/** A rule that names a 'conflict' (a booking process refusal) needs the caller's own error for it. */
type RefusalsFor<R extends AccessResource, A extends AccessAction<R>> = Refusals &
  ('conflict' extends NamedRefusal<R, A> ? { conflict: () => AppError } : unknown);

const generic: Record<Exclude<Answered, 'conflict'>, () => AppError> = {
  forbidden: () => new AppError(ErrorCode.forbidden, en.generic.accessDenied),
  not_found: () => new AppError(ErrorCode.notFound, en.generic.notFound),
};

/** The policy's answer for `party`: who they are when allowed, else the refusal thrown as the caller's error. */
function answer<R extends AccessResource, A extends AccessAction<R>>(
  party: AccessParty,
  resource: R,
  action: A,
  errors: Refusals,
): AllowedParty<R, A> {
  const d = accessDecision(resource, action, party);
  if (d === 'allow') return party as AllowedParty<R, A>;
  // A visitor past a signed-in scope cannot happen; refused as any stranger would be.
  const r = d === 'unauthenticated' ? 'forbidden' : d;
  throw (errors[r] ?? generic[r === 'conflict' ? 'forbidden' : r])();
}

/**
 * `user` doing `action` to a record with these sides (its booking's client and host): answers who
 * they are to it, typed as the parties the policy lets through, or throws the refusal.
 */
export function authorize<R extends AccessResource, A extends AccessAction<R>>(
  user: AuthUser,
  resource: R,
  action: A,
  sides: RecordSides,
  ...[errors]: 'conflict' extends NamedRefusal<R, A> ? [RefusalsFor<R, A>] : [Refusals?]
): AllowedParty<R, A> {
  return answer(accessPartyOf(user, sides), resource, action, errors ?? {});
}

/** Whether the policy lets `user` do `action` to a record with these sides (what to offer them). */
export function allows<R extends AccessResource>(
  user: AuthUser,
  resource: R,
  action: AccessAction<R>,
  sides: RecordSides,
) {
  return accessDecision(resource, action, accessPartyOf(user, sides)) === 'allow';
}

/** `user` doing `action` on their own things or the platform's (no one record): by their role. */
export function authorizeRole<R extends AccessResource, A extends AccessAction<R>>(
  user: AuthUser,
  resource: R,
  action: A,
  errors: Refusals = {},
): AllowedParty<R, A> {
  return answer(accessPartyOf(user, null), resource, action, errors);
}

/** A route's onRequest hook for an action on no one record: a visitor 401, then the user's role. */
export function access<R extends AccessResource>(resource: R, action: AccessAction<R>, errors: Refusals = {}) {
  return async (req: FastifyRequest) => {
    if (accessDecision(resource, action, 'visitor') === 'allow') return;
    authorizeRole(requireUser(req), resource, action, errors);
  };
}
