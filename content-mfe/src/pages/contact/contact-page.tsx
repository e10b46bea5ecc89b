import { Button, PageMeta, paths } from '@storefront/shared';
import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { PageHero } from '../../features/page-sections/page-hero';
import { revealSection } from '../../features/page-sections/reveal-section';
import { BusinessHours } from './business-hours';
import { ConnectWithUs } from './connect-with-us';
import { ContactCards } from './contact-cards';
import { ContactFaq } from './contact-faq';
import { LocationPanel } from './location-panel';

const CONTACT_LEDE =
  'Questions about a product, a quote for your property or help with a system you already have: our team is ready to help.';

export function ContactPage() {
  const cardsRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <PageMeta title="Contact Us" description={CONTACT_LEDE} path={paths.contact()} />
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        lede={CONTACT_LEDE}
        actions={
          <Button size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} onClick={() => revealSection(cardsRef.current)}>
            Contact Us Now
            <ArrowDown aria-hidden="true" />
          </Button>
        }
      />
      <ContactCards ref={cardsRef} />
      <LocationPanel />
      <BusinessHours />
      <ContactFaq />
      <ConnectWithUs />
    </>
  );
}
