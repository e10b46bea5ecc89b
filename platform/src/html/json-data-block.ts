const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A value safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);

/** JSON that cannot end the data block it sits in (`</script>`) nor open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/**
 * A JSON data block: data a page's script reads, never run (the site's policy allows no inline
 * script). The site server writes the documents a page starts from in such blocks.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${escapeAttribute(id)}">${scriptSafeJson(value)}</script>`;
}

/**
 * A page as a client received it, with the JSON data block `id` replaced by what `change` makes
 * of its value: for a client that runs a served page with other data (the release gate's smoke
 * render), never for the server that wrote the block.
 */
export function withDataBlock<T>(html: string, id: string, change: (value: T) => unknown): string {
  const pattern = new RegExp(`(<script type="application/json" id="${id}">)(.*?)(</script>)`, 's');
  return html.replace(
    pattern,
    (_match, open: string, json: string, close: string) =>
      `${open}${scriptSafeJson(change(JSON.parse(json) as T))}${close}`,
  );
}
