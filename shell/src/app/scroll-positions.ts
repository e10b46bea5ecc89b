export const STORAGE_KEY = 'storefront-scroll-positions';
/**
 * History entries remembered per tab. Back rarely goes further than this, and without a limit
 * every page visited would add to what the tab stores and rewrites on each page hide.
 */
export const MAX_REMEMBERED_POSITIONS = 100;

/** Scroll position per history entry (React Router's location key), oldest visit first. */
const positions = new Map<string, number>(readStoredPositions());

function readStoredPositions(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return [];
    const entries = Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
    return entries.slice(-MAX_REMEMBERED_POSITIONS);
  } catch {
    return [];
  }
}

export function rememberPosition(key: string, y: number): void {
  // Re-inserted so the entry counts as the most recent one.
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_REMEMBERED_POSITIONS) {
    const oldest = positions.keys().next().value;
    if (oldest !== undefined) positions.delete(oldest);
  }
}

export function recallPosition(key: string): number | undefined {
  return positions.get(key);
}

/** Keeps the positions across a reload of the tab. */
export function storePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or blocked: positions still work within this page's life.
  }
}

