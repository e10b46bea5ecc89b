// A runtime plugin of every remote's server build (rspack.server.ts). A released version's folder
// is known only at run time, from the entry URL the site's server registered; the container
// takes that folder as its public path, so its chunks load from `<version>/server/…` and its
// images get the URLs the browser build gives them (`<version>/assets/…`): the same HTML on
// both sides, nothing for hydration to disagree about.

declare const __webpack_require__: { p: string };

interface FederationInstance {
  options: { remotes: { name: string; alias?: string; entry?: string }[] };
}

interface BeforeInitArgs {
  options: { name: string };
}

/** The entry URL a host in this process registered for the named remote. */
function registeredEntry(name: string): string | undefined {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const remote = instance.options.remotes.find((candidate) => candidate.name === name && candidate.entry);
    if (remote?.entry) return remote.entry;
  }
  return undefined;
}

export default function serverPublicPathPlugin() {
  return {
    name: 'storefront-server-public-path',
    beforeInit<T extends BeforeInitArgs>(args: T): T {
      const entry = registeredEntry(args.options.name);
      // The entry is `<version folder>/server/remoteEntry.js`.
      if (entry) __webpack_require__.p = new URL('../', entry).href;
      return args;
    },
  };
}
