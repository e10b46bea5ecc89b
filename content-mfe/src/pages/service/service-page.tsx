import { PageMeta, paths } from '@storefront/shared';
import { useRef } from 'react';
import { Navigate, useParams } from '@storefront/shared/router';
import { revealSection } from '../../features/page-sections/reveal-section';
import { findServiceContent, type ServicePageContent } from './content/service-catalogue';
import { ReadyToGetStarted } from './ready-to-get-started';
import { ServiceHero } from './service-hero';
import { ServiceTabs } from './service-tabs';

function ServiceContent({ service }: { service: ServicePageContent }) {
  const tabsRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <PageMeta title={service.title} description={service.description} path={paths.servicePage(service.slug)} />
      <ServiceHero service={service} onLearnMore={() => revealSection(tabsRef.current)} />
      <ServiceTabs ref={tabsRef} service={service} />
      <ReadyToGetStarted />
    </>
  );
}

export function ServicePage() {
  const { slug } = useParams();
  const service = findServiceContent(slug);
  if (!service) return <Navigate to={paths.notFound()} replace />;
  // A new key per service: moving from one service to another starts again on Overview.
  return <ServiceContent key={service.slug} service={service} />;
}
