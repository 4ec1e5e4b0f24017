import { describe, expect, it } from 'vitest';
import { formatBytes, joinList } from './format';

describe('formatBytes', () => {
  it('words sizes in MB, KB or bytes with at most one decimal', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(0)).toBe('0 bytes');
  });
});

describe('joinList', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['host'])).toBe('host');
    expect(joinList(['host', 'client'])).toBe('host and client');
    expect(joinList(['client', 'host', 'admin'])).toBe('client, host and admin');
  });
  it('takes "or" for choices', () => {
    expect(joinList(['JPG', 'PNG', 'WEBP'], 'or')).toBe('JPG, PNG or WEBP');
  });
});
