import { belowSiteHeader, Box, Button, CloseButton, Portal, useHydrated } from '@storefront/shared';
import { Drawer } from '@storefront/shared/widgets';
import { useState, type ComponentProps } from 'react';
import { FacetForm } from './facet-form';

type FacetFormProps = ComponentProps<typeof FacetForm>;

/** The facets beside the grid on a wide screen. */
export function FiltersSidebar(props: FacetFormProps) {
  return (
    <Box
      as="aside"
      display={{ base: 'none', lg: 'block' }}
      w="60"
      flexShrink={0}
      position="sticky"
      top={belowSiteHeader('5rem')}
      alignSelf="flex-start"
    >
      <FacetForm {...props} />
    </Box>
  );
}

/**
 * The facets on a phone: a drawer once the page's script runs; before that (or without it) a
 * disclosure the browser opens by itself, holding the same form.
 */
export function FiltersDrawer({ total, ...props }: FacetFormProps & { total: number }) {
  const hydrated = useHydrated();
  // The drawer's parts are rendered from its first opening on (and kept, for its closing
  // animation): rendered closed, they would still add their styles to a page already on screen.
  const [opened, setOpened] = useState(false);
  if (!hydrated) {
    return (
      <Box as="details" display={{ lg: 'none' }} w="full">
        <Box as="summary" cursor="pointer" fontWeight="semibold" py={2}>
          Filters
        </Box>
        <Box pt={2} pb={4}>
          <FacetForm {...props} />
        </Box>
      </Box>
    );
  }
  // The same box as the disclosure's: its style is already on the page.
  return (
    <Box display={{ lg: 'none' }} w="full">
      <Drawer.Root placement="start" onOpenChange={({ open }) => open && setOpened(true)}>
        <Drawer.Trigger asChild>
          <Button size="sm" variant="outline">
            Filters
          </Button>
        </Drawer.Trigger>
        {opened && (
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>Filters</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body>
                  <FacetForm {...props} />
                </Drawer.Body>
                <Drawer.Footer>
                  <Drawer.ActionTrigger asChild>
                    <Button colorPalette="brand" w="full">
                      Show {total} product(s)
                    </Button>
                  </Drawer.ActionTrigger>
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close filters" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        )}
      </Drawer.Root>
    </Box>
  );
}
