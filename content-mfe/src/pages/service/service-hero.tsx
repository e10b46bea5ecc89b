import { Button, Image } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { ArrowDown } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import { PageHero } from '../../features/page-sections/page-hero';
import type { ServicePageContent } from './content/service-catalogue';

interface ServiceHeroProps {
  service: ServicePageContent;
  onLearnMore: () => void;
}

export function ServiceHero({ service, onLearnMore }: ServiceHeroProps) {
  return (
    <PageHero
      eyebrow="Our services"
      title={service.title}
      lede={service.description}
      actions={
        <>
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <Link to={paths.customerSupport()}>Get Quote</Link>
          </Button>
          <Button size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }} onClick={onLearnMore}>
            Learn More
            <ArrowDown aria-hidden="true" />
          </Button>
        </>
      }
      aside={
        <Image
          src={service.heroImage}
          alt={service.heroAlt}
          htmlWidth={1200}
          htmlHeight={600}
          w="full"
          h="auto"
          aspectRatio="2 / 1"
          rounded="2xl"
          boxShadow="xl"
          fetchPriority="high"
        />
      }
    />
  );
}
