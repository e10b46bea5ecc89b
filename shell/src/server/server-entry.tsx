import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureRuntime } from '@storefront/shared';
import type { ShellServer } from '@storefront/shared/federation';
import { createOpeningDataFetcher } from './opening-data';
import { renderSite } from './render-site';

// The shell's server build: what the site's server renders pages with. Its federation runtime
// holds the shared singletons (provided eagerly, as in the browser) that remotes' server
// containers use, and loads those containers as the site server registers them.

const shellServer: ShellServer = {
  federation: {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: (id) => loadRemote(id),
    registerPlugins: (plugins) => {
      // Each remote container runs a federation runtime of its own (loading its chunks):
      // global plugins reach those created from now on, and the shell's is told directly.
      registerGlobalPlugins(plugins);
      registerPlugins(plugins);
    },
  },
  configure: (config) => configureRuntime(config as Parameters<typeof configureRuntime>[0]),
  fetchOpeningData: createOpeningDataFetcher(),
  render: renderSite,
};

export default shellServer;
