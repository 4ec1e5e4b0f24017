import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain/messages/en';
import { loadedMessages, loadMessages } from '@/lib/i18n';
import { reverseLookup } from '@espasyo/domain/i18n/reverse-lookup';

describe('the validation namespace (issue 34)', () => {
  it('has every message of en.validation, word for word, under the same key', () => {
    const catalogue = loadedMessages('en', 'validation')!; // loaded by the test set-up
    const sample = { n: 10, label: 'Search', max: 100 };
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en.validation).sort());
    for (const [key, message] of Object.entries(en.validation)) {
      const ours = catalogue[key as keyof typeof catalogue];
      if (typeof message === 'string') expect(ours, key).toBe(message);
      else {
        const args = key === 'tooLong' ? [sample.label, sample.max] : [sample.n];
        expect((ours as (v: object) => string)(sample), key).toBe((message as (...a: unknown[]) => string)(...args));
      }
    }
  });

  it('finds the Filipino of a known English message, with its arguments, and leaves others as they are', async () => {
    await loadMessages('fil', ['validation']);
    const local = reverseLookup([[loadedMessages('en', 'validation'), loadedMessages('fil', 'validation')]]);
    expect(local(en.validation.passwordsMismatch)).toBe('Hindi magkapareho ang mga password');
    expect(local(en.validation.passwordMinPolicy(12))).toBe('Dapat hindi bababa sa 12 character ang password');
    expect(local(en.validation.tooLong('Search', 100))).toBe('Hanggang 100 character lang ang Search');
    expect(local('Something the catalogue does not know')).toBe('Something the catalogue does not know');
  });
});
