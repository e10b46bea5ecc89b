import { z } from 'zod/mini';

/*
 * Spec §3: the rich-text document a policy's `content` holds, as the API writes it and the policy
 * page reads it. One schema for both, imported by `@storefront/shared/rich-text` alone: it needs
 * zod only and holds no state, so the policy page bundles it instead of sharing it at run time.
 */

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'code'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

/** A run of text with optional marks: a mark is on when true, off when false or absent. */
export type RichTextLeaf = { text: string } & { [Mark in RichTextMark]?: boolean };

/** A block or inline element (paragraph, heading, list, link…) and its children. */
export interface RichTextElement {
  type: string;
  children: RichTextNode[];
  url?: string;
}

export type RichTextNode = RichTextLeaf | RichTextElement;

/**
 * Deeper documents are refused: real policies nest a handful of levels, and a cap keeps both
 * validation and rendering far from the call-stack limit whatever the server sends.
 */
export const MAX_RICH_TEXT_DEPTH = 64;

const mark = z.optional(z.boolean());

// Fields the spec does not name are dropped, not refused: a document stays readable when an
// editor adds its own (the rendering never reads them).
const richTextLeafSchema = z.object({ text: z.string(), bold: mark, italic: mark, underline: mark, code: mark });

const richTextElementSchema = z.object({
  type: z.string().check(z.minLength(1)),
  get children() {
    return z.array(richTextNodeSchema);
  },
  url: z.optional(z.string()),
  // A node with a text is a leaf, whatever else it holds: a bad text is not read as an element.
  text: z.optional(z.never()),
});

const richTextNodeSchema: z.ZodMiniType<RichTextNode> = z.union([richTextLeafSchema, richTextElementSchema]);

const richTextDocumentSchema = z.array(richTextNodeSchema);

export function isRichTextLeaf(node: RichTextNode): node is RichTextLeaf {
  return 'text' in node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether no element nests deeper than MAX_RICH_TEXT_DEPTH, found with a stack of its own. */
function isWithinDepth(root: unknown): boolean {
  const pending: Array<{ nodes: unknown; depth: number }> = [{ nodes: root, depth: 1 }];
  while (pending.length > 0) {
    const { nodes, depth } = pending.pop()!;
    if (!Array.isArray(nodes)) continue;
    if (depth > MAX_RICH_TEXT_DEPTH) return false;
    for (const node of nodes) {
      // A leaf's other fields are dropped unread, however deep.
      if (isRecord(node) && !('text' in node)) pending.push({ nodes: node.children, depth: depth + 1 });
    }
  }
  return true;
}

/**
 * Parses a policy's content (a JSON string) into a document, or undefined when it is not valid
 * rich text. The depth is checked first, so no input can overflow the call stack.
 */
export function parseRichText(content: string): RichTextNode[] | undefined {
  let root: unknown;
  try {
    root = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (!isWithinDepth(root)) return undefined;
  const result = richTextDocumentSchema.safeParse(root);
  return result.success ? result.data : undefined;
}
