import { renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './category-bar';

const CATEGORIES = ['Switches', 'Locks', 'Cameras'];
const hrefFor = (category: string | undefined) => `/products${category ? `/${category}` : ''}?q=door`;

/** A layout where each button is 100 px wide, side by side, in a 150 px row. */
function fakeLayout() {
  const offsetLeft = vi.fn(function (this: HTMLElement) {
    return [...(this.parentElement?.children ?? [])].indexOf(this) * 100;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(offsetLeft);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(150);
  return offsetLeft;
}

/** The bar as the page uses it: a click chooses (here without leaving the test's page). */
function ChoosingBar() {
  const [selected, setSelected] = useState<string>();
  return (
    <div
      onClickCapture={(event) => {
        event.preventDefault();
        const label = (event.target as HTMLElement).textContent;
        setSelected(label === 'All Products' ? undefined : (label ?? undefined));
      }}
    >
      <CategoryBar categories={CATEGORIES} selected={selected} hrefFor={hrefFor} />
    </div>
  );
}

const row = () => document.querySelector<HTMLElement>('nav')!;

afterEach(() => vi.restoreAllMocks());

describe('CategoryBar', () => {
  it('links each category, keeping what the href keeps, and marks the chosen one', () => {
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected="Locks" hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products?q=door');
    expect(screen.getByRole('link', { name: 'Locks' })).toHaveAttribute('href', '/products/Locks?q=door');
    expect(screen.getByRole('link', { name: 'Locks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All Products' })).not.toHaveAttribute('aria-current');
  });

  it('marks none when several categories are chosen', () => {
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected={null} hrefFor={hrefFor} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('reads no layout when it opens on All Products', () => {
    const offsetLeft = fakeLayout();
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected={undefined} hrefFor={hrefFor} />);
    expect(offsetLeft).not.toHaveBeenCalled();
    expect(row().scrollLeft).toBe(0);
  });

  it('scrolls a category chosen in the link into the middle of the row, in the next frame', async () => {
    const offsetLeft = fakeLayout();
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected="Cameras" hrefFor={hrefFor} />);
    // Not in the render's commit, where it would force a layout of its own.
    expect(offsetLeft).not.toHaveBeenCalled();
    // The fourth button starts at 300 px: 300 − 150 / 2 + 100 / 2.
    await waitFor(() => expect(row().scrollLeft).toBe(275));
  });

  it('follows the choice, back to the start for All Products', async () => {
    fakeLayout();
    renderWithProviders(<ChoosingBar />);
    fireEvent.click(screen.getByRole('link', { name: 'Locks' }));
    await waitFor(() => expect(row().scrollLeft).toBe(175));
    fireEvent.click(screen.getByRole('link', { name: 'All Products' }));
    // 0 − 75 + 50: a browser stops the row at its start.
    await waitFor(() => expect(row().scrollLeft).toBe(-25));
  });
});
