import { describe, expect, it } from 'vitest';
import { describeAllTerms, describeTerms } from './terms';

describe('cancellation terms in plain words', () => {
  it('says each policy from its data', () => {
    expect(describeTerms('flexible', 5)).toEqual([
      'Full refund, less the 5% cancellation fee, until 24 hours before the start.',
      'After that, a refund, less the 5% cancellation fee and the first day.',
    ]);
    expect(describeTerms('moderate', 5)).toEqual([
      'Full refund, less the 5% cancellation fee, until 5 days before the start.',
      'After that, a 50% refund.',
    ]);
    expect(describeTerms('strict', 5)).toEqual([
      'A 50% refund until 14 days before the start.',
      'After that, no refund.',
    ]);
  });

  it('uses the platform’s fee as set, decimals included, and none when it is 0', () => {
    expect(describeTerms('flexible', 9.5)[0]).toBe(
      'Full refund, less the 9.5% cancellation fee, until 24 hours before the start.',
    );
    expect(describeTerms('moderate', 0)[0]).toBe('Full refund until 5 days before the start.');
    expect(describeTerms('flexible', 0)[1]).toBe('After that, a refund, less the first day.');
  });

  it('frames them with what holds under every policy', () => {
    expect(describeAllTerms('strict', 5)).toEqual([
      'Cancel before you pay and nothing is charged.',
      'A 50% refund until 14 days before the start.',
      'After that, no refund.',
      'If the host cancels, you get a full refund.',
    ]);
  });
});
