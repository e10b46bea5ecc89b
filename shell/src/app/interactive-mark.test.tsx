import { useHydrated } from '@storefront/shared';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { InteractiveMark } from './interactive-mark';

afterEach(() => {
  delete document.documentElement.dataset.interactive;
});

describe('InteractiveMark', () => {
  it('marks the document once React has rendered it in the browser, and adds nothing to the page', () => {
    const { container } = render(<InteractiveMark />);
    expect(document.documentElement.dataset.interactive).toBe('true');
    expect(container).toBeEmptyDOMElement();
  });

  it('marks a hydrated page once what waits for the end of hydration has rendered', async () => {
    function Probe() {
      return <span>{useHydrated() ? 'browser' : 'server'}</span>;
    }
    const page = (
      <>
        <Probe />
        <InteractiveMark />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('server');
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(container.textContent).toBe('browser');
    expect(document.documentElement.dataset.interactive).toBe('true');
  });

  it('leaves the server’s HTML unmarked: only the browser can make the page respond', () => {
    expect(renderToString(<InteractiveMark />)).toBe('');
    expect(document.documentElement.dataset.interactive).toBeUndefined();
  });
});
