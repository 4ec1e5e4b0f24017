import { Link } from 'react-router';
import { House } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { HeroSearch } from './hero-search';
import { HeroSlideshow } from './hero-slideshow';

/** The landing hero: headline and search on the left, slideshow on the right from 1024 px. */
export function Hero() {
  const m = useMessages('landing').hero;
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-8 pb-12 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:pt-14 lg:pb-16">
        <div className="min-w-0">
          <h1 id="hero-title" className="text-2xl leading-tight font-bold tracking-tight text-ink-900 sm:text-3xl">
            {m.title}
          </h1>
          <p className="mt-3 max-w-xl text-base text-ink-700 sm:text-lg">{m.subtitle}</p>
          <div className="mt-6">
            <HeroSearch />
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-base text-ink-700">{m.hostPrompt}</p>
            <Link to={paths.auth.signUp.getHref({ type: 'host' })} className={buttonClasses('outline', 'md')}>
              <House aria-hidden="true" className="size-5 text-brand-700" />
              {m.becomeHost}
            </Link>
          </div>
        </div>
        <div className="min-w-0 lg:py-2">
          <HeroSlideshow />
        </div>
      </div>
    </section>
  );
}
