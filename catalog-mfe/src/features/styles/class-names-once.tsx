import { ClassNames } from '@emotion/react';
import { useChakraContext, type SystemContext } from '@storefront/shared';
import type { ReactNode } from 'react';

/** A part's styles as the system's `css` resolves them. */
type ResolvedStyles = ReturnType<SystemContext['css']>;

/**
 * A component giving its children the class names of some parts, their styles resolved once per
 * Chakra system. Each Chakra component resolves its style props and recipe into CSS on every
 * render (token lookups, conditions, sorting and hashing): a part drawn many times over (the 24
 * cards of a listing) costs that each time. Drawn as a plain element with the class here,
 * it costs nothing more; its styles go in the page as any Chakra component's do (docs/performance.md,
 * "A card's styles, once per grid"). `stylesOf` resolves each part with the system's `css`, from
 * the recipes and props of the component it stands for, so the class is that component's own.
 */
export function classNamesOnce<Part extends string>(stylesOf: (system: SystemContext) => Record<Part, ResolvedStyles>) {
  type PartClassNames = Readonly<Record<Part, string>>;
  const stylesBySystem = new WeakMap<SystemContext, Record<Part, ResolvedStyles>>();
  // The same class names are the same object: a memoised child is not rendered again for them.
  const byKey = new Map<string, PartClassNames>();
  const interned = (classNames: PartClassNames) => {
    const key = Object.values(classNames).join(' ');
    const known = byKey.get(key);
    if (known) return known;
    byKey.set(key, classNames);
    return classNames;
  };

  return function ClassNamesOnce({ children }: { children: (classNames: PartClassNames) => ReactNode }) {
    const system = useChakraContext();
    let styles = stylesBySystem.get(system);
    if (!styles) {
      styles = stylesOf(system);
      stylesBySystem.set(system, styles);
    }
    const resolved = styles;
    return (
      <ClassNames>
        {({ css }) => children(interned(Object.fromEntries((Object.entries(resolved) as Array<[Part, ResolvedStyles]>).map(([part, style]) => [part, css(style)])) as PartClassNames))}
      </ClassNames>
    );
  };
}

/** The class names a component made by classNamesOnce gives. */
export type ClassNamesOf<Component> = Component extends (props: { children: (classNames: infer Names) => ReactNode }) => ReactNode ? Names : never;
