import {
  adminBillsPageSchema,
  adminBillsQuerySchema,
  billSchema,
  billsSchema,
  billVoidRequestSchema,
  idParamsSchema as idParams,
  monthlyPriceAnswerSchema,
  monthlyPriceRequestSchema,
  noticeAnswerSchema,
  noticeRequestSchema,
} from '@espasyo/domain';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { answerLanguage } from '../../../lib/reader-language';
import { adminBills, voidBill } from './admin-bills.service';
import { listBills } from './bills.service';
import { giveNotice } from './notice.service';
import { changeMonthlyPrice } from './price.service';

const tags = ['bookings'];

/** /api/bookings/:id/bills and /notice (signed in): a tenancy's bills and its notice (issue 32). */
export async function tenanciesRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:id/bills',
    {
      schema: {
        tags,
        summary:
          "A tenancy's bills, oldest first: for its client, its host and admins (the client's notes in the reader's language: Accept-Language, else their account's)",
        params: idParams,
        response: { 200: billsSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return listBills(ctx, user, req.params.id, answerLanguage(req, user));
    },
  );

  app.post(
    '/:id/notice',
    {
      onRequest: access('booking', 'notice'),
      schema: {
        tags,
        summary:
          "Ends a running tenancy with notice: its client (the listing's notice period), its host (30 days, or 7 after an unpaid bill's grace) or an admin with a reason",
        params: idParams,
        body: noticeRequestSchema,
        response: { 200: noticeAnswerSchema },
      },
    },
    async (req) => giveNotice(ctx, requireUser(req), req.params.id, req.body, req.ip),
  );

  app.put(
    '/:id/monthly-price',
    {
      onRequest: access('booking', 'changePrice'),
      schema: {
        tags,
        summary:
          "The host changes a running tenancy's monthly price, from the first bill due 30 days ahead or more; the client is told and may give notice",
        params: idParams,
        body: monthlyPriceRequestSchema,
        response: { 200: monthlyPriceAnswerSchema },
      },
    },
    async (req) => changeMonthlyPrice(ctx, requireUser(req), req.params.id, req.body),
  );
}

/** /api/admin/bills (admins): every tenancy's bills by status, and voiding one with a reason (issue 32). */
export async function adminBillsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/bills',
    {
      onRequest: access('payment', 'listBills'),
      schema: {
        tags: ['payments'],
        summary:
          "Tenancies' bills in a status (overdue: the longest overdue first), with their listing, client and host",
        querystring: adminBillsQuerySchema,
        response: { 200: adminBillsPageSchema },
      },
    },
    async (req) => adminBills(ctx, req.query),
  );

  app.post(
    '/bills/:id/void',
    {
      onRequest: access('payment', 'voidBill'),
      schema: {
        tags: ['payments'],
        summary: 'Voids an unpaid bill with a reason (audited; both sides told): a paid or void bill is refused',
        params: idParams,
        body: billVoidRequestSchema,
        response: { 200: billSchema },
      },
    },
    async (req) => voidBill(ctx, requireUser(req), req.params.id, req.body.reason),
  );
}
