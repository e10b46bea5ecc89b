import { afterPaintId as sharedAfterPaintId } from '@storefront/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterPaintId,
  PRIORITY_IMAGE_WAIT_MS,
  REPORT_AFTER_LOAD_WAIT_MS,
  startAfterFirstPaint,
  type DeferredElement,
} from './paint-first';

const deferred: DeferredElement[] = [
  { tag: 'link', attributes: { rel: 'preload', href: 'http://cdn.test/1/remoteEntry.js', as: 'script', crossorigin: '', integrity: 'sha256-ZQ==' } },
  { tag: 'script', attributes: { src: '/main.1a.js' } },
  { tag: 'script', attributes: { src: '/second.2b.js' } },
];

function listDeferred(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = afterPaintId;
  block.textContent = text;
  document.head.append(block);
}

function priorityImage(complete = false): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: complete });
  document.body.append(image);
  return image;
}

// Files before this one in the same worker keep their nodes in the page (their style caches still
// point at their style tags): a test removes only the nodes it added.
let before = new Set<Node>();
const markPage = () => {
  before = new Set([...document.head.childNodes, ...document.body.childNodes]);
};
const added = () => [...document.head.querySelectorAll('script[src], link[rel="preload"]')].filter((node) => !before.has(node));
function clearPage() {
  for (const node of [...document.head.childNodes, ...document.body.childNodes]) if (!before.has(node)) node.remove();
}

