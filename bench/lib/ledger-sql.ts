// Run by bench/ledger.mjs with tsx: prints, as JSON, the statements GET /api/host/wallet runs
// (the host's kept balances, the bookings whose earnings are still pending, the latest entries)
// the ledger's sums by host and account and the daily reconciliation report's reads, taken from the server's own repositories (compiled
// by Kysely with the server's CamelCasePlugin, captured by a driver that runs nothing). A
// parameter '@host' is the host's id; the others are the values getWallet passes. The benchmark's
// direct run through `pg` sends the very same SQL. Not part of the app.
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DB } from '../../server/src/db/schema';
import { ledgerRepository } from '../../server/src/modules/money/ledger/ledger.repository';
import { walletRepository } from '../../server/src/modules/money/wallet/wallet.repository';
import { reconciliationRepository } from '../../server/src/modules/payments/reconciliation/reconciliation.repository';

const captured: CompiledQuery[] = [];
const connection: DatabaseConnection = {
  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    captured.push(q);
    return { rows: [] };
  },
  async *streamQuery() {
    throw new Error('not used');
  },
};
const driver: Driver = {
  init: async () => {},
  acquireConnection: async () => connection,
  beginTransaction: async () => {},
  commitTransaction: async () => {},
  rollbackTransaction: async () => {},
  releaseConnection: async () => {},
  destroy: async () => {},
};
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

function take(): { sql: string; parameters: unknown[] } {
  const q = captured.shift();
  if (!q) throw new Error('no statement captured');
  return { sql: q.sql, parameters: [...q.parameters] };
}

// getWallet (wallet.service.ts): these three at once, with RECENT = 10 entries.
await ledgerRepository.balances(db, '@host');
const balances = take();
await walletRepository.pendingByBooking(db, '@host');
const pendingByBooking = take();
await walletRepository.entries(db, '@host', 10, 0);
const entries = take();
await ledgerRepository.sumsByHost(db);
const sumsByHost = take();

// The daily reconciliation report's reads (reconciliation.service.ts): the ledger's gateway lines
// over the day and a day either side ('@from', '@to'), and the gateways of the day's payments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await ledgerRepository.gatewayLines(db, '@from' as any, '@to' as any);
const gatewayLines = take();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
await reconciliationRepository.gatewaysUsed(db, '@from' as any, '@to' as any);
const gatewaysUsed = take();

process.stdout.write(
  JSON.stringify({ wallet: [balances, pendingByBooking, entries], sumsByHost, report: { gatewayLines, gatewaysUsed } }),
);
