// Stands in for `@module-federation/enhanced/runtime` in `pnpm build:monolith` (see
// rspack.monolith.config.ts): the same shell, with every remote page imported directly, each
// still its own lazily loaded chunk.
import { remotePages } from './remote-pages';

export async function loadRemote<T>(id: string): Promise<T> {
  const load = remotePages[id];
  if (!load) throw new Error(`No page ${id} in the monolith build.`);
  return (await load()) as T;
}

export function registerRemotes(): void {
  // Nothing to register: every page is part of this build.
}

export function registerPlugins(): void {
  // No remotes, so no load failures for a runtime plugin to recover from.
}

export function registerGlobalPlugins(): void {
  // Nor remote containers of their own for a global plugin to reach (the server build's).
}

export function getInstance(): undefined {
  // No federation instance, so no remote entry for the idle prefetch to run.
  return undefined;
}

export function getRemoteInfo(): never {
  throw new Error('No remotes in the monolith build.');
}

export async function getRemoteEntry(): Promise<never> {
  throw new Error('No remotes in the monolith build.');
}

export async function loadShare(): Promise<false> {
  // Nothing to prefetch: shared code is part of this build's chunks, loaded when first imported.
  return false;
}
