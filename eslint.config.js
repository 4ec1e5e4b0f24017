// Lint: TypeScript rules plus the architecture's import rules (ARCHITECTURE.md, "Rules"), enforced:
// - boundaries/dependencies: which part may import which (domain → zod only; web components and lib
//   never import features or the app; server core never reaches into a module's internals);
//   a web feature is imported by others only through its index.ts, a server module by others only
//   through its service, plugin, types, constants or mapper files (tests may reach further);
//   the ground modules (outbox, audit) import no feature module, and a feature module only those of
//   the layers below its own (MODULE_LAYERS);
// Import cycles (type-only ones included) are refused by scripts/no-cycles.mjs (madge), run by npm test.
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import noJsxText from './eslint-rules/no-jsx-text.js';

/** The web app's files whose every text comes from the message catalogue (issue 34). */
const TRANSLATED = [
  'web/src/app/layouts/auth-layout.tsx',
  'web/src/app/provider.tsx',
  'web/src/components/layout/app-top-nav.tsx',
  'web/src/components/layout/connection-banner.tsx',
  'web/src/components/layout/language-switcher.tsx',
  'web/src/components/layout/legal-links.tsx',
  'web/src/components/layout/logo.tsx',
  'web/src/components/layout/maintenance-banner.tsx',
  'web/src/components/layout/mobile-menu.tsx',
  'web/src/components/layout/nav-link-item.tsx',
  'web/src/components/layout/site-footer.tsx',
  'web/src/components/layout/top-nav.tsx',
  'web/src/components/layout/user-menu.tsx',
  'web/src/components/load-error.tsx',
  'web/src/components/page-title.tsx',
  'web/src/components/ui/spinner.tsx',
  'web/src/features/admin/account/admin-account-page.tsx',
  'web/src/features/admin/analytics/admin-analytics-page.tsx',
  'web/src/features/admin/announcements/announcement-drawer.tsx',
  'web/src/features/admin/announcements/announcement-parts.tsx',
  'web/src/features/admin/announcements/announcements-list.tsx',
  'web/src/features/admin/announcements/announcements-page.tsx',
  'web/src/features/admin/announcements/publish-dialog.tsx',
  'web/src/features/admin/audit/audit-cards.tsx',
  'web/src/features/admin/audit/audit-filters.tsx',
  'web/src/features/admin/audit/audit-page.tsx',
  'web/src/features/admin/audit/audit-parts.tsx',
  'web/src/features/admin/audit/audit-table.tsx',
  'web/src/features/admin/bookings/admin-booking-detail.tsx',
  'web/src/features/admin/bookings/admin-booking-filters.tsx',
  'web/src/features/admin/bookings/admin-booking-list.tsx',
  'web/src/features/admin/bookings/admin-booking-payments.tsx',
  'web/src/features/admin/bookings/bookings-page.tsx',
  'web/src/features/admin/bookings/void-bill.tsx',
  'web/src/features/admin/dashboard/admin-dashboard-page.tsx',
  'web/src/features/admin/dashboard/bookings-figures.tsx',
  'web/src/features/admin/dashboard/signups-chart.tsx',
  'web/src/features/admin/dashboard/stat.tsx',
  'web/src/features/admin/dashboard/users-by-type.tsx',
  'web/src/features/admin/dashboard/waiting-card.tsx',
  'web/src/features/admin/disputes/admin-dispute-context.tsx',
  'web/src/features/admin/disputes/admin-dispute-page.tsx',
  'web/src/features/admin/disputes/admin-disputes-page.tsx',
  'web/src/features/admin/disputes/resolve-form.tsx',
  'web/src/features/admin/force-majeure/declare-form.tsx',
  'web/src/features/admin/force-majeure/end-dialog.tsx',
  'web/src/features/admin/force-majeure/events-list.tsx',
  'web/src/features/admin/force-majeure/force-majeure-page.tsx',
  'web/src/features/admin/force-majeure/place-picker.tsx',
  'web/src/features/admin/legal/legal-page.tsx',
  'web/src/features/admin/legal/publish-form.tsx',
  'web/src/features/admin/listings/listing-review.tsx',
  'web/src/features/admin/listings/listings-page.tsx',
  'web/src/features/admin/listings/moderation-dialog.tsx',
  'web/src/features/admin/make-admin/make-admin-page.tsx',
  'web/src/features/admin/notices/notice-preview.tsx',
  'web/src/features/admin/notices/notices-page.tsx',
  'web/src/features/admin/notices/send-notice-form.tsx',
  'web/src/features/admin/notices/sent-list.tsx',
  'web/src/features/admin/reviews/admin-review-card.tsx',
  'web/src/features/admin/reviews/moderation-dialogs.tsx',
  'web/src/features/admin/reviews/reviews-page.tsx',
  'web/src/features/admin/routes/account.tsx',
  'web/src/features/admin/routes/analytics.tsx',
  'web/src/features/admin/routes/announcements.tsx',
  'web/src/features/admin/routes/audit.tsx',
  'web/src/features/admin/routes/booking-agreement.tsx',
  'web/src/features/admin/routes/bookings.tsx',
  'web/src/features/admin/routes/dashboard.tsx',
  'web/src/features/admin/routes/disputes.tsx',
  'web/src/features/admin/routes/force-majeure.tsx',
  'web/src/features/admin/routes/legal-texts.tsx',
  'web/src/features/admin/routes/listings.tsx',
  'web/src/features/admin/routes/make-admin.tsx',
  'web/src/features/admin/routes/notifications.tsx',
  'web/src/features/admin/routes/reviews.tsx',
  'web/src/features/auth/components/auth-card.tsx',
  'web/src/features/auth/components/link-success.tsx',
  'web/src/features/auth/components/sign-in-form.tsx',
  'web/src/features/auth/components/sign-up-form.tsx',
  'web/src/features/auth/components/social-buttons.tsx',
  'web/src/features/auth/components/two-factor-step.tsx',
  'web/src/features/auth/components/user-type-choice.tsx',
  'web/src/features/auth/routes/admin-sign-in.tsx',
  'web/src/features/auth/routes/forgot-password.tsx',
  'web/src/features/auth/routes/reset-password.tsx',
  'web/src/features/auth/routes/sign-in.tsx',
  'web/src/features/auth/routes/sign-up.tsx',
  'web/src/features/auth/routes/verify-email.tsx',
  'web/src/features/bookings/agreement/agreement-signature.tsx',
  'web/src/features/bookings/checkout/checkout-closed.tsx',
  'web/src/features/bookings/checkout/checkout-sign-form.tsx',
  'web/src/features/bookings/checkout/checkout-signature-pad.tsx',
  'web/src/features/bookings/checkout/checkout-summary.tsx',
  'web/src/features/bookings/checkout/checkout-view.tsx',
  'web/src/features/bookings/checkout/pay-button.tsx',
  'web/src/features/bookings/checkout/payment-result.tsx',
  'web/src/features/bookings/checkout/payment-under-review.tsx',
  'web/src/features/bookings/client/book-button.tsx',
  'web/src/features/bookings/client/booking-actions.tsx',
  'web/src/features/bookings/client/booking-terms.tsx',
  'web/src/features/bookings/client/cancel-booking.tsx',
  'web/src/features/bookings/client/client-dashboard-group.tsx',
  'web/src/features/bookings/client/client-dashboard-panel.tsx',
  'web/src/features/bookings/detail/booking-detail.tsx',
  'web/src/features/bookings/detail/booking-facts.tsx',
  'web/src/features/bookings/detail/booking-payments.tsx',
  'web/src/features/bookings/detail/booking-place.tsx',
  'web/src/features/bookings/detail/booking-quote.tsx',
  'web/src/features/bookings/detail/booking-timeline.tsx',
  'web/src/features/bookings/list/booking-card.tsx',
  'web/src/features/bookings/list/bookings-empty.tsx',
  'web/src/features/bookings/list/group-tabs.tsx',
  'web/src/features/bookings/list/grouped-bookings.tsx',
  'web/src/features/bookings/routes/client-booking.tsx',
  'web/src/features/bookings/routes/client-bookings.tsx',
  'web/src/features/bookings/routes/client-checkout.tsx',
  'web/src/features/bookings/shared/booking-load-error.tsx',
  'web/src/features/bookings/shared/booking-status-badge.tsx',
  'web/src/features/bookings/shared/cancel-preview.tsx',
  'web/src/features/bookings/shared/test-mode-banner.tsx',
  'web/src/features/browse/components/filter-fields.tsx',
  'web/src/features/browse/components/filter-group.tsx',
  'web/src/features/browse/components/filter-sheet.tsx',
  'web/src/features/browse/components/filters-button.tsx',
  'web/src/features/browse/components/filters-sidebar.tsx',
  'web/src/features/browse/components/map-area.tsx',
  'web/src/features/browse/components/map-page.tsx',
  'web/src/features/browse/components/map-selection.tsx',
  'web/src/features/browse/components/result-card.tsx',
  'web/src/features/browse/components/search-form.tsx',
  'web/src/features/browse/components/search-page.tsx',
  'web/src/features/browse/components/search-results.tsx',
  'web/src/features/browse/components/sort-select.tsx',
  'web/src/features/browse/components/view-switch.tsx',
  'web/src/features/browse/routes/browse.tsx',
  'web/src/features/browse/routes/map.tsx',
  'web/src/features/browse/routes/spaces.tsx',
  'web/src/features/dashboard/components/client-dashboard.tsx',
  'web/src/features/dashboard/components/dashboard-page.tsx',
  'web/src/features/dashboard/components/greeting.tsx',
  'web/src/features/dashboard/components/guide-card.tsx',
  'web/src/features/dashboard/components/host-dashboard.tsx',
  'web/src/features/dashboard/components/next-steps.tsx',
  'web/src/features/dashboard/components/profile-summary.tsx',
  'web/src/features/dashboard/components/verification-card.tsx',
  'web/src/features/errors/routes/not-found.tsx',
  'web/src/features/errors/routes/route-error.tsx',
  'web/src/features/favorites/components/saved-spaces-row.tsx',
  'web/src/features/landing/components/features-section.tsx',
  'web/src/features/landing/components/hero-picture.tsx',
  'web/src/features/landing/components/hero-search.tsx',
  'web/src/features/landing/components/hero-slideshow.tsx',
  'web/src/features/landing/components/hero.tsx',
  'web/src/features/landing/components/how-it-works-section.tsx',
  'web/src/features/landing/components/info-section.tsx',
  'web/src/features/landing/components/landing-sections.tsx',
  'web/src/features/landing/components/pricing-section.tsx',
  'web/src/features/landing/components/safety-section.tsx',
  'web/src/features/landing/components/section-heading.tsx',
  'web/src/features/landing/components/stats-band.tsx',
  'web/src/features/landing/components/tab-list.tsx',
  'web/src/features/landing/components/testimonials-section.tsx',
  'web/src/features/landing/routes/landing.tsx',
  'web/src/features/listings/components/booking-requirements.tsx',
  'web/src/features/listings/components/listing-availability-lazy.tsx',
  'web/src/features/listings/components/listing-availability.tsx',
  'web/src/features/listings/components/listing-gallery.tsx',
  'web/src/features/listings/components/listing-location-map.tsx',
  'web/src/features/listings/components/listing-month.tsx',
  'web/src/features/listings/components/listing-page.tsx',
  'web/src/features/listings/components/listing-view.tsx',
  'web/src/features/listings/components/message-host.tsx',
  'web/src/features/listings/components/phone-price-bar.tsx',
  'web/src/features/listings/components/photo-viewer.tsx',
  'web/src/features/listings/components/price-box.tsx',
  'web/src/features/listings/components/stay-fields-lazy.tsx',
  'web/src/features/listings/components/stay-fields.tsx',
  'web/src/features/listings/routes/space.tsx',
  'web/src/features/messages/components/avatar.tsx',
  'web/src/features/messages/components/composer.tsx',
  'web/src/features/messages/components/conversation-item.tsx',
  'web/src/features/messages/components/conversation-list.tsx',
  'web/src/features/messages/components/image-viewer.tsx',
  'web/src/features/messages/components/message-bubble.tsx',
  'web/src/features/messages/components/message-list.tsx',
  'web/src/features/messages/components/message-text.tsx',
  'web/src/features/messages/components/messages-page.tsx',
  'web/src/features/messages/components/pending-bubble.tsx',
  'web/src/features/messages/components/recent-conversations.tsx',
  'web/src/features/messages/components/thread-header.tsx',
  'web/src/features/messages/components/thread.tsx',
  'web/src/features/notifications/components/bell-panel.tsx',
  'web/src/features/notifications/components/desktop-alerts.tsx',
  'web/src/features/notifications/components/notification-bell.tsx',
  'web/src/features/notifications/components/notification-list.tsx',
  'web/src/features/notifications/components/notification-parts.tsx',
  'web/src/features/notifications/components/notification-row.tsx',
  'web/src/features/notifications/components/notification-time.tsx',
  'web/src/features/notifications/components/notifications-live.tsx',
  'web/src/features/notifications/components/notifications-page.tsx',
  'web/src/features/payments/components/payments-attention.tsx',
  'web/src/features/reviews/components/listing-reviews-island.tsx',
  'web/src/features/reviews/components/listing-reviews.tsx',
  'web/src/features/reviews/components/public-review-item.tsx',
  'web/src/features/reviews/components/rating-summary.tsx',
];

