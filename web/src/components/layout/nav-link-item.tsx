import { NavLink } from 'react-router';
import { unreadBadge } from '@espasyo/domain/notifications/badge';
import { cn } from '@/lib/cn';
import { useLocalHref, useMessages } from '@/lib/i18n';
import type { NavItem } from './nav-config';

/**
 * Hash links ('/#pricing') are plain anchors: the browser scrolls to the section itself,
 * which the router does not do. Everything else is a router link with aria-current.
 */
export function NavLinkItem({
  item,
  className,
  activeClassName,
  onNavigate,
  showIcon,
}: {
  item: NavItem;
  className: string;
  activeClassName?: string;
  onNavigate?: () => void;
  showIcon?: boolean;
}) {
  const m = useMessages('nav');
  const local = useLocalHref();
  const Icon = item.icon;
  const body = (
    <>
      {showIcon && Icon && <Icon aria-hidden="true" className="size-5 shrink-0" />}
      <span className="whitespace-nowrap">{item.label}</span>
      {!!item.count && (
        <>
          <span
            aria-hidden="true"
            className="ml-1 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unreadBadge(item.count)}
          </span>
          <span className="sr-only">{m.unread({ count: item.count })}</span>
        </>
      )}
    </>
  );
  if (item.to.includes('#'))
    return (
      <a href={local(item.to)} className={className} onClick={onNavigate}>
        {body}
      </a>
    );
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) => cn(className, isActive && activeClassName)}
      onClick={onNavigate}
    >
      {body}
    </NavLink>
  );
}
