import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { SkipLink } from './skip-link';
import { paths } from '@espasyo/domain/paths';
import { footerLink, LegalLinks } from '@/components/layout/legal-links';
import { useLocalHref, useMessages } from '@/lib/i18n';

/** Sign-in, sign-up and account-recovery pages: a quiet frame so the form is the only task. */
export function AuthLayout() {
  const m = useMessages('auth').layout;
  const local = useLocalHref();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-ink-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
        <Logo />
        <Link
          to={paths.home.getHref()}
          className="inline-flex min-h-11 items-center rounded-field px-3 text-sm font-medium text-ink-700 hover:bg-white hover:text-ink-900"
        >
          {m.backHome}
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
        <a href={local(paths.home.getHref('support'))} className={footerLink}>
          {m.help}
        </a>
      </footer>
    </div>
  );
}
