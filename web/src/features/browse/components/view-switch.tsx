import { Link } from 'react-router';
import { List, Map as MapIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { searchHref } from './use-search-submit';

/** 'Map view' / 'List view': the same search on the other page (the address's query goes along). */
export function ViewSwitch({
  to,
  path,
  params,
  floating = false,
  className,
}: {
  to: 'map' | 'list';
  path: string;
  params: URLSearchParams;
  /** A round button over the page's lower edge (phones), instead of one in the toolbar. */
  floating?: boolean;
  className?: string;
}) {
  const m = useMessages('search').view;
  const Icon = to === 'map' ? MapIcon : List;
  return (
    <Link
      to={searchHref(path, params)}
      className={cn(
        floating
          ? cn(
              buttonClasses('secondary', 'md'),
              'fixed bottom-5 left-1/2 z-30 -translate-x-1/2 rounded-full shadow-raised',
            )
          : buttonClasses('outline', 'md'),
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {m[to]}
    </Link>
  );
}
