import { Box, Text } from '@storefront/shared';
import { createElement, useMemo, type ReactNode } from 'react';
import { isRichTextLeaf, parseRichText, type RichTextLeaf, type RichTextNode } from '@storefront/shared/rich-text';
import { RichTextLink } from './rich-text-link';

export const INVALID_CONTENT_TEXT = 'Failed to load content';

/**
 * Element types and their aliases (spec §3). Headings move down one level because the policy
 * name is the page's h1: the document's own h1 becomes an h2, and so on.
 * A Map, not an object, so a type such as 'constructor' cannot reach Object.prototype.
 */
const ELEMENT_TAGS = new Map<string, string>([
  ['paragraph', 'p'],
  ['heading-one', 'h2'],
  ['heading1', 'h2'],
  ['h1', 'h2'],
  ['heading-two', 'h3'],
  ['heading2', 'h3'],
  ['h2', 'h3'],
  ['heading-three', 'h4'],
  ['heading3', 'h4'],
  ['h3', 'h4'],
  ['bulleted-list', 'ul'],
  ['ul', 'ul'],
  ['numbered-list', 'ol'],
  ['ol', 'ol'],
  ['list-item', 'li'],
  ['li', 'li'],
  ['blockquote', 'blockquote'],
]);

function Leaf({ leaf }: { leaf: RichTextLeaf }) {
  let content: ReactNode = leaf.text;
  if (leaf.code) content = <code>{content}</code>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return content;
}

// Recursion is safe here: parseRichText refuses documents deeper than MAX_RICH_TEXT_DEPTH.
function Node({ node }: { node: RichTextNode }): ReactNode {
  if (isRichTextLeaf(node)) return <Leaf leaf={node} />;
  const children = node.children.map((child, index) => <Node key={index} node={child} />);
  if (node.type === 'code-block') {
    return (
      <pre>
        <code>{children}</code>
      </pre>
    );
  }
  if (node.type === 'link') return <RichTextLink url={node.url}>{children}</RichTextLink>;
  return createElement(ELEMENT_TAGS.get(node.type) ?? 'div', null, children);
}

const proseStyles = {
  '& > * + *': { marginTop: '4' },
  '& h2': { fontSize: '2xl', fontWeight: 'bold', marginTop: '10', lineHeight: 'short' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '8' },
  '& h4': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '6' },
  '& p, & li': { lineHeight: 'tall' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& li + li': { marginTop: '2' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.500', paddingInlineStart: '4', color: 'fg.muted', fontStyle: 'italic' },
  '& pre': { bg: 'bg.muted', padding: '4', rounded: 'md', overflowX: 'auto', fontSize: 'sm' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
  '& :not(pre) > code': { bg: 'bg.muted', paddingInline: '1', rounded: 'sm' },
  overflowWrap: 'anywhere',
} as const;

const FIRST_LEVEL_HEADINGS = new Set(['heading-one', 'heading1', 'h1']);

/** Documents often open with their own title; the page already shows it as its h1. */
function withoutRepeatedTitle(nodes: RichTextNode[], title: string | undefined): RichTextNode[] {
  const [first, ...rest] = nodes;
  if (!first || isRichTextLeaf(first) || !FIRST_LEVEL_HEADINGS.has(first.type)) return nodes;
  const headingText = first.children.map((child) => (isRichTextLeaf(child) ? child.text : '')).join('');
  return headingText.trim() === title ? rest : nodes;
}

interface RichTextViewProps {
  content: string;
  /** The page title: a leading heading that repeats it is left out. */
  title?: string;
}

/** Policy content rendered as React elements; never as injected HTML. */
export function RichTextView({ content, title }: RichTextViewProps) {
  const nodes = useMemo(() => {
    const parsed = parseRichText(content);
    return parsed && withoutRepeatedTitle(parsed, title);
  }, [content, title]);
  if (!nodes) {
    return (
      <Text role="alert" color="red.600">
        {INVALID_CONTENT_TEXT}
      </Text>
    );
  }
  return (
    <Box css={proseStyles}>
      {nodes.map((node, index) => (
        <Node key={index} node={node} />
      ))}
    </Box>
  );
}
