import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  accessPassMessages as m,
  gateKeeperSchema,
  normalisePhone,
  phoneIssue,
  shortName,
  type GateKeeper,
  type GateKeeperInvite,
  type GateKeeperInviteView,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { authorizeRole } from '../../../http/access';
import { newId, sha256 } from '../../../lib/ids';
import { findUser } from '../../users/accounts.service';
import type { AuthUser } from '../../users/user.mapper';
import { languageOfUser } from '../../../lib/i18n';
import { sendKeeperInvite } from './gate-notify.service';
import { handoverRepository as repo, type KeeperRow } from './handover.repository';

/*
 * Gate keepers (issue 33, decision 0087): a permission on an ordinary account, for one listing.
 * The host invites a mobile number; the invite link's token is kept as a hash; the account that
 * accepts must have that number verified (the number is who the host named). Removal takes
 * effect at once: every check reads the live keepers.
 */

const listingMissing = () => new AppError(ErrorCode.notFound, 'Listing not found');
const inviteMissing = () => new AppError(ErrorCode.notFound, m.inviteNotFound);

/** '+63 9•• ••• 4567': the number as the invite shows it to someone who may not be its owner. */
const masked = (phone: string) =>
  phone.startsWith('+63')
    ? `+63 ${phone.charAt(3)}•• ••• ${phone.slice(-4)}`
    : `${phone.slice(0, 3)}••• ${phone.slice(-4)}`;

const toKeeper = (k: KeeperRow & { firstName: string | null; lastName: string | null }): GateKeeper =>
  gateKeeperSchema.parse({
    id: k.id,
    phone: k.phone,
    name: k.acceptedAt && k.firstName ? `${k.firstName} ${k.lastName ?? ''}`.trim() : null,
    status: k.acceptedAt ? 'active' : 'invited',
    invitedAt: new Date(k.invitedAt).toISOString(),
  });

async function ownListing(ctx: AppContext, user: AuthUser, listingId: string) {
  authorizeRole(user, 'gate', 'keepers');
  const listing = await repo.listingOfHost(ctx.db, listingId, user.id);
  if (!listing) throw listingMissing();
  return { id: listing.id, title: listing.title ?? 'Untitled space' };
}

export async function listKeepers(ctx: AppContext, user: AuthUser, listingId: string) {
  await ownListing(ctx, user, listingId);
  return { items: (await repo.keepersOf(ctx.db, listingId)).map(toKeeper) };
}

/** POST …/gate-keepers: a new invite, or the live one to the same number sent again with a new link. */
export async function inviteKeeper(ctx: AppContext, user: AuthUser, listingId: string, body: GateKeeperInvite) {
  const listing = await ownListing(ctx, user, listingId);
  const issue = phoneIssue(body.phone);
  if (issue) throw new AppError(ErrorCode.validation, issue, { phone: issue });
  const phone = normalisePhone(body.phone);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const accounts = (await repo.usersWithVerifiedPhone(ctx.db, phone.slice(-10))).filter(
    (u) => u.id !== user.id && normalisePhone(u.phone) === phone,
  );
  const id = await ctx.db.transaction().execute(async (tx) => {
    const made =
      (await repo.insertKeeper(tx, {
        id: newId(),
        listingId,
        hostId: user.id,
        phone,
        userId: null,
        tokenHash: sha256(token),
        invitedAt: now,
        acceptedAt: null,
        removedAt: null,
      })) ?? (await repo.renewKeeperToken(tx, listingId, phone, sha256(token), now));
    if (!made) throw new AppError(ErrorCode.conflict, 'This number was invited at the same moment. Try again.');
    await sendKeeperInvite(
      ctx,
      tx,
      {
        phone,
        token,
        listingTitle: listing.title,
        hostName: shortName(user.firstName, user.lastName),
        hostLanguage: languageOfUser(user),
      },
      accounts,
      now,
    );
    return made.id;
  });
  const keeper = (await repo.keepersOf(ctx.db, listingId)).find((k) => k.id === id)!;
  return toKeeper(keeper);
}

export async function removeKeeper(ctx: AppContext, user: AuthUser, listingId: string, keeperId: string) {
  await ownListing(ctx, user, listingId);
  if (!(await repo.removeKeeper(ctx.db, listingId, keeperId, ctx.clock.now())))
    throw new AppError(ErrorCode.notFound, m.keeperNotFound);
}

/** Whether `user` may accept invite `k`, and if not, why (the number is who the host named). */
function acceptance(user: AuthUser, k: KeeperRow): string | null {
  if (k.hostId === user.id) return m.inviteOwnListing;
  if (!user.phoneVerifiedAt || normalisePhone(user.phone) !== k.phone) return m.inviteOtherPhone(masked(k.phone));
  return null;
}

async function viewOf(ctx: AppContext, user: AuthUser, k: KeeperRow): Promise<GateKeeperInviteView> {
  const [listing, host] = await Promise.all([
    repo.listingOfHost(ctx.db, k.listingId, k.hostId),
    findUser(ctx.db, k.hostId),
  ]);
  const reason = k.acceptedAt ? null : acceptance(user, k);
  return {
    listing: { id: k.listingId, title: listing?.title ?? 'Untitled space' },
    hostName: host ? shortName(host.firstName, host.lastName) : '',
    phone: masked(k.phone),
    status: k.acceptedAt ? 'active' : 'invited',
    canAccept: !k.acceptedAt && reason === null,
    reason,
  };
}

/** The live invite behind `token`: not removed, and not accepted by someone else. */
async function inviteOf(ctx: AppContext, user: AuthUser, token: string) {
  authorizeRole(user, 'gate', 'accept');
  const k = await repo.keeperByToken(ctx.db, sha256(token));
  if (!k || (k.acceptedAt && k.userId !== user.id)) throw inviteMissing();
  return k;
}

export async function showInvite(ctx: AppContext, user: AuthUser, token: string) {
  return viewOf(ctx, user, await inviteOf(ctx, user, token));
}

export async function acceptInvite(ctx: AppContext, user: AuthUser, token: string) {
  const k = await inviteOf(ctx, user, token);
  if (k.acceptedAt) return viewOf(ctx, user, k);
  const reason = acceptance(user, k);
  if (reason) throw new AppError(k.hostId === user.id ? ErrorCode.conflict : ErrorCode.forbidden, reason);
  const accepted = await repo.acceptKeeper(ctx.db, k.id, user.id, ctx.clock.now());
  if (!accepted) throw inviteMissing();
  return viewOf(ctx, user, accepted);
}
