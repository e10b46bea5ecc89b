// Spec §3: the rich-text document a policy's `content` holds, as the API writes it and the policy
// page reads it.

export const RICH_TEXT_MARKS = ['bold', 'italic', 'underline', 'code'] as const;
export type RichTextMark = (typeof RICH_TEXT_MARKS)[number];

/** A run of text with optional marks. */
export type RichTextLeaf = { text: string } & { [Mark in RichTextMark]?: boolean };

/** A block or inline element (paragraph, heading, list, link…) and its children. */
export interface RichTextElement {
  type: string;
  children: RichTextNode[];
  url?: string;
}

export type RichTextNode = RichTextLeaf | RichTextElement;
