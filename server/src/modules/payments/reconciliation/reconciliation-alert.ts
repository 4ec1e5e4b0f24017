import {
  adminPaymentsMessages,
  formatPesos,
  paths,
  reconciliationMessages as m,
  systemAlertMessages,
  type Discrepancy,
  type PaymentGatewayName,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { raiseSystemAlert } from '../../notifications/staff/system-alerts.service';
import { enqueue, messageTask } from '../../outbox/outbox.service';
import { activeAdmins } from '../../users/accounts.service';

/** How many discrepancies an alert lists; the report has them all. */
const LISTED = 10;

const money = (c: number | null) => (c === null ? m.detail.none : formatPesos(c));

/**
 * The system alert of a reconciliation that does not match (or could not run): an email to every
 * active admin through the outbox, in the report's transaction, while the platform sends emails
 * and system alerts (notifications.emailNotifications, notifications.systemAlerts); and every
 * admin's in-app system alert (decision 0045).
 */
export async function alertAdmins(
  ctx: AppContext,
  tx: Executor,
  o: { reportId: string; day: string; gateway: PaymentGatewayName; discrepancies: Discrepancy[]; error: string | null },
): Promise<number> {
  const settings = await ctx.settings.get(tx);
  const n = settings.notifications;
  const platform = settings.general.platformName;
  const gateway = adminPaymentsMessages.gateways[o.gateway];
  // Admins' in-app system alert too (decision 0045), whatever the email settings.
  await raiseSystemAlert(ctx, tx, {
    source: `reconciliation:${o.gateway}`,
    title: (o.error ? m.alert.failedSubject : m.alert.subject)(platform, o.day, gateway),
    message: o.error
      ? systemAlertMessages.reconciliation.failed(o.error)
      : systemAlertMessages.reconciliation.message(o.discrepancies.length, gateway),
    actionUrl: paths.admin.payments.getHref(),
  });
  if (!n.emailNotifications || !n.systemAlerts) return 0;
  const lines = o.discrepancies
    .slice(0, LISTED)
    .map((d) =>
      m.alert.line(
        m.kinds[d.kind],
        m.items[d.item].toLowerCase(),
        d.ref ?? d.gatewayId ?? m.detail.none,
        money(d.ledgerAmount),
        money(d.gatewayAmount),
      ),
    );
  if (o.discrepancies.length > LISTED) lines.push(m.alert.more(o.discrepancies.length - LISTED));
  const subject = (o.error ? m.alert.failedSubject : m.alert.subject)(platform, o.day, gateway);
  const url = `${ctx.env.publicUrl}${paths.admin.payments.getHref()}`;
  const admins = await activeAdmins(tx);
  for (const admin of admins) {
    const text = m.alert.text({ firstName: admin.firstName, day: o.day, gateway, lines, url, error: o.error });
    await enqueue(tx, messageTask({ kind: 'email', to: admin.email, subject, text }), ctx.clock.now());
  }
  return admins.length;
}
