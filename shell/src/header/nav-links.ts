import { paths, services } from '@storefront/shared';
import type { MenuCategory } from './use-categories';

export interface NavLink {
  label: string;
  to: string;
}

export function productLinks(categories: MenuCategory[]): NavLink[] {
  return [
    { label: 'All Products', to: paths.products() },
    ...categories.map((category) => ({ label: category.name, to: paths.products(category.name) })),
  ];
}

export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.title,
  to: paths.servicePage(service.slug),
}));
