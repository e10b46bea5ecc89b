// Imports the package by its own name so the harness uses the same (federated) instance as the pages.
import { AppProviders, configureRuntime, createQueryClient } from '@storefront/shared';
import { Box, Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Outlet, useRoutes, type RouteObject } from '@storefront/shared/router';
import { exposedFileName, remoteDeclaration, remoteTitle, type RemoteName } from '../federation/remotes';

/** Loads one of the remote's exposed modules by file name (`cart-page`). */
export type ExposedModuleImporter = (file: string) => Promise<{ default: ComponentType }>;

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The API the harness talks to: `?api=` on the URL, else the reference API's default port. */
function apiBaseUrl(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('api');
  if (fromQuery) sessionStorage.setItem('harness-api', fromQuery);
  return sessionStorage.getItem('harness-api') ?? 'http://localhost:8090';
}

/** `ArticleListPage` → `Article list`. */
const labelOf = (module: string) => {
  const words = module.replace(/Page$/, '').replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ');
  return words.charAt(0) + words.slice(1).toLowerCase();
};

/**
 * A remote's standalone harness: the pages its contract entry declares, on their routes, and its
 * slot components in the harness header, with the same providers the shell gives them, so a team
 * can build and try its remote without the shell or the other remotes.
 */
export function mountDevHarness(remote: RemoteName, importExposed: ExposedModuleImporter): void {
  configureRuntime({ apiBaseUrl: apiBaseUrl() });
  const { pages, slots = [] } = remoteDeclaration(remote);
  // The remote's slot components, shown in the harness header as the shell shows them in its own.
  const slotted = slots.map((declared) => ({ ...declared, Component: lazy(() => importExposed(exposedFileName(declared.module))) }));
  const layout = (
    <Box>
      <Box as="header" borderBottomWidth="1px" px={4} py={3} bg="gray.50">
        <Heading as="p" size="sm">
          {remoteTitle(remote)} <Text as="span" color="fg.muted">(standalone harness)</Text>
        </Heading>
        <HStack as="nav" aria-label="Harness" gap={4} wrap="wrap" mt={2}>
          {pages.map((page) => (
            <ChakraLink key={page.module} asChild>
              <Link to={page.example ?? page.path}>{labelOf(page.module)}</Link>
            </ChakraLink>
          ))}
        </HStack>
        {slotted.map(({ slot, Component }) => (
          <Box key={slot} mt={2} maxW="md" data-slot={slot}>
            <Suspense fallback={null}>
              <Component />
            </Suspense>
          </Box>
        ))}
      </Box>
      <Box as="main">
        <Suspense fallback={<Text p={4}>Loading…</Text>}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
  const children: RouteObject[] = pages.map((page) => {
    const Page = lazy(() => importExposed(exposedFileName(page.module)));
    return { path: page.path, element: <Page /> };
  });
  const first = pages[0];
  if (first && !pages.some((page) => page.path === '/')) {
    children.push({ path: '/', element: <Navigate to={first.example ?? first.path} replace /> });
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <HarnessRoutes routes={[{ element: layout, children }]} />
      </BrowserRouter>
    </AppProviders>,
  );
}
