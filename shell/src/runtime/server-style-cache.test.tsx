/** @jsxImportSource @emotion/react */
import { CacheProvider, css } from '@emotion/react';
import { serverStylesAttribute } from '@storefront/shared/federation';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverStyleCache } from './server-style-cache';

const red = css({ color: 'red' });
const green = css({ color: 'green' });

function addServerStyles(names: string[]): HTMLStyleElement {
  const tag = document.createElement('style');
  tag.setAttribute(serverStylesAttribute, ['css', ...names].join(' '));
  tag.textContent = names.map((name) => `.css-${name}{color:red;}`).join('');
  document.head.append(tag);
  return tag;
}

// Files before this one in the same worker keep their styles in the head (their style caches
// still point at those tags): this file looks at, and removes, only the tags it made.
let before = new Set<Element>();
const tagsMadeHere = () => [...document.head.querySelectorAll('style')].filter((tag) => !before.has(tag));
beforeEach(() => {
  before = new Set(document.head.children);
});
afterEach(() => {
  for (const tag of tagsMadeHere()) tag.remove();
});

describe("the styles cache of a page the server rendered", () => {
  it('counts the styles in the server’s tag as inserted, and leaves that tag where it is', () => {
    const tag = addServerStyles([red.name]);
    const cache = serverStyleCache();
    expect(cache?.key).toBe('css');
    expect(cache?.inserted[red.name]).toBe(true);

    render(
      <CacheProvider value={cache!}>
        <p css={red}>Already styled</p>
      </CacheProvider>,
    );
    expect(tagsMadeHere()).toEqual([tag]);
  });

  it('puts a style the server did not render in a tag after the server’s', () => {
    const tag = addServerStyles([red.name]);
    render(
      <CacheProvider value={serverStyleCache()!}>
        <p css={green}>New</p>
      </CacheProvider>,
    );
    const tags = tagsMadeHere();
    expect(tags).toHaveLength(2);
    expect(tags[0]).toBe(tag);
    expect(tags[1]!.getAttribute('data-emotion')).toBe('css');
  });

  it('is not made for a page without the server’s styles', () => {
    expect(serverStyleCache()).toBeUndefined();
  });
});
