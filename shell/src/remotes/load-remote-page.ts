import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModule } from '@storefront/shared/federation';

/** How long a remote may take before the visitor is offered a retry instead of a skeleton. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly target: RemoteModule,
    cause: unknown,
  ) {
    super(`Could not load ${target.remote}/${target.module}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads an exposed page and checks it really is a component before React renders it. */
export async function loadRemotePage(target: RemoteModule): Promise<{ default: ComponentType }> {
  let loaded: unknown;
  try {
    loaded = await withTimeout(
      loadRemote<{ default: ComponentType }>(`${target.remote}/${target.module}`),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  } catch (error) {
    throw new RemoteLoadError(target, error);
  }
  const page = (loaded as { default?: unknown } | null | undefined)?.default;
  if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) {
    throw new RemoteLoadError(target, new Error('the module has no default export'));
  }
  return { default: page as ComponentType };
}
