import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { giveChartsASize } from '@/testing/chart-size';
import { fitName, MonthLines, NamedBars } from './charts';

beforeEach(() => giveChartsASize(390, 300));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the analytics charts', () => {
  it('draw occupancy with straight lines between the months, never a curve that rises or dips between them', () => {
    const data = [
      { month: '2026-01', a: 0, b: 0.2 },
      { month: '2026-02', a: 0.34, b: 0 },
      { month: '2026-03', a: 0, b: 0.2 },
      { month: '2026-04', a: 0, b: 0.05 },
    ];
    const { container } = render(
      <MonthLines
        data={data}
        unit="percent"
        series={[
          { key: 'a', label: 'A', color: 'red' },
          { key: 'b', label: 'B', color: 'blue' },
        ]}
      />,
    );
    const lines = [...container.querySelectorAll('path.recharts-line-curve')].map((p) => p.getAttribute('d') ?? '');
    expect(lines).toHaveLength(2);
    for (const d of lines) {
      expect(d).toMatch(/^M/);
      // Only moves and straight segments: one L per month after the first.
      expect(d.replace(/[^A-Za-z]/g, '')).toBe('MLLL');
    }
  });

  it('name every row of bars on its own line, a name too long for it cut, whole in its title', () => {
    const names = [
      'Secure locker for boxes in Olympia, Makati City',
      'Covered parking slot at Makati CBD near Ayala Avenue',
      'Warehouse',
      'Spare room for storage in Fort Bonifacio',
      'Gated house parking, McKinley Hill',
      'Basement parking near Makati CBD',
      'Self-storage near Makati CBD',
      'Small bodega near Tondo',
      'Motorcycle parking in San Lorenzo',
      'Self storage unit at Makati CBD',
    ];
    const { container } = render(
      <NamedBars
        data={names.map((name, i) => ({ name, views: 40 - i, confirmed: i }))}
        unit="count"
        series={[
          { key: 'views', label: 'Views', color: 'grey' },
          { key: 'confirmed', label: 'Confirmed', color: 'green' },
        ]}
      />,
    );
    const ticks = [...container.querySelectorAll('text')].filter((t) => t.querySelector('title'));
    expect(ticks.map((t) => t.querySelector('title')?.textContent)).toEqual(names);
    const shown = ticks.map((t) => t.textContent!.slice(t.querySelector('title')!.textContent!.length));
    expect(shown).toContain('Warehouse');
    expect(shown).toContain('Spare room for storage in Fort Bonifacio');
    expect(shown).toContain('Covered parking slot at Makati CBD…');
    for (const s of shown) expect(s.length).toBeLessThanOrEqual(40);
  });

  it('leave a name that fits whole, and cut a longer one after a word when one ends near the limit', () => {
    expect(fitName('Warehouse')).toBe('Warehouse');
    expect(fitName('Covered parking slot at Makati CBD', 17)).toBe('Covered parking…');
    expect(fitName('Barangay 510', 12)).toBe('Barangay 510');
    expect(fitName('Gated house parking, McKinley Hill', 17)).toBe('Gated house…');
    expect(fitName('Supercalifragilisticexpialidocious', 17)).toBe('Supercalifragili…');
  });
});
