import type { RichTextElement, RichTextLeaf, RichTextMark, RichTextNode } from '@storefront/shared/rich-text';

/** Plain strings stand for unmarked text leaves, which keeps the policy files readable. */
export type Inline = string | RichTextNode;

export function text(value: string, ...marks: RichTextMark[]): RichTextLeaf {
  const leaf: RichTextLeaf = { text: value };
  for (const mark of marks) leaf[mark] = true;
  return leaf;
}

export function block(type: string, ...children: Inline[]): RichTextElement {
  return { type, children: children.map(toNode) };
}

export function link(url: string, ...children: Inline[]): RichTextElement {
  return { type: 'link', url, children: children.map(toNode) };
}

/** A list whose items are given as arrays of inline content. */
export function list(listType: string, itemType: string, items: Inline[][]): RichTextElement {
  return { type: listType, children: items.map((item) => block(itemType, ...item)) };
}

function toNode(child: Inline): RichTextNode {
  return typeof child === 'string' ? { text: child } : child;
}
