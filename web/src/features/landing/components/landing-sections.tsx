import { FeaturesSection } from './features-section';
import { HowItWorksSection } from './how-it-works-section';
import { InfoSection } from './info-section';
import { PricingSection } from './pricing-section';
import { SafetySection } from './safety-section';
import { TestimonialsSection } from './testimonials-section';
import { useHashScroll } from '../hooks/use-hash-scroll';

/**
 * The landing page below the hero; the #anchors of the bar and footer are here. Scrolls to the
 * address's #section once it is rendered (a client-side navigation to '/#pricing').
 */
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
