import type { OpeningDataName } from '../api/opening-data';
import { remotes, type RemoteDeclaration, type SlotName } from './contract';

// What the rest of the site needs to know about the remotes, derived from the contract.

export type RemoteName = keyof typeof remotes;

export const remoteNames = Object.keys(remotes) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(remotes, value);
}

export function remoteDeclaration(name: RemoteName): RemoteDeclaration {
  return remotes[name];
}

/** A remote by container name (`<name>_mfe`) or folder (`<name>-mfe`). */
export function findRemote(nameOrFolder: string): RemoteName | undefined {
  if (isRemoteName(nameOrFolder)) return nameOrFolder;
  return remoteNames.find((name) => remotes[name].folder === nameOrFolder);
}

/** A remote's name for people: `<name>-mfe` → `<Name>`. */
export function remoteTitle(name: RemoteName): string {
  const words = remoteDeclaration(name).folder.replace(/-mfe$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One exposed page module of one remote. */
export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

/** A route of the site: the page it renders, where, and what it opens on. */
export interface RoutedPage extends RemoteModule {
  /** A React Router pattern. */
  path: string;
  /** A URL of the page (the path itself when it has no parameters). */
  example: string;
  opensOn: OpeningDataName | undefined;
}

/** Every remote page the shell routes to (spec §2). */
export const routedPages: readonly RoutedPage[] = remoteNames.flatMap((remote) =>
  remoteDeclaration(remote).pages.map((page) => ({
    remote,
    module: page.module,
    path: page.path,
    example: page.example ?? page.path,
    opensOn: page.opensOn,
  })),
);

/** A component a remote exposes for a slot of the shell's layout. */
export interface SlotComponent extends RemoteModule {
  slot: SlotName;
}

/** Every slot component of every remote. */
export const slotComponents: readonly SlotComponent[] = remoteNames.flatMap((remote) =>
  (remoteDeclaration(remote).slots ?? []).map((declared) => ({ remote, module: declared.module, slot: declared.slot })),
);

/** The component that fills a slot, if a remote declares one. */
export function slotComponent(slot: SlotName): SlotComponent | undefined {
  return slotComponents.find((component) => component.slot === slot);
}

/** Every module a remote exposes: its pages, then its slot components. */
export function exposedModules(name: RemoteName): string[] {
  const declared = remoteDeclaration(name);
  return [...declared.pages, ...(declared.slots ?? [])].map((exposed) => exposed.module);
}

/** `ProductListPage` → `product-list-page`: the file of an exposed module under `src/exposes/`. */
export function exposedFileName(module: string): string {
  return module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();
}

/** A remote's public API, as its federation plugin takes it: `./Module` → source file. */
export function exposesOf(name: RemoteName): Record<string, string> {
  return Object.fromEntries(
    exposedModules(name).map((module) => [`./${module}`, `./src/exposes/${exposedFileName(module)}.ts`]),
  );
}