describe('startAfterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    markPage();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearPage();
  });
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('reads the block the site’s server writes', () => {
    expect(afterPaintId).toBe(sharedAfterPaintId);
  });

  it('adds the page’s code only once its priority image has loaded and a frame has painted', async () => {
    listDeferred(JSON.stringify(deferred));
    const image = priorityImage();
    const started = startAfterFirstPaint();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(frames).toHaveLength(0); // still waiting for the image
    image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    expect(added()).toHaveLength(0); // the frame has not painted yet
    paintFrame();
    await started;

    const [hint, main, second] = added() as [HTMLLinkElement, HTMLScriptElement, HTMLScriptElement];
    expect(hint.outerHTML).toBe(
      '<link rel="preload" href="http://cdn.test/1/remoteEntry.js" as="script" crossorigin="" integrity="sha256-ZQ==">',
    );
    // Run in their order, as `defer` scripts would.
    expect([main.getAttribute('src'), second.getAttribute('src')]).toEqual(['/main.1a.js', '/second.2b.js']);
    expect(main.async).toBe(false);
  });

  it('adds one element per task, so that starting the requests is never one long task', async () => {
    listDeferred(JSON.stringify(deferred));
    let turns = 0;
    const addedAtEachTurn: number[] = [];
    vi.stubGlobal('scheduler', {
      yield: async () => {
        turns += 1;
        addedAtEachTurn.push(added().length);
      },
    });
    const started = startAfterFirstPaint();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    paintFrame();
    await started;
    expect(turns).toBe(deferred.length - 1);
    expect(addedAtEachTurn).toEqual([1, 2]);
    expect(added()).toHaveLength(3);
  });

  it('waits no longer for a priority image that failed, nor at all for one already loaded', async () => {
    listDeferred(JSON.stringify(deferred));
    const failing = priorityImage();
    const started = startAfterFirstPaint();
    failing.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    paintFrame();
    await started;
    expect(added()).toHaveLength(3);

    clearPage();
    listDeferred(JSON.stringify(deferred));
    priorityImage(true);
    const again = startAfterFirstPaint();
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    paintFrame();
    await again;
    expect(added()).toHaveLength(3);
  });

  it('adds nothing to a page without the block, and says so when the block is not JSON', async () => {
    await startAfterFirstPaint();
    expect(added()).toHaveLength(0);

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listDeferred('{not json');
    await startAfterFirstPaint();
    expect(added()).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('The list of the page’s scripts could not be read:', expect.any(SyntaxError));
    error.mockRestore();
  });

  describe('where the browser reports its largest paint', () => {
    let reportPaints: (entries: Array<{ element: Element | null; size: number }>) => void;
    let reportView: (entry: Partial<IntersectionObserverEntry>) => void;
    let observing: number;
    beforeEach(() => {
      observing = 0;
      class FakePaintObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
          reportPaints = (entries) => callback({ getEntries: () => entries });
        }
        observe() {
          observing += 1;
        }
        disconnect() {
          observing -= 1;
        }
      }
      class FakeViewObserver {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reportView = (entry) => callback([entry]);
        }
        observe() {
          observing += 1;
        }
        disconnect() {
          observing -= 1;
        }
      }
      vi.stubGlobal('PerformanceObserver', FakePaintObserver);
      vi.stubGlobal('IntersectionObserver', FakeViewObserver);
    });

    const rect = (width: number, height: number) => ({ width, height }) as DOMRectReadOnly;
    // A 400 × 300 image, all of it in view, shown at its own resolution.
    const inView = { intersectionRect: rect(400, 300), boundingClientRect: rect(400, 300) };
    function shownImage(): HTMLImageElement {
      const image = priorityImage(true);
      Object.defineProperties(image, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
      return image;
    }

    it('waits until the priority image is reported on screen, not only drawn', async () => {
      listDeferred(JSON.stringify(deferred));
      const image = shownImage();
      const started = startAfterFirstPaint();
      await vi.waitFor(() => expect(observing).toBe(2));
      reportView(inView);
      reportPaints([{ element: document.createElement('h1'), size: 5_000 }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(frames).toHaveLength(0); // a smaller heading is the largest paint so far
      reportPaints([{ element: image, size: 120_000 }]);
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      paintFrame();
      await started;
      expect(added()).toHaveLength(3);
      expect(observing).toBe(0);
    });

    it('stops waiting, and observing, soon after the image has loaded when no report comes', async () => {
      // Chromium does not count an image with few bytes for its size on screen as a largest paint.
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      listDeferred(JSON.stringify(deferred));
      shownImage();
      const started = startAfterFirstPaint();
      await vi.advanceTimersByTimeAsync(0); // vi.waitFor would move the fake clock on
      expect(observing).toBe(2);
      reportView(inView);
      await vi.advanceTimersByTimeAsync(REPORT_AFTER_LOAD_WAIT_MS - 50);
      expect(frames).toHaveLength(0);
      expect(observing).toBe(2);
      await vi.advanceTimersByTimeAsync(100);
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      expect(observing).toBe(0);
      vi.useRealTimers(); // the code is added a task after the frame
      paintFrame();
      await started;
      expect(added()).toHaveLength(3);
    });

    it('stops waiting for an image still loading once the cap has passed', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      listDeferred(JSON.stringify(deferred));
      priorityImage();
      const started = startAfterFirstPaint();
      await vi.advanceTimersByTimeAsync(PRIORITY_IMAGE_WAIT_MS - 100);
      expect(frames).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(200);
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      vi.useRealTimers();
      paintFrame();
      await started;
      expect(added()).toHaveLength(3);
    });

    it('does not wait for a report that cannot come: a larger paint before it, or an image out of view', async () => {
      listDeferred(JSON.stringify(deferred));
      shownImage();
      const started = startAfterFirstPaint();
      await vi.waitFor(() => expect(observing).toBe(2));
      reportPaints([{ element: document.createElement('p'), size: 200_000 }]);
      reportView(inView);
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      paintFrame();
      await started;
      expect(added()).toHaveLength(3);

      clearPage();
      listDeferred(JSON.stringify(deferred));
      shownImage();
      const again = startAfterFirstPaint();
      await vi.waitFor(() => expect(observing).toBe(2));
      reportView({ intersectionRect: rect(0, 0), boundingClientRect: rect(400, 300) });
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      paintFrame();
      await again;
      expect(added()).toHaveLength(3);
    });
  });
});
