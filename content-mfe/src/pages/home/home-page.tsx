import { usePageTitle } from '@storefront/shared';
import { ClosingCta } from './closing-cta';
import { FeatureCards } from './feature-cards';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { SecureLockRange } from './securelock-range';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <HomeHero />
      <FeatureCards />
      <SecureLockRange />
      <HowItWorks />
      <ClosingCta />
    </>
  );
}
