import { describe, expect, it } from 'vitest';
import { diffFields, sameJson } from './diff';

describe('sameJson', () => {
  it('compares values as JSON', () => {
    expect(sameJson({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson(undefined, undefined)).toBe(true);
    expect(sameJson(null, undefined)).toBe(false);
  });
});

describe('diffFields', () => {
  it('lists the changed fields in the order of the newer record, then removed ones', () => {
    expect(diffFields({ a: 1, b: 'x', gone: true, same: [1] }, { b: 'y', a: 1, added: 0, same: [1] })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'added', before: undefined, after: 0 },
      { field: 'gone', before: true, after: undefined },
    ]);
  });
  it('treats a missing or non-object side as empty', () => {
    expect(diffFields(null, { a: 1 })).toEqual([{ field: 'a', before: undefined, after: 1 }]);
    expect(diffFields({ a: 1 }, 'x')).toEqual([{ field: 'a', before: 1, after: undefined }]);
    expect(diffFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });
});
