import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFoundError } from '../api/api-error';
import { storefrontSystem } from './system';

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
  children: ReactNode;
}

/** The providers every page needs: rendered once by the shell (and by each remote's dev harness). */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={storefrontSystem()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ChakraProvider>
  );
}
