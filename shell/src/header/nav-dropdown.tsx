import { Portal } from '@storefront/shared';
import { Menu } from '@storefront/shared/widgets';
import { useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import { DropdownButton } from './header-triggers';
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
  const navigate = useNavigate();
  // Enter on a highlighted item: without this the menu follows the link with a full page load.
  const followItem = ({ href }: { href: string }) => {
    const target = new URL(href, window.location.href);
    void navigate(target.pathname + target.search + target.hash);
  };
  return (
    <Menu.Root open={open} onOpenChange={(details) => setOpen(details.open)} navigate={followItem} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <DropdownButton label={label} {...hover} />
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
