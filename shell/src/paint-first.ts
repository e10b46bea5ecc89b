// The first script of a page the server rendered, and the only one its HTML starts. The page is
// already on screen from its HTML; its code (the shell, the page's remote, their hints) waits
// until that HTML has painted, with the image the page marked as its priority, so the first
// paint never shares the network or the main thread with code that only makes it interactive.
// It imports no library: it must stay a few hundred bytes, outside the shell's shared libraries.
import { yieldToBrowser } from './start/yield-to-browser';

/** The JSON data block the site's server lists the page's code in (release/src/page/page-html.ts). */
export const afterPaintId = 'storefront-after-paint';

/** An element to add to <head>, by its tag and attributes. */
export interface DeferredElement {
  tag: 'script' | 'link';
  attributes: Record<string, string>;
}

// A priority image slower than this does not hold the page's code back any longer.
const PRIORITY_IMAGE_WAIT_MS = 2500;

function readDeferred(): DeferredElement[] {
  const block = document.getElementById(afterPaintId);
  if (!block) return [];
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(parsed) ? (parsed as DeferredElement[]) : [];
  } catch (error) {
    console.error('The list of the page’s scripts could not be read:', error);
    return [];
  }
}

/** Resolves once the image the page marked `fetchpriority="high"` has loaded or failed, or waited enough. */
function priorityImageSettled(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, PRIORITY_IMAGE_WAIT_MS);
  });
}

/** Resolves after the browser has painted what it has (a frame, then a task after it). */
function afterNextPaint(): Promise<void> {
  // A tab in the background paints nothing (and runs no frames): it starts at once.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Adds the deferred elements to <head>, scripts in their order (as `defer` would run them), one
 * per task: starting each request (a hint to another origin, its integrity) takes the main thread
 * several milliseconds on a slow phone, and together they were one long task.
 */
export async function addDeferred(elements: DeferredElement[]): Promise<void> {
  for (const [index, { tag, attributes }] of elements.entries()) {
    if (index > 0) await yieldToBrowser();
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (element instanceof HTMLScriptElement) element.async = false;
    document.head.append(element);
  }
}

export async function startAfterFirstPaint(): Promise<void> {
  const elements = readDeferred();
  if (elements.length === 0) return;
  await priorityImageSettled();
  await afterNextPaint();
  await addDeferred(elements);
}
