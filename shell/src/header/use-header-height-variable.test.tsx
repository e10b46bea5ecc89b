import { SITE_HEADER_HEIGHT_VARIABLE } from '@storefront/shared';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderHeightVariable } from './use-header-height-variable';

function Header() {
  const header = useRef<HTMLElement>(null);
  useHeaderHeightVariable(header);
  return <header ref={header}>Header</header>;
}

const variable = () => document.documentElement.style.getPropertyValue(SITE_HEADER_HEIGHT_VARIABLE);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the header height variable', () => {
  it("is the header's height, follows it as it changes, and goes with the header", () => {
    let height = 105;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    let resized: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { unmount } = render(<Header />);
    expect(variable()).toBe('105px');
    height = 65;
    resized();
    expect(variable()).toBe('65px');
    unmount();
    expect(variable()).toBe('');
  });
});
