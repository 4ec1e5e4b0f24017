import { Link } from 'react-router';
import { List, Map as MapIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { searchHref } from './use-search-submit';

/** 'Map view' / 'List view': the same search on the other page (the address's query goes along). */
export function ViewSwitch({
  to,
  path,
  params,
  className,
}: {
  to: 'map' | 'list';
  path: string;
  params: URLSearchParams;
  className?: string;
}) {
  const Icon = to === 'map' ? MapIcon : List;
  return (
    <Link to={searchHref(path, params)} className={cn(buttonClasses('outline', 'md'), className)}>
      <Icon aria-hidden="true" className="size-5" />
      {to === 'map' ? 'Map view' : 'List view'}
    </Link>
  );
}
