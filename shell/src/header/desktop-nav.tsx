import { Button, HStack } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { NavLink as RouterNavLink } from '@storefront/shared/router';
import { DeferredMenu } from './deferred-menu';
import { ProductsStandIn, ServiceStandIn } from './header-triggers';

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
  return (
    <HStack as="ul" gap={1} listStyleType="none" display={{ base: 'none', md: 'flex' }}>
      <li>
        <TopLink to={paths.home()} label="Homepage" />
      </li>
      <li>
        <DeferredMenu kind="menu" StandIn={ProductsStandIn}>
          {({ ProductsMenu }) => <ProductsMenu />}
        </DeferredMenu>
      </li>
      <li>
        <DeferredMenu kind="menu" StandIn={ServiceStandIn}>
          {({ ServiceMenu }) => <ServiceMenu />}
        </DeferredMenu>
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
