// Lint: TypeScript rules plus the one-way import rule of ARCHITECTURE.md
// (web → domain, server → domain, domain → zod only; features never reach into each other).
import tseslint from 'typescript-eslint';

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
    files: ['domain/src/**/*.ts'],
    rules: restrict([{ regex: '^(?!zod($|/))[^.]', message: 'domain imports only zod and itself.' }]),
  },
  {
    // Domain unit tests may also use the test runner and property testing.
    files: ['domain/src/**/*.test.ts'],
    rules: restrict([
      {
        regex: '^(?!(zod|vitest|fast-check)($|/))[^.]',
        message: 'domain tests import only zod, vitest, fast-check and domain.',
      },
    ]),
  },
  {
    files: ['server/src/**/*.ts'],
    rules: restrict([{ group: ['**/web/**', '@espasyo/web*'], message: 'server must not import web.' }]),
  },
  {
    // A module's repository is its own: other modules call its service (decision 0021).
    files: ['server/src/modules/**/*.ts'],
    rules: restrict([
      { group: ['**/web/**', '@espasyo/web*'], message: 'server must not import web.' },
      { group: ['../*/*.repository'], message: "Call the other module's service, not its repository." },
    ]),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/server/**', '@espasyo/server*'], message: 'web must not import server.' },
      {
        group: ['@/features/*/*', '**/features/*/api/*', '**/features/*/components/*'],
        message: 'Import another feature through its index.ts, or move the shared piece to components/ or lib/.',
      },
    ]),
  },
  {
    // Inside a feature, its own files may import each other freely.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['**/server/**'], message: 'web must not import server.' }]),
  },
);
