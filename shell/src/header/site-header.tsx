import { Box, Flex, HStack, Link as ChakraLink } from '@storefront/shared';
import { useRef } from 'react';
import { company, paths } from '@storefront/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import { AccountControl } from './account-control';
import { CartLink } from './cart-link';
import { DesktopNav } from './desktop-nav';
import { DeferredMenu } from './deferred-menu';
import { MobileNavStandIn } from './header-triggers';
import { HeaderSearchArea } from './header-search-area';
import { useHeaderHeightVariable } from './use-header-height-variable';
import { useScrolled } from './use-scrolled';

export function SiteHeader() {
  const scrolled = useScrolled();
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVariable(header);
  return (
    <Box
      as="header"
      ref={header}
      position="sticky"
      top="0"
      zIndex="sticky"
      data-scrolled={scrolled || undefined}
      bg={scrolled ? 'rgba(255, 255, 255, 0.72)' : 'white'}
      backdropFilter={scrolled ? 'saturate(180%) blur(12px)' : undefined}
      boxShadow={scrolled ? 'sm' : undefined}
      borderBottomWidth="1px"
      transition="background-color 0.2s, box-shadow 0.2s"
    >
      {/* Below 1280 px the search takes a row of its own under the bar, always there (no JavaScript needed). */}
      <Flex
        as="nav"
        aria-label="Main"
        maxW="7xl"
        mx="auto"
        px={{ base: 3, md: 6 }}
        minH="16"
        align="center"
        columnGap={3}
        rowGap={2}
        wrap={{ base: 'wrap', xl: 'nowrap' }}
        pt={{ base: 3, xl: 0 }}
        pb={{ base: 2, xl: 0 }}
      >
        <DeferredMenu kind="dialog" StandIn={MobileNavStandIn}>
          {({ MobileNav }) => <MobileNav />}
        </DeferredMenu>
        <ChakraLink
          asChild
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          whiteSpace="nowrap"
          color="brand.fg"
          display="flex"
          gap={2}
          alignItems="center"
        >
          <Link to={paths.home()}>
            <ShieldCheck aria-hidden="true" />
            {company.name}
          </Link>
        </ChakraLink>
        <Box flex="1" display="flex" justifyContent="center">
          <DesktopNav />
        </Box>
        <Box order={{ base: 1, xl: 0 }} flexBasis={{ base: '100%', xl: '15rem' }} flexShrink={0}>
          <HeaderSearchArea />
        </Box>
        <HStack gap={2}>
          <CartLink />
          <Box display={{ base: 'none', md: 'block' }}>
            <AccountControl />
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
