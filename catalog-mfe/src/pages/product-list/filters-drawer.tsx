import { Box, Button, CloseButton, Portal } from '@storefront/shared';
import { Drawer } from '@storefront/shared/widgets';
import { useState, type ComponentProps } from 'react';
import { FacetForm } from './facet-form';

export type FiltersDrawerProps = ComponentProps<typeof FacetForm> & { total: number };

interface ArrivalProps {
  /** The visitor pressed its button before the drawer arrived. */
  defaultOpen?: boolean;
  /** The button it replaces had the focus. */
  autoFocus?: boolean;
}

/** The facets on a phone, in a drawer. */
export function FiltersDrawerWidget({ total, defaultOpen = false, autoFocus = false, ...props }: FiltersDrawerProps & ArrivalProps) {
  // The drawer's parts are rendered from its first opening on (and kept, for its closing
  // animation): rendered closed, they would still add their styles to a page already on screen.
  const [opened, setOpened] = useState(defaultOpen);
  // The same box as the disclosure's: its style is already on the page.
  return (
    <Box display={{ lg: 'none' }} w="full">
      <Drawer.Root placement="start" defaultOpen={defaultOpen} onOpenChange={({ open }) => open && setOpened(true)}>
        <Drawer.Trigger asChild>
          {/* Focus moves only from the button it replaces, which had it. */}
          <Button size="sm" variant="outline" autoFocus={autoFocus}>
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
