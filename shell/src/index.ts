import { readRuntimeDocuments } from './runtime/fetch-runtime-documents';
import { sharedStartUpSteps } from '@storefront/shared/start-up-steps';
import { startInSteps } from './start/start-in-steps';

// Read the registry and configuration the page carries (or start fetching them) before the
// rest of the shell runs.
const documents = readRuntimeDocuments();

// The shell provides every shared library eagerly (they are in this same script), so the
// bootstrap can be part of it too: no extra round trip before the first render. The libraries
// are evaluated one per task, largest last, in the order the bootstrap would evaluate them.
// A bench variant without the steps (STARTUP_OFF=phased-start) imports the bootstrap at once.
if (typeof __STARTUP_OFF__ !== 'undefined' && __STARTUP_OFF__.phasedStart) {
  void import(/* webpackMode: "eager" */ './bootstrap').then(({ mount }) => mount(documents));
} else {
  void startInSteps(
    [
      () => import(/* webpackMode: "eager" */ 'react-dom/client'),
      () => import(/* webpackMode: "eager" */ '@emotion/react'),
      () => import(/* webpackMode: "eager" */ '@storefront/shared/query'),
      () => import(/* webpackMode: "eager" */ '@storefront/shared/router'),
      ...sharedStartUpSteps,
      () => import(/* webpackMode: "eager" */ '@storefront/shared'),
    ],
    () => import(/* webpackMode: "eager" */ './bootstrap'),
  ).then(({ mount }) => mount(documents));
}
