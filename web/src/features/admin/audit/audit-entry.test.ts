import { describe, expect, it } from 'vitest';
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
  it('names the actor, or the system', () => {
    expect(actorName({ actor: null })).toBe('System');
    expect(actorName({ actor: { id: '1', name: '', email: 'a@b.ph' } })).toBe('a@b.ph');
  });
});
