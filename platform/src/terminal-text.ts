/**
 * Characters a terminal acts on instead of showing: C0 controls (ESC starts colour, title and
 * cursor sequences; BEL, backspace and carriage return rewrite what is on screen), DEL, C1
 * controls (U+009B is a one-character CSI), the bidirectional marks, embeddings, overrides and
 * isolates (text then reads differently from what it is) and the line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function escapeCharacter(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Text from outside (a visitor's support request, a release reason, a log line) made safe to
 * print: every unprintable character shows as its `\uXXXX` escape. `keep` lets some through,
 * e.g. '\n' for text already laid out in lines. Escaped JSON stays valid JSON, since JSON.stringify
 * leaves these characters only inside strings.
 */
export function escapeUnprintable(text: string, keep = ''): string {
  return text.replace(UNPRINTABLE, (character) => (keep.includes(character) ? character : escapeCharacter(character)));
}
