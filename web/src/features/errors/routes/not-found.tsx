import { Link, useLocation } from 'react-router';
import { MapPinOff } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { paths } from '@espasyo/domain/paths';

/** Any unknown path (docs/product/routes.md): title, explanation, the path itself and 'Go Home'. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const m = useMessages('frame');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageTitle>{m.notFoundTitle}</PageTitle>
      <div className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MapPinOff aria-hidden="true" className="size-8" />
      </div>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900">{m.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-ink-600">{m.notFoundBody}</p>
      <p className="mt-4 max-w-full rounded-field bg-ink-100 px-3 py-2 font-mono text-sm break-all text-ink-800">
        {pathname}
      </p>
      <Link to={paths.home.getHref()} className={`${buttonClasses('secondary', 'lg')} mt-8`}>
        {m.goHome}
      </Link>
    </div>
  );
}
