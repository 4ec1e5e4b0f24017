import { Bell, Code, HardDrive, Settings, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { allowedDocumentTypes, allowedImageTypes } from '@espasyo/domain/settings/schema';
import { PH_TIME_ZONE, type PlatformSettings, type SettingsCategory } from '@espasyo/domain/settings/defaults';
import { passwordRuleWords as rule } from '@espasyo/domain/settings/password-rules';

/**
 * How each platform setting of docs/product/records.md is shown: its label, help text and control.
 * The values and their validation come from the domain (defaults and schema); this file
 * only says how a person reads them.
 */

type Option = { value: string; label: string };

export type FieldMeta =
  | { kind: 'text'; label: string; help: string; input?: 'text' | 'email' | 'url'; multiline?: boolean }
  | { kind: 'number'; label: string; help: string; unit?: string; step?: number }
  | { kind: 'boolean'; label: string; help: string }
  | { kind: 'select'; label: string; help: string; options: Option[] }
  | { kind: 'list'; label: string; help: string; placeholder?: string }
  /** A list whose values come from a fixed set: a group of checkboxes. */
  | { kind: 'choices'; label: string; help: string; choices: readonly string[] };

type CategoryMeta<C extends SettingsCategory> = {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Fields in groups, so a long category reads in sections. Every field appears exactly once. */
  groups: Array<{ title: string; fields: Array<keyof PlatformSettings[C] & string> }>;
  fields: { [K in keyof PlatformSettings[C] & string]: FieldMeta };
};

export type SettingsMeta = { [C in SettingsCategory]: CategoryMeta<C> };

const percent = { unit: '%', step: 0.1 } as const;

export const settingsMeta: SettingsMeta = {
  general: {
    title: 'General',
    description: 'Name, locale, contact details and maintenance mode.',
    icon: Settings,
    groups: [
      { title: 'Platform', fields: ['platformName', 'platformDescription', 'version'] },
      { title: 'Locale', fields: ['currency', 'timezone', 'language', 'dateFormat'] },
      {
        title: 'Contact and policies',
        fields: ['contactEmail', 'supportUrl', 'privacyPolicyUrl', 'termsOfServiceUrl'],
      },
      { title: 'Maintenance', fields: ['maintenanceMode', 'maintenanceMessage'] },
    ],
    fields: {
      platformName: {
        kind: 'text',
        label: 'Platform name',
        help: 'Shown in the site header and footer, page titles and emails.',
      },
      platformDescription: {
        kind: 'text',
        multiline: true,
        label: 'Platform description',
        help: 'One or two sentences about the platform, kept with the settings and given to the app; no page shows it yet.',
      },
      currency: {
        kind: 'select',
        label: 'Currency',
        help: 'The currency code the API gives with prices and quotes. Espasyo charges, stores and shows every amount in Philippine pesos (₱, kept in centavos) whichever code is chosen.',
        options: [
          { value: 'PHP', label: 'PHP — Philippine peso (₱)' },
          { value: 'USD', label: 'USD — US dollar ($)' },
        ],
      },
      timezone: {
        kind: 'select',
        label: 'Time zone',
        help: 'Every date and time on the site and in emails is shown in this time zone, booking days are counted in it, and daily jobs run at their hour in it.',
        options: [
          { value: PH_TIME_ZONE, label: `${PH_TIME_ZONE} (UTC+8)` },
          { value: 'UTC', label: 'UTC' },
        ],
      },
      language: {
        kind: 'select',
        label: 'Default language',
        help: 'Kept with the settings and given to the app; the site is in English only for now.',
        options: [
          { value: 'en', label: 'English' },
          { value: 'fil', label: 'Filipino' },
        ],
      },
      dateFormat: {
        kind: 'select',
        label: 'Date format',
        help: 'Kept with the settings and given to the app; pages and emails write dates as “Mon, 24 Nov 2026” and exported files as 2026-11-24 whatever is chosen.',
        options: [
          { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (11/24/2026)' },
          { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (24/11/2026)' },
          { value: 'YYYY-MM-DD', label: 'YYYY-MM-DD (2026-11-24)' },
        ],
      },
      maintenanceMode: {
        kind: 'boolean',
        label: 'Maintenance mode',
        help: 'While on, only administrators can use the platform; everyone else sees the maintenance message.',
      },
      maintenanceMessage: {
        kind: 'text',
        multiline: true,
        label: 'Maintenance message',
        help: 'Shown to everyone while maintenance mode is on.',
      },
      contactEmail: {
        kind: 'text',
        input: 'email',
        label: 'Contact email',
        help: 'Where users reach support; shown in the landing page’s support section.',
      },
      privacyPolicyUrl: {
        kind: 'text',
        label: 'Privacy policy URL',
        help: 'Where the landing page’s privacy link goes: a path on this site such as /privacy, or a full https:// address.',
      },
      termsOfServiceUrl: {
        kind: 'text',
        label: 'Terms of service URL',
        help: 'Where the landing page’s terms link goes: a path on this site such as /terms, or a full https:// address.',
      },
      supportUrl: {
        kind: 'text',
        label: 'Support URL',
        help: 'Kept with the settings and given to the app; the site’s Support links go to the landing page’s support section.',
      },
      version: { kind: 'text', label: 'Version', help: 'The platform version shown in the footer.' },
    },
  },
  financial: {
    title: 'Financial',
    description: 'Fees, tax, refunds and payouts.',
    icon: Wallet,
    groups: [
      { title: 'Fees', fields: ['platformFeePercentage', 'cancellationFeePercentage', 'refundPolicy'] },
      { title: 'Tax', fields: ['taxCalculationEnabled', 'taxRate'] },
      {
        title: 'Payments and payouts',
        fields: ['paymentGateway', 'minimumPayout', 'hostPayoutDelay', 'autoPayouts', 'payoutWithholding'],
      },
      { title: 'Invoices', fields: ['companyName', 'companyAddress', 'companyTin'] },
      { title: 'Monthly rentals', fields: ['tenancyGraceDays', 'tenancyHostNoticeDays'] },
    ],
    fields: {
      platformFeePercentage: {
        kind: 'number',
        ...percent,
        label: 'Platform fee',
        help: "Percentage of each booking's subtotal deducted from the host's earnings. Between 0% and 50%.",
      },
      hostPayoutDelay: {
        kind: 'number',
        unit: 'days',
        step: 1,
        label: 'Host payout delay',
        help: "Days after a booking starts before the host's earnings can be paid out.",
      },
      refundPolicy: {
        kind: 'select',
        label: 'Default cancellation policy',
        help: 'Given to new listings; hosts can pick another. Flexible: refund minus the cancellation fee until 24 hours before. Moderate: until 5 days before, then 50%. Strict: 50% until 14 days before.',
        options: [
          { value: 'flexible', label: 'Flexible' },
          { value: 'moderate', label: 'Moderate' },
          { value: 'strict', label: 'Strict' },
        ],
      },
      taxCalculationEnabled: {
        kind: 'boolean',
        label: 'Calculate tax',
        help: "Add tax at the rate below to each booking's subtotal.",
      },
      taxRate: {
        kind: 'number',
        ...percent,
        label: 'Tax rate',
        help: 'Used only while tax calculation is on. Philippine VAT is 12%.',
      },
      minimumPayout: {
        kind: 'number',
        unit: '₱',
        step: 1,
        label: 'Minimum payout',
        help: 'The smallest amount, in pesos, a host can withdraw.',
      },
      paymentGateway: {
        kind: 'select',
        label: 'Payment gateway',
        help: 'Which gateway takes payments. Without its credentials on the server, the built-in sandbox runs in test mode.',
        options: [
          { value: 'stripe', label: 'Stripe' },
          { value: 'paymongo', label: 'PayMongo (GCash, Maya, cards)' },
          { value: 'sandbox', label: 'Sandbox (test mode, no real money)' },
        ],
      },
      autoPayouts: {
        kind: 'boolean',
        label: 'Automatic payouts',
        help: "Pay hosts' available balances out every day at 02:00 without waiting for a request.",
      },
      payoutWithholding: {
        kind: 'boolean',
        label: 'Withhold tax from payouts',
        help: 'Withhold 1% of one-half of each payout (0.5%) as creditable withholding tax under RR 16-2023, shown on the payout and summed per host per quarter.',
      },
      companyName: {
        kind: 'text',
        label: 'Registered name',
        help: "The platform's registered business name, printed on the fee invoices issued to hosts.",
      },
      companyAddress: {
        kind: 'text',
        multiline: true,
        label: 'Registered address',
        help: 'The registered business address printed on the invoices.',
      },
      companyTin: {
        kind: 'text',
        label: 'TIN',
        help: "The platform's Taxpayer Identification Number on the invoices: ###-###-### and the branch code, e.g. 123-456-789-00000.",
      },
      cancellationFeePercentage: {
        kind: 'number',
        ...percent,
        label: 'Cancellation fee',
        help: 'Percentage of the subtotal kept when a client cancels a confirmed booking.',
      },
      tenancyGraceDays: {
        kind: 'number',
        unit: 'days',
        step: 1,
        label: 'Grace period for unpaid bills',
        help: "Days after a monthly bill's due date before the host may end the tenancy with 7 days' notice for non-payment. From 0 to 30.",
      },
      tenancyHostNoticeDays: {
        kind: 'number',
        unit: 'days',
        step: 1,
        label: "Host's notice to end a monthly rental",
        help: 'The least notice a host gives to end a monthly tenancy, unless a bill is unpaid past its grace. From 7 to 90 days.',
      },
    },
  },
  security: {
    title: 'Security',
    description: 'Verification, sign-in protection, the password policy and the cap on open booking requests.',
    icon: ShieldCheck,
    groups: [
      {
        title: 'Verification',
        fields: [
          'requireIdVerification',
          'autoVerifyHosts',
          'backgroundCheckRequired',
          'emailVerificationRequired',
          'phoneVerificationRequired',
        ],
      },
      {
        title: 'Sign-in',
        fields: ['twoFactorAuthRequired', 'sessionTimeoutMinutes', 'maxLoginAttempts', 'accountLockoutMinutes'],
      },
      {
        title: 'Password policy',
        fields: [
          'passwordMinLength',
          'passwordRequireUppercase',
          'passwordRequireNumbers',
          'passwordRequireSpecialChar',
        ],
      },
      { title: 'Booking requests', fields: ['maxOpenRequests', 'maxOpenRequestsPerListing'] },
      { title: 'Access pass', fields: ['passMarginMinutes'] },
    ],
    fields: {
      requireIdVerification: {
        kind: 'boolean',
        label: 'Require ID verification',
        help: 'Users need an approved government ID before publishing a listing or requesting a booking.',
      },
      autoVerifyHosts: {
        kind: 'boolean',
        label: 'Auto-verify hosts',
        help: "Approve hosts' ID submissions at once, without review.",
      },
      backgroundCheckRequired: {
        kind: 'boolean',
        label: 'Require background check',
        help: 'Hosts publish listings only once staff have recorded their background check (an NBI clearance checked against their approved government ID) on the ID Verification page; hosts are asked for an approved ID first.',
      },
      twoFactorAuthRequired: {
        kind: 'boolean',
        label: 'Require two-factor authentication',
        help: 'Users confirm each sign-in with a code from an authenticator app.',
      },
      sessionTimeoutMinutes: {
        kind: 'number',
        unit: 'minutes',
        step: 1,
        label: 'Session timeout',
        help: 'Users are signed out after this many minutes without activity.',
      },
      maxLoginAttempts: {
        kind: 'number',
        step: 1,
        unit: 'attempts',
        label: 'Max login attempts',
        help: 'Failed sign-ins allowed before the account is locked. Between 1 and 20.',
      },
      maxOpenRequests: {
        kind: 'number',
        step: 1,
        unit: 'requests',
        label: 'Open requests per client',
        help: "Requests one client may have waiting for a host's answer at a time; each holds its units until answered or a day passes. Instant bookings awaiting payment do not count. Between 1 and 100.",
      },
      passMarginMinutes: {
        kind: 'number',
        step: 1,
        unit: 'minutes',
        label: 'Pass margin for hourly parking',
        help: "How long before and after an hourly booking's hours its access pass is valid at the gate. Between 0 and 120.",
      },
      maxOpenRequestsPerListing: {
        kind: 'number',
        step: 1,
        unit: 'requests',
        label: 'Open requests per space',
        help: 'Of those, how many may be for one space. Between 1 and 100, and no more than the open requests per client.',
      },
      accountLockoutMinutes: {
        kind: 'number',
        unit: 'minutes',
        step: 1,
        label: 'Account lockout',
        help: 'How long an account stays locked after too many failed sign-ins.',
      },
      passwordMinLength: {
        kind: 'number',
        unit: 'characters',
        step: 1,
        label: 'Password minimum length',
        help: `Between 6 and 128, for every new password: at sign-up, reset and change. Sign-up also always asks for at least 8 characters with ${rule.uppercase}, ${rule.lowercase} and ${rule.number}.`,
      },
      passwordRequireSpecialChar: {
        kind: 'boolean',
        label: 'Require a special character',
        help: `New passwords need ${rule.special}.`,
      },
      passwordRequireNumbers: {
        kind: 'boolean',
        label: 'Require a number',
        help: `New passwords need ${rule.number}.`,
      },
      passwordRequireUppercase: {
        kind: 'boolean',
        label: 'Require an uppercase letter',
        help: `New passwords need ${rule.uppercase}.`,
      },
      phoneVerificationRequired: {
        kind: 'boolean',
        label: 'Require phone verification',
        help: 'Users confirm their mobile number with a 6-digit code sent by SMS.',
      },
      emailVerificationRequired: {
        kind: 'boolean',
        label: 'Require email verification',
        help: 'Users confirm their email address with a link sent at sign-up.',
      },
    },
  },
  notifications: {
    title: 'Notifications',
    description: 'Which notifications are sent, how, and for how long they are kept.',
    icon: Bell,
    groups: [
      { title: 'Channels', fields: ['emailNotifications', 'smsNotifications', 'pushNotifications', 'marketingEmails'] },
      {
        title: 'Events',
        fields: [
          'bookingConfirmations',
          'paymentNotifications',
          'reviewNotifications',
          'systemAlerts',
          'maintenanceNotifications',
        ],
      },
      { title: 'Reports and retention', fields: ['reportInterval', 'notificationRetentionDays'] },
    ],
    fields: {
      emailNotifications: {
        kind: 'boolean',
        label: 'Email notifications',
        help: 'Send a copy of notifications by email, as each user prefers.',
      },
      smsNotifications: {
        kind: 'boolean',
        label: 'SMS notifications',
        help: 'Send urgent notifications by text message.',
      },
      pushNotifications: {
        kind: 'boolean',
        label: 'Browser notifications',
        help: 'Send push notifications to the phones and computers users turned them on for, as each user prefers.',
      },
      marketingEmails: {
        kind: 'boolean',
        label: 'Marketing emails',
        help: 'Let announcements be emailed as news (chosen on each announcement), only to the clients and hosts who turned on “News and offers” in their notification settings. When off, nobody gets one, whatever they chose.',
      },
      bookingConfirmations: {
        kind: 'boolean',
        label: 'Booking confirmations',
        help: 'Email both sides when a booking is requested, accepted, paid or cancelled, as each user prefers. They are told in the app either way.',
      },
      paymentNotifications: {
        kind: 'boolean',
        label: 'Payment notifications',
        help: 'Email users about their payments and refunds, and hosts about their payouts, as each user prefers. They are told in the app either way.',
      },
      reviewNotifications: {
        kind: 'boolean',
        label: 'Review notifications',
        help: 'Email users when a review of them is published, as each user prefers. They are told in the app either way.',
      },
      systemAlerts: {
        kind: 'boolean',
        label: 'System alerts',
        help: 'Alert administrators about failed jobs, payouts, webhooks and deliveries. Staff’s notices to one user are emailed only while this is on.',
      },
      maintenanceNotifications: {
        kind: 'boolean',
        label: 'Maintenance notifications',
        help: 'When maintenance mode is switched on, email its message to the clients and hosts who get platform news (while email notifications are on). When off, maintenance begins without an email; the site shows the message either way.',
      },
      reportInterval: {
        kind: 'select',
        label: 'Report interval',
        help: 'How often administrators are emailed the platform summary — bookings, payments, refunds, revenue, new users and disputes — at 07:00: daily for the day before, weekly on Mondays for the week before, monthly on the 1st for the month before.',
        options: [
          { value: 'daily', label: 'Daily' },
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
        ],
      },
      notificationRetentionDays: {
        kind: 'number',
        unit: 'days',
        step: 1,
        label: 'Notification retention',
        help: 'Read notifications older than this are deleted.',
      },
    },
  },
  api: {
    title: 'API',
    description: 'Rate limits, cross-origin access, the payment gateway timeout and logging.',
    icon: Code,
    groups: [
      { title: 'Rate limits', fields: ['rateLimitPerMinute', 'rateLimitPerHour', 'rateLimitPerDay'] },
      { title: 'Cross-origin access', fields: ['allowCors', 'corsOrigins'] },
      { title: 'Gateway, logs and version', fields: ['webhookTimeout', 'enableApiLogs', 'apiVersion'] },
    ],
    fields: {
      rateLimitPerMinute: {
        kind: 'number',
        unit: 'requests',
        step: 1,
        label: 'Rate limit per minute',
        help: 'Requests one client may make per minute. Between 1 and 10,000.',
      },
      rateLimitPerHour: {
        kind: 'number',
        unit: 'requests',
        step: 1,
        label: 'Rate limit per hour',
        help: 'Requests one client may make per hour.',
      },
      rateLimitPerDay: {
        kind: 'number',
        unit: 'requests',
        step: 1,
        label: 'Rate limit per day',
        help: 'Requests one client may make per day.',
      },
      allowCors: {
        kind: 'boolean',
        label: 'Allow cross-origin requests',
        help: 'Let the websites listed below call the API from a browser.',
      },
      corsOrigins: {
        kind: 'list',
        label: 'Allowed origins',
        placeholder: 'https://partner.example.com',
        help: 'Full origins with https://. Press Enter or type a comma after each one.',
      },
      webhookTimeout: {
        kind: 'number',
        unit: 'ms',
        step: 1,
        label: 'Payment gateway timeout',
        help: 'How long to wait for Stripe or PayMongo to answer a call — a checkout, a refund, the payment behind a webhook, the daily reconciliation — before giving up. Refunds and webhook events are tried again on their own; a payer can try again. 30,000 ms is 30 seconds.',
      },
      enableApiLogs: {
        kind: 'boolean',
        label: 'API request logs',
        help: 'Write one line to the server log for each API request: method, path and route, status, time taken, user and request id. When off, API requests are not logged (server errors still are); pages and files are logged either way.',
      },
      apiVersion: {
        kind: 'text',
        label: 'API version',
        help: 'Sent with every API answer in the X-API-Version header, for the programs that call the API.',
      },
    },
  },
  storage: {
    title: 'Storage',
    description: 'Uploads, image processing and where files are kept.',
    icon: HardDrive,
    groups: [
      {
        title: 'Uploads',
        fields: ['maxFileSize', 'allowedImageTypes', 'allowedDocumentTypes', 'cloudStorageProvider'],
      },
      { title: 'Images', fields: ['imageQuality', 'generateThumbnails', 'thumbnailSize'] },
    ],
    fields: {
      maxFileSize: {
        kind: 'number',
        unit: 'bytes',
        step: 1,
        label: 'Maximum file size',
        help: 'In bytes, for photos and documents. 10,485,760 bytes is 10 MB.',
      },
      allowedImageTypes: {
        kind: 'choices',
        choices: allowedImageTypes,
        label: 'Allowed image types',
        help: 'Photo files users may upload, by extension. Choose at least one.',
      },
      allowedDocumentTypes: {
        kind: 'choices',
        choices: allowedDocumentTypes,
        label: 'Allowed document types',
        help: 'Document files users may upload, by extension. Choose at least one.',
      },
      imageQuality: {
        kind: 'number',
        step: 1,
        label: 'Image quality',
        help: 'Quality of resized photos, from 1 to 100. Higher looks better but loads slower on mobile data.',
      },
      generateThumbnails: {
        kind: 'boolean',
        label: 'Generate thumbnails',
        help: 'Make a small copy of each listing photo, at the thumbnail size below, for lists and search results. When off, photos uploaded from then on get none and lists show their 640-pixel copy instead.',
      },
      thumbnailSize: {
        kind: 'number',
        unit: 'px',
        step: 1,
        label: 'Thumbnail size',
        help: 'Width of a thumbnail, in pixels (photos are 4:3). Used while thumbnails are on.',
      },
      cloudStorageProvider: {
        kind: 'select',
        label: 'File storage',
        help: 'Recorded for reference only: where uploads are kept is set on the server (the S3_* environment variables for a bucket, else its data folder), not here.',
        options: [
          { value: 'local', label: 'This server (local folder)' },
          { value: 's3', label: 'S3-compatible bucket' },
        ],
      },
    },
  },
};

/** 'Platform fee' for 'platformFeePercentage'; unknown keys fall back to the key itself. */
export function fieldLabel(category: string, field: string): string {
  const meta = (settingsMeta as Record<string, { fields: Record<string, FieldMeta> }>)[category];
  return meta?.fields[field]?.label ?? field;
}

export function categoryTitle(category: string): string {
  if (category === 'all') return 'All categories';
  return (settingsMeta as Record<string, { title: string }>)[category]?.title ?? category;
}

/** The category's name inside a sentence: 'financial', but 'API' stays as written. */
export function categoryNoun(category: string): string {
  const t = categoryTitle(category);
  return t === t.toUpperCase() ? t : t.toLowerCase();
}
