import { z } from 'zod';
import {
  adjustmentRequestSchema,
  adminPayoutSchema,
  adminPayoutsPageSchema,
  adminPayoutsQuerySchema,
  idParamsSchema as idParams,
  moneyPageQuerySchema,
  payoutFailedSchema,
  payoutMethodSchema,
  payoutMethodViewSchema,
  payoutMethodsSchema,
  payoutProcessedSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsPageSchema,
  hostBalancesSchema,
  reauthPasswordSchema,
  reauthSchema,
  walletEntriesPageSchema,
  walletSchema,
} from '@espasyo/domain';
import { access } from '../../http/access';
import { adminActor, requireUser } from '../../http/guards';
import { fileResponse } from '../../http/schemas';
import type { App, ModuleOptions } from '../../http/types';
import {
  addPayoutMethod,
  listPayoutMethods,
  removePayoutMethod,
  setDefaultPayoutMethod,
} from './payouts/payout-methods.service';
import {
  adminPayouts,
  hostPayouts,
  markPayoutFailed,
  markPayoutProcessed,
  payoutsCsv,
  requestPayout,
} from './payouts/payouts.service';
import { adjustHostBalance, getWallet, hostBalancesFor, walletEntries } from './wallet/wallet.service';

const tags = ['money'];
const hostActor = (req: Parameters<typeof requireUser>[0]) => ({ actorId: requireUser(req).id, ip: req.ip });

/** A payout method's body: the method, and the password when the session is not fresh (reauth). */
const addMethodBody = payoutMethodSchema.and(z.object({ password: reauthPasswordSchema }));

/** /api/host: the host's wallet, payout methods and payouts (the scope lets hosts only in). */
export async function hostMoneyRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/wallet',
    {
      onRequest: access('payout', 'mine'),
      schema: {
        tags,
        summary: "The host's balances, upcoming earnings and latest entries",
        response: { 200: walletSchema },
      },
    },
    async (req) => getWallet(ctx, requireUser(req).id),
  );

  app.get(
    '/wallet/entries',
    {
      onRequest: access('payout', 'mine'),
      schema: {
        tags,
        summary: "Every movement of the host's money, newest first",
        querystring: moneyPageQuerySchema,
        response: { 200: walletEntriesPageSchema },
      },
    },
    async (req) => walletEntries(ctx, requireUser(req).id, req.query.page, req.query.pageSize),
  );

  app.get(
    '/payout-methods',
    {
      onRequest: access('payout', 'mine'),
      schema: { tags, summary: "The host's payout methods, numbers masked", response: { 200: payoutMethodsSchema } },
    },
    async (req) => ({ items: await listPayoutMethods(ctx, requireUser(req).id) }),
  );

  app.post(
    '/payout-methods',
    {
      onRequest: access('payout', 'mine'),
      schema: {
        tags,
        summary: 'Add a GCash, Maya or bank payout method (re-authentication; usable after 24 hours)',
        body: addMethodBody,
        response: { 201: payoutMethodViewSchema },
      },
    },
    async (req, reply) => {
      const { password, ...method } = req.body;
      const added = await addPayoutMethod(ctx, { ...hostActor(req), sessionId: req.sessionId }, method, password);
      return reply.status(201).send(added);
    },
  );

  app.post(
    '/payout-methods/:id/default',
    {
      onRequest: access('payout', 'mine'),
      schema: {
        tags,
        summary: 'Make a payout method the default (re-authentication)',
        params: idParams,
        body: reauthSchema.nullish(),
        response: { 200: payoutMethodViewSchema },
      },
    },
    async (req) =>
      setDefaultPayoutMethod(ctx, { ...hostActor(req), sessionId: req.sessionId }, req.params.id, req.body?.password),
  );

  app.delete(
    '/payout-methods/:id',
    {
      onRequest: access('payout', 'mine'),
      schema: { tags, summary: 'Remove a payout method', params: idParams, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await removePayoutMethod(ctx, hostActor(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/payouts',
    {
      onRequest: access('payout', 'mine'),
      schema: {
        tags,
        summary: "The host's payouts, newest first",
        querystring: moneyPageQuerySchema,
        response: { 200: payoutsPageSchema },
      },
    },
    async (req) => hostPayouts(ctx, requireUser(req).id, req.query.page, req.query.pageSize),
  );

  app.post(
    '/payouts',
    {
      onRequest: access('payout', 'request'),
      schema: {
        tags,
        summary: 'Request a payout of the available balance (centavos)',
        body: payoutRequestSchema,
        response: { 201: payoutSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await requestPayout(ctx, hostActor(req), req.body)),
  );
}

/** /api/admin/payouts: the payout queue (admins); /api/admin/hosts/:id: a host's balances and corrections. */
export async function adminPayoutsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/hosts/:id/balances',
    {
      onRequest: access('payout', 'listAll'),
      schema: { tags, summary: "A host's balances", params: idParams, response: { 200: hostBalancesSchema } },
    },
    async (req) => hostBalancesFor(ctx, req.params.id),
  );

  app.post(
    '/hosts/:id/adjustments',
    {
      onRequest: access('payout', 'adjust'),
      schema: {
        tags,
        summary: "Correct a host's available balance (centavos, + or −) with a reason; audited",
        params: idParams,
        body: adjustmentRequestSchema,
        response: { 201: hostBalancesSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await adjustHostBalance(ctx, adminActor(req), req.params.id, req.body)),
  );

  app.get(
    '/payouts',
    {
      onRequest: access('payout', 'listAll'),
      schema: {
        tags,
        summary: 'Payouts, pending ones oldest first',
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPayoutsPageSchema },
      },
    },
    async (req) => adminPayouts(ctx, req.query),
  );

  app.get(
    '/payouts.csv',
    {
      onRequest: access('payout', 'listAll'),
      schema: {
        tags,
        summary: 'Payouts as CSV for a bank upload (full account numbers; audited)',
        querystring: adminPayoutsQuerySchema,
        response: { 200: fileResponse('The payouts (CSV)', ['text/csv']) },
      },
    },
    async (req, reply) => {
      const csv = await payoutsCsv(ctx, adminActor(req), req.query);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="espasyo-payouts-${req.query.status ?? 'all'}-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/payouts/:id/processed',
    {
      onRequest: access('payout', 'mark'),
      schema: {
        tags,
        summary: 'Mark a pending payout sent, with the transfer reference',
        params: idParams,
        body: payoutProcessedSchema,
        response: { 200: adminPayoutSchema },
      },
    },
    async (req) => markPayoutProcessed(ctx, adminActor(req), req.params.id, req.body.reference),
  );

  app.post(
    '/payouts/:id/failed',
    {
      onRequest: access('payout', 'mark'),
      schema: {
        tags,
        summary: 'Mark a pending payout failed, with the reason (the money is available again)',
        params: idParams,
        body: payoutFailedSchema,
        response: { 200: adminPayoutSchema },
      },
    },
    async (req) => markPayoutFailed(ctx, adminActor(req), req.params.id, req.body.reason),
  );
}