const projects = ['domain/tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json'];

/**
 * Server modules near the ground: what features build on (the outbox delivers their effects, the
 * audit log records their actions). They import no feature module: a feature hands them what they
 * need through the composition in modules/index.ts (decision 0070).
 */
const GROUND_MODULES = ['outbox', 'audit', 'consents']; // consents: the legal texts and the consent log (issue 34)

/**
 * The feature modules in layers, lowest first (issue 31 §3): a module imports only modules of the
 * layers below its own (and the ground), never one beside or above it, so a change to a module
 * reaches only what stands on it. A new module goes in the lowest layer its imports allow; one in
 * no layer may import no other module.
 */
const MODULE_LAYERS = [
  ['users', 'push', 'places', 'placeholder', 'pricing', 'mailbox', 'gateways'],
  ['auth'], // credentials and sessions, of users
  ['verification'],
  ['two-factor'], // its sign-in step meets auth's /signin in modules/index.ts
  ['notifications'],
  ['money'], // the ledger, wallets, payouts, invoices
  ['payments'], // checkout, webhooks, refunds, receipts, reconciliation: posts to money, moves bookings only through the engine
  ['analytics'],
  ['listings'],
  ['messaging'],
  ['bookings'],
  ['reviews'],
  ['disputes'],
  ['deposits'], // the security deposit's routes: the claim's dispute opens through disputes (issue 33)
  ['settings'],
  ['announcements', 'seo'],
  ['account'], // the signed-in person's own account: profile, password, data download, deletion
  ['admin'],
];
/** Each layered module is an element type of its own. */
const moduleType = (name) => `module:${name}`;
const layeredTypes = MODULE_LAYERS.flat().map(moduleType);

