import { describe, expect, it } from 'vitest';
import { MAX_RICH_TEXT_DEPTH, parseRichText } from './rich-text';

function nested(depth: number): string {
  // Built as a string: building it as objects and calling JSON.stringify would itself recurse.
  return `[${'{"type":"blockquote","children":['.repeat(depth - 1)}{"text":"deep"}${']}'.repeat(depth - 1)}]`;
}

describe('parseRichText', () => {
  it('accepts leaves with marks and elements with children and a url', () => {
    const content = JSON.stringify([
      { type: 'paragraph', children: [{ text: 'a', bold: true, italic: true, underline: true, code: true }] },
      { type: 'link', url: '/x', children: [{ text: 'b' }] },
      { type: 'whatever', children: [] },
    ]);
    expect(parseRichText(content)).toHaveLength(3);
  });

  it('takes a mark set to false as off, as it takes an absent one', () => {
    const document = [{ type: 'paragraph', children: [{ text: 'plain', bold: false, italic: false, underline: false, code: false }] }];
    expect(parseRichText(JSON.stringify(document))).toEqual(document);
  });

  it('accepts an empty document, an empty element and an empty url', () => {
    expect(parseRichText('[]')).toEqual([]);
    expect(parseRichText('[{"type":"link","url":"","children":[]}]')).toEqual([{ type: 'link', url: '', children: [] }]);
  });

  it('drops the fields the spec does not name', () => {
    const content = JSON.stringify([
      { type: 'img', src: 'x', onerror: 'alert(1)', children: [{ text: 'a', style: 'color: red' }] },
    ]);
    expect(parseRichText(content)).toEqual([{ type: 'img', children: [{ text: 'a' }] }]);
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
    ['a leaf with a bad text that is also an element', '[{"text":42,"type":"paragraph","children":[]}]'],
    ['a mark that is not a boolean', '[{"text":"a","bold":"yes"}]'],
    ['a mark written as a string', '[{"text":"a","italic":"true"}]'],
    ['an element without children', '[{"type":"paragraph"}]'],
    ['an element whose children are not a list', '[{"type":"paragraph","children":{"text":"a"}}]'],
    ['an element with an empty type', '[{"type":"","children":[]}]'],
    ['a type that is not a string', '[{"type":1,"children":[]}]'],
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
