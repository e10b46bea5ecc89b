import { describe, expect, it } from 'vitest';
import { storefrontSystem } from './system';

const tokenCss = () => JSON.stringify(storefrontSystem().getTokenCss());

describe('storefrontSystem', () => {
  it('resolves every colour its tokens refer to (no dangling palette)', () => {
    const css = tokenCss();
    const defined = new Set([...css.matchAll(/"(--chakra-colors-[\w-]+)":/g)].map((match) => match[1]));
    const referenced = new Set([...css.matchAll(/var\((--chakra-colors-[\w-]+)\)/g)].map((match) => match[1]));
    expect(referenced.size).toBeGreaterThan(20);
    expect([...referenced].filter((name) => !defined.has(name))).toEqual([]);
    // A reference to a token that does not exist is written out as its name, e.g. colors\.blue\.600.
    const unresolved = [...css.matchAll(/"(--chakra-colors-[\w-]+)":"colors\\\\\./g)].map((match) => match[1]);
    expect(unresolved).toEqual([]);
  });

  it('keeps the palettes the site uses and leaves the others out', () => {
    const system = storefrontSystem();
    for (const token of ['colors.gray.500', 'colors.red.700', 'colors.orange.700', 'colors.green.700', 'colors.brand.600']) {
      expect(system.tokens.getByName(token)).toBeDefined();
    }
    expect(system.tokens.getByName('colors.blue.500')).toBeUndefined();
    expect(tokenCss()).not.toMatch(/--chakra-colors-(yellow|teal|blue|cyan|purple|pink)-/);
  });
});
