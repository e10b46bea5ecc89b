import { RICH_TEXT_MARKS, type RichTextLeaf, type RichTextNode } from '@storefront/shared/rich-text';

/**
 * Deeper documents are refused: real policies nest a handful of levels, and a cap keeps both
 * validation and rendering far from the call-stack limit whatever the server sends.
 */
export const MAX_RICH_TEXT_DEPTH = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLeaf(value: Record<string, unknown>): boolean {
  return typeof value.text === 'string' && RICH_TEXT_MARKS.every((mark) => value[mark] === undefined || typeof value[mark] === 'boolean');
}

function isElementShell(value: Record<string, unknown>): value is Record<string, unknown> & { children: unknown[] } {
  return (
    typeof value.type === 'string' &&
    value.type !== '' &&
    Array.isArray(value.children) &&
    (value.url === undefined || typeof value.url === 'string')
  );
}

export function isRichTextLeaf(node: RichTextNode): node is RichTextLeaf {
  return 'text' in node;
}

/**
 * Parses policy.content (a JSON string) into a document, or undefined when it is not valid
 * rich text. Walks the tree with an explicit stack, so no input can overflow the call stack.
 */
export function parseRichText(content: string): RichTextNode[] | undefined {
  let root: unknown;
  try {
    root = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (!Array.isArray(root)) return undefined;

  const pending: Array<{ nodes: unknown[]; depth: number }> = [{ nodes: root, depth: 1 }];
  while (pending.length > 0) {
    const { nodes, depth } = pending.pop()!;
    if (depth > MAX_RICH_TEXT_DEPTH) return undefined;
    for (const node of nodes) {
      if (!isRecord(node)) return undefined;
      if ('text' in node) {
        if (!isLeaf(node)) return undefined;
      } else if (isElementShell(node)) {
        pending.push({ nodes: node.children, depth: depth + 1 });
      } else {
        return undefined;
      }
    }
  }
  return root as RichTextNode[];
}
