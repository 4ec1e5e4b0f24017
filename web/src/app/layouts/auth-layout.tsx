import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SkipLink } from './skip-link';
import { paths } from '@espasyo/domain/paths';
import { footerLink, LegalLinks } from '@/components/layout/legal-links';

/** Sign-in, sign-up and account-recovery pages: a quiet frame so the form is the only task. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-ink-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
        <Logo />
        <Link
          to={paths.home.getHref()}
          className="inline-flex min-h-11 items-center rounded-field px-3 text-sm font-medium text-ink-700 hover:bg-white hover:text-ink-900"
        >
          Back to home
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 outline-none sm:pt-10"
      >
        <Outlet />
      </main>
      <footer className="flex flex-wrap justify-center gap-x-6 px-4 pb-6 text-sm text-ink-600">
        <LegalLinks />
        <a href={paths.home.getHref('support')} className={footerLink}>
          Help and support
        </a>
      </footer>
    </div>
  );
}
