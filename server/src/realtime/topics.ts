import { announcementGroupOf, announcementTopic, isAdmin, resolveRole } from '@espasyo/domain';
import type { AuthUser } from '../modules/users/user.mapper';

/**
 * Who may subscribe to which topic. A topic not matched here does not exist. Modules that
 * publish add their topic with its rule (e.g. a conversation's participants).
 */
export interface TopicRule {
  /** 'settings', or a prefix ending in ':' such as 'user:' */
  name: string;
  allow(user: AuthUser, topic: string): boolean;
}

export const builtInTopics: TopicRule[] = [
  // Live platform settings for other open admin tabs (docs/product/admin.md).
  { name: 'settings', allow: (user) => isAdmin(user) },
  // Support conversations' messages and read marks (issue 21): the inbox shared by admins, /chat.
  { name: 'support', allow: (user) => isAdmin(user) },
  // Disputes changed (issue 22): admins' /disputes refreshes the queue and the open dispute.
  { name: 'disputes', allow: (user) => isAdmin(user) },
  // Anything addressed to one user: only that user.
  { name: 'user:', allow: (user, topic) => topic === `user:${user.id}` },
  // Announcements changed for an audience group (decision 0045): only that group's own.
  {
    name: 'announcements:',
    allow: (user, topic) => topic === announcementTopic(announcementGroupOf(resolveRole(user))),
  },
];

export function findRule(rules: TopicRule[], topic: string): TopicRule | undefined {
  return rules.find((r) =>
    r.name.endsWith(':') ? topic.startsWith(r.name) && topic.length > r.name.length : r.name === topic,
  );
}
