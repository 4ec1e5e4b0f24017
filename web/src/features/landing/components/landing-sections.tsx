import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FeaturesSection } from './features-section';
import { HowItWorksSection } from './how-it-works-section';
import { InfoSection } from './info-section';
import { PricingSection } from './pricing-section';
import { SafetySection } from './safety-section';
import { TestimonialsSection } from './testimonials-section';

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

/** The landing page below the hero; the #anchors of the bar and footer are here. */
export default function LandingSections() {
  useHashScroll();
  return (
    <>
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <PricingSection />
      <SafetySection />
      <InfoSection />
    </>
  );
}
