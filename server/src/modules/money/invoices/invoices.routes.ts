import {
  adminInvoicesPageSchema,
  adminInvoicesQuerySchema,
  invoicePdfParamsSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
  issueInvoicesBodySchema,
  issueInvoicesResultSchema,
  taxDetailsViewSchema,
  withholdingQuerySchema,
  withholdingSummarySchema,
} from '@espasyo/domain/contracts/invoices';
import { taxDetailsSchema } from '@espasyo/domain/schemas/tax-details';
import type { FastifyReply } from 'fastify';
import { access } from '../../../http/access';
import { adminActor, requireUser } from '../../../http/guards';
import { fileResponse } from '../../../http/schemas';
import type { App, ModuleOptions } from '../../../http/types';
import { documentLanguage } from '../../../lib/reader-language';
import {
  adminInvoices,
  hostInvoices,
  invoicePdf,
  issueMonthByStaff,
  saveTaxDetails,
  taxDetails,
  withholdingSummary,
} from './invoices.service';

const tags = ['money'];
const pdfResponse = { 200: fileResponse('The invoice or credit memo (PDF)', ['application/pdf']) };

const sendPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);

/** /api/host (hosts only): the platform's invoices to the host, their TIN, the tax withheld from payouts. */
export async function hostInvoicesRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/invoices',
    {
      onRequest: access('invoice', 'mine'),
      schema: {
        tags,
        summary: "The platform's fee invoices and credit memos to me, newest first",
        querystring: invoicesQuerySchema,
        response: { 200: invoicesPageSchema },
      },
    },
    async (req) => hostInvoices(ctx, requireUser(req).id, req.query.page, req.query.pageSize),
  );

  app.get(
    '/invoices/:id.pdf',
    {
      onRequest: access('invoice', 'mine'),
      schema: {
        tags,
        summary:
          "One of my invoices or credit memos as a PDF, in my language (my account's, else the language cookie's, else Accept-Language)",
        params: invoicePdfParamsSchema,
        response: pdfResponse,
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      return sendPdf(reply, await invoicePdf(ctx, req.params.id, user.id, documentLanguage(req, user)));
    },
  );

  app.get(
    '/tax-details',
    {
      onRequest: access('invoice', 'mine'),
      schema: { tags, summary: 'My TIN for the invoices', response: { 200: taxDetailsViewSchema } },
    },
    async (req) => taxDetails(ctx, requireUser(req).id),
  );

  app.put(
    '/tax-details',
    {
      onRequest: access('invoice', 'mine'),
      schema: {
        tags,
        summary: 'Set my TIN for new invoices (empty removes it)',
        body: taxDetailsSchema,
        response: { 200: taxDetailsViewSchema },
      },
    },
    async (req) => saveTaxDetails(ctx, requireUser(req).id, req.body),
  );

  app.get(
    '/withholding',
    {
      onRequest: access('invoice', 'mine'),
      schema: {
        tags,
        summary: 'The tax withheld from my payouts in a year, per quarter (for BIR Form 2307)',
        querystring: withholdingQuerySchema,
        response: { 200: withholdingSummarySchema },
      },
    },
    async (req) => withholdingSummary(ctx, requireUser(req).id, req.query.year),
  );
}

/** /api/admin/invoices (admins): every document issued, a month issued now, a PDF. */
export async function adminInvoicesRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/invoices',
    {
      onRequest: access('invoice', 'listAll'),
      schema: {
        tags,
        summary: 'Fee invoices and credit memos issued to hosts, newest first',
        querystring: adminInvoicesQuerySchema,
        response: { 200: adminInvoicesPageSchema },
      },
    },
    async (req) => adminInvoices(ctx, req.query),
  );

  app.get(
    '/invoices/:id.pdf',
    {
      onRequest: access('invoice', 'listAll'),
      schema: {
        tags,
        summary: "An invoice or credit memo as a PDF, in the staff member's language",
        params: invoicePdfParamsSchema,
        response: pdfResponse,
      },
    },
    async (req, reply) =>
      sendPdf(reply, await invoicePdf(ctx, req.params.id, null, documentLanguage(req, requireUser(req)))),
  );

  app.post(
    '/invoices/issue',
    {
      onRequest: access('invoice', 'issue'),
      schema: {
        tags,
        summary: "Issue an ended month's invoices and credit memos now (those not issued yet; audited)",
        body: issueInvoicesBodySchema,
        response: { 200: issueInvoicesResultSchema },
      },
    },
    async (req) => issueMonthByStaff(ctx, adminActor(req), req.body.month),
  );
}
