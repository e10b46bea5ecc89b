import { Button, IconButton } from '@storefront/shared';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import type { StandInTriggerProps } from './deferred-menu';

// The header's triggers as they look before the menus' code arrives: the same buttons, collapsed.

/** NavDropdown's trigger. */
function DropdownStandIn({ label, ...handlers }: { label: string } & StandInTriggerProps) {
  return (
    <Button variant="ghost" size="sm" fontWeight="medium" aria-haspopup="menu" aria-expanded="false" {...handlers}>
      {label}
      <ChevronDown aria-hidden="true" size={16} />
    </Button>
  );
}

export function ProductsStandIn(handlers: StandInTriggerProps) {
  return <DropdownStandIn label="Products" {...handlers} />;
}

export function ServiceStandIn(handlers: StandInTriggerProps) {
  return <DropdownStandIn label="Service" {...handlers} />;
}

/** MobileNav's trigger. */
export function MobileNavStandIn(handlers: StandInTriggerProps) {
  return (
    <IconButton
      variant="ghost"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      display={{ base: 'inline-flex', md: 'none' }}
      {...handlers}
    >
      <MenuIcon aria-hidden="true" />
    </IconButton>
  );
}
