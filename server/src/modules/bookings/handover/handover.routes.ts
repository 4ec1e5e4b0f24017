import {
  accessPassSchema,
  apiErrorSchema,
  checkInListingsSchema,
  checkInRequestSchema,
  checkInSchema,
  checkOutRequestSchema,
  gateKeeperInviteSchema,
  gateKeeperInviteViewSchema,
  gateKeeperParamsSchema,
  gateKeeperSchema,
  gateKeepersSchema,
  gateKeeperTokenParamsSchema,
  idParamsSchema as idParams,
  openCheckInsQuerySchema,
  openCheckInsSchema,
  passScansSchema,
} from '@espasyo/domain';
import { z } from 'zod';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { answerLanguage } from '../../../lib/reader-language';
import { checkableListings, checkIn, checkOut, openCheckIns, scansOf } from './check-in.service';
import { acceptInvite, inviteKeeper, listKeepers, removeKeeper, showInvite } from './gate-keepers.service';
import { getPass } from './pass.service';

/** Every route of the access pass and the gate shares one tag (the role table's area). */
const tags = ['access pass'];

/**
 * The refusals openapi.ts cannot guess from a route's shape (decision 0087): a GET's 403 (staff at
 * the gate) and 409 (no pass yet), a 404 of a path without a parameter, the gate's 422 and 423.
 */
const refusals = (...statuses: (403 | 404 | 409 | 422 | 423)[]) =>
  Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<number, typeof apiErrorSchema>;

/** /api/bookings/:id/pass and /scans (signed in): the client's pass; the scans for both sides (issue 33). */
export async function passRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:id/pass',
    {
      schema: {
        tags,
        summary:
          "The booking's access pass for its client: the PIN, the QR code (SVG) and when it is valid; a booking not confirmed has none (409)",
        params: idParams,
        response: { 200: accessPassSchema, ...refusals(409) },
      },
    },
    async (req) => getPass(ctx, requireUser(req), req.params.id),
  );

  app.get(
    '/:id/scans',
    {
      schema: {
        tags,
        summary: "Every scan of the booking's pass at the gate (who, when, result), newest first: for both sides",
        params: idParams,
        response: { 200: passScansSchema },
      },
    },
    async (req) => scansOf(ctx, requireUser(req), req.params.id),
  );
}

/**
 * /api/host/check-ins and /api/host/check-in/listings (signed in, not the host scope): a gate
 * keeper is an ordinary account, so these take any client or host and check the listings they
 * may check (their own, those they keep) themselves.
 */
export async function checkInRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/check-in/listings',
    {
      onRequest: access('gate', 'check'),
      schema: {
        tags,
        summary: 'The listings the caller may check passes for: their own, and those they are gate keeper of',
        response: { 200: checkInListingsSchema, ...refusals(403) },
      },
    },
    async (req) => checkableListings(ctx, requireUser(req)),
  );

  app.get(
    '/check-ins',
    {
      onRequest: access('gate', 'check'),
      schema: {
        tags,
        summary:
          'Who is checked in now: the open check-ins at one gate (listingId) or at every gate the caller may check',
        querystring: openCheckInsQuerySchema,
        response: { 200: openCheckInsSchema, ...refusals(403, 404) },
      },
    },
    async (req) => openCheckIns(ctx, requireUser(req), req.query.listingId),
  );

  app.post(
    '/check-ins',
    {
      onRequest: access('gate', 'check'),
      schema: {
        tags,
        summary:
          'Checks a pass in by its QR token or PIN: 409 already checked in, 422 outside its dates, 423 locked after wrong PINs, 404 not a pass of your spaces',
        body: checkInRequestSchema,
        response: { 200: checkInSchema, ...refusals(404, 422, 423) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return checkIn(ctx, user, req.body, answerLanguage(req, user));
    },
  );

  app.post(
    '/check-ins/:id/check-out',
    {
      onRequest: access('gate', 'check'),
      schema: {
        tags,
        summary: 'Closes an open check-in (409 when it is closed already)',
        params: idParams,
        body: checkOutRequestSchema.optional(),
        response: { 200: checkInSchema },
      },
    },
    async (req) => checkOut(ctx, requireUser(req), req.params.id, req.body?.at),
  );
}

/** /api/host/listings/:id/gate-keepers (hosts): the listing's gate keepers, invited by mobile number. */
export async function hostGateKeepersRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings/:id/gate-keepers',
    {
      onRequest: access('gate', 'keepers'),
      schema: {
        tags,
        summary: "The listing's gate keepers, invited or active",
        params: idParams,
        response: { 200: gateKeepersSchema },
      },
    },
    async (req) => listKeepers(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/listings/:id/gate-keepers',
    {
      onRequest: access('gate', 'keepers'),
      schema: {
        tags,
        summary:
          'Names a gate keeper by mobile number: an SMS with the invite link (and an email to an account with that number verified); again, a new link',
        params: idParams,
        body: gateKeeperInviteSchema,
        response: { 201: gateKeeperSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await inviteKeeper(ctx, requireUser(req), req.params.id, req.body)),
  );

  app.delete(
    '/listings/:id/gate-keepers/:keeperId',
    {
      onRequest: access('gate', 'keepers'),
      schema: {
        tags,
        summary: 'Removes a gate keeper (at once)',
        params: gateKeeperParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await removeKeeper(ctx, requireUser(req), req.params.id, req.params.keeperId);
      return reply.status(204).send(null);
    },
  );
}

/** /api/gate-keepers/invites/:token (signed in): the invite as its receiver sees it, and accepting it. */
export async function gateKeeperInviteRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/invites/:token',
    {
      onRequest: access('gate', 'accept'),
      schema: {
        tags,
        summary: 'A gate keeper invite: the listing, the host, whether this account may accept it',
        params: gateKeeperTokenParamsSchema,
        response: { 200: gateKeeperInviteViewSchema },
      },
    },
    async (req) => showInvite(ctx, requireUser(req), req.params.token),
  );

  app.post(
    '/invites/:token/accept',
    {
      onRequest: access('gate', 'accept'),
      schema: {
        tags,
        summary: "Accepts a gate keeper invite: the account's verified mobile number must be the one invited",
        params: gateKeeperTokenParamsSchema,
        response: { 200: gateKeeperInviteViewSchema },
      },
    },
    async (req) => acceptInvite(ctx, requireUser(req), req.params.token),
  );
}