/** The parts of the code base, first match wins (a module before the server core around it). */
const elements = [
  { type: 'domain', pattern: 'domain/src' },
  { type: 'server-ground', pattern: `server/src/modules/{${GROUND_MODULES.join(',')}}`, capture: ['name'] },
  ...MODULE_LAYERS.flat().map((name) => ({ type: moduleType(name), pattern: `server/src/modules/${name}` })),
  { type: 'server-module', pattern: 'server/src/modules/*', capture: ['name'] }, // in no layer
  { type: 'server-core', pattern: 'server/src' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['name'] },
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-components', pattern: 'web/src/components' },
  { type: 'web-lib', pattern: 'web/src/lib' },
  { type: 'web-testing', pattern: 'web/src/testing' },
  { type: 'web-entry', pattern: 'web/src' }, // main.tsx
  { type: 'e2e', pattern: 'e2e' },
];

/**
 * What other parts may import of a server module: its services, its route plugins (for the scope
 * table in modules/index.ts), HTTP helpers and hooks, its cache, constants and mappers, in any of
 * its capability sub-folders — never its repositories or internals. And of a web feature: its index.ts.
 */
const MODULE_ENTRIES = [
  '**/*.service.ts',
  '**/*.routes.ts',
  '**/*.http.ts',
  '**/*.hooks.ts',
  '**/*.cache.ts',
  '**/*.constants.ts',
  '**/*.mapper.ts',
  '**/*.types.ts',
  '**/*.gateway.ts', // a payment gateway's adapter (modules/gateways)
];
const FEATURE_ENTRY = 'index.ts';
const FEATURE_PAGES = 'routes/*.tsx'; // mounted by the app's route table

