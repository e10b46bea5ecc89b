import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from '@storefront/shared/router';
import { MemoryRouter, Route, Routes } from '@storefront/shared/testing';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

/** jsdom has no layout: the test decides how tall the document is and where it is scrolled. */
let documentHeight = 5_000;
let resizeObservers: (() => void)[] = [];

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  documentHeight = 5_000;
  resizeObservers = [];
  scrollWindowTo(0);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollWindowTo(Math.min(y, Math.max(0, documentHeight - window.innerHeight)));
  }) as typeof window.scrollTo);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => documentHeight);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeObservers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function Site() {
  useScrollRestoration();
  return (
    <>
      <Link to="/detail">Detail</Link>
      <Link to="/about#team">Team</Link>
      <BackButton />
      <Routes>
        <Route path="/" element={<h1>Listing</h1>} />
        <Route path="/detail" element={<h1>Detail</h1>} />
        <Route path="/about" element={<h2 id="team">Team</h2>} />
      </Routes>
    </>
  );
}

const renderSite = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Site />
    </MemoryRouter>,
  );

describe('useScrollRestoration', () => {
  it('starts a new page at its top', async () => {
    renderSite();
    act(() => scrollWindowTo(1_200));
    await userEvent.click(screen.getByRole('link', { name: 'Detail' }));
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('returns to where the visitor was on Back', async () => {
    renderSite();
    act(() => scrollWindowTo(1_200));
    await userEvent.click(screen.getByRole('link', { name: 'Detail' }));
    act(() => scrollWindowTo(300));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Listing' })).toBeInTheDocument();
    expect(window.scrollY).toBe(1_200);
  });

  it('waits for a page still loading to grow tall enough before restoring', async () => {
    renderSite();
    act(() => scrollWindowTo(1_200));
    await userEvent.click(screen.getByRole('link', { name: 'Detail' }));
    documentHeight = 900;
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.scrollY).toBeLessThan(1_200);
    documentHeight = 5_000;
    act(() => resizeObservers.forEach((notify) => notify()));
    expect(window.scrollY).toBe(1_200);
  });

  it('scrolls the target of a #fragment into view', async () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Team' }));
  });
});
