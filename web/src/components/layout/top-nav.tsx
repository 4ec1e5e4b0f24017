import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { homePathFor } from '@espasyo/domain/roles';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { Logo } from './logo';
import { landingLinks, withLabels, type NavItem, type NavVariant } from './nav-config';
import { NavLinkItem } from './nav-link-item';
import { paths } from '@espasyo/domain/paths';

// Only signed-in people and phones that open the menu need these: fetched then, not with every
// public page (issue 10's JavaScript budget).
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The top bar in its three variants (docs/product/routes.md): landing (section anchors and
 * Sign in / Get started), client and host (their areas, the user menu, and the bell their layout
 * hands in: it belongs to the notifications feature, which components do not import).
 * Below the desktop breakpoint the links move into the slide-out menu.
 */
export function TopNav({
  variant = 'landing',
  links: linksGiven,
  menuLinks: menuLinksGiven,
  bell,
}: {
  variant?: NavVariant;
  links?: NavItem[];
  /** The phone menu's links, when more than the bar's. */
  menuLinks?: NavItem[];
  /** The notification bell, shown to a signed-in user beside the account menu. */
  bell?: ReactNode;
}) {
  const m = useMessages('nav');
  const links = linksGiven ?? withLabels(landingLinks, m.links);
  const menuLinks = menuLinksGiven ?? links;
  const { user, role, status } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false); // the menu's code loads on first opening
  const menuId = useId();
  // Eight app links need the full width; four landing anchors fit from 1024 px.
  const desktop = variant === 'landing' ? 'lg' : 'xl';

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo to={user && variant !== 'landing' ? homePathFor(role) : paths.home.getHref()} />
        <nav
          aria-label={m.main}
          className={cn('ml-4 hidden flex-1 items-center gap-1', desktop === 'lg' ? 'lg:flex' : 'xl:flex')}
        >
          {links.map((l) => (
            <NavLinkItem
              key={l.to}
              item={l}
              className="inline-flex min-h-11 items-center rounded-field px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 hover:text-ink-900"
              activeClassName="bg-brand-50 text-brand-800"
            />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Nothing while the session is not known: neither the account's menu nor 'Sign in'. */}
          {status === 'loading' || status === 'error' ? null : user && role ? (
            <Suspense fallback={null}>
              {variant === 'landing' && (
                // A wrapper hides it on phones: the link's own inline-flex would beat 'hidden'.
                <div className="hidden sm:block">
                  <Link to={homePathFor(role)} className={buttonClasses('secondary', 'sm')}>
                    {m.goToDashboard}
                  </Link>
                </div>
              )}
              {variant !== 'landing' && bell}
              <div className={desktop === 'lg' ? 'hidden lg:block' : 'hidden xl:block'}>
                <UserMenu user={user} role={role} />
              </div>
            </Suspense>
          ) : (
            <>
              <Link to={paths.auth.signIn.getHref()} className={buttonClasses('ghost', 'sm')}>
                {m.signIn}
              </Link>
              <div className="hidden sm:block">
                <Link to={paths.auth.signUp.getHref()} className={buttonClasses('primary', 'sm')}>
                  {m.getStarted}
                </Link>
              </div>
            </>
          )}
          <button
            type="button"
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            aria-label={m.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuUsed ? menuId : undefined}
            className={cn(
              'flex size-11 items-center justify-center rounded-field text-ink-800 hover:bg-ink-100',
              desktop === 'lg' ? 'lg:hidden' : 'xl:hidden',
            )}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            variant={variant}
            links={menuLinks}
          />
        </Suspense>
      )}
    </header>
  );
}
