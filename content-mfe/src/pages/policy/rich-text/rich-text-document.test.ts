import { describe, expect, it } from 'vitest';
import { MAX_RICH_TEXT_DEPTH, parseRichText } from './rich-text-document';

function nested(depth: number): string {
  // Built as a string: building it as objects and calling JSON.stringify would itself recurse.
  return `[${'{"type":"blockquote","children":['.repeat(depth - 1)}{"text":"deep"}${']}'.repeat(depth - 1)}]`;
}

describe('parseRichText', () => {
  it('accepts leaves with marks and elements with children and a url', () => {
    const content = JSON.stringify([
      { type: 'paragraph', children: [{ text: 'a', bold: true, italic: false }] },
      { type: 'link', url: '/x', children: [{ text: 'b' }] },
      { type: 'whatever', children: [] },
    ]);
    expect(parseRichText(content)).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"type":"paragraph","children":[]}'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a null node', '[null]'],
    ['an array node', '[[]]'],
    ['a number node', '[42]'],
    ['a leaf with a non-string text', '[{"text":42}]'],
    ['a mark that is not a boolean', '[{"text":"a","bold":"yes"}]'],
    ['an element without children', '[{"type":"paragraph"}]'],
    ['an element with an empty type', '[{"type":"","children":[]}]'],
    ['a url that is not a string', '[{"type":"link","url":5,"children":[]}]'],
    ['a node with neither text nor type', '[{"children":[]}]'],
    ['a bad node deep inside', '[{"type":"ul","children":[{"type":"li","children":[{"text":1}]}]}]'],
  ])('refuses %s', (_, content) => {
    expect(parseRichText(content)).toBeUndefined();
  });

  it(`accepts ${MAX_RICH_TEXT_DEPTH} levels and refuses one more`, () => {
    expect(parseRichText(nested(MAX_RICH_TEXT_DEPTH))).toBeDefined();
    expect(parseRichText(nested(MAX_RICH_TEXT_DEPTH + 1))).toBeUndefined();
  });

  it('refuses a document nested 10,000 levels deep without overflowing the stack', () => {
    expect(() => parseRichText(nested(10_000))).not.toThrow();
    expect(parseRichText(nested(10_000))).toBeUndefined();
  });

  it('refuses 10,000 levels of bare arrays too', () => {
    expect(parseRichText(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toBeUndefined();
  });
});
