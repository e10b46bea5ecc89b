import { renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryBar } from './category-bar';

const CATEGORIES = ['Switches', 'Locks', 'Cameras'];

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

function ChoosingBar() {
  const [selected, setSelected] = useState<string>();
  return <CategoryBar categories={CATEGORIES} selected={selected} onSelect={setSelected} />;
}

const row = () => document.querySelector<HTMLElement>('[role="group"]')!;

afterEach(() => vi.restoreAllMocks());

describe('CategoryBar', () => {
  it('reads no layout when it opens on All Products', () => {
    const offsetLeft = fakeLayout();
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected={undefined} onSelect={() => {}} />);
    expect(offsetLeft).not.toHaveBeenCalled();
    expect(row().scrollLeft).toBe(0);
  });

  it('scrolls a category chosen in the link into the middle of the row', () => {
    fakeLayout();
    renderWithProviders(<CategoryBar categories={CATEGORIES} selected="Cameras" onSelect={() => {}} />);
    // The fourth button starts at 300 px: 300 − 150 / 2 + 100 / 2.
    expect(row().scrollLeft).toBe(275);
  });

  it('follows the choice, back to the start for All Products', () => {
    fakeLayout();
    renderWithProviders(<ChoosingBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Locks' }));
    expect(row().scrollLeft).toBe(175);
    fireEvent.click(screen.getByRole('button', { name: 'All Products' }));
    // 0 − 75 + 50: a browser stops the row at its start.
    expect(row().scrollLeft).toBe(-25);
  });
});
