import { Button, Menu, Portal } from '@storefront/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@storefront/shared/router';
import type { NavLink } from './nav-links';
import { useHoverIntent } from './use-hover-intent';

interface NavDropdownProps {
  label: string;
  links: NavLink[];
}

/** A header dropdown: opens on hover (with the spec's delays), click, or keyboard. */
export function NavDropdown({ label, links }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const hover = useHoverIntent(open, setOpen);
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" fontWeight="medium" {...hover}>
          {label}
          <ChevronDown aria-hidden="true" size={16} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" {...hover}>
            {links.map((link) => (
              <Menu.Item key={link.to} value={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
