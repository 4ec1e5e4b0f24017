import type { Guide, GuideProgress } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { progressRepository as repo } from './progress.repository';

/** The steps of a guide (onboarding, tutorial) the user has marked done. */
export async function guideProgress(ctx: AppContext, userId: string, guide: Guide): Promise<GuideProgress> {
  const row = await repo.find(ctx.db, userId, guide);
  return {
    guide,
    completed: row?.completed ?? [],
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** Remembers the whole list of done steps (duplicates dropped). */
export async function saveGuideProgress(
  ctx: AppContext,
  userId: string,
  guide: Guide,
  steps: string[],
): Promise<GuideProgress> {
  const completed = [...new Set(steps)];
  const now = ctx.clock.now();
  await repo.upsert(ctx.db, userId, guide, completed, now);
  return { guide, completed, updatedAt: now.toISOString() };
}

/** Every guide's progress of a user (the user's data export). */
export function progressOfUser(db: Executor, userId: string) {
  return repo.listForUser(db, userId);
}

export function deleteProgress(db: Executor, userId: string): Promise<void> {
  return repo.deleteForUser(db, userId);
}
