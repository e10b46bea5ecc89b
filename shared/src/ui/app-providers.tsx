import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFoundError } from '../api/api-error';
import { storefrontSystem, systemWithoutGlobalStyles } from './system';
import { HydrationSwitch } from './use-hydrated';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Asking again for what does not exist only delays the page that says so.
      queries: { staleTime: 60_000, retry: (failures, error) => failures < 1 && !isNotFoundError(error), refetchOnWindowFocus: false },
    },
  });
}

interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * The page came from the server with the site's global styles (reset, tokens as CSS
   * variables) in it: they stay, and the browser does not compute them again.
   */
  globalStylesOnPage?: boolean;
  children: ReactNode;
}

/** The providers every page needs: rendered once by the shell (and by each remote's dev harness). */
export function AppProviders({ queryClient, globalStylesOnPage = false, children }: AppProvidersProps) {
  return (
    <HydrationSwitch>
      <ChakraProvider value={globalStylesOnPage ? systemWithoutGlobalStyles() : storefrontSystem()}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ChakraProvider>
    </HydrationSwitch>
  );
}
