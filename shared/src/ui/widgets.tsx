// The Chakra UI components with a state machine of their own (Zag.js) that no page needs before
// its first paint: the header's menus (opened by the visitor) and widgets only some pages use.
// Federation shares this module as one instance like the kit, but the shell does not put it in
// its first script: it is fetched, from the shell, when a page or a header menu first needs it
// (and in idle time after the first page), so the first paint does not wait for them.
import {
  Accordion as AccordionParts,
  Drawer as DrawerParts,
  Menu as MenuParts,
  Tabs as TabsParts,
  Tooltip as TooltipParts,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  tabsSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Gives a widget's root its recipe directly, so the recipe arrives with the widget instead of
 * sitting in the Chakra system every page builds at start-up (../ui/system.ts leaves them out).
 * A widget hydrated from the server's HTML misbehaves (an accordion answer that never finishes
 * closing, tabs that ignore the arrow keys): once hydrated, its root is mounted afresh, with the
 * same markup, as if the browser had rendered it alone.
 */
function withRecipe<Props extends object>(Root: ComponentType<Props>, recipe: SlotRecipeConfig): ComponentType<Props> {
  const Styled = Root as ComponentType<Props & { recipe: SlotRecipeConfig }>;
  return function RootWithRecipe(props: Props) {
    const hydrated = useHydrated();
    return <Styled key={hydrated ? 'browser' : 'server'} recipe={recipe} {...props} />;
  };
}

export const Accordion = { ...AccordionParts, Root: withRecipe(AccordionParts.Root, accordionSlotRecipe) };
export const Drawer = { ...DrawerParts, Root: withRecipe(DrawerParts.Root, drawerSlotRecipe) };
export const Menu = { ...MenuParts, Root: withRecipe(MenuParts.Root, menuSlotRecipe) };
export const Tabs = { ...TabsParts, Root: withRecipe(TabsParts.Root, tabsSlotRecipe) };
export const Tooltip = { ...TooltipParts, Root: withRecipe(TooltipParts.Root, tooltipSlotRecipe) };
