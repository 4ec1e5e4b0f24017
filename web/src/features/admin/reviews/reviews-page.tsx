import { useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import type { AdminReview } from '@espasyo/domain/contracts/reviews';
import { adminReviewFilters } from '@espasyo/domain/contracts/reviews';
import { href, paths } from '@espasyo/domain/paths';
import { LinkTabs } from '@/components/link-tabs';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { useMessages } from '@/lib/i18n';
import { AdminReviewCard } from './admin-review-card';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, type AdminReviewFilter } from './api/use-admin-reviews';
import { ModerationDialog, type Moderation } from './moderation-dialogs';

/**
 * /reviews (issue 22): reported reviews first (most reported first), the recent ones, the hidden
 * ones; staff hide a review that breaks the rules with a reason (its author is told, the ratings are
 * computed again) or restore one. The server audits both.
 */
export function AdminReviewsPage() {
  const m = useMessages('adminContent').reviews;
  const { values, page, set } = useSearchState(['filter'] as const);
  const filter: AdminReviewFilter = adminReviewFilters.includes(values.filter as AdminReviewFilter)
    ? (values.filter as AdminReviewFilter)
    : 'reported';
  const reviews = useAdminReviews(filter, page);
  const [acting, setActing] = useState<{ review: AdminReview; action: Moderation } | null>(null);

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <LinkTabs
        label={m.filtersLabel}
        tabs={adminReviewFilters.map((f) => ({
          to: href(paths.admin.reviews.path, { filter: f === 'reported' ? undefined : f }),
          label: m.filters[f],
          current: f === filter,
        }))}
      />
      <PagedList
        className="mt-4"
        query={reviews}
        page={page}
        pageSize={ADMIN_REVIEWS_PAGE_SIZE}
        onPage={(p) => set({ page: p, filter: values.filter })}
        noun={(count) => m.count({ count })}
        labels={{ heading: m.heading, loading: m.loading, error: m.error, pages: m.pages }}
        skeleton={<li aria-hidden="true" className="h-40 animate-pulse rounded-card bg-ink-100" />}
        empty={<EmptyState icon={MessageSquareWarning} title={m.empty[filter]} />}
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((r) => (
              <AdminReviewCard key={r.id} review={r} onAct={(action) => setActing({ review: r, action })} />
            ))}
          </ul>
        )}
      </PagedList>
      <ModerationDialog
        review={acting?.review ?? null}
        action={acting?.action ?? null}
        onClose={() => setActing(null)}
      />
    </>
  );
}
