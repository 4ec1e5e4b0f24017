import { AppError, ErrorCode, en, mailboxSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { isFromThisMachine } from '../../http/loopback';
import { readMailbox } from './mailbox.service';

/** Where the mailbox opens when only this machine may read it (the start-up line says so too). */
export const localMailboxUrl = (port: number) => `http://localhost:${port}/dev/mailbox`;

/**
 * The development and demo mailbox: every email and SMS code the platform sent, newest
 * first. It holds password-reset links, so by default only this machine may read it
 * (env.mailbox: DEV_MAILBOX=on opens it to everyone, off or SMTP closes it).
 */
export async function mailboxRoutes(app: App, { ctx }: ModuleOptions) {
  const access = ctx.env.mailbox;
  app.get(
    '/mailbox',
    { schema: { tags: ['dev'], summary: 'Development mailbox (outbox)', response: { 200: mailboxSchema } } },
    async (req) => {
      if (access === 'off') throw new AppError(ErrorCode.mailboxOff, en.mailbox.off);
      if (access === 'local' && !isFromThisMachine(req.raw)) {
        throw new AppError(ErrorCode.mailboxLocalOnly, en.mailbox.localOnly(localMailboxUrl(ctx.env.PORT)));
      }
      return readMailbox(ctx);
    },
  );
}
