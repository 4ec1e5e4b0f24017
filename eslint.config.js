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
  { type: 'web-sw', pattern: 'web/src/sw' }, // the service worker: its own program, beside the app
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
  from('web-sw', to('web-sw'), to('domain')),
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
    // Issue 34: every part of the interface takes its words from the message catalogue, none in its
    // JSX: a new file is checked as it comes; the catalogue's test keeps English and Filipino in step.
    // Tests are left out (they render their own pages and state what they expect in English).
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { espasyo: { rules: { 'no-jsx-text': noJsxText } } },
    rules: { 'espasyo/no-jsx-text': 'error' },
  },
);
