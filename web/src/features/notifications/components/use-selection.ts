import { useState } from 'react';

/**
 * Which of the list's unread notifications are ticked. Only ids still among `selectable` count,
 * so one read meanwhile (another tab, the bell) drops out by itself.
 */
export function useSelection(selectable: string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = selectable.filter((id) => ticked.has(id));
  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    all: selectable.length > 0 && selected.length === selectable.length,
    some: selected.length > 0 && selected.length < selectable.length,
    toggle: (id: string, on: boolean) =>
      setTicked((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on: boolean) => setTicked(new Set(on ? selectable : [])),
    clear: () => setTicked(new Set()),
  };
}
