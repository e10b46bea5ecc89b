import {
  Box,
  Button,
  CloseButton,
  Link as ChakraLink,
  Portal,
  Stack,
  Text,
} from '@storefront/shared';
import { paths, useStorefront } from '@storefront/shared';
import { Drawer } from '@storefront/shared/widgets';
import { useState } from 'react';
import { Link } from '@storefront/shared/router';
import { MobileMenuButton } from './header-triggers';
import { productLinks, serviceLinks, type NavLink } from './nav-links';
import { useCategories } from './use-categories';

function SheetLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <ChakraLink asChild py={2} fontWeight="medium" display="block">
      <Link to={link.to} onClick={onNavigate}>
        {link.label}
      </Link>
    </ChakraLink>
  );
}

function SheetGroup({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: NavLink[];
  onNavigate: () => void;
}) {
  return (
    <Box as="li">
      <Text as="span" display="block" py={2} fontWeight="semibold">
        {title}
      </Text>
      <Box as="ul" pl={4} listStyleType="none">
        {links.map((link) => (
          <li key={link.to}>
            <SheetLink link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Below 768 px: a slide-in side sheet with the spec's entries; focus stays inside, Escape closes. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const categories = useCategories();
  const signedInAs = useStorefront((state) => state.userData?.name);
  const logout = useStorefront((state) => state.logout);
  const close = () => setOpen(false);
  const single = (label: string, to: string) => (
    <li>
      <SheetLink link={{ label, to }} onNavigate={close} />
    </li>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <MobileMenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <Stack as="ul" gap={0} listStyleType="none">
                  {single('Homepage', paths.home())}
                  {single('About Us', paths.about())}
                  {single('Contact Us', paths.contact())}
                  <SheetGroup
                    title="Products"
                    links={productLinks(categories)}
                    onNavigate={close}
                  />
                  <SheetGroup title="Services" links={serviceLinks} onNavigate={close} />
                  {single('Articles', paths.articles())}
                  {single('Cart', paths.cart())}
                  {signedInAs ? (
                    <li>
                      <Text as="span" display="block" py={2}>
                        Signed in as {signedInAs}
                      </Text>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          logout();
                          close();
                        }}
                      >
                        Logout
                      </Button>
                    </li>
                  ) : (
                    single('Login/Register', paths.login())
                  )}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