const to = (type, fileInternalPath) => ({ to: { element: fileInternalPath ? { type, fileInternalPath } : { type } } });
const from = (type, ...allowed) => ({ from: { element: { type } }, allow: allowed });
const webShared = [to('web-components'), to('web-lib'), to('domain')];
const serverModules = [...layeredTypes, 'server-module', 'server-ground'].map((t) => to(t, MODULE_ENTRIES));
/** A layer's modules may import the entries of the modules of the layers below it and of the ground. */
const layerPolicies = MODULE_LAYERS.map((names, i) =>
  from(
    names.map(moduleType),
    to('server-core'),
    to('domain'),
    to('server-ground', MODULE_ENTRIES),
    ...MODULE_LAYERS.slice(0, i)
      .flat()
      .map((below) => to(moduleType(below), MODULE_ENTRIES)),
  ),
);

const policies = [
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { allow: { dependency: { relationship: { to: 'internal' } } } },
  from('server-core', to('server-core'), to('domain'), ...serverModules),
  from('server-module', to('server-core'), to('domain'), to('server-ground', MODULE_ENTRIES)),
  ...layerPolicies,
  from('server-ground', to('server-core'), to('domain'), to('server-ground', MODULE_ENTRIES)),
  from(['web-entry', 'web-app'], to('web-app'), ...webShared, to('web-feature', [FEATURE_ENTRY, FEATURE_PAGES])),
  from('web-feature', ...webShared, to('web-feature', FEATURE_ENTRY)),
  from('web-components', ...webShared),
  from('web-lib', to('web-lib'), to('domain')),
  from('web-testing', to('web-app'), to('web-feature'), ...webShared),
  from('e2e', to('domain')),
];

