// Imports the package by its own name so the harness uses the same (federated) instance as the pages.
import { AppProviders, configureRuntime, createQueryClient } from '@storefront/shared';
import { Box, Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes, type RouteObject } from '@storefront/shared/router';

export interface HarnessPage {
  path: string;
  /** A concrete URL to link to (for routes with parameters). */
  example: string;
  label: string;
  element: React.ReactNode;
}

function HarnessRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The API the harness talks to: `?api=` on the URL, else the reference API's default port. */
function apiBaseUrl(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('api');
  if (fromQuery) sessionStorage.setItem('harness-api', fromQuery);
  return sessionStorage.getItem('harness-api') ?? 'http://localhost:8090';
}

/**
 * A remote's standalone harness: its pages with the same providers the shell gives them, so a
 * team can build and try its remote without the shell or the other remotes.
 */
export function mountDevHarness(title: string, pages: HarnessPage[]): void {
  configureRuntime({
    apiBaseUrl: apiBaseUrl(),
    contactEmail: 'support@smarthome.example',
    contactPhone: '+91 80 4567 8900',
  });
  const layout = (
    <Box>
      <Box as="header" borderBottomWidth="1px" px={4} py={3} bg="gray.50">
        <Heading as="p" size="sm">
          {title} <Text as="span" color="fg.muted">(standalone harness)</Text>
        </Heading>
        <HStack as="nav" aria-label="Harness" gap={4} wrap="wrap" mt={2}>
          {pages.map((page) => (
            <ChakraLink key={page.path} asChild>
              <Link to={page.example}>{page.label}</Link>
            </ChakraLink>
          ))}
        </HStack>
      </Box>
      <Box as="main">
        <Outlet />
      </Box>
    </Box>
  );
  const routes: RouteObject[] = [
    { element: layout, children: pages.map(({ path, element }) => ({ path, element })) },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <HarnessRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>,
  );
}
