import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import type { User } from '@espasyo/domain/schemas/auth';
import type { UserAction } from './api';

type PlanWords = Messages<Catalogs['adminPeople']>['plans'];

/** What the confirmation of an action on a user says, and what the toast says once done. */
export interface Plan {
  action: UserAction;
  title: string;
  body: string;
  confirm: string;
  pending: string;
  done: string;
  danger?: boolean;
}

/** The plan of `action` on `user` in the words of `m` (adminPeople.plans); `typeLabel` names a user type. */
export function plan(user: User, action: UserAction, m: PlanWords, typeLabel: (t: string) => string): Plan {
  const name = user.name || user.email;
  if (action.kind === 'verify')
    return {
      action,
      title: m.verify.title({ name }),
      body: m.verify.body,
      confirm: m.verify.confirm,
      pending: m.saving,
      done: m.verify.done({ name }),
    };
  if (action.kind === 'type') {
    const type = typeLabel(action.type);
    return {
      action,
      title: m.type.title({ name, type }),
      body: m.type[action.type],
      confirm: m.type.confirm({ type }),
      pending: m.saving,
      done: m.type.done({ name, type }),
      danger: action.type === 'admin',
    };
  }
  const words = m[action.action];
  return {
    action,
    title: words.title({ name }),
    body: words.body,
    confirm: words.confirm,
    pending: words.pending,
    done: words.done({ name }),
    danger: action.action !== 'reactivate',
  };
}
