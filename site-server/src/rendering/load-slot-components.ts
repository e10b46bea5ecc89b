import {
  slotComponents,
  type Registry,
  type SlotComponent,
  type SlotName,
} from '@storefront/shared/federation';
import type { RemotePageLoader } from './remote-page-loader';

export type Warn = (message: string, error?: unknown) => void;

export interface LoadedSlots {
  /** What the browser hydrates with: each slot component rendered, with its version. */
  rendered: (SlotComponent & { version: string })[];
  /** The modules, for the render. */
  modules: Partial<Record<SlotName, unknown>>;
}

/**
 * The layout's slot components from the server builds of the versions the registry names, loaded
 * the way pages are (the same loader: one version per remote, its files checked and timed). One
 * that fails costs only its slot, which then renders the shell's fallback.
 */
export async function loadSlotComponents(
  loader: RemotePageLoader,
  registry: Registry,
  warn: Warn,
): Promise<LoadedSlots> {
  const loaded = await Promise.all(
    slotComponents.map((component) =>
      loader.load(registry, component).then(
        ({ version, module }) => ({ component: { ...component, version }, module }),
        (error: unknown) => {
          warn(
            `The server build of ${component.remote} could not load ${component.module}: the ${component.slot} slot shows the shell's own.`,
            error,
          );
          return undefined;
        },
      ),
    ),
  );
  const present = loaded.flatMap((entry) => (entry ? [entry] : []));
  return {
    rendered: present.map((entry) => entry.component),
    modules: Object.fromEntries(present.map((entry) => [entry.component.slot, entry.module])),
  };
}

/** No slot components: every slot renders the shell's fallback. */
export const noSlots: LoadedSlots = { rendered: [], modules: {} };
