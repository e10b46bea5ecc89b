import { render } from '@testing-library/react';
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

  it('leaves the server’s HTML unmarked: only the browser can make the page respond', () => {
    expect(renderToString(<InteractiveMark />)).toBe('');
    expect(document.documentElement.dataset.interactive).toBeUndefined();
  });
});
