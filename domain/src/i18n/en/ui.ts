/**
 * The design system's own words (web/src/components/ui, issue 34): a dialog's Close, a toast's
 * dismiss button, ConfirmDialog's Cancel, a list's pages and a field's character count. Each shows only after an action or on a signed-in page, so the namespace is fetched when
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
} as const;
