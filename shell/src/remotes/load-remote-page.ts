import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@storefront/shared/federation';
import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly target: RemoteModule,
    cause: unknown,
  ) {
    super(`Could not load ${target.remote}/${target.module}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

// One load per page module and Retry, so returning to a page renders it at once, not a skeleton.
const loads = new Map<string, Promise<PageModule>>();

/**
 * Loads an exposed page through the federation runtime (whose recovery plugin checks it is a
 * component and handles a failure); anything that still goes wrong is a RemoteLoadError.
 */
export function loadRemotePage(target: RemoteModule, attempt: number): Promise<PageModule> {
  const key = `${target.remote}/${target.module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemote<PageModule>(`${target.remote}/${target.module}`).then(
      (page) => {
        if (!page) throw new RemoteLoadError(target, new Error('the runtime returned no module'));
        return page;
      },
      (error: unknown) => {
        throw new RemoteLoadError(target, error);
      },
    );
    loads.set(key, load);
  }
  return load;
}
