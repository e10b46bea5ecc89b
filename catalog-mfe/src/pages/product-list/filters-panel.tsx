import { belowSiteHeader, belowSiteHeaderMark, Box, Button, useHydrated } from '@storefront/shared';
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { FacetForm } from './facet-form';
import type { FiltersDrawerProps } from './filters-drawer';
import { whenIdleAndShown } from './when-idle-and-shown';

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
      {...belowSiteHeaderMark}
    >
      <FacetForm {...props} />
    </Box>
  );
}

/** The facets on a phone before the page's script runs (or without it): a disclosure the browser opens by itself. */
function FiltersDisclosure({ defaultOpen = false, state, facets, onChoose }: FiltersDrawerProps & { defaultOpen?: boolean }) {
  return (
    <Box as="details" display={{ lg: 'none' }} w="full" {...(defaultOpen && { open: true })}>
      <Box as="summary" cursor="pointer" fontWeight="semibold" py={2}>
        Filters
      </Box>
      <Box pt={2} pb={4}>
        <FacetForm state={state} facets={facets} onChoose={onChoose} />
      </Box>
    </Box>
  );
}

type Widget = ComponentType<FiltersDrawerProps & { defaultOpen?: boolean; autoFocus?: boolean }>;

/**
 * The facets on a phone: a drawer once the page's script runs; before that (or without it) a
 * disclosure holding the same form.
 *
 * The drawer comes with Chakra's widgets, which a route change to the listing must not wait for:
 * the page would show only once they were evaluated (about 175 KB of script, the widgets being one
 * shared module in the federated site). So `load` brings the drawer once the browser is idle, or
 * at once when its button, already there, is pressed; the drawer then opens as soon as it can. If
 * it cannot load, the disclosure stays.
 */
export function filtersDrawerLoadedBy(load: () => Promise<{ FiltersDrawerWidget: Widget }>) {
  let arrived: Widget | undefined;
  let arriving: Promise<Widget> | undefined;
  const bring = () =>
    (arriving ??= load().then(
      (module) => (arrived = module.FiltersDrawerWidget),
      () => (arrived = FiltersDisclosure),
    ));

  return function FiltersDrawer(props: FiltersDrawerProps) {
    const hydrated = useHydrated();
    const [Drawer, setDrawer] = useState(() => arrived);
    const [requested, setRequested] = useState(false);
    const [focused, setFocused] = useState(false);
    useEffect(() => {
      if (!hydrated || Drawer) return;
      let mounted = true;
      const show = () => void bring().then((widget) => mounted && setDrawer(() => widget));
      const cancel = whenIdleAndShown(show);
      return () => {
        mounted = false;
        cancel();
      };
    }, [hydrated, Drawer]);

    if (!hydrated) return <FiltersDisclosure {...props} />;
    if (Drawer) return <Drawer {...props} defaultOpen={requested} autoFocus={focused} />;
    return (
      <Box display={{ lg: 'none' }} w="full">
        <Button
          size="sm"
          variant="outline"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onClick={() => {
            setRequested(true);
            void bring().then((widget) => setDrawer(() => widget));
          }}
        >
          Filters
        </Button>
      </Box>
    );
  };
}

export const FiltersDrawer = filtersDrawerLoadedBy(() => import('./filters-drawer'));
