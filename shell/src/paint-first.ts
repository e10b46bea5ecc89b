// The first script of a page the server rendered, and the only one its HTML starts. The page is
// already on screen from its HTML; its code (the shell, the page's remote, their hints) waits
// until that HTML has painted, with the image the page marked as its priority, so the first
// paint never shares the network or the main thread with code that only makes it interactive.
// It imports no library: it must stay a couple of kilobytes, outside the shell's shared libraries.
import { yieldToBrowser } from './start/yield-to-browser';

/** The JSON data block the site's server lists the page's code in (site-server/src/pages/). */
export const afterPaintId = 'storefront-after-paint';

/** An element to add to <head>, by its tag and attributes. */
export interface DeferredElement {
  tag: 'script' | 'link';
  attributes: Record<string, string>;
}

// A priority image slower than this does not hold the page's code back any longer.
export const PRIORITY_IMAGE_WAIT_MS = 2500;
// How long, once the image has loaded, its largest-paint report may take. It comes a frame or two
// after the image is shown, but never for an image the browser does not count: Chromium skips one
// with few bytes for its size on screen, as a simple illustration shown large on a desktop is,
// and the page's code would wait the whole PRIORITY_IMAGE_WAIT_MS for it.
export const REPORT_AFTER_LOAD_WAIT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** Resolves once the image has loaded or failed. */
function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The area the browser counts for an image as a largest-paint candidate: what shows of it, at most its own resolution. */
function paintArea(image: HTMLImageElement, { intersectionRect, boundingClientRect }: IntersectionObserverEntry): number {
  const inView = intersectionRect.width * intersectionRect.height;
  const shown = boundingClientRect.width * boundingClientRect.height;
  const natural = image.naturalWidth * image.naturalHeight;
  return shown > 0 && natural > 0 ? inView * Math.min(1, natural / shown) : inView;
}

interface LargestPaint extends PerformanceEntry {
  element: Element | null;
  size: number;
}

/**
 * Resolves once the browser has reported the image as the page's largest paint: the frame that
 * shows it has reached the screen, which can be well after the frame was drawn. Sooner where
 * that report will not come: a browser without largest-paint timing, an image out of view, or
 * one smaller than what the page has already painted; at the latest at `deadline`, when its
 * observers stop too. Both observers report after rendering, so nothing here makes the browser
 * lay out the page while it is still arriving.
 */
function reportedAsLargestPaint(image: HTMLImageElement, deadline: Promise<void>): Promise<void> {
  // A tab in the background paints nothing, so reports nothing either.
  const observable =
    document.visibilityState !== 'hidden' &&
    typeof IntersectionObserver !== 'undefined' &&
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!observable) return Promise.resolve();
  return new Promise((resolve) => {
    let largestSoFar = 0;
    let area: number | undefined;
    let stopped = false;
    const done = () => {
      if (stopped) return;
      stopped = true;
      paints.disconnect();
      view.disconnect();
      resolve();
    };
    const cannotBeLargest = () => area !== undefined && largestSoFar >= area;
    const paints = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestPaint[];
      largestSoFar = Math.max(largestSoFar, ...entries.map((entry) => entry.size));
      if (entries.some((entry) => entry.element === image) || cannotBeLargest()) done();
    });
    const view = new IntersectionObserver(([entry]) => {
      if (entry) area = paintArea(image, entry);
      if (cannotBeLargest()) done();
    });
    paints.observe({ type: 'largest-contentful-paint', buffered: true });
    view.observe(image);
    void deadline.then(done);
  });
}

/**
 * Resolves once the image the page marked `fetchpriority="high"` has loaded (or failed) and been
 * reported on screen, at most REPORT_AFTER_LOAD_WAIT_MS after it loaded, and at the latest after
 * PRIORITY_IMAGE_WAIT_MS.
 */
function priorityImageShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  const deadline = wait(PRIORITY_IMAGE_WAIT_MS);
  const shown = loaded(image).then(() =>
    reportedAsLargestPaint(image, Promise.race([deadline, wait(REPORT_AFTER_LOAD_WAIT_MS)])),
  );
  return Promise.race([shown, deadline]);
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
  await priorityImageShown();
  await afterNextPaint();
  await addDeferred(elements);
}
