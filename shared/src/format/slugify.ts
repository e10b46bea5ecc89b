/** Spec §5: lowercase, trimmed, whitespace to hyphens, non-word characters removed, hyphens collapsed and trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
