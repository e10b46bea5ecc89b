/** Link schemes a policy may use; anything else (javascript:, data:, vbscript:, file:...) is text. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const MAX_URL_LENGTH = 2048;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers drop tabs and newlines inside URLs ('java\tscript:'), so any control character is refused.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const ALL_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

function characterFor(codePoint: number): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
}

/** What a browser or mail client might decode before looking at the scheme. */
function decodedForms(url: string): string[] {
  const entityDecoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => characterFor(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => characterFor(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
  let percentDecoded = url;
  try {
    percentDecoded = decodeURIComponent(url);
  } catch {
    // Malformed escapes: the raw form is still checked.
  }
  return [url, entityDecoded, percentDecoded];
}

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url)?.[1]?.toLowerCase();
}

/**
 * The URL to put in href, or undefined when the link must render as plain text. Allowed:
 * http, https, mailto, tel, and relative URLs. Leading or trailing spaces, control characters and
 * encoded schemes are refused rather than cleaned, since a clean-up is a guess about intent.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined || url === '' || url.length > MAX_URL_LENGTH) return undefined;
  if (url.trim() !== url || CONTROL_CHARACTERS.test(url)) return undefined;
  for (const form of decodedForms(url)) {
    const scheme = schemeOf(form.replace(ALL_CONTROL_CHARACTERS, '').trim());
    if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) return undefined;
  }
  try {
    const resolved = new URL(url, 'https://relative.invalid/');
    if (!ALLOWED_SCHEMES.has(resolved.protocol.slice(0, -1))) return undefined;
  } catch {
    return undefined;
  }
  return url;
}

/** A path on this site ('/customer-support'), as opposed to '//host' or an absolute URL. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
