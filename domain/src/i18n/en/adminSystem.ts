/**
 * The admin area's system pages (issue 34): /settings (every setting's label and help, the save
 * bar, history, import, export and reset), /admin-tools (scheduled jobs, deliveries, ratings, the
 * CSV and data exports) and the admin area's shared parts (a change's before → after). English word
 * for word as the pages had it; 'Platform Settings' and the settings failures' wrapping as
 * docs/product/errors.md has them.
 */
export default {
  shared: {
    /** A value as a person reads it in a change list. */
    none: '(none)',
    on: 'On',
    off: 'Off',
    empty: '(empty)',
    noChanges: 'No field values changed.',
    changedFrom: 'changed from',
    changedTo: 'to',
  },
  settings: {
    title: 'Platform Settings',
    description: 'Changes apply to everyone as soon as they are saved.',
    resetAll: 'Reset all',
    loadError: 'Settings could not be loaded',
    tabs: 'Settings categories',
    unsavedMark: '(unsaved changes)',
    leave: {
      title: 'Leave without saving?',
      text: 'Your changes to {categories} settings are not saved yet.',
      confirm: 'Leave and discard changes',
    },
    lastChanged: {
      /** 'Last changed <when> by <who>. Last import <when>.' */
      changed: 'Last changed',
      by: 'by',
      you: 'you',
      anAdmin: 'an administrator',
      imported: 'Last import',
    },
    form: {
      heading: '{category} settings',
      reset: 'Reset {category} to defaults',
      unsaved: 'Unsaved changes',
      allSaved: 'All changes saved',
      discard: 'Discard',
      saving: 'Saving...',
      save: 'Save',
      saveWhat: '{category} settings',
      saved: '{category} settings saved.',
    },
    remote: {
      title: 'Changed in another tab or by another administrator',
      updated: 'New values are shown for: {fields}.',
      conflicts: 'Your unsaved edits were kept. Saving will replace these new values:',
      discard: 'Discard my edits',
      dismiss: 'Dismiss',
    },
    tags: {
      added: '{label}: {count} added',
      remove: 'Remove {value}',
    },
    diff: {
      nothing: 'Nothing will change: every value is already the same.',
      changes: '{category} changes',
    },
    export: {
      button: 'Export',
      pending: 'Exporting...',
      done: 'Settings exported to {name}.',
    },
    import: {
      file: 'Settings file to import',
      button: 'Import',
      title: 'Import these settings?',
      text: 'From {file}. Categories and values missing from the file take the built-in defaults. {count, plural, =0 {} one {# value will change.} other {# values will change.}}',
      confirm: 'Import settings',
      pending: 'Importing...',
      done: 'Imported settings from {file}.',
      problems: '{file} was not imported. Nothing was changed.',
      dismiss: 'Dismiss',
    },
    reset: {
      all: 'all settings',
      one: '{category} settings',
      title: 'Reset {what} to defaults?',
      text: '{count, plural, one {# value will go back to the values of a new installation. Everyone sees the change at once.} other {# values will go back to the values of a new installation. Everyone sees the change at once.}}',
      confirm: 'Reset {what}',
      pending: 'Resetting...',
      done: 'Reset {what} to defaults.',
    },
    history: {
      title: 'Change history',
      description: 'Every saved change, reset and import, newest first.',
      category: 'Category',
      allCategories: 'All categories',
      loading: 'Loading history',
      retry: 'Try again',
      emptyTitle: 'No changes yet',
      emptyCategory: 'Nobody has changed the {category} settings yet.',
      emptyAll: 'Changes appear here as soon as someone saves settings.',
      list: 'Settings changes',
      loadingMore: 'Loading...',
      more: 'Load more',
      action: 'Action',
      update: 'Update',
      system: 'System',
      you: 'You',
      anAdmin: 'An administrator',
    },
    /** A number's unit beside its field. */
    units: {
      days: 'days',
      minutes: 'minutes',
      attempts: 'attempts',
      requests: 'requests',
      characters: 'characters',
      ms: 'ms',
      bytes: 'bytes',
      px: 'px',
    },
    categories: {
      general: {
        title: 'General',
        /** The category inside a sentence ('Reset general to defaults'). */
        noun: 'general',
        description: 'Name, locale, contact details and maintenance mode.',
        groups: {
          platform: 'Platform',
          locale: 'Locale',
          contact: 'Contact and policies',
          maintenance: 'Maintenance',
        },
        fields: {
          platformName: {
            label: 'Platform name',
            help: 'Shown in the site header and footer, page titles and emails.',
          },
          platformDescription: {
            label: 'Platform description',
            help: 'One or two sentences about the platform, kept with the settings and given to the app; no page shows it yet.',
          },
          currency: {
            label: 'Currency',
            help: 'The currency code the API gives with prices and quotes. Espasyo charges, stores and shows every amount in Philippine pesos (₱, kept in centavos) whichever code is chosen.',
          },
          timezone: {
            label: 'Time zone',
            help: 'Every date and time on the site and in emails is shown in this time zone, booking days are counted in it, and daily jobs run at their hour in it.',
          },
          language: {
            label: 'Default language',
            help: 'Kept with the settings and given to the app; the site is in English only for now.',
          },
          dateFormat: {
            label: 'Date format',
            help: 'Kept with the settings and given to the app; pages and emails write dates as “Mon, 24 Nov 2026” and exported files as 2026-11-24 whatever is chosen.',
          },
          maintenanceMode: {
            label: 'Maintenance mode',
            help: 'While on, only administrators can use the platform; everyone else sees the maintenance message.',
          },
          maintenanceMessage: {
            label: 'Maintenance message',
            help: 'Shown to everyone while maintenance mode is on.',
          },
          contactEmail: {
            label: 'Contact email',
            help: 'Where users reach support; shown in the landing page’s support section.',
          },
          privacyPolicyUrl: {
            label: 'Privacy policy URL',
            help: 'Where the landing page’s privacy link goes: a path on this site such as /privacy, or a full https:// address.',
          },
          termsOfServiceUrl: {
            label: 'Terms of service URL',
            help: 'Where the landing page’s terms link goes: a path on this site such as /terms, or a full https:// address.',
          },
          supportUrl: {
            label: 'Support URL',
            help: 'Kept with the settings and given to the app; the site’s Support links go to the landing page’s support section.',
          },
          version: { label: 'Version', help: 'The platform version shown in the footer.' },
        },
      },
      financial: {
        title: 'Financial',
        noun: 'financial',
        description: 'Fees, tax, refunds and payouts.',
        groups: {
          fees: 'Fees',
          tax: 'Tax',
          payments: 'Payments and payouts',
          invoices: 'Invoices',
          rentals: 'Monthly rentals',
        },
        fields: {
          platformFeePercentage: {
            label: 'Platform fee',
            help: "Percentage of each booking's subtotal deducted from the host's earnings. Between 0% and 50%.",
          },
          hostPayoutDelay: {
            label: 'Host payout delay',
            help: "Days after a booking starts before the host's earnings can be paid out.",
          },
          refundPolicy: {
            label: 'Default cancellation policy',
            help: 'Given to new listings; hosts can pick another. Flexible: refund minus the cancellation fee until 24 hours before. Moderate: until 5 days before, then 50%. Strict: 50% until 14 days before.',
          },
          taxCalculationEnabled: {
            label: 'Calculate tax',
            help: "Add tax at the rate below to each booking's subtotal.",
          },
          taxRate: {
            label: 'Tax rate',
            help: 'Used only while tax calculation is on. Philippine VAT is 12%.',
          },
          minimumPayout: {
            label: 'Minimum payout',
            help: 'The smallest amount, in pesos, a host can withdraw.',
          },
          paymentGateway: {
            label: 'Payment gateway',
            help: 'Which gateway takes payments. Without its credentials on the server, the built-in sandbox runs in test mode.',
          },
          autoPayouts: {
            label: 'Automatic payouts',
            help: "Pay hosts' available balances out every day at 02:00 without waiting for a request.",
          },
          payoutWithholding: {
            label: 'Withhold tax from payouts',
            help: 'Withhold 1% of one-half of each payout (0.5%) as creditable withholding tax under RR 16-2023, shown on the payout and summed per host per quarter.',
          },
          companyName: {
            label: 'Registered name',
            help: "The platform's registered business name, printed on the fee invoices issued to hosts.",
          },
          companyAddress: {
            label: 'Registered address',
            help: 'The registered business address printed on the invoices.',
          },
          companyTin: {
            label: 'TIN',
            help: "The platform's Taxpayer Identification Number on the invoices: ###-###-### and the branch code, e.g. 123-456-789-00000.",
          },
          cancellationFeePercentage: {
            label: 'Cancellation fee',
            help: 'Percentage of the subtotal kept when a client cancels a confirmed booking.',
          },
          tenancyGraceDays: {
            label: 'Grace period for unpaid bills',
            help: "Days after a monthly bill's due date before the host may end the tenancy with 7 days' notice for non-payment. From 0 to 30.",
          },
          tenancyHostNoticeDays: {
            label: "Host's notice to end a monthly rental",
            help: 'The least notice a host gives to end a monthly tenancy, unless a bill is unpaid past its grace. From 7 to 90 days.',
          },
        },
      },
      security: {
        title: 'Security',
        noun: 'security',
        description: 'Verification, sign-in protection, the password policy and the cap on open booking requests.',
        groups: {
          verification: 'Verification',
          signIn: 'Sign-in',
          password: 'Password policy',
          requests: 'Booking requests',
          pass: 'Access pass',
        },
        fields: {
          requireIdVerification: {
            label: 'Require ID verification',
            help: 'Users need an approved government ID before publishing a listing or requesting a booking.',
          },
          autoVerifyHosts: {
            label: 'Auto-verify hosts',
            help: "Approve hosts' ID submissions at once, without review.",
          },
          backgroundCheckRequired: {
            label: 'Require background check',
            help: 'Hosts publish listings only once staff have recorded their background check (an NBI clearance checked against their approved government ID) on the ID Verification page; hosts are asked for an approved ID first.',
          },
          twoFactorAuthRequired: {
            label: 'Require two-factor authentication',
            help: 'Users confirm each sign-in with a code from an authenticator app.',
          },
          sessionTimeoutMinutes: {
            label: 'Session timeout',
            help: 'Users are signed out after this many minutes without activity.',
          },
          maxLoginAttempts: {
            label: 'Max login attempts',
            help: 'Failed sign-ins allowed before the account is locked. Between 1 and 20.',
          },
          maxOpenRequests: {
            label: 'Open requests per client',
            help: "Requests one client may have waiting for a host's answer at a time; each holds its units until answered or a day passes. Instant bookings awaiting payment do not count. Between 1 and 100.",
          },
          passMarginMinutes: {
            label: 'Pass margin for hourly parking',
            help: "How long before and after an hourly booking's hours its access pass is valid at the gate. Between 0 and 120.",
          },
          maxOpenRequestsPerListing: {
            label: 'Open requests per space',
            help: 'Of those, how many may be for one space. Between 1 and 100, and no more than the open requests per client.',
          },
          accountLockoutMinutes: {
            label: 'Account lockout',
            help: 'How long an account stays locked after too many failed sign-ins.',
          },
          passwordMinLength: {
            label: 'Password minimum length',
            help: 'Between 6 and 128, for every new password: at sign-up, reset and change. Sign-up also always asks for at least 8 characters with an uppercase letter, a lowercase letter and a number.',
          },
          passwordRequireSpecialChar: {
            label: 'Require a special character',
            help: 'New passwords need a special character (for example ! @ # $ %).',
          },
          passwordRequireNumbers: {
            label: 'Require a number',
            help: 'New passwords need a number.',
          },
          passwordRequireUppercase: {
            label: 'Require an uppercase letter',
            help: 'New passwords need an uppercase letter.',
          },
          phoneVerificationRequired: {
            label: 'Require phone verification',
            help: 'Users confirm their mobile number with a 6-digit code sent by SMS.',
          },
          emailVerificationRequired: {
            label: 'Require email verification',
            help: 'Users confirm their email address with a link sent at sign-up.',
          },
        },
      },
      notifications: {
        title: 'Notifications',
        noun: 'notifications',
        description: 'Which notifications are sent, how, and for how long they are kept.',
        groups: {
          channels: 'Channels',
          events: 'Events',
          reports: 'Reports and retention',
        },
        fields: {
          emailNotifications: {
            label: 'Email notifications',
            help: 'Send a copy of notifications by email, as each user prefers.',
          },
          smsNotifications: {
            label: 'SMS notifications',
            help: 'Send urgent notifications by text message.',
          },
          pushNotifications: {
            label: 'Browser notifications',
            help: 'Send push notifications to the phones and computers users turned them on for, as each user prefers.',
          },
          marketingEmails: {
            label: 'Marketing emails',
            help: 'Let announcements be emailed as news (chosen on each announcement), only to the clients and hosts who turned on “News and offers” in their notification settings. When off, nobody gets one, whatever they chose.',
          },
          bookingConfirmations: {
            label: 'Booking confirmations',
            help: 'Email both sides when a booking is requested, accepted, paid or cancelled, as each user prefers. They are told in the app either way.',
          },
          paymentNotifications: {
            label: 'Payment notifications',
            help: 'Email users about their payments and refunds, and hosts about their payouts, as each user prefers. They are told in the app either way.',
          },
          reviewNotifications: {
            label: 'Review notifications',
            help: 'Email users when a review of them is published, as each user prefers. They are told in the app either way.',
          },
          systemAlerts: {
            label: 'System alerts',
            help: 'Alert administrators about failed jobs, payouts, webhooks and deliveries. Staff’s notices to one user are emailed only while this is on.',
          },
          maintenanceNotifications: {
            label: 'Maintenance notifications',
            help: 'When maintenance mode is switched on, email its message to the clients and hosts who get platform news (while email notifications are on). When off, maintenance begins without an email; the site shows the message either way.',
          },
          reportInterval: {
            label: 'Report interval',
            help: 'How often administrators are emailed the platform summary — bookings, payments, refunds, revenue, new users and disputes — at 07:00: daily for the day before, weekly on Mondays for the week before, monthly on the 1st for the month before.',
          },
          notificationRetentionDays: {
            label: 'Notification retention',
            help: 'Read notifications older than this are deleted.',
          },
        },
      },
      api: {
        title: 'API',
        noun: 'API',
        description: 'Rate limits, cross-origin access, the payment gateway timeout and logging.',
        groups: {
          rateLimits: 'Rate limits',
          cors: 'Cross-origin access',
          gateway: 'Gateway, logs and version',
        },
        fields: {
          rateLimitPerMinute: {
            label: 'Rate limit per minute',
            help: 'Requests one client may make per minute. Between 1 and 10,000.',
          },
          rateLimitPerHour: {
            label: 'Rate limit per hour',
            help: 'Requests one client may make per hour.',
          },
          rateLimitPerDay: {
            label: 'Rate limit per day',
            help: 'Requests one client may make per day.',
          },
          allowCors: {
            label: 'Allow cross-origin requests',
            help: 'Let the websites listed below call the API from a browser.',
          },
          corsOrigins: {
            label: 'Allowed origins',
            help: 'Full origins with https://. Press Enter or type a comma after each one.',
          },
          webhookTimeout: {
            label: 'Payment gateway timeout',
            help: 'How long to wait for Stripe or PayMongo to answer a call — a checkout, a refund, the payment behind a webhook, the daily reconciliation — before giving up. Refunds and webhook events are tried again on their own; a payer can try again. 30,000 ms is 30 seconds.',
          },
          enableApiLogs: {
            label: 'API request logs',
            help: 'Write one line to the server log for each API request: method, path and route, status, time taken, user and request id. When off, API requests are not logged (server errors still are); pages and files are logged either way.',
          },
          apiVersion: {
            label: 'API version',
            help: 'Sent with every API answer in the X-API-Version header, for the programs that call the API.',
          },
        },
      },
      storage: {
        title: 'Storage',
        noun: 'storage',
        description: 'Uploads, image processing and where files are kept.',
        groups: {
          uploads: 'Uploads',
          images: 'Images',
        },
        fields: {
          maxFileSize: {
            label: 'Maximum file size',
            help: 'In bytes, for photos and documents. 10,485,760 bytes is 10 MB.',
          },
          allowedImageTypes: {
            label: 'Allowed image types',
            help: 'Photo files users may upload, by extension. Choose at least one.',
          },
          allowedDocumentTypes: {
            label: 'Allowed document types',
            help: 'Document files users may upload, by extension. Choose at least one.',
          },
          imageQuality: {
            label: 'Image quality',
            help: 'Quality of resized photos, from 1 to 100. Higher looks better but loads slower on mobile data.',
          },
          generateThumbnails: {
            label: 'Generate thumbnails',
            help: 'Make a small copy of each listing photo, at the thumbnail size below, for lists and search results. When off, photos uploaded from then on get none and lists show their 640-pixel copy instead.',
          },
          thumbnailSize: {
            label: 'Thumbnail size',
            help: 'Width of a thumbnail, in pixels (photos are 4:3). Used while thumbnails are on.',
          },
          cloudStorageProvider: {
            label: 'File storage',
            help: 'Recorded for reference only: where uploads are kept is set on the server (the S3_* environment variables for a bucket, else its data folder), not here.',
          },
        },
      },
    },
    /** A select's options, by field and value. */
    options: {
      currency: { PHP: 'PHP — Philippine peso (₱)', USD: 'USD — US dollar ($)' },
      language: { en: 'English', fil: 'Filipino' },
      refundPolicy: { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' },
      paymentGateway: {
        stripe: 'Stripe',
        paymongo: 'PayMongo (GCash, Maya, cards)',
        sandbox: 'Sandbox (test mode, no real money)',
      },
      reportInterval: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
      cloudStorageProvider: { local: 'This server (local folder)', s3: 'S3-compatible bucket' },
    },
    /** Under the financial settings: the gateway really in use is in sandbox. */
    testMode: 'Test mode',
    /** docs/product/errors.md: a failure the server did not word itself, wrapped. */
    failures: {
      updateFailed: 'Failed to update settings: {detail}',
      historyFailed: 'Failed to load settings history: {detail}',
      importFailed: 'Failed to import settings: {detail}',
      exportFailed: 'Failed to export settings: {detail}',
      resetFailed: 'Failed to reset settings: {detail}',
    },
  },
  tools: {
    title: 'Admin Tools',
    description: 'Scheduled jobs, deliveries, ratings and data exports. Times are in {zone} time.',
    jobs: {
      title: 'Scheduled jobs',
      loading: 'Loading jobs',
      error: 'The jobs could not be loaded',
      emptyTitle: 'No scheduled jobs',
      emptyText: 'Jobs appear here when a part of the platform schedules work, such as expiring booking requests.',
      schedule: 'Schedule',
      lastRun: 'Last run',
      nextRun: 'Next run',
      running: 'Running now',
      notRun: 'Not run yet',
      failed: 'Failed',
      succeeded: 'Succeeded',
      runNow: 'Run now',
      runNowLabel: 'Run {job} now',
      confirmTitle: 'Run {job} now?',
      pending: 'Running...',
      jobFailed: 'The job failed.',
      jobFailedTitle: '{job} failed',
      jobDone: 'The job finished.',
      jobDoneTitle: '{job} finished',
      every: {
        days: '{count, plural, one {Every day} other {Every # days}}',
        hours: '{count, plural, one {Every hour} other {Every # hours}}',
        minutes: '{count, plural, one {Every minute} other {Every # minutes}}',
        seconds: 'Every {count} seconds',
      },
    },
    deliveries: {
      title: 'Deliveries',
      description:
        'Emails, text messages, file clean-up and realtime pushes, sent after the change that caused them. Each is tried again with growing waits; one that still fails stops here until you retry it.',
      show: 'Show',
      loading: 'Loading deliveries',
      error: 'The deliveries could not be loaded',
      emptyOpenTitle: 'Nothing waiting or failed',
      emptyOpenText: 'Every email, text message, file clean-up and realtime push has gone out.',
      emptyTitle: 'No deliveries here',
      emptyText: 'Choose another status to see more.',
      count: '{count, plural, one {# delivery} other {# deliveries}}',
      pages: 'Deliveries pages',
      filters: {
        open: 'Waiting and failed',
        failed: 'Failed',
        pending: 'Waiting',
        delivering: 'Sending',
        delivered: 'Delivered',
      },
      statuses: { pending: 'Waiting', delivering: 'Sending', delivered: 'Delivered', failed: 'Failed' },
      kinds: {
        email: 'Email',
        sms: 'Text message',
        fileDelete: 'File clean-up',
        realtime: 'Realtime push',
        paymentRefund: 'Refund at the gateway',
        paymentCloseCheckout: 'Checkout closed at the gateway',
        paymentWebhook: 'Gateway event processed',
      },
      columns: {
        kind: 'Kind',
        recipient: 'Recipient / summary',
        status: 'Status',
        attempts: 'Attempts',
        lastError: 'Last error',
        times: 'Times',
        actions: 'Actions',
      },
      attemptsOf: '{attempts} of {max}',
      queued: 'Queued',
      nextTry: 'Next try',
      failedAt: 'Failed',
      deliveredAt: 'Delivered',
      retry: 'Retry',
      retrying: 'Retrying...',
      retryLabel: 'Retry {kind}',
      retryLabelTo: 'Retry {kind} to {recipient}',
      delivered: 'Delivered',
      failedAgain: 'It failed again.',
      retryFailed: 'Retry failed',
      later: 'It will be tried again shortly.',
      notYet: 'Not delivered yet',
      refused: 'Retry refused',
    },
    recompute: {
      title: 'Recompute ratings',
      description:
        'Work out every listing’s and user’s rating again from the reviews that are visible. Ratings are kept up to date as reviews come in; use this after fixing data by hand.',
      button: 'Recompute ratings',
      confirmTitle: 'Recompute every rating now?',
      confirmText: 'Each listing’s and user’s rating and number of ratings are counted again from the visible reviews.',
      pending: 'Recomputing...',
      doneTitle: 'Ratings recomputed',
      done: 'Recomputed {listings} listings and {users} users',
    },
    csv: {
      title: 'Export bookings and payments',
      description:
        'Download bookings made, or payments started, between two days as a CSV file for a spreadsheet or the accountant. Money is in pesos with two decimals and in centavos; times are in the platform’s time zone. The files hold personal data: keep them safe and delete them when done.',
      from: 'From',
      to: 'To',
      bookings: 'Download bookings',
      payments: 'Download payments',
      downloading: 'Downloading...',
      done: 'Saved {name}.',
      failedTitle: 'Download failed',
    },
    data: {
      title: 'Export data',
      description:
        "Download the platform's data as one JSON file, for a backup or an audit. It holds personal data: keep it safe and delete it when done.",
      button: 'Export data',
      pending: 'Exporting...',
      done: 'Data exported to {name}.',
      failedTitle: 'Export failed',
    },
  },
} as const;
