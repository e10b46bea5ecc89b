import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type Registry, type RemoteName } from './registry';

let registered: Registry | undefined;

const toRemote = (registry: Registry, name: RemoteName) => ({
  name,
  entry: registry.remotes[name].manifest,
});

/** Tells the federation runtime where each remote lives; nothing is fetched until a page needs it. */
export function registerAllRemotes(registry: Registry): void {
  registered = registry;
  registerRemotes(REMOTE_NAMES.map((name) => toRemote(registry, name)));
}

/** Forgets what the runtime cached for one remote (a failed entry), so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  if (!registered) return;
  registerRemotes([toRemote(registered, name)], { force: true });
}
