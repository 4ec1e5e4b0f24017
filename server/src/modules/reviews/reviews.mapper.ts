import {
  reviewDaysLeft,
  reviewMessages as m,
  reviewProcess,
  reviewWindowClosesAt,
  type AdminReview,
  type PublicReview,
  type Review,
  type ReviewToWrite,
} from '@espasyo/domain';
import { photoUrl } from '../listings/core/listings.mapper';
import type { ReviewViewRow, ToWriteRow } from './reviews.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A deleted account's users row keeps 'Deleted user' as its first and last name: shown once. */
const isDeleted = (first: string) => first === m.deletedUser;

/** 'Bea Santos' (the parties of a booking know each other's names). */
export const fullName = (first: string, last: string) => (isDeleted(first) ? m.deletedUser : `${first} ${last}`.trim());

/** 'Bea S.' as the public sees a reviewer (the listing page's host card does the same). */
export const publicName = (first: string, last: string) =>
  isDeleted(first) ? m.deletedUser : last.trim() ? `${first} ${last.trim().charAt(0)}.` : first;

/** Who reads a review: its author and staff see why it was hidden, nobody else. */
export type Reader = 'author' | 'staff' | 'other';

export function toReview(r: ReviewViewRow, reader: Reader): Review {
  return {
    id: r.id,
    bookingId: r.bookingId,
    listing: { id: r.listingId, title: r.listingTitle ?? '' },
    direction: r.direction,
    author: { id: r.authorId, name: fullName(r.authorFirstName, r.authorLastName), avatarUrl: r.authorAvatar },
    subject: { id: r.subjectId, name: fullName(r.subjectFirstName, r.subjectLastName), avatarUrl: r.subjectAvatar },
    rating: r.rating,
    comment: r.comment,
    status: r.status,
    reply: r.replyBody ? { body: r.replyBody, createdAt: iso(r.repliedAt)! } : null,
    createdAt: iso(r.createdAt)!,
    publishedAt: iso(r.publishedAt),
    hiddenReason: reader === 'other' ? null : r.hiddenReason,
  };
}

/** A review as `staff` read it, with what they may do to it now (the process table: hide, restore). */
export function toAdminReview(
  r: ReviewViewRow,
  reports: { reporterName: string; reason: string; createdAt: string }[],
  hiddenByName: string | null,
  staff: 'moderator' | 'admin',
): AdminReview {
  return {
    ...toReview(r, 'staff'),
    reports,
    hiddenBy: hiddenByName,
    hiddenAt: iso(r.hiddenAt),
    actions: reviewProcess.actionsFor(r.status, staff),
  };
}

export function toPublicReview(r: ReviewViewRow, stayedMonth: string): PublicReview {
  return {
    id: r.id,
    author: { name: publicName(r.authorFirstName, r.authorLastName), avatarUrl: r.authorAvatar },
    rating: r.rating,
    comment: r.comment,
    reply: r.replyBody ? { body: r.replyBody, createdAt: iso(r.repliedAt)! } : null,
    publishedAt: iso(r.publishedAt)!,
    stayedAt: stayedMonth,
  };
}

export function toReviewToWrite(r: ToWriteRow, now: Date): ReviewToWrite {
  return {
    bookingId: r.bookingId,
    listing: { id: r.listingId, title: r.listingTitle ?? '', coverUrl: r.coverKey ? photoUrl(r.coverKey) : null },
    direction: r.direction,
    subject: { id: r.subjectId, name: fullName(r.subjectFirstName, r.subjectLastName), avatarUrl: r.subjectAvatar },
    endedAt: iso(r.endsAt)!,
    windowClosesAt: reviewWindowClosesAt(new Date(r.endsAt)).toISOString(),
    daysLeft: reviewDaysLeft(new Date(r.endsAt), now),
    otherSideWritten: r.otherSideWritten,
  };
}
