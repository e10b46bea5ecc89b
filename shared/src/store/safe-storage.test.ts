import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safe-storage';

describe('createSafeStorage', () => {
  it('keeps values in memory when the browser refuses storage', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps values in memory when the quota is full', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createSafeStorage(() => full);
    storage.setItem('cart', '[1]');
    expect(storage.getItem('cart')).toBe('[1]');
  });
});
