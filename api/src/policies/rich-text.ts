import type { RichTextNode } from '@storefront/shared/rich-text';
import { z } from 'zod';

// The one definition of the document's types is the shared package's; these schemas check it.

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
