import type {} from './startup-off';

/** A step of the start; `pause` ends the current task, for a step long enough to need splitting. */
export type StartUpStep = (pause: () => Promise<void>) => Promise<unknown>;

/**
 * The shared package's heaviest parts, in an order they can be evaluated in: the shell runs each
 * in a task of its own before it imports the package (shell/src/index.ts). Evaluated as part of
 * the package, they are one task of several hundred milliseconds on a mid-range phone, which
 * blocks a visitor's first tap on a page the server has already painted; one by one, the browser
 * can answer input between them. Each step only does early what the package would do anyway, and once.
 */
export const sharedStartUpSteps: ReadonlyArray<StartUpStep> = [
  // Zod is configured first (./zod-config), then every API schema is built.
  () => import(/* webpackMode: "eager" */ '../api/schemas'),
  // Chakra UI's components.
  () => import(/* webpackMode: "eager" */ '../ui/kit'),
  // Chakra's theme (its tokens and the recipes the site uses): evaluating them is about a third
  // of the work of the next step, so they are a step of their own.
  () => import(/* webpackMode: "eager" */ '../ui/system'),
  // The Chakra system, which the first render would otherwise build inside React's own task. It
  // is the longest step, so it hands the browser a turn between its own phases too.
  (pause) =>
    import(/* webpackMode: "eager" */ '../ui/system').then(({ buildStorefrontSystem }) =>
      buildStorefrontSystem(pause),
    ),
];
