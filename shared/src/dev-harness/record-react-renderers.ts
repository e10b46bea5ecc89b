/**
 * Development builds only (rspack.dev.ts), right after React Fast Refresh's runtime: has the
 * global hook keep the renderers that register with it, as React DevTools' hook does. Each app
 * has a refresh runtime of its own; a remote's starts after the shell's React DOM registered, and
 * finds it only in this list. Without it, an edit to a remote's page reloads nothing at all.
 */
interface Hook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
  keepsRenderers?: boolean;
}

const hook = (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && !hook.keepsRenderers) {
  const inject = hook.inject;
  hook.inject = function keep(this: Hook, renderer) {
    const id = inject.call(this, renderer);
    this.renderers.set(id, renderer);
    return id;
  };
  hook.keepsRenderers = true;
}

export {};
