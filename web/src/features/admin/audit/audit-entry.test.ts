import { describe, expect, it } from 'vitest';
import { loadedMessages, loadMessages } from '@/lib/i18n';
import { actorName, changesOf, flatten } from './audit-entry';

describe('audit entries', () => {
  it('flattens nested records into dotted fields', () => {
    expect(flatten({ api: { webhookTimeout: 1, cors: { on: true } }, empty: {} })).toEqual({
      'api.webhookTimeout': 1,
      'api.cors.on': true,
      empty: {},
    });
  });
  it('lists the changed fields, or one value row for plain values', () => {
    expect(changesOf({ before: { status: 'active' }, after: { status: 'suspended' } })).toEqual([
      { field: 'status', before: 'active', after: 'suspended' },
    ]);
    expect(changesOf({ before: 'a', after: 'b' })).toEqual([{ field: 'value', before: 'a', after: 'b' }]);
    expect(changesOf({ before: null, after: null })).toEqual([]);
  });
  it('names the actor, or the system, in the page’s words', async () => {
    await Promise.all([loadMessages('en', ['adminCore']), loadMessages('fil', ['adminCore'])]);
    const en = loadedMessages('en', 'adminCore')!;
    const fil = loadedMessages('fil', 'adminCore')!;
    expect(actorName({ actor: null }, en.audit)).toBe('System');
    expect(actorName({ actor: { id: '1', name: '', email: 'a@b.ph' } }, en.audit)).toBe('a@b.ph');
    expect(actorName({ actor: { id: '1', name: '', email: '' } }, en.audit)).toBe('Deleted user');
    expect(actorName({ actor: { id: '1', name: '', email: '' } }, fil.audit)).toBe('Binurang user');
  });
});
