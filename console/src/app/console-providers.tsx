import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from '@storefront/shared';
import type { QueryClient } from '@storefront/shared/query';
import { BrowserRouter } from '@storefront/shared/router';
import type { ReactNode } from 'react';

/**
 * The site's providers (its Chakra system, the query client) under an Emotion cache whose
 * <style> tags carry the page's nonce: the console's policy allows no other inline style.
 */
export function ConsoleProviders({ styleCache, queryClient, children }: { styleCache: EmotionCache; queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
