import { validateSupportRequest } from '@storefront/shared/support-request-rules';
import { describe, expect, it } from 'vitest';
import {
  judgeSupportFlood,
  largestSupportRequest,
  type SupportFloodFigures,
} from './support-flood';

const defended: SupportFloodFigures = {
  first429: 11,
  retryAfter: '3600',
  json429: true,
  stored: 10,
  growthBytes: 90 * 1024,
};
const failing = (figures: SupportFloodFigures) =>
  judgeSupportFlood(figures)
    .filter((row) => !row.pass)
    .map((row) => row.check);

describe('the support-flood verdict', () => {
  it('sends requests the API takes as valid, each different', () => {
    const [one, two] = [largestSupportRequest(), largestSupportRequest()];
    expect(validateSupportRequest(one).success).toBe(true);
    expect(one.issue).not.toBe(two.issue);
    expect(one.submissionId).not.toBe(two.submissionId);
  });

  it('passes 429 right after the hourly limit with storage growth in bounds', () => {
    expect(failing(defended)).toEqual([]);
  });

  it('fails a flood that is never limited and grows the table without bound', () => {
    expect(
      failing({
        first429: undefined,
        retryAfter: undefined,
        json429: false,
        stored: 100,
        growthBytes: 632 * 1024,
      }),
    ).toEqual(['first 429', 'requests stored', 'support table growth']);
  });

  it('fails a 429 that comes late or without Retry-After', () => {
    expect(failing({ ...defended, first429: 30 })).toEqual(['first 429']);
    expect(failing({ ...defended, retryAfter: undefined })).toEqual(['first 429']);
  });
});
