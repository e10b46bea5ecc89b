import type { SlotName } from '@storefront/shared/federation';
import { createContext } from 'react';
import type { PageModule } from './load-remote-page';

/**
 * The layout's slots as the server rendered them: per slot, the remote component's module (loaded
 * before the render, on the server and, to hydrate, in the browser) or null where the server
 * rendered the shell's fallback. Absent when rendering in the browser alone.
 */
export type RenderedSlots = Partial<Record<SlotName, PageModule | null>>;

export const RenderedSlotsContext = createContext<RenderedSlots | undefined>(undefined);
