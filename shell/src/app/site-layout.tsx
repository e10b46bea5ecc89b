import { Box, Flex, SkipNavContent, SkipNavLink } from '@storefront/shared';
import { Outlet, ScrollRestoration } from '@storefront/shared/router';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { useRegistryRefresh } from '../runtime/use-registry-refresh';

export function SiteLayout() {
  useRegistryRefresh();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to main content</SkipNavLink>
      <SiteHeader />
      <SkipNavContent />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
