import { Container, Heading } from '@storefront/shared';
import { Tabs } from '@storefront/shared/widgets';
import type { Ref } from 'react';
import { FaqAccordion } from '../../features/faq/faq-accordion';
import type { ServicePageContent } from './content/service-catalogue';
import { PricingPlans } from './pricing-plans';
import { FeaturesPanel, GalleryPanel, OverviewPanel, ProcessPanel } from './service-panels';

export const SERVICE_TABS = ['Overview', 'Features', 'Process', 'Pricing', 'Gallery', 'FAQ'] as const;

interface ServiceTabsProps {
  service: ServicePageContent;
  /** 'Learn More' scrolls here and moves focus here. */
  ref?: Ref<HTMLDivElement>;
}

function panelFor(tab: (typeof SERVICE_TABS)[number], service: ServicePageContent) {
  switch (tab) {
    case 'Overview':
      return <OverviewPanel service={service} />;
    case 'Features':
      return <FeaturesPanel service={service} />;
    case 'Process':
      return <ProcessPanel service={service} />;
    case 'Pricing':
      return <PricingPlans pricing={service.pricing} />;
    case 'Gallery':
      return <GalleryPanel service={service} />;
    case 'FAQ':
      return <FaqAccordion entries={service.faq} />;
  }
}

/** Spec §2 / §4: six tabs, Overview first and active; arrow keys move between them. */
export function ServiceTabs({ service, ref }: ServiceTabsProps) {
  return (
    <Container as="section" ref={ref} aria-labelledby="service-details" tabIndex={-1} scrollMarginTop="24" maxW="7xl" py={{ base: 10, md: 16 }}>
      <Heading as="h2" id="service-details" srOnly>
        {service.title} in detail
      </Heading>
      <Tabs.Root defaultValue="Overview" colorPalette="brand" variant="line" lazyMount={false}>
        <Tabs.List overflowX="auto" overflowY="hidden" mb={8}>
          {SERVICE_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} fontSize={{ base: 'sm', md: 'md' }} flexShrink={0}>
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SERVICE_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {panelFor(tab, service)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}
