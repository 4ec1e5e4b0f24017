import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadedMessages, loadMessages } from '@/lib/i18n';
import { MonthCalendar, type DateRange, type MonthCalendarProps } from './month-calendar';

const free: Record<string, number> = { '2026-12-08': 2, '2026-12-09': 0 };
const day: MonthCalendarProps['day'] = (date) => {
  const n = free[date] ?? 3;
  return { label: `${n} of 3 free`, note: `${n}/3`, tone: n === 3 ? 'open' : n ? 'partial' : 'full' };
};

/** The calendar as a page holds it: the month and the range in state, as the props it hands down. */
function Harness(
  props: Partial<MonthCalendarProps> & { onRange?: (r: DateRange) => void; onMonth?: (m: string) => void },
) {
  const [month, setMonth] = useState(props.month ?? '2026-12');
  const [range, setRange] = useState<DateRange | null>(props.range ?? null);
  return (
    <MonthCalendar
      today="2026-12-03"
      words={loadedMessages('en', 'listing')!.calendar}
      minMonth="2026-12"
      maxMonth="2027-02"
      day={day}
      {...props}
      month={month}
      range={range}
      onMonthChange={(m) => (props.onMonth?.(m), setMonth(m))}
      onRangeChange={(r) => (props.onRange?.(r), setRange(r))}
    />
  );
}

const dayButton = (name: string | RegExp) => screen.getByRole('button', { name });

// Many user-event steps each: room for a busy machine.
describe('MonthCalendar', { timeout: 20_000 }, () => {
  beforeAll(() => loadMessages('en', ['listing']));

  it('shows the month as a grid whose days say their date and how many units are free', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(dayButton('Tuesday 8 December 2026, 2 of 3 free')).toHaveTextContent('82/3');
    expect(dayButton('Thursday 3 December 2026, 3 of 3 free')).toHaveAttribute('aria-current', 'date');
    // 1 December 2026 is a Tuesday: two blank days before it in the first week.
    const firstWeek = within(grid).getAllByRole('row')[1];
    expect(within(firstWeek).getAllByRole('gridcell')[2]).toContainElement(dayButton(/^Tuesday 1 December 2026/));
  });

  it('chooses a range with two clicks; an earlier second day starts again; past days cannot be chosen', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn();
    render(<Harness onRange={onRange} />);

    const past = dayButton(/^Tuesday 1 December 2026.*past$/);
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await user.click(past);
    expect(onRange).not.toHaveBeenCalled();

    await user.click(dayButton(/^Thursday 10 December/));
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-10', end: null });
    await user.click(dayButton(/^Monday 7 December/));
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-07', end: null });
    await user.click(dayButton(/^Wednesday 9 December/));
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-07', end: '2026-12-09' });

    const selected = screen
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true')
      .map((c) => c.textContent);
    expect(selected).toEqual(['73/3', '82/3', '90/3']);
    expect(dayButton(/^Monday 7 December 2026, 3 of 3 free, first day chosen$/)).toBeInTheDocument();
    expect(dayButton(/^Wednesday 9 December 2026, 0 of 3 free, last day chosen$/)).toBeInTheDocument();

    // A third click starts a new range.
    await user.click(dayButton(/^Friday 18 December/));
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-18', end: null });
  });

  it('moves by day and week with the arrow keys, chooses with Enter, and turns the month at its edges', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn();
    const onMonth = vi.fn();
    render(<Harness onRange={onRange} onMonth={onMonth} />);

    // One day in the Tab order: today.
    await user.tab();
    await user.tab();
    expect(dayButton(/^Thursday 3 December/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dayButton(/^Friday 4 December/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(dayButton(/^Friday 25 December/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-25', end: null });
    await user.keyboard('{End}');
    expect(dayButton(/^Saturday 26 December/)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(onMonth).toHaveBeenLastCalledWith('2027-01');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    expect(dayButton(/^Saturday 2 January 2027/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRange).toHaveBeenLastCalledWith({ start: '2026-12-25', end: '2027-01-02' });

    await user.keyboard('{PageDown}');
    expect(dayButton(/^Tuesday 2 February 2027/)).toHaveFocus();
    // February is the last month allowed: the keyboard stops at its edge.
    await user.keyboard('{PageDown}');
    expect(dayButton(/^Tuesday 2 February 2027/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('offers the months between its bounds with the previous and next buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  });

  it('without a range to choose, shows the days as plain cells with their labels', () => {
    render(
      <MonthCalendar month="2026-12" today="2026-12-03" day={day} words={loadedMessages('en', 'listing')!.calendar} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Tuesday 8 December 2026, 2 of 3 free' })).toBeInTheDocument();
  });
});
