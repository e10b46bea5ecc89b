import createCache from '@emotion/cache';
import { createQueryClient } from '@storefront/shared';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import { ConsoleProviders } from './console-providers';

// The page's style nonce, from the `nonce` property the browser keeps once it has hidden the attribute.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="style-nonce"]')?.nonce || undefined;
const styleCache = createCache({ key: 'console', nonce });

createRoot(document.getElementById('root')!).render(
  <ConsoleProviders styleCache={styleCache} queryClient={createQueryClient()}>
    <ConsoleApp />
  </ConsoleProviders>,
);
