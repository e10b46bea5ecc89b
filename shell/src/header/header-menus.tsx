// The header's menus. Their state machines (menu, dialog, focus trap, positioning) are not needed
// for the first paint, so the header shows stand-in triggers and loads this module on the first
// hover, focus or tap (./deferred-menu.tsx). The widgets it uses were fetched in idle time but not
// run: their start-up work happens only for a visitor who reaches for a menu.
import { NavDropdown } from './nav-dropdown';
import { productLinks, serviceLinks } from './nav-links';
import { useCategories } from './use-categories';

export { MobileNav } from './mobile-nav';

export function ProductsMenu() {
  const categories = useCategories();
  return <NavDropdown label="Products" links={productLinks(categories)} />;
}

export function ServiceMenu() {
  return <NavDropdown label="Service" links={serviceLinks} />;
}
