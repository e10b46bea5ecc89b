import { packageTests } from '@storefront/tooling/vitest';

export default packageTests(import.meta.dirname, 'browser', {
  // Vite transforms these (Node would load them as they are), so a test can spy on their exports
  // with vi.spyOn in the module graph the files share, where vi.mock would need a graph per file.
  server: { deps: { inline: ['@module-federation/enhanced', 'web-vitals'] } },
});
