import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_POSITIONS, recallPosition, rememberPosition, STORAGE_KEY, storePositions } from './scroll-positions';

const stored = () => JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;

describe('scroll positions', () => {
  it('keeps only the most recently visited entries, and stores no more than that', () => {
    rememberPosition('first', 10);
    for (let entry = 1; entry < MAX_REMEMBERED_POSITIONS; entry += 1) rememberPosition(`entry-${entry}`, entry);
    // Scrolling the first page again makes it recent: the next new entry pushes out entry-1.
    rememberPosition('first', 20);
    rememberPosition('latest', 500);

    expect(recallPosition('first')).toBe(20);
    expect(recallPosition('entry-1')).toBeUndefined();
    expect(recallPosition('entry-2')).toBe(2);
    expect(recallPosition('latest')).toBe(500);
    storePositions();
    expect(Object.keys(stored())).toHaveLength(MAX_REMEMBERED_POSITIONS);
    expect(stored()).toMatchObject({ first: 20, latest: 500 });
  });
});
