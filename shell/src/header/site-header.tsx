import { Box, Flex, HStack, Link as ChakraLink } from '@storefront/shared';
import { company, paths } from '@storefront/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from '@storefront/shared/router';
import { AccountControl } from './account-control';
import { CartLink } from './cart-link';
import { DesktopNav } from './desktop-nav';
import { DeferredMenu } from './deferred-menu';
import { MobileNavStandIn } from './header-triggers';
import { useScrolled } from './use-scrolled';

export function SiteHeader() {
  const scrolled = useScrolled();
  return (
    <Box
      as="header"
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
      <Flex as="nav" aria-label="Main" maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} h="16" align="center" gap={3}>
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
