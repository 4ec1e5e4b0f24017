import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider, loadedMessages, loadMessages } from '@/lib/i18n';
import { MonthCalendar, type DateRange } from './month-calendar';

/** The calendar on a Filipino page: its words from the catalogue (`listing.calendar`), names from Intl. */
function Harness() {
  const [month, setMonth] = useState('2026-12');
  const [range, setRange] = useState<DateRange | null>(null);
  return (
    <LanguageProvider lang="fil">
      <MonthCalendar
        month={month}
        words={loadedMessages('fil', 'listing')!.calendar}
        today="2026-12-03"
        minMonth="2026-12"
        maxMonth="2027-02"
        day={(date) =>
          date === '2026-12-08' ? { label: '2 sa 3 ang bakante', note: '2/3', tone: 'partial' } : undefined
        }
        range={range}
        onMonthChange={setMonth}
        onRangeChange={setRange}
      />
    </LanguageProvider>
  );
}

describe('MonthCalendar in Filipino (issue 34)', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('fil', ['listing']));

  it('names the month, the weekdays and each day in Filipino, and its buttons and states from the catalogue', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Disyembre 2026' });
    const heads = within(grid).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab']);
    expect(heads.map((h) => h.getAttribute('abbr'))).toEqual([
      'Linggo',
      'Lunes',
      'Martes',
      'Miyerkules',
      'Huwebes',
      'Biyernes',
      'Sabado',
    ]);
    expect(screen.getByRole('button', { name: 'Martes, 8 Disyembre 2026, 2 sa 3 ang bakante' })).toHaveTextContent(
      '82/3',
    );
    expect(screen.getByRole('button', { name: 'Martes, 1 Disyembre 2026, lumipas na' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Huwebes, 10 Disyembre 2026' }));
    expect(screen.getByRole('button', { name: 'Huwebes, 10 Disyembre 2026, napiling unang araw' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sabado, 12 Disyembre 2026' }));
    expect(screen.getByRole('button', { name: 'Sabado, 12 Disyembre 2026, napiling huling araw' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Nakaraang buwan' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Susunod na buwan' }));
    expect(screen.getByRole('grid', { name: 'Enero 2027' })).toBeInTheDocument();
  });
});
