import { BELOW_SITE_HEADER_ATTRIBUTE, SITE_HEADER_HEIGHT_VARIABLE } from '@storefront/shared';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_HEIGHT_STYLE_ATTRIBUTE, useHeaderHeightVariable } from './use-header-height-variable';

function Header() {
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVariable(header);
  return <header ref={header}>Header</header>;
}

const styles = () => [...document.head.querySelectorAll(`style[${HEADER_HEIGHT_STYLE_ATTRIBUTE}]`)].map((style) => style.textContent);
const ruleFor = (height: string) => `[${BELOW_SITE_HEADER_ATTRIBUTE}]{${SITE_HEADER_HEIGHT_VARIABLE}:${height}}`;

/** A resize observer that reports when the test says so: the returned function. */
function stubResizeObserver(): () => void {
  let report: () => void = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => report();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the header height variable', () => {
  it("is the header's height on the marked elements only, follows it as it changes, and goes with the header", () => {
    let height = 105;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    const resized = stubResizeObserver();
    const rootStyle = document.documentElement.getAttribute('style');
    const { unmount } = render(<Header />);
    // Measured by the observer, after layout, not while the page hydrates.
    expect(styles()).toEqual(['']);
    resized();
    expect(styles()).toEqual([ruleFor('105px')]);
    height = 65;
    resized();
    expect(styles()).toEqual([ruleFor('65px')]);
    // Never on the document's root, whose every element would be restyled.
    expect(document.documentElement.getAttribute('style')).toBe(rootStyle);
    unmount();
    expect(styles()).toEqual([]);
  });

  it('leaves the style element alone when the height has not changed', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height: 80 }) as DOMRect);
    const resized = stubResizeObserver();
    const { unmount } = render(<Header />);
    resized();
    const style = document.head.querySelector(`style[${HEADER_HEIGHT_STYLE_ATTRIBUTE}]`)!;
    const written = vi.fn();
    new MutationObserver(written).observe(style, { childList: true, characterData: true, subtree: true });
    resized();
    return Promise.resolve().then(() => {
      expect(written).not.toHaveBeenCalled();
      unmount();
    });
  });
});
