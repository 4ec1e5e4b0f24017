import { Link } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import type { UserType } from '@espasyo/domain/roles';
import { useMenuButton } from '@/components/ui/use-menu-button';
import { useMessages } from '@/lib/i18n';
import { accountLinks } from './nav-config';
import { LanguageSwitcher } from './language-switcher';
import { useSignOut } from './use-sign-out';

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const s = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`.toUpperCase();
  return s || user.email[0]?.toUpperCase() || '?';
}

/**
 * The account menu (useMenuButton): who is signed in, their account pages, and Sign out.
 */
export function UserMenu({ user, role }: { user: User; role: UserType }) {
  const m = useMessages('common').userMenu;
  const nav = useMessages('nav');
  const { open, close, button, menu } = useMenuButton();
  const signOut = useSignOut();
  const links = accountLinks(role);

  const itemClass =
    'flex min-h-11 w-full items-center gap-2 rounded-field px-3 text-left text-base text-ink-800 hover:bg-ink-100 focus:bg-ink-100';
  return (
    <div className="relative">
      <button
        {...button}
        type="button"
        aria-label={m.button({ name: user.firstName || user.email })}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-ink-100"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-32 truncate text-sm font-semibold text-ink-800 sm:inline">{user.firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-500" />
      </button>
      {open && (
        <div
          {...menu}
          aria-label={m.menu}
          className="absolute right-0 z-50 mt-2 w-64 rounded-card border border-ink-200 bg-white p-2 shadow-raised"
        >
          <div className="border-b border-ink-100 px-3 pt-1 pb-3" role="none">
            <p className="line-clamp-3 font-semibold wrap-anywhere text-ink-900">{user.name || user.email}</p>
            <p className="text-sm wrap-anywhere text-ink-600">{user.email}</p>
            <p className="mt-1 text-sm text-ink-600">{m.account({ role: m.roles[role] })}</p>
          </div>
          <div className="pt-2" role="none">
            {links.map((l) => (
              <Link key={l.to} to={l.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close()}>
                {nav.links[l.key]}
              </Link>
            ))}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {m.signOut}
            </button>
          </div>
          <div className="mt-2 border-t border-ink-100 pt-1" role="none">
            <LanguageSwitcher menuItems onChosen={close} />
          </div>
        </div>
      )}
    </div>
  );
}
