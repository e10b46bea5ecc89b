import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, resetStore } from '../../test-support/catalog-fixtures';
import { wishlistItemFromProduct } from '../catalog-items/catalog-items';
import { REMOVE_LABEL, SAVE_LABEL, WishlistButton } from './wishlist-button';

beforeEach(resetStore);

const item = wishlistItemFromProduct(makeProduct(7));

describe('WishlistButton', () => {
  it('saves and removes the product, its state in aria-pressed and its class unchanged', async () => {
    renderWithProviders(<WishlistButton item={item} />);
    const button = screen.getByRole('button', { name: SAVE_LABEL });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const unsavedClass = button.className;
    await userEvent.click(button);
    expect(button).toHaveAccessibleName(REMOVE_LABEL);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The saved colour hangs on aria-pressed: a wishlist read from storage after hydration, or a
    // click, adds no style rule to the page.
    expect(button.className).toBe(unsavedClass);
    await userEvent.click(button);
    expect(button).toHaveAccessibleName(SAVE_LABEL);
  });
});
