import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Ellipsis } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useMenuButton } from '@/components/ui/use-menu-button';
import { useMessages } from '@/lib/i18n';

export type MoreMenuItem =
  | { label: string; icon: ReactNode; to: string; danger?: false }
  | { label: string; icon: ReactNode; onSelect: () => void; danger?: boolean };

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-field px-3 text-left text-base hover:bg-ink-100 focus:bg-ink-100 focus:outline-none';

/**
 * The less frequent actions of a listing behind one button (useMenuButton). The menu opens under the button, against the right edge of the nearest positioned ancestor.
 */
export function MoreMenu({ label, items }: { label: string; items: MoreMenuItem[] }) {
  const m = useMessages('hostListings');
  const { open, close, button, menu } = useMenuButton();

  if (items.length === 0) return null;
  return (
    <div>
      <button {...button} type="button" aria-label={label} className={buttonClasses('outline', 'sm', true)}>
        <Ellipsis aria-hidden="true" className="size-5" />
        {m.actions.more}
      </button>
      {open && (
        <div
          {...menu}
          aria-label={label}
          className="absolute right-0 z-40 mt-2 w-56 rounded-card border border-ink-200 bg-white p-2 shadow-raised"
        >
          {items.map((item) =>
            'to' in item ? (
              <Link
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} text-ink-800`}
                onClick={() => close()}
              >
                {item.icon}
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`${itemClass} ${item.danger ? 'text-danger-700' : 'text-ink-800'}`}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