/** Tests build data and inspect state below a module's service. */
const testPolicies = [
  ...policies,
  from(
    ['server-core', 'server-module', 'server-ground', ...layeredTypes],
    ...['server-module', 'server-ground', ...layeredTypes].map((t) => to(t)),
  ),
  from('web-feature', to('web-testing'), to('web-feature')),
  from('web-entry', to('web-testing')),
  from('web-app', to('web-testing')), // the guards and layouts rendered as the app renders them
];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.mjs', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['domain/src/**', 'server/src/**', 'web/src/**', 'e2e/**'],
      'import/resolver': { typescript: { project: projects, noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
    },
  },
  {
    files: ['server/src/test/**', '**/*.test.{ts,tsx}', '**/*.fixtures.ts'],
    rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies: testPolicies }] },
  },
  {
    // Outside domain and tests, only the test runner and property testing are extra.
    files: ['domain/src/**/*.ts'],
    rules: restrict([{ regex: '^(?!(zod|@espasyo/domain)($|/))[^.]', message: 'domain imports only zod and itself.' }]),
  },
  {
    // The domain's index.ts re-exports everything, the whole message catalogue among it: a page
    // that imported one word through it would download them all (issue 30's JavaScript budget).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
    rules: restrict([
      {
        regex: '^@espasyo/domain$',
        message:
          "In web/, import a domain module by its path ('@espasyo/domain/messages/auth', '@espasyo/domain/roles'), not the package's index: it pulls in every module.",
      },
      {
        // The server's catalogue of every language: the browser loads one language's namespaces at a time.
        regex: '^@espasyo/domain/i18n/sources$',
        message: "The web app loads only the active language's messages: use useMessages (web/src/lib/i18n.tsx).",
      },
    ]),
  },
  {
    files: ['domain/src/**/*.test.ts'],
    rules: restrict([
      {
        regex: '^(?!(zod|vitest|fast-check)($|/))[^.]',
        message: 'domain tests import only zod, vitest, fast-check and domain.',
      },
    ]),
  },
  {
    // Issue 34: the parts of the interface moved to the message catalogue take no text in their JSX.
    // Every part joins this list as it moves; the catalogue's test keeps English and Filipino in step.
    files: TRANSLATED,
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    plugins: { espasyo: { rules: { 'no-jsx-text': noJsxText } } },
    rules: { 'espasyo/no-jsx-text': 'error' },
  },
);
