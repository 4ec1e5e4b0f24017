import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { catalogSources } from '@espasyo/domain/i18n/sources';
import { messagesFor } from './i18n';

// Issue 34, decision 0092: the `api…` namespaces hold, for lookup, the English the server and the
// shared schemas send, each with its Filipino (http/answer-language.ts). Should the server's English
// change, its Filipino would silently stop showing: so every such message must still be one the
// source says — its text, or for a message with arguments each of its fixed parts.

const root = join(__dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}
const source = [join(root, 'domain/src'), join(root, 'server/src')]
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const said = (text: string) => source.includes(text) || source.includes(text.replace(/'/g, "\\'"));

/**
 * Messages the source builds from words of its own (`No ${adjective[interval]} report is due
 * today.`, a plural's `request${n === 1 ? '' : 's'}`): the catalogue writes out each form.
 */
const BUILT = new Set([
  'apiAdmin2.reports.noneDaily',
  'apiAdmin2.reports.noneWeekly',
  'apiAdmin2.reports.noneMonthly',
  'apiAdmin2.reports.sentOne',
  'apiBookings.bookings.openRequestsOne',
  'apiBookings.bookings.openRequests',
  'apiBookings.bookings.openRequestsHereOne',
  'apiBookings.bookings.openRequestsHere',
  'apiListings.blocks.overCapacityOne',
  'apiListings.quote.unavailableOne',
  'apiListings.quote.unavailable',
]);

const MARK = '\u0001';
const marked = new Proxy({}, { get: (_, name) => `${MARK}${String(name)}${MARK}` });

describe('the api… namespaces say what the server says', () => {
  const answers = NAMESPACES.filter((ns) => /^api[A-Z]/.test(ns));

  it('there are such namespaces', () => expect(answers.length).toBeGreaterThan(5));

  it.each(answers)('%s: every message is in the source, word for word', (ns) => {
    const missing: string[] = [];
    const walk = (path: string, text: unknown, compiled: unknown) => {
      if (typeof text === 'string') {
        if (BUILT.has(path)) return;
        if (typeof compiled === 'string') {
          if (!said(compiled)) missing.push(`${path}: ${compiled}`);
          return;
        }
        let parts: string[];
        try {
          parts = String((compiled as (v: object) => string)(marked)).split(MARK);
        } catch {
          return; // a plural: looked up by no pattern either
        }
        for (const part of parts.filter((_, i) => i % 2 === 0).map((p) => p.trim()))
          if (part.length >= 4 && !said(part)) missing.push(`${path}: …${part}…`);
      } else if (text && typeof text === 'object')
        for (const [key, value] of Object.entries(text))
          walk(`${path}.${key}`, value, (compiled as Record<string, unknown>)[key]);
    };
    walk(ns, catalogSources.en[ns], messagesFor('en', ns));
    expect(missing).toEqual([]);
  });
});
