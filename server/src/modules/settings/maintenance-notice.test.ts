import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@espasyo/domain';
import { BULK_EMAIL_PAGE } from '../notifications/bulk-email.service';
import { createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { setSettings } from '../../test/settings-helpers';

/**
 * notifications.maintenanceNotifications (issue 30): while on, switching maintenance mode on emails
 * the maintenance message to the clients and hosts who get platform news; while off, nobody.
 */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const client = useUser(t, { type: 'client' });
const host = useUser(t, { type: 'host' });
const moderator = useUser(t, { type: 'moderator' });

const SUBJECT = 'Espasyo is down for maintenance';
const notices = async (u: BuiltUser) => (await outboxFor(t, u.email)).filter((m) => m.subject === SUBJECT);
const maintenance = (on: boolean, message = 'Back at 3 AM after a database upgrade.') =>
  setSettings(t, admin.cookie, 'general', { maintenanceMode: on, maintenanceMessage: message });

describe('maintenance notifications (notifications.maintenanceNotifications)', () => {
  it('on (the default): switching maintenance on emails clients and hosts its message, once', async () => {
    const noNews = await createUser(t, { type: 'client' });
    await t.db
      .updateTable('users')
      .set({ notificationPreferences: JSON.stringify({ ...defaultNotificationPreferences, systemEmails: false }) })
      .where('id', '=', noNews.user.id)
      .execute();
    try {
      await maintenance(true);
      for (const u of [client, host]) {
        const [mail] = await notices(u);
        expect(mail.text).toContain('Back at 3 AM after a database upgrade.');
        expect(mail.text).toContain('you get platform news');
      }
      expect(await notices(noNews)).toEqual([]);
      expect(await notices(moderator)).toEqual([]);
      expect(await notices(admin)).toEqual([]);

      // Still on, another message: no second email.
      await maintenance(true, 'Back at 4 AM.');
      expect(await notices(client)).toHaveLength(1);
    } finally {
      await maintenance(false);
    }
    // Each new maintenance is told again.
    try {
      await maintenance(true);
      expect(await notices(client)).toHaveLength(2);
    } finally {
      await maintenance(false);
    }
  });

  it('off: maintenance begins without an email to anyone', async () => {
    await setSettings(t, admin.cookie, 'notifications', { maintenanceNotifications: false });
    const before = [(await notices(client)).length, (await notices(host)).length];
    try {
      await maintenance(true);
      expect([(await notices(client)).length, (await notices(host)).length]).toEqual(before);
    } finally {
      await maintenance(false);
      await setSettings(t, admin.cookie, 'notifications', { maintenanceNotifications: true });
    }
  });

  it('reaches everyone a page at a time: past a full page, the next page is a task of its own', async () => {
    // A page and a half of hosts more, written in one statement.
    const extra = Math.ceil(BULK_EMAIL_PAGE * 1.5);
    await sql`insert into users (id, email, name, first_name, last_name, phone, user_type, type, password_hash)
      select 'bulk-' || lpad(n::text, 5, '0'), 'bulk' || n || '@example.test', 'Bulk Host', 'Bulk', 'Host', '', 'host', 'host', 'x'
      from generate_series(1, ${extra}) n`.execute(t.db);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('outboxMessages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('subject', '=', SUBJECT)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const active = Number(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from users where status = 'active' and type in ('client','host')
          and coalesce((notification_preferences ->> 'systemEmails')::boolean, true)`.execute(t.db)
      ).rows[0].n,
    );
    expect(active).toBeGreaterThan(BULK_EMAIL_PAGE);
    const before = await count();
    try {
      await maintenance(true);
      await t.ctx.outbox.idle();
      expect((await count()) - before).toBe(active);
    } finally {
      await maintenance(false);
    }
  });
});
