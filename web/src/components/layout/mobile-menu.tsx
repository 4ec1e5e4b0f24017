import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LogOut, X } from 'lucide-react';
import { homePathFor } from '@espasyo/domain/roles';
import { useAuth } from '@/lib/auth';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { Logo } from './logo';
import { accountLinks, withLabels, type NavItem, type NavVariant } from './nav-config';
import { NavLinkItem } from './nav-link-item';
import { useSignOut } from './use-sign-out';
import { paths } from '@espasyo/domain/paths';

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-field px-3 text-base font-medium text-ink-800 hover:bg-ink-100';
const activeClass = 'bg-brand-50 text-brand-800';

/**
 * The phone navigation, repeating the bar's links and the user menu (docs/product/routes.md).
 * A modal <dialog> traps focus, closes on Escape and gives focus back to the menu button.
 */
export function MobileMenu({
  open,
  onClose,
  variant,
  links,
  id,
}: {
  open: boolean;
  onClose: () => void;
  variant: NavVariant;
  links: NavItem[];
  id: string;
}) {
  const m = useMessages('nav');
  const ref = useRef<HTMLDialogElement>(null);
  const { user, role } = useAuth();
  const signOut = useSignOut();

  useEffect(() => {
    const el = ref.current;
    if (open && el && !el.open) el.showModal();
    if (!open && el?.open) el.close();
  }, [open]);

  const account = user ? withLabels(accountLinks(role), m.links) : [];

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={m.menu}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-raised transition-transform duration-200 backdrop:bg-ink-900/50 starting:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ink-200 px-4 py-2">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label={m.closeMenu}
            className="flex size-11 items-center justify-center rounded-field text-ink-700 hover:bg-ink-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={m.main} className="flex-1 overflow-y-auto p-3">
          {user && (
            <div className="mb-3 rounded-card bg-ink-50 px-3 py-3">
              <p className="line-clamp-3 font-semibold wrap-anywhere text-ink-900">{user.name || user.email}</p>
              <p className="text-sm wrap-anywhere text-ink-600">{user.email}</p>
            </div>
          )}
          <ul className="space-y-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLinkItem
                  item={l}
                  className={linkClass}
                  activeClassName={activeClass}
                  onNavigate={onClose}
                  showIcon
                />
              </li>
            ))}
          </ul>
          {account.length > 0 && (
            <>
              <hr className="my-3 border-ink-200" />
              <ul className="space-y-1">
                {account.map((l) => (
                  <li key={l.to}>
                    <NavLinkItem item={l} className={linkClass} activeClassName={activeClass} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
        <div className="space-y-2 border-t border-ink-200 p-4">
          {user ? (
            <>
              {variant === 'landing' && (
                <Link to={homePathFor(role)} onClick={onClose} className={buttonClasses('secondary', 'md', true)}>
                  {m.goToDashboard}
                </Link>
              )}
              <button
                type="button"
                onClick={() => (onClose(), void signOut())}
                className={buttonClasses('outline', 'md', true)}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {m.signOut}
              </button>
            </>
          ) : (
            <>
              <Link to={paths.auth.signUp.getHref()} onClick={onClose} className={buttonClasses('primary', 'md', true)}>
                {m.getStarted}
              </Link>
              <Link to={paths.auth.signIn.getHref()} onClick={onClose} className={buttonClasses('outline', 'md', true)}>
                {m.signIn}
              </Link>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
