import {
  disputeProcess,
  type Dispute,
  type DisputePhoto,
  type DisputeReason,
  type DisputeSide,
  type DisputeSummary,
  type DisputeThreadMessage,
} from '@espasyo/domain';
import type { DisputeMessageRow, DisputePhotoRow, DisputeViewRow } from './disputes.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A dispute's photo is served through the dispute's access check: its two sides and staff. */
export const disputePhotoUrl = (disputeId: string, photoId: string) =>
  `/api/disputes/${encodeURIComponent(disputeId)}/photos/${encodeURIComponent(photoId)}`;

export function toDisputeSummary(r: DisputeViewRow): DisputeSummary {
  return {
    id: r.id,
    bookingId: r.bookingId,
    listingTitle: r.listingTitle,
    status: r.status,
    reason: r.reason as DisputeReason,
    openedBySide: r.openedBySide,
    clientName: fullName(r.clientFirstName, r.clientLastName),
    hostName: fullName(r.hostFirstName, r.hostLastName),
    createdAt: iso(r.createdAt),
    resolvedAt: r.resolvedAt ? iso(r.resolvedAt) : null,
    refundAmount: r.refundAmount === null ? null : r.refundAmount,
  };
}

export const toDisputePhoto = (p: DisputePhotoRow): DisputePhoto => ({
  id: p.id,
  url: disputePhotoUrl(p.disputeId, p.id),
  uploaderName: p.uploaderName,
  width: p.width,
  height: p.height,
  createdAt: iso(p.createdAt),
});

export const toDisputeMessage = (m: DisputeMessageRow): DisputeThreadMessage => ({
  id: m.id,
  senderId: m.senderId ?? '',
  senderName: m.senderName,
  senderSide: m.senderSide,
  body: m.body,
  createdAt: iso(m.createdAt),
});

export function toDispute(
  r: DisputeViewRow,
  photos: DisputePhotoRow[],
  messages: DisputeMessageRow[],
  viewerSide: DisputeSide,
  maxPhotos: number,
): Dispute {
  const open = r.status === 'open';
  return {
    ...toDisputeSummary(r),
    description: r.description,
    openedByName: fullName(r.openerFirstName, r.openerLastName),
    // The client does not see what the host's balance holds; the host and staff do.
    held: viewerSide === 'client' ? 0 : r.held,
    photos: photos.map(toDisputePhoto),
    messages: messages.map(toDisputeMessage),
    resolution:
      r.status === 'resolved' && r.resolvedAt && r.decision !== null
        ? {
            decision: r.decision,
            refundAmount: Number(r.refundAmount ?? 0),
            resolvedAt: iso(r.resolvedAt),
            resolvedByName: r.resolvedByName ?? '',
          }
        : null,
    viewerSide,
    canWrite: open,
    canAddPhotos: open && viewerSide !== 'staff' && photos.length < maxPhotos,
    // Staff reading a dispute are admins (the access policy lets no one else).
    actions: disputeProcess.actionsFor(r.status, viewerSide === 'staff' ? 'admin' : viewerSide),
  };
}
