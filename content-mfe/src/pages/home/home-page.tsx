import { company, PageMeta, paths } from '@storefront/shared';
import { ClosingCta } from './closing-cta';
import { FeatureCards } from './feature-cards';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { SecureLockRange } from './securelock-range';

export function HomePage() {
  return (
    <>
      <PageMeta title="Home" description={company.tagline} path={paths.home()} />
      <HomeHero />
      <FeatureCards />
      <SecureLockRange />
      <HowItWorks />
      <ClosingCta />
    </>
  );
}
