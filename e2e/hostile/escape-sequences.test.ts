import { describe, expect, it } from 'vitest';
import {
  HOSTILE_NAMES,
  judgeEscapeSequences,
  printsRawControl,
  type EscapeFigures,
} from './escape-sequences';

const answers = (status: number, fieldError?: string): EscapeFigures['answers'] => [
  { kind: 'ANSI colour and window title', status, fieldError },
  { kind: 'NUL', status, fieldError },
];
const passes = (figures: EscapeFigures) => judgeEscapeSequences(figures).map((row) => row.pass);

describe('the escape-sequence verdict', () => {
  it('passes names refused with a field error', () => {
    expect(
      passes({
        answers: answers(400, 'Full name contains control characters.'),
        listingRaw: undefined,
      }),
    ).toEqual([true, true]);
  });

  it('passes names stored when the operator listing shows them escaped, and fails them shown raw', () => {
    expect(passes({ answers: answers(201), listingRaw: false })).toEqual([true, true]);
    expect(passes({ answers: answers(201), listingRaw: true })).toEqual([false, false]);
  });

  it('fails a 400 without a field error, and a server error', () => {
    expect(passes({ answers: answers(400), listingRaw: undefined })).toEqual([false, false]);
    expect(passes({ answers: answers(500), listingRaw: undefined })).toEqual([false, false]);
  });

  it('finds every hostile name raw in a listing, but not newlines or escaped text', () => {
    expect(Object.values(HOSTILE_NAMES).every(printsRawControl)).toBe(true);
    expect(printsRawControl('Reference  Name\nSR-1       Eve \\x1b[31mRed \\u202e')).toBe(false);
  });
});
