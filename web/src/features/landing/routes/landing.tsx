import { SiteFooter, TopNav } from '@/components/layout';
import { PageTitle } from '@/components/page-title';
import { usePlatform } from '@/lib/public-settings';
import { useMessages } from '@/lib/i18n';
import { Hero } from '@/features/landing/components/hero';
import { StatsBand } from '@/features/landing/components/stats-band';
import { useHashScroll } from '@/features/landing/hooks/use-hash-scroll';
import { island } from '@/components/island';

/**
 * The sections below the hero: the server sends them in the HTML, and their chunk comes when they
 * come near the screen or are touched (an island, issue 30's JavaScript budget).
 */
const LandingSections = island(() => import('@/features/landing/components/landing-sections'), {
  messages: ['landingSections'],
});

/** The public landing page '/' (docs/product/routes.md). */
export default function LandingPage() {
  const { name } = usePlatform();
  const m = useMessages('landing').page;
  const nav = useMessages('nav');
  useHashScroll(); // the sections' #anchors are in the server's HTML before their chunk comes
  return (
    <>
      <PageTitle standalone description={m.description}>
        {m.title({ name })}
      </PageTitle>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-field focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-raised"
      >
        {nav.skipToMain}
      </a>
      <TopNav variant="landing" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <StatsBand />
        <LandingSections />
      </main>
      <SiteFooter />
    </>
  );
}
