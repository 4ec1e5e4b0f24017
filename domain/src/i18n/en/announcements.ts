/**
 * The announcements banner under the top bar of the signed-in pages (issue 21), also the admin
 * form's preview. English word for word as domain/src/messages/announcements.ts (`banner`) and the
 * components had it. Plain data: ICU MessageFormat strings.
 */
export default {
  banner: {
    label: 'Announcement',
    dismiss: 'Dismiss announcement',
    dismissFailed: 'The announcement could not be dismissed. Please try again.',
    previous: 'Previous announcement',
    next: 'Next announcement',
    /** '1 of 3' */
    position: '{at} of {total}',
    showMore: 'Show more',
    showLess: 'Show less',
  },
} as const;
