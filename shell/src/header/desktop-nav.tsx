import { Button, HStack } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { NavLink as RouterNavLink } from '@storefront/shared/router';
import { NavDropdown } from './nav-dropdown';
import { productLinks, serviceLinks } from './nav-links';
import { useCategories } from './use-categories';

function TopLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" fontWeight="medium">
      <RouterNavLink to={to} end>
        {label}
      </RouterNavLink>
    </Button>
  );
}

export function DesktopNav() {
  const categories = useCategories();
  return (
    <HStack as="ul" gap={1} listStyleType="none" display={{ base: 'none', md: 'flex' }}>
      <li>
        <TopLink to={paths.home()} label="Homepage" />
      </li>
      <li>
        <NavDropdown label="Products" links={productLinks(categories)} />
      </li>
      <li>
        <NavDropdown label="Service" links={serviceLinks} />
      </li>
      <li>
        <TopLink to={paths.about()} label="About" />
      </li>
      <li>
        <TopLink to={paths.articles()} label="Articles" />
      </li>
      <li>
        <TopLink to={paths.contact()} label="Contact" />
      </li>
    </HStack>
  );
}
