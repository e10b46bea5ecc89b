import { z } from 'zod';

export type RichTextMark = 'bold' | 'italic' | 'underline' | 'code';

export interface RichTextLeaf {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  code?: true;
}

export interface RichTextElement {
  type: string;
  children: RichTextNode[];
  url?: string;
}

export type RichTextNode = RichTextLeaf | RichTextElement;

export const richTextLeafSchema = z.strictObject({
  text: z.string(),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  underline: z.literal(true).optional(),
  code: z.literal(true).optional(),
});

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.union([
    richTextLeafSchema,
    z.strictObject({
      type: z.string().min(1),
      children: z.array(richTextNodeSchema),
      url: z.string().min(1).optional(),
    }),
  ]),
);

export const richTextDocumentSchema = z.array(richTextNodeSchema).min(1);
