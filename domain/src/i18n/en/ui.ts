/**
 * The design system's own words (web/src/components/ui, issue 34): a dialog's Close, a toast's
 * dismiss button, ConfirmDialog's Cancel, a list's pages, a field's character count and a status
 * badge. Each shows only after an action or on a signed-in page, so the namespace is fetched when
 * one first shows (components/ui/ui-word.tsx), never with a public page. Plain data: ICU
 * MessageFormat strings.
 */
export default {
  close: 'Close',
  dismiss: 'Dismiss notification',
  cancel: 'Cancel',
  pages: {
    label: 'Pagination',
    showing: 'Showing {from}–{to} of {total}',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
  },
  characters: '{count} of {max} characters',
  charactersShort: '{count} of {max} characters (at least {min})',
  /** A status badge (badge.tsx, StatusBadge): a booking's, a payment's or a listing's. */
  status:
    '{status, select, pending {Pending} awaiting_payment {Awaiting payment} confirmed {Confirmed} active {Active} paid {Paid} under_review {Under review} refunded {Refunded} partially_refunded {Partially refunded} processed {Processed} completed {Completed} notice_given {Notice given} ended {Ended} cancelled {Cancelled} declined {Declined} failed {Failed} rejected {Rejected} expired {Expired} draft {Draft} pending_review {Pending review} paused {Paused} archived {Archived} other {{status}}}',
} as const;
