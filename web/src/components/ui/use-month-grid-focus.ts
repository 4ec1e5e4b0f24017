import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, monthOf, sameDayIn, weekdayOf } from '@/lib/calendar';

/** Where each key takes the focused day (WAI-ARIA date grid). */
const moves: Record<string, (date: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -weekdayOf(d)),
  End: (d) => addDays(d, 6 - weekdayOf(d)),
  PageUp: (d) => sameDayIn(d, addMonths(monthOf(d), -1)),
  PageDown: (d) => sameDayIn(d, addMonths(monthOf(d), 1)),
};

/**
 * The month grid's roving focus: one day in the Tab order (`focusDate`: the last one visited in
 * this month, else `entry`), moved by the keys above; a move past the month's edge asks for the
 * next month through `onMonthChange` (when `canGo` allows it) and lands on the same day there.
 */
export function useMonthGridFocus({
  month,
  entry,
  canGo,
  onMonthChange,
}: {
  month: string;
  entry: string;
  canGo: (month: string) => boolean;
  onMonthChange?: (month: string) => void;
}) {
  const [focus, setFocus] = useState(entry);
  const refocus = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusDate = monthOf(focus) === month ? focus : entry;

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    buttons.current.get(focusDate)?.focus();
  }, [focusDate]);

  function onKeyDown(e: KeyboardEvent) {
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(focusDate);
    if (monthOf(next) !== month) {
      if (!onMonthChange || !canGo(monthOf(next))) return;
      onMonthChange(monthOf(next));
    }
    refocus.current = true;
    setFocus(next);
  }

  /** The ref callback of a day's button. */
  const register = (date: string) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(date, el);
    else buttons.current.delete(date);
  };

  return { focusDate, setFocus, onKeyDown, register };
}
