import type { ComponentType } from 'react';

/**
 * What every module a remote exposes must be, pages and slot components alike: the shell renders
 * its default export with no props. Each remote's typecheck holds its exposes to it
 * (tooling/exposes-check), so a page needing props fails there, not in a visitor's browser.
 */
export interface ExposedModule {
  default: ComponentType;
}
