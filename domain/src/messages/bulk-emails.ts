/**
 * Emails sent to many users at once (issue 30), each to one person: news and offers (an
 * announcement staff chose to email, notifications.marketingEmails, only to those who agreed)
 * and the notice that maintenance has begun (notifications.maintenanceNotifications, to those who
 * get platform news). Our wording.
 */
const footer = (reason: string, settingsLink: string | null) =>
  settingsLink ? `${reason} To change that: ${settingsLink}` : reason;

export const bulkEmailMessages = {
  marketing: (o: {
    firstName: string;
    platform: string;
    title: string;
    body: string;
    settingsLink: string | null;
  }) => ({
    subject: o.title,
    text: [
      `Hi ${o.firstName},`,
      o.body,
      `— ${o.platform}`,
      footer('You get this email because you chose to receive news and offers.', o.settingsLink),
    ].join('\n\n'),
  }),
  maintenance: (o: { firstName: string; platform: string; message: string; settingsLink: string | null }) => ({
    subject: `${o.platform} is down for maintenance`,
    text: [
      `Hi ${o.firstName},`,
      o.message,
      `Until it is over, ${o.platform} cannot be used; your bookings, payments and messages are kept as they are.`,
      `— ${o.platform}`,
      footer('You get this email because you get platform news.', o.settingsLink),
    ].join('\n\n'),
  }),
};
