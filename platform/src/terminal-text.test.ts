import { describe, expect, it } from 'vitest';
import { escapeUnprintable } from './terminal-text';

describe('escapeUnprintable', () => {
  it('shows escape sequences, bells, C1 controls and DEL as escapes', () => {
    expect(escapeUnprintable('\u001b[31mred\u001b]0;pwned\u0007')).toBe('\\u001b[31mred\\u001b]0;pwned\\u0007');
    expect(escapeUnprintable('a\u009b2Jb\u007fc\u0000d')).toBe('a\\u009b2Jb\\u007fc\\u0000d');
    expect(escapeUnprintable('over\rwrite\b')).toBe('over\\u000dwrite\\u0008');
  });

  it('shows text-direction controls and separators as escapes', () => {
    expect(escapeUnprintable('\u202eoaR \u2066x\u2069 \u200f \u2028')).toBe('\\u202eoaR \\u2066x\\u2069 \\u200f \\u2028');
  });

  it('leaves printable text of any script alone, and keeps the characters asked for', () => {
    expect(escapeUnprintable('Āśā Rāo 👩‍🔧 عائشة — “quoted”')).toBe('Āśā Rāo 👩‍🔧 عائشة — “quoted”');
    expect(escapeUnprintable('one\ntwo\tthree', '\n')).toBe('one\ntwo\\u0009three');
  });

  it('keeps JSON valid and its values intact', () => {
    const value = { name: 'a\u009b\u202e\u007fb' };
    const escaped = escapeUnprintable(JSON.stringify(value, null, 2), '\n');
    expect(escaped).not.toMatch(/[\u007f-\u009f\u202e]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});
