import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { formatDayTime, paymentMethods } from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { assertSameOrigin, trustedOrigins } from '../../http/security';
import { sessionUserOf } from '../../http/session';
import type { App, ModuleOptions } from '../../http/types';
import { documentLanguage } from '../../lib/reader-language';
import { sandboxCheckoutPage, sandboxNotFoundPage, sandboxWords } from './sandbox-page.html';
import { sandboxGatewayOf, sandboxTestCardNames, sandboxWebhookSecret, type SandboxTestCard } from './sandbox.gateway';
import type { SandboxCheckoutRow } from './sandbox.repository';

const params = z.object({ checkoutId: z.string().min(1).max(100) });
const form = z.object({
  token: z.string().max(200),
  outcome: z.enum(['authorise', 'fail']),
  method: z.enum(paymentMethods).optional(),
  /** The test card saved when the checkout asked to keep the card. */
  card: z.enum(sandboxTestCardNames as [string, ...string[]]).optional(),
});

/** The form's token: bound to the checkout by the sandbox's secret, so another site cannot forge a submission. */
const formToken = (ctx: AppContext, checkoutId: string) =>
  createHmac('sha256', sandboxWebhookSecret(ctx.env)).update(`sandbox-form:${checkoutId}`).digest('base64url');

function tokenMatches(ctx: AppContext, checkoutId: string, given: string) {
  const a = Buffer.from(formToken(ctx, checkoutId));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A return address on this app becomes its path, so the payer stays on the host they came by. */
function onThisApp(ctx: AppContext, url: string) {
  return url.startsWith(`${ctx.env.publicUrl}/`) ? url.slice(ctx.env.publicUrl.length) : url;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(body);

/**
 * The sandbox gateway's hosted checkout page, /sandbox/checkout/{id} (decision 0034): served by
 * the app like a gateway's own, rendered here with no script. The payer picks GCash, Maya, card or
 * bank transfer and authorises or fails; the sandbox then signs its event and posts it to the
 * webhook endpoint, and the browser goes back to the booking (303). The form is refused from
 * another site (the app's cross-site check) and without its token. In the payer's language (issue
 * 34): their account's when signed in, else the language cookie's, else the browser's.
 */
export async function sandboxPageRoutes(app: App, { ctx }: ModuleOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const origins = trustedOrigins(ctx.env, ctx.settings);
  const gateway = () => sandboxGatewayOf(ctx);

  const languageOf = async (req: FastifyRequest) => documentLanguage(req, await sessionUserOf(ctx, req));

  async function page(
    reply: FastifyReply,
    c: SandboxCheckoutRow,
    lang: Language,
    status = 200,
    error?: (w: ReturnType<typeof sandboxWords>) => string,
  ) {
    const { general } = await ctx.settings.get();
    const closesAt = formatDayTime(new Date(c.expiresAt), general.timezone, lang);
    const back = onThisApp(ctx, c.cancelUrl);
    return html(
      reply,
      status,
      sandboxCheckoutPage({
        checkout: c,
        merchant: general.platformName,
        token: formToken(ctx, c.id),
        closesAt,
        error: error?.(sandboxWords(lang)),
        backUrl: back,
        doneUrl: c.status === 'paid' ? onThisApp(ctx, c.successUrl) : back,
        lang,
      }),
    );
  }

  app.get('/sandbox/checkout/:checkoutId', { schema: { hide: true, params } }, async (req, reply) => {
    const lang = await languageOf(req);
    const c = await gateway().pageCheckout(req.params.checkoutId);
    if (!c) return html(reply, 404, sandboxNotFoundPage(lang));
    return page(reply, c, lang);
  });

  app.post('/sandbox/checkout/:checkoutId', { schema: { hide: true, params } }, async (req, reply) => {
    await assertSameOrigin(req, origins);
    const id = req.params.checkoutId;
    const lang = await languageOf(req);
    const c = await gateway().pageCheckout(id);
    if (!c) return html(reply, 404, sandboxNotFoundPage(lang));
    const parsed = form.safeParse(req.body);
    if (!parsed.success || !tokenMatches(ctx, id, parsed.data.token))
      return page(reply, c, lang, 400, (w) => w.refused);
    const { outcome, method, card } = parsed.data;
    if (outcome === 'authorise' && !method) return page(reply, c, lang, 400, (w) => w.chooseMethod);
    const done = (await gateway().complete(id, outcome, method ?? null, card as SandboxTestCard | undefined)) ?? c;
    return reply.redirect(onThisApp(ctx, done.status === 'paid' ? done.successUrl : done.cancelUrl), 303);
  });
}
