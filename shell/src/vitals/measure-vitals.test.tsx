import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, it, vi } from 'vitest';
import { MeasureVitals } from './measure-vitals';
import * as measuring from './page-vitals';

const page = {
  remote: 'catalog_mfe',
  version: '2.0.0',
  token: 't',
  pathname: '/products',
} as const;

beforeEach(() => {
  vi.spyOn(measuring, 'reportPageVitals').mockImplementation(() => undefined);
});

/** Idle callbacks, run when the test says the browser is idle. */
function idleCallbacks() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  return idle;
}

it('loads the measuring code once hydration is over and the browser is idle, not before', async () => {
  const idle = idleCallbacks();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MeasureVitals page={page} />);
  expect(idle).toHaveLength(0);
  await act(async () => {
    hydrateRoot(container, <MeasureVitals page={page} />);
  });
  expect(idle).toHaveLength(1);
  expect(measuring.reportPageVitals).not.toHaveBeenCalled();
  idle.shift()!();
  await vi.waitFor(() => expect(measuring.reportPageVitals).toHaveBeenCalledWith(page));
});

it('loads nothing for a page view that is not measured', () => {
  const idle = idleCallbacks();
  render(<MeasureVitals page={undefined} />);
  expect(idle).toHaveLength(0);
});
