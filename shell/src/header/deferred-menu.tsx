import { belowSiteHeader, belowSiteHeaderMark, Box } from '@storefront/shared';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { headerMenusLoaded, loadedHeaderMenus, loadHeaderMenus, type HeaderMenus } from './header-menus-loader';
import type { StandInTriggerProps } from './header-triggers';

/** What the visitor did to a stand-in trigger before the real menu arrived. */
type Intent = { type: 'hover' } | { type: 'click' } | { type: 'key'; key: string };

/** The keys a menu button acts on (WAI-ARIA menu button pattern). */
const MENU_BUTTON_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface DeferredMenuProps {
  /** A button that looks and reads like the real trigger, shown until the menu's code arrives. */
  StandIn: ComponentType<StandInTriggerProps>;
  /** The real menu, its trigger included. */
  children: (menus: HeaderMenus) => ReactNode;
  /** A menu button opens from the keyboard on its own keys; a dialog button on its click. */
  kind: 'menu' | 'dialog';
}

function replay(trigger: HTMLElement, intent: Intent) {
  if (intent.type === 'click') trigger.click();
  else if (intent.type === 'key') {
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: intent.key, bubbles: true, cancelable: true }));
  } else if (typeof window.PointerEvent === 'function') {
    trigger.dispatchEvent(new window.PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  }
}

/**
 * Shows a stand-in trigger until the header's menus have loaded, starts loading them on the
 * visitor's first sign of interest, then swaps in the real menu and replays on its trigger what
 * the visitor did meanwhile (focus, a click, a key, a resting mouse), so nothing is lost.
 */
export function DeferredMenu({ StandIn, children, kind }: DeferredMenuProps) {
  const [menus, setMenus] = useState(loadedHeaderMenus);
  const wrapper = useRef<HTMLSpanElement>(null);
  const intent = useRef<Intent | undefined>(undefined);
  const hadFocus = useRef(false);
  // Set when the visitor asked for the menu (a tap or a key) and its code could not be loaded.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (menus) return;
    let mounted = true;
    void headerMenusLoaded().then((loaded) => {
      if (!mounted) return;
      hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
      setMenus(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [menus]);

  // A visitor who asked for the menu and then went on elsewhere (pressed or focused something
  // else) no longer wants it: the menu must not pop open when its code arrives later.
  useEffect(() => {
    if (menus) return;
    const dropIfElsewhere = (event: Event) => {
      if (!intent.current || intent.current.type === 'hover') return;
      if (event.target instanceof Node && wrapper.current?.contains(event.target)) return;
      intent.current = undefined;
    };
    document.addEventListener('pointerdown', dropIfElsewhere, true);
    document.addEventListener('focusin', dropIfElsewhere, true);
    return () => {
      document.removeEventListener('pointerdown', dropIfElsewhere, true);
      document.removeEventListener('focusin', dropIfElsewhere, true);
    };
  }, [menus]);

  // A layout effect: it runs before the browser handles any more input, so a key pressed just as
  // the stand-in leaves still lands on the real trigger.
  useLayoutEffect(() => {
    const trigger = wrapper.current?.querySelector('button');
    if (!menus || !trigger) return;
    // Focus follows the swap only if it fell off the stand-in as it left; a visitor who has
    // tabbed on since keeps the focus where they put it.
    const focusDropped = !document.activeElement || document.activeElement === document.body;
    if (hadFocus.current && focusDropped) trigger.focus();
    const pending = intent.current;
    intent.current = undefined;
    if (pending) replay(trigger, pending);
  }, [menus]);

  const load = () => {
    loadHeaderMenus().catch((error: unknown) => {
      // The stand-in stays; the next hover, focus or tap tries again. A visitor who asked for
      // the menu is told so; a hover or focus that failed quietly will be tried again.
      console.warn('The header menus could not be loaded:', error);
      if (intent.current && intent.current.type !== 'hover') setFailed(true);
    });
  };
  const ask = (asked: Intent) => {
    intent.current = asked;
    setFailed(false);
    load();
  };
  const standInProps: StandInTriggerProps = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') intent.current = { type: 'hover' };
      load();
    },
    onPointerLeave: () => {
      if (intent.current?.type === 'hover') intent.current = undefined;
    },
    // A press counts as the click it starts: if the menus arrive between the press and the
    // release, the stand-in is gone and the browser sends the click to no button at all.
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button === 0) ask({ type: 'click' });
    },
    onFocus: load,
    onClick: () => ask({ type: 'click' }),
    onKeyDown:
      kind === 'menu'
        ? (event) => {
            if (!MENU_BUTTON_KEYS.has(event.key)) return;
            // Not a click as well: the real menu button opens on the key alone.
            event.preventDefault();
            ask({ type: 'key', key: event.key });
          }
        : undefined,
  };

  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {menus ? children(menus) : <StandIn {...standInProps} />}
      {failed && !menus && (
        // Fixed under the header: no layout shift, and readable at any width.
        <Box
          role="alert"
          position="fixed"
          top={belowSiteHeader()}
          {...belowSiteHeaderMark}
          insetX="0"
          mx="auto"
          w="fit-content"
          maxW="calc(100% - 2rem)"
          px="4"
          py="2"
          rounded="md"
          boxShadow="md"
          bg="bg.error"
          color="fg.error"
          fontSize="sm"
          zIndex="popover"
        >
          The menu could not be loaded. Please try again.
        </Box>
      )}
    </span>
  );
}
