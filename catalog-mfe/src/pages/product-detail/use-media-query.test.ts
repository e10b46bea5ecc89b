import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controllableMatchMedia } from '../../test-support/match-media';
import { useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  it('follows the media query as it starts and stops matching, and unsubscribes', () => {
    const media = controllableMatchMedia(true);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 768px)'));
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listenerCount()).toBe(0);
  });
});
