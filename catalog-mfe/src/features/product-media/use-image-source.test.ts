import { describe, expect, it } from 'vitest';
import { retryFailedBeforeHydration } from './use-image-source';

function image(state: { complete: boolean; naturalWidth: number }) {
  const element = document.createElement('img');
  element.setAttribute('src', 'http://api.test/public/images/products/a-1.svg');
  Object.defineProperties(element, { complete: { value: state.complete }, naturalWidth: { value: state.naturalWidth } });
  const loads: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(element, 'src', {
    get: () => descriptor.get!.call(element),
    set: (value: string) => {
      loads.push(value);
      descriptor.set!.call(element, value);
    },
  });
  return { element, loads };
}

describe('an image of server-rendered HTML', () => {
  it('that failed before hydration is loaded again, so its error is heard', () => {
    const { element, loads } = image({ complete: true, naturalWidth: 0 });
    retryFailedBeforeHydration(element);
    expect(loads).toEqual(['http://api.test/public/images/products/a-1.svg']);
  });

  it('that loaded, or is still loading, is left alone', () => {
    for (const state of [{ complete: true, naturalWidth: 400 }, { complete: false, naturalWidth: 0 }]) {
      const { element, loads } = image(state);
      retryFailedBeforeHydration(element);
      expect(loads, JSON.stringify(state)).toEqual([]);
    }
    retryFailedBeforeHydration(null);
  });
});
