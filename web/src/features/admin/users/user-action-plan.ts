import type { User } from '@espasyo/domain/schemas/auth';
import type { UserAction } from './api';
import { typeLabel } from './user-labels';

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

export function plan(user: User, action: UserAction): Plan {
  const name = user.name || user.email;
  if (action.kind === 'verify')
    return {
      action,
      title: `Mark ${name} as verified?`,
      body: 'Their account shows the verified badge and passes the verification checks. Only do this after checking their identity another way, for example an ID seen in person.',
      confirm: 'Mark as verified',
      pending: 'Saving...',
      done: `${name} is now verified.`,
    };
  if (action.kind === 'type')
    return {
      action,
      title: `Change ${name} to ${typeLabel(action.type)}?`,
      body:
        action.type === 'admin'
          ? 'Administrators can change every setting, every user and every booking. Only give this to people who run the platform.'
          : action.type === 'moderator'
            ? 'Moderators can review listings. They lose access to their current dashboard.'
            : `They will use the ${typeLabel(action.type).toLowerCase()} dashboard from their next page load.`,
      confirm: `Change to ${typeLabel(action.type)}`,
      pending: 'Saving...',
      done: `${name}'s account type is now ${typeLabel(action.type)}.`,
      danger: action.type === 'admin',
    };
  switch (action.action) {
    case 'suspend':
      return {
        action,
        title: `Suspend ${name}?`,
        body: 'They are signed out everywhere and cannot sign in until you reactivate the account. Use this while you look into a problem.',
        confirm: 'Suspend user',
        pending: 'Suspending...',
        done: `${name} is suspended.`,
        danger: true,
      };
    case 'disable':
      return {
        action,
        title: `Disable ${name}?`,
        body: "They are signed out everywhere and see 'This account has been disabled. Contact support.' when they try to sign in. An administrator can reactivate the account later.",
        confirm: 'Disable user',
        pending: 'Disabling...',
        done: `${name} is disabled.`,
        danger: true,
      };
    case 'reactivate':
      return {
        action,
        title: `Reactivate ${name}?`,
        body: 'They can sign in and use the platform again; any lock from failed sign-ins is cleared.',
        confirm: 'Reactivate user',
        pending: 'Reactivating...',
        done: `${name} is active again.`,
      };
  }
}
