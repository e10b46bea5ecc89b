import { mountDevHarness } from '@storefront/shared/dev-harness';

// The pages come from this remote's entry in the federation contract.
mountDevHarness('account_mfe', (file) => import(`../exposes/${file}.ts`));
