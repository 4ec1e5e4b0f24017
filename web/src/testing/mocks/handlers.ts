import { http, HttpResponse } from 'msw';
import type { User } from '@espasyo/domain/schemas/auth';
import { installOverrides, mergeSettings, publicSettings, settingsDefaults } from '@espasyo/domain/settings/defaults';

/** Who GET /api/auth/me says is signed in; each test starts signed out (setup-tests resets it). */
export const session: { user: User | null } = { user: null };

/** The answers every page needs; a test adds its own with `server.use(...)`. */
export const handlers = [
  http.get('/api/auth/me', () => HttpResponse.json({ user: session.user })),
  http.get('/api/settings/public', () =>
    HttpResponse.json(publicSettings(mergeSettings(settingsDefaults, installOverrides))),
  ),
];
