import type { UserDataExport } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import { reviewsRepository as repo } from './reviews.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The user's reviews for GET /api/me/data-export: those they wrote (any status) and the visible ones about them. */
export async function reviewsForExport(db: Executor, userId: string): Promise<UserDataExport['reviews']> {
  return (await repo.ofUserForExport(db, userId)).map((r) => ({
    id: r.id,
    role: r.authorId === userId ? 'author' : 'subject',
    direction: r.direction,
    listingTitle: r.listingTitle ?? '',
    rating: r.rating,
    comment: r.comment,
    status: r.status,
    reply: r.replyBody,
    writtenAt: iso(r.createdAt),
    publishedAt: iso(r.publishedAt),
    hiddenReason: r.authorId === userId ? r.hiddenReason : null,
  }));
}

/**
 * An account's deletion (decision 0046): the reviews it wrote and received stay — they are
 * what the other side and later renters rely on, and the ratings are made of them — with its
 * name shown as 'Deleted user' through the anonymised users row. Its reports of reviews and its
 * reminders are deleted.
 */
export function deleteReviewRecords(tx: Executor, userId: string) {
  return repo.deleteOfUser(tx, userId);
}
