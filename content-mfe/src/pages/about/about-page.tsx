import { company, PageMeta, paths } from '@storefront/shared';
import { PageHero } from '../../features/page-sections/page-hero';
import { AboutClosingBand } from './about-closing-band';
import { CompanyValues } from './company-values';
import { CustomerTestimonial } from './customer-testimonial';
import { WhoWeAre } from './who-we-are';
import { WhyChooseUs } from './why-choose-us';

const ABOUT_LEDE = `${company.name} designs, supplies, installs and supports smart-home and security systems, from a single smart lock to a fully automated villa or office.`;

export function AboutPage() {
  return (
    <>
      <PageMeta title="About Us" description={ABOUT_LEDE} path={paths.about()} />
      <PageHero
        eyebrow="About Us"
        title="Making homes and businesses smarter and safer"
        lede={ABOUT_LEDE}
      />
      <WhoWeAre />
      <CompanyValues />
      <WhyChooseUs />
      <CustomerTestimonial />
      <AboutClosingBand />
    </>
  );
}
