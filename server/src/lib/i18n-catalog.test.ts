import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@espasyo/domain/i18n/languages';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { catalogSources } from '@espasyo/domain/i18n/sources';

/** The catalogue's folder: domain/src/i18n. */
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../domain/src/i18n');

/** Every message of a catalogue, by its dotted key. */
function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node))
      for (const [kk, vv] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  return out;
}

/** A message's arguments and the kind of each (`{name}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if (t.type === 'argument') found.add(`${t.arg}`);
      else if (t.type === 'function') found.add(`${t.arg}:${t.key}`);
      else if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
        found.add(`${t.arg}:${t.type}`);
        t.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('the message catalogue (issue 34)', () => {
  it('has a file for every namespace in every language, and no file outside the list', () => {
    for (const lang of LANGUAGES) {
      const files = fs
        .readdirSync(path.join(here, lang))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => f.replace(/\.ts$/, ''))
        .sort();
      expect(files, lang).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    describe(ns, () => {
      const en = leaves(catalogSources.en[ns]);
      const fil = leaves(catalogSources.fil[ns]);

      it('has the same keys in English and Filipino', () => {
        expect([...fil.keys()].sort()).toEqual([...en.keys()].sort());
      });

      it('every message parses, with the same arguments in both languages', () => {
        for (const [key, message] of en) {
          expect(argumentsOf(fil.get(key) ?? ''), `${ns}.${key}`).toEqual(argumentsOf(message));
        }
      });

      it('Filipino uses the glossary’s words, none it says to avoid', () => {
        const glossary = fs.readFileSync(path.join(here, 'glossary.md'), 'utf8');
        const avoid = glossary
          .split('\n')
          .filter((l) => l.startsWith('| ') && !l.startsWith('| English') && !l.startsWith('| ---'))
          .flatMap((l) => (l.split('|')[3] ?? '').split(','))
          .map((w) => w.trim().toLowerCase())
          .filter(Boolean);
        for (const [key, message] of fil) {
          for (const word of avoid)
            expect(message.toLowerCase(), `${ns}.${key}: "${word}"`).not.toMatch(new RegExp(`\\b${word}\\b`));
        }
      });
    });
  }

  it('says how much is translated', () => {
    let total = 0;
    let present = 0;
    let same = 0;
    for (const ns of NAMESPACES) {
      const en = leaves(catalogSources.en[ns]);
      const fil = leaves(catalogSources.fil[ns]);
      for (const [key, message] of en) {
        total += 1;
        if (fil.has(key)) present += 1;
        // The same in both: a name or a word Filipino borrows ("Host", "Admin", "Privacy").
        if (fil.get(key) === message) same += 1;
      }
    }
    console.log(`Filipino coverage: ${present} of ${total} messages (${same} the same words in both)`);
    expect(present).toBe(total);
  });
});
