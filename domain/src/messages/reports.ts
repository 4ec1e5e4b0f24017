import type { ReportInterval } from '../analytics/report';

/** The platform summary report emailed to admins (notifications.reportInterval, issue 30). Our wording. */
const adjective: Record<ReportInterval, string> = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' };
const every: Record<ReportInterval, string> = {
  daily: 'every day',
  weekly: 'every Monday',
  monthly: 'on the 1st of each month',
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface PlatformReportFigures {
  bookingsRequested: number;
  bookingsConfirmed: number;
  payments: number;
  /** Centavos, already formatted by the caller: '₱45,300'. */
  paymentVolume: string;
  refunded: string;
  platformRevenue: string;
  newClients: number;
  newHosts: number;
  disputesOpened: number;
  disputesResolved: number;
}

export const platformReportMessages = {
  subject: (platform: string, interval: ReportInterval, period: string) =>
    `${platform} ${adjective[interval]} report: ${period}`,
  text: (o: {
    firstName: string;
    platform: string;
    interval: ReportInterval;
    period: string;
    figures: PlatformReportFigures;
    url: string;
  }) => {
    const f = o.figures;
    return [
      `Hi ${o.firstName},`,
      `The ${adjective[o.interval]} summary of ${o.platform} for ${o.period}:`,
      [
        `Bookings requested: ${f.bookingsRequested}`,
        `Bookings confirmed: ${f.bookingsConfirmed}`,
        `Payments: ${plural(f.payments, 'payment')}, ${f.paymentVolume}`,
        `Refunds: ${f.refunded}`,
        `Platform revenue: ${f.platformRevenue}`,
        `New users: ${plural(f.newClients, 'client')}, ${plural(f.newHosts, 'host')}`,
        `Disputes: ${f.disputesOpened} opened, ${f.disputesResolved} resolved`,
      ].join('\n'),
      `The dashboard: ${o.url}`,
      `— ${o.platform}`,
      `Administrators get this report ${every[o.interval]} (Settings, Notifications: Report interval).`,
    ].join('\n\n');
  },
  result: {
    none: (interval: ReportInterval) => `No ${adjective[interval]} report is due today.`,
    already: (period: string) => `The report for ${period} was sent already.`,
    sent: (period: string, admins: number) => `Sent the report for ${period} to ${plural(admins, 'admin')}.`,
  },
};
