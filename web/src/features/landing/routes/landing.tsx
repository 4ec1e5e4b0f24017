import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter, TopNav } from '@/components/layout';
import { PageTitle } from '@/components/page-title';
import { usePlatform } from '@/lib/public-settings';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { InfoSection } from '@/features/landing/components/info-section';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { SafetySection } from '@/features/landing/components/safety-section';
import { StatsBand } from '@/features/landing/components/stats-band';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';

/** Scrolls to the #section in the address, also after client-side navigation to '/#pricing'. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, [hash]);
}

/** The public landing page '/' (docs/product/routes.md). */
export default function LandingPage() {
  useHashScroll();
  const { name } = usePlatform();
  return (
    <>
      <PageTitle
        standalone
        description="Rent storage rooms, parking slots and warehouse space from verified hosts across the Philippines, by the hour, day or month."
      >{`${name} — storage, parking and warehouse space in the Philippines`}</PageTitle>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-field focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-raised"
      >
        Skip to main content
      </a>
      <TopNav variant="landing" />
      <main id="main" tabIndex={-1} className="outline-none">
        <Hero />
        <StatsBand />
        <FeaturesSection />
        <HowItWorksSection />
        <TestimonialsSection />
        <PricingSection />
        <SafetySection />
        <InfoSection />
      </main>
      <SiteFooter />
    </>
  );
}
