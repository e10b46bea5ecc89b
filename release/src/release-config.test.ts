import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_LIMITS, serviceLimitsFromEnv } from './release-config';

describe("the release service's limits", () => {
  it('are the defaults without variables', () => {
    expect(serviceLimitsFromEnv({})).toEqual(DEFAULT_SERVICE_LIMITS);
    expect(DEFAULT_SERVICE_LIMITS).toEqual({
      maxFileBytes: 25 * 1024 * 1024,
      maxVersionBytes: 100 * 1024 * 1024,
      maxFiles: 1_000,
      uploadsPerToken: 2,
      gateQueue: 8,
      authFailuresPerMinute: 10,
      teamsMayForce: false,
    });
  });

  it('are read from the environment, a gate queue of 0 included', () => {
    expect(
      serviceLimitsFromEnv({
        RELEASE_UPLOAD_FILE_BYTES: '1024',
        RELEASE_UPLOAD_VERSION_BYTES: '4096',
        RELEASE_UPLOAD_FILES: '20',
        RELEASE_UPLOADS_PER_TOKEN: '1',
        RELEASE_GATE_QUEUE: '0',
        RELEASE_AUTH_FAILURES_PER_MINUTE: '3',
        RELEASE_TEAM_FORCE: 'allow',
      }),
    ).toEqual({ maxFileBytes: 1024, maxVersionBytes: 4096, maxFiles: 20, uploadsPerToken: 1, gateQueue: 0, authFailuresPerMinute: 3, teamsMayForce: true });
  });

  it('refuse a value that is no whole number, or none where one is needed', () => {
    expect(() => serviceLimitsFromEnv({ RELEASE_UPLOAD_FILES: '1.5' })).toThrow('Invalid RELEASE_UPLOAD_FILES "1.5"');
    expect(() => serviceLimitsFromEnv({ RELEASE_UPLOADS_PER_TOKEN: '0' })).toThrow('Invalid RELEASE_UPLOADS_PER_TOKEN "0"');
    expect(() => serviceLimitsFromEnv({ RELEASE_AUTH_FAILURES_PER_MINUTE: 'many' })).toThrow('Invalid RELEASE_AUTH_FAILURES_PER_MINUTE "many"');
    expect(() => serviceLimitsFromEnv({ RELEASE_TEAM_FORCE: 'yes' })).toThrow('RELEASE_TEAM_FORCE must be allow or deny, not "yes"');
  });
});
