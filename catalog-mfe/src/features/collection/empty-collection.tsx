import { Button, EmptyState } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import type { ReactNode } from 'react';

interface EmptyCollectionProps {
  icon: ReactNode;
  title: string;
  description: string;
}

/** The empty cart and the empty wishlist: what is missing, and the way to the products. */
export function EmptyCollection({ icon, title, description }: EmptyCollectionProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <Button asChild colorPalette="brand" mt={2}>
          <Link to={paths.products()}>Browse Products</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
