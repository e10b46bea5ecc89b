import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_REFERENCE_PATTERN } from './support-reference';
import { readSupportRequests, SupportRequestLog, supportRequestsFile } from './support-request-log';
import type { SupportRequest } from '@storefront/shared/support-request-rules';

const request: SupportRequest = {
  fullName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  productModel: 'SecureLock Pro',
  issue: 'The lock does not pair.',
  preferredContact: 'phone',
  bestTime: 'morning',
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'support-log-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SupportRequestLog', () => {
  it('appends one JSON line per request, with a reference and the time', () => {
    const log = SupportRequestLog.open(dataDir);
    const stored = log.append(request, new Date('2026-11-22T10:00:00Z'));
    log.close();

    expect(stored.reference).toMatch(SUPPORT_REFERENCE_PATTERN);
    expect(stored.reference.startsWith('SR-20261122-')).toBe(true);
    const lines = readFileSync(supportRequestsFile(dataDir), 'utf8').split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      ...stored,
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(lines[1]).toBe('');
  });

  it('keeps the file private to its owner', () => {
    SupportRequestLog.open(dataDir).close();
    expect(statSync(supportRequestsFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it('reads every earlier request back when opened again, and never reuses a reference', () => {
    const first = SupportRequestLog.open(dataDir);
    const references = [first.append(request).reference, first.append(request).reference];
    first.close();

    const second = SupportRequestLog.open(dataDir);
    references.push(second.append(request).reference);
    expect(second.list().map((record) => record.reference)).toEqual(references);
    expect(new Set(references).size).toBe(3);
    second.close();
  });

  it('skips a torn last line and starts the next record on a line of its own', () => {
    const log = SupportRequestLog.open(dataDir);
    const kept = log.append(request);
    log.close();
    appendFileSync(supportRequestsFile(dataDir), '{"reference":"SR-20261122-TORN00","fullNa');

    expect(readSupportRequests(dataDir)).toMatchObject({ skippedLines: 1, endsMidLine: true });
    const reopened = SupportRequestLog.open(dataDir);
    expect(reopened.skippedLines).toBe(1);
    expect(reopened.list()).toEqual([kept]);
    const next = reopened.append(request);
    reopened.close();

    const readBack = readSupportRequests(dataDir);
    expect(readBack.records.map((record) => record.reference)).toEqual([
      kept.reference,
      next.reference,
    ]);
    expect(readBack).toMatchObject({ skippedLines: 1, endsMidLine: false });
  });

  it('skips lines that are not support requests instead of failing to start', () => {
    writeFileSync(supportRequestsFile(dataDir), 'not json\n{"reference":"SR-1"}\n\n');
    const log = SupportRequestLog.open(dataDir);
    expect(log.list()).toEqual([]);
    expect(log.skippedLines).toBe(2);
    log.close();
  });

  it('finds a request by the submission id the form sent', () => {
    const log = SupportRequestLog.open(dataDir);
    const stored = log.append({ ...request, submissionId: 'draft-1234abcd' });
    log.close();
    const reopened = SupportRequestLog.open(dataDir);
    expect(reopened.findBySubmissionId('draft-1234abcd')).toEqual(stored);
    expect(reopened.findBySubmissionId('draft-other')).toBeUndefined();
    reopened.close();
  });

  it('refuses to write once closed', () => {
    const log = SupportRequestLog.open(dataDir);
    log.close();
    expect(() => log.append(request)).toThrow(/closed/);
  });

  it('reads an absent log as empty', () => {
    expect(readSupportRequests(path.join(dataDir, 'nowhere'))).toEqual({
      records: [],
      skippedLines: 0,
      endsMidLine: false,
    });
  });
});
