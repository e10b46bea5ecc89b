// @vitest-environment node
/** @jsxImportSource @emotion/react */
import { CacheProvider, css, Global } from '@emotion/react';
import { serverStylesAttribute } from '@storefront/shared/federation';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectStyles } from './collect-styles';

const red = css({ color: 'red' });
const blue = css({ color: 'blue', content: '"</style><b>"' });

function Page() {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <p css={red}>One</p>
      <p css={red}>Two</p>
      <p css={blue}>Three</p>
    </>
  );
}

describe('the styles of a server render', () => {
  it('are kept out of the HTML and given as one tag, each style once, in the order they were used', () => {
    const styles = collectStyles();
    const html = renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    expect(html).toContain(`class="css-${red.name}"`);

    const tag = styles.styleTag();
    const listed = new RegExp(`^<style ${serverStylesAttribute}="([^"]*)">`).exec(tag)?.[1];
    const [key, globalName, ...names] = listed!.split(' ');
    expect(key).toBe('css');
    expect(names).toEqual([red.name, blue.name]);
    const rules = tag.slice(tag.indexOf('>') + 1, -'</style>'.length);
    expect(rules.indexOf('body{margin:0;}')).toBe(0);
    expect(rules).toContain(`.css-${red.name}{color:red;}`);
    expect(rules.split(`.css-${red.name}`)).toHaveLength(2);
    expect(globalName).toMatch(/^\w+$/);
  });

  it('cannot end the tag early, whatever the rules hold', () => {
    const styles = collectStyles();
    renderToString(
      <CacheProvider value={styles.cache}>
        <Page />
      </CacheProvider>,
    );
    const tag = styles.styleTag();
    expect(tag.indexOf('</style')).toBe(tag.length - '</style>'.length);
    expect(tag).toContain('content:"<\\/style><b>"');
  });

  it('writes each property once, with a -webkit- name only where a supported browser needs one', () => {
    const styles = collectStyles();
    const flexible = css({ display: 'flex', alignItems: 'center', transform: 'scale(2)', userSelect: 'none' });
    renderToString(
      <CacheProvider value={styles.cache}>
        <p css={flexible}>Prefixed where needed</p>
      </CacheProvider>,
    );
    expect(styles.styleTag()).toContain(
      `.css-${flexible.name}{display:flex;align-items:center;transform:scale(2);-webkit-user-select:none;user-select:none;}`,
    );
  });
});
