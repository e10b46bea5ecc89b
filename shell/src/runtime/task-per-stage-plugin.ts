import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../start/yield-to-browser';

/**
 * Gives each stage of a page's first load a task of its own: the remote's container starting
 * (its share scope, its own runtime), then its page's chunks with their shared imports, then the
 * page module's evaluation. Chained as the runtime chains them, they were one task of 80-90 ms
 * on a mid-range phone, after the server's page was on screen and the visitor could tap. A page
 * loads once per tab (src/remotes/load-remote-page.ts), so this costs later route changes nothing.
 */
export function taskPerStagePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-task-per-stage',
    beforeInitContainer: async (args) => {
      await yieldToBrowser();
      return args;
    },
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
