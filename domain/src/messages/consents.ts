/**
 * Copy for the legal texts and the consent log (issue 34, Data Privacy Act of 2012; decision 0091):
 * the public /terms and /privacy pages, the re-consent dialog, the settings' "Privacy and consents"
 * section and staff's "Legal texts" page. Our wording. The pages read it, with its Filipino, from the
 * message catalogue (domain/src/i18n/{en,fil}/consents.ts).
 */
export const consentMessages = {
  kinds: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    marketing_emails: 'Marketing emails',
    web_push: 'Push notifications on this device',
  },
  field: {
    label: 'Enter a version label.',
    labelLong: (max: number) => `The label is at most ${max} characters.`,
    labelChars: 'Use letters, digits, dots, dashes or underscores.',
    effectiveOn: 'Enter the date it takes effect.',
    effectivePast: 'The date it takes effect cannot be before today.',
    bodyEn: 'Enter the English text.',
    bodyFil: 'Enter the Filipino text.',
    bodyLong: (max: number) => `The text is at most ${max.toLocaleString('en-US')} characters.`,
  },
  versionExists: 'A version with that label already exists.',
  notFound: 'That version was not found.',
  notCurrent: 'That is not the version in effect now. Reload the page and read the current one.',
  page: {
    effective: (date: string) => `In effect since ${date}`,
    upcoming: (date: string) => `Takes effect on ${date}`,
    older: (date: string) => `This is an earlier version, in effect from ${date}.`,
    readCurrent: 'Read the current version',
    contents: 'Contents',
    versions: 'Earlier versions',
    versionLine: (label: string, date: string) => `Version ${label}, in effect from ${date}`,
    loadFailed: 'This text could not be loaded. Try again in a moment.',
    termsSummary:
      'The terms for renting and listing storage, parking and warehouse space on the platform: accounts, bookings, payments, cancellations and disputes.',
    privacySummary:
      'What personal data the platform collects, why, how long it keeps it and the rights the Data Privacy Act of 2012 gives you.',
    credits: 'Place data and credits',
  },
  dialog: {
    title: 'We updated our terms',
    intro: 'Please read what changed. To keep using Espasyo, agree to the versions now in effect.',
    changed: (kind: string, date: string) => `${kind}, in effect since ${date}`,
    readNew: 'Read the new version',
    readOld: 'Compare with the version you agreed to',
    agree: 'I agree',
    agreeing: 'Saving...',
    signOut: 'Sign out',
    failed: 'Your agreement could not be saved. Try again.',
  },
  settings: {
    title: 'Privacy and consents',
    description:
      'What you agreed to and when. You can withdraw a consent as easily as you gave it, under the Data Privacy Act of 2012.',
    given: (version: string | null, date: string) =>
      version ? `Agreed to version ${version} on ${date}` : `Given on ${date}`,
    withdrawnOn: (date: string) => `Withdrawn on ${date}`,
    never: 'Not given',
    withdraw: 'Withdraw',
    give: 'Give',
    legalWithdraw:
      'You cannot use Espasyo without agreeing to these. To withdraw, close your account: your data is then erased or anonymised.',
    closeAccount: 'Close my account',
    marketingOn: 'You will get news and offers by email.',
    marketingOff: 'You will no longer get news and offers by email.',
    pushUnsupported: 'This browser cannot show push notifications.',
    history: 'History',
    historyLine: (what: string, action: string, date: string) => `${date}: ${what} ${action}`,
    actions: { given: 'given', withdrawn: 'withdrawn' },
    loadFailed: 'Your consents could not be loaded.',
    read: 'Read it',
    on: 'On',
    off: 'Off',
    tryAgain: 'Try again',
  },
  admin: {
    nav: 'Legal texts',
    title: 'Legal texts',
    description:
      'Every version of the Terms of Service and the Privacy Policy, and how many people agree to each now. A new version asks every signed-in person to agree again once it takes effect.',
    columns: { version: 'Version', effective: 'In effect from', agreed: 'People who agree', state: 'State' },
    states: { current: 'Current', upcoming: 'Upcoming', past: 'Past' },
    publish: 'Publish a new version',
    publishing: 'Publishing...',
    published: (kind: string, label: string) => `${kind} version ${label} published.`,
    fields: {
      kind: 'Which text',
      label: 'Version label',
      labelHelp: 'For example 2027-01-01 or v3.',
      effectiveOn: 'Takes effect on',
      effectiveHelp: 'Today or later. People are asked to agree again from that day.',
      bodyEn: 'Text in English',
      bodyFil: 'Text in Filipino',
      bodyHelp: 'Plain text. Start a section with “## ”, a list item with “- ”, a link as [words](/page).',
    },
    empty: 'No versions yet.',
    loadFailed: 'The legal texts could not be loaded.',
  },
};
