import { renderWithProviders, TEST_API } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { controllableMatchMedia } from '../../test-support/match-media';
import { ProductGallery } from './product-gallery';

const images = ['images/lock-1.svg', 'images/lock-2.svg', 'images/lock-3.svg'];
const mainImage = () => screen.getByRole('img', { name: /^Lock, image/ });

describe('ProductGallery: thumbnails', () => {
  it('switches the main image with the mouse, marking the chosen thumbnail', async () => {
    renderWithProviders(<ProductGallery name="Lock" images={images} />);
    expect(mainImage()).toHaveAccessibleName('Lock, image 1 of 3');
    // The page's largest element: the browser fetches it first, and the page's code waits for it.
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', `${TEST_API}/public/images/lock-3.svg`);
    expect(mainImage()).toHaveAccessibleName('Lock, image 3 of 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('switches the main image from the keyboard', async () => {
    renderWithProviders(<ProductGallery name="Lock" images={images} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(mainImage()).toHaveAttribute('src', `${TEST_API}/public/images/lock-2.svg`);
  });

  it('shows the placeholder and no thumbnails for a product without images', () => {
    renderWithProviders(<ProductGallery name="Lock" images={[]} />);
    expect(screen.getByRole('img', { name: 'Lock' })).toHaveAttribute(
      'src',
      `${TEST_API}/public/images/placeholder.svg`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ProductGallery: zoom', () => {
  const hover = (x: number, y: number) => {
    const frame = mainImage().parentElement!;
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 200));
    fireEvent.pointerEnter(frame, { clientX: x, clientY: y });
    fireEvent.pointerMove(frame, { clientX: x, clientY: y });
    return frame;
  };

  it('shows a 2.5× view of the area under the pointer on desktop, hidden from screen readers', () => {
    controllableMatchMedia(true);
    renderWithProviders(<ProductGallery name="Lock" images={images} />);
    expect(screen.queryByTestId('zoom-panel')).not.toBeInTheDocument();
    const frame = hover(50, 150);
    const panel = screen.getByTestId('zoom-panel');
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(panel.style.backgroundSize).toBe('250%');
    expect(panel.style.backgroundPosition).toBe('25% 75%');
    expect(panel.style.backgroundImage).toContain('images/lock-1.svg');
    fireEvent.pointerLeave(frame);
    expect(screen.queryByTestId('zoom-panel')).not.toBeInTheDocument();
  });

  it('has no zoom on a mobile-sized screen, and drops it when the window narrows', () => {
    const media = controllableMatchMedia(false);
    renderWithProviders(<ProductGallery name="Lock" images={images} />);
    hover(50, 50);
    expect(screen.queryByTestId('zoom-panel')).not.toBeInTheDocument();

    act(() => media.set(true));
    hover(50, 50);
    expect(screen.getByTestId('zoom-panel')).toBeInTheDocument();
    act(() => media.set(false));
    expect(screen.queryByTestId('zoom-panel')).not.toBeInTheDocument();
  });
});
