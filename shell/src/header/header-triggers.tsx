import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@storefront/shared';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';

// The header's menu buttons, drawn once for both states: as the real menus' triggers, and as the
// stand-ins the header shows until the menus' code arrives (collapsed, and reading as such).

/** What a stand-in hands its button, so DeferredMenu learns what the visitor did before the menus arrived. */
export interface StandInTriggerProps {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: () => void;
  onPointerDown: (event: PointerEvent) => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** Opens a header dropdown (NavDropdown's trigger). */
export function DropdownButton({ label, ...props }: { label: string } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" fontWeight="medium" {...props}>
      {label}
      <ChevronDown aria-hidden="true" size={16} />
    </Button>
  );
}

/** Opens the mobile sheet (MobileNav's trigger). */
export function MobileMenuButton(props: Partial<IconButtonProps>) {
  return (
    <IconButton variant="ghost" aria-label="Open menu" display={{ base: 'inline-flex', md: 'none' }} {...props}>
      <MenuIcon aria-hidden="true" />
    </IconButton>
  );
}

export function ProductsStandIn(handlers: StandInTriggerProps) {
  return <DropdownButton label="Products" aria-haspopup="menu" aria-expanded="false" {...handlers} />;
}

export function ServiceStandIn(handlers: StandInTriggerProps) {
  return <DropdownButton label="Service" aria-haspopup="menu" aria-expanded="false" {...handlers} />;
}

export function MobileNavStandIn(handlers: StandInTriggerProps) {
  return <MobileMenuButton aria-haspopup="dialog" aria-expanded="false" {...handlers} />;
}
