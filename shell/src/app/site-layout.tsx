import { Box, Flex, SkipNavContent, SkipNavLink } from '@storefront/shared';
import { Outlet } from '@storefront/shared/router';
import { memo } from 'react';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { useMarkSiteShown } from '../remotes/site-shown';
import { usePrefetchRouteDataOnNavigate } from '../runtime/prefetch-route-data';
import { useRegistryRefresh } from '../runtime/use-registry-refresh';
import { OverrideBanner } from './override-banner';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';
import { useScrollRestoration } from './use-scroll-restoration';

// A route change renders this layout again (its hooks follow the location). The header and footer
// take no props: memoized, only their parts that read the location (the active link, the login
// link's return address) render again, not every Chakra box around them.
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);

export function SiteLayout() {
  useMarkSiteShown();
  useRegistryRefresh();
  usePrefetchRouteDataOnNavigate();
  useFocusHeadingOnNavigate();
  useScrollRestoration();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to main content</SkipNavLink>
      <OverrideBanner />
      <Header />
      <SkipNavContent />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving after its
          skeleton does not push a visible footer down (layout shift). */}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="calc(100vh - 4rem)" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
