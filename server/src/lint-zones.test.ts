import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js (eslint-plugin-boundaries), asked about imports written
 * for the question: the ground modules (the outbox, the audit log) import no feature module,
 * while features import them (decision 0070).
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, from: string): Promise<string[]> {
  const code = `import * as m from '${from}';\nexport const x = m;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((msg) => msg.ruleId === 'boundaries/dependencies').map((msg) => msg.message);
}

describe('lint zones', () => {
  it('the outbox and the audit log import no feature module', { timeout: 60_000 }, async () => {
    for (const [file, feature] of [
      ['server/src/modules/outbox/zone.ts', '../push/push.service'],
      ['server/src/modules/outbox/zone.ts', '../payments/refunds/payment-effects.service'],
      ['server/src/modules/outbox/zone.ts', '../notifications/staff/system-alerts.service'],
      ['server/src/modules/audit/zone.ts', '../users/accounts.service'],
    ]) {
      expect(await refusals(file, feature), `${file} → ${feature}`).toEqual([
        expect.stringContaining('There is no policy allowing dependencies from elements of type "server-ground"'),
      ]);
    }
  });

  it('the outbox imports the audit log and the server core; features and the core import the outbox', async () => {
    for (const [file, from] of [
      ['server/src/modules/outbox/zone.ts', '../audit/audit.service'],
      ['server/src/modules/outbox/zone.ts', '../../db/transactions'],
      ['server/src/modules/push/zone.ts', '../outbox/outbox.service'],
      ['server/src/modules/payments/zone.ts', '../outbox/outbox.service'],
      ['server/src/jobs/zone.ts', '../modules/outbox/outbox.service'],
    ]) {
      expect(await refusals(file, from), `${file} → ${from}`).toEqual([]);
    }
  });

  it('payments sit below bookings: bookings reach them, never the other way (decision 0078)', async () => {
    expect(
      await refusals('server/src/modules/bookings/core/zone.ts', '../../payments/refunds/payment-effects.service'),
    ).toEqual([]);
    for (const feature of ['../bookings/core/transition.service', '../bookings/agreement/agreement.service']) {
      expect(await refusals('server/src/modules/payments/zone.ts', feature), feature).toEqual([
        expect.stringContaining('from elements of type "module:payments" to elements of type "module:bookings"'),
      ]);
    }
  });
});
