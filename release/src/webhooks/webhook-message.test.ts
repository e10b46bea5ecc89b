import { describe, expect, it } from 'vitest';
import type { ReleaseEvent } from '../registry/release-event';
import { webhookBody } from './webhook-message';
import { webhookConfigFromEnv } from './webhook-config';

const at = new Date('2026-12-01T10:00:00.000Z');
const base = { remote: 'catalog_mfe', version: '1.2.3', previous: '1.2.2', by: 'asha', reason: null };
const text = (event: Partial<ReleaseEvent> & Pick<ReleaseEvent, 'event' | 'percent'>) => webhookBody({ ...base, ...event }, at).text;
const plan = (number: number, nextStepAt: string | null = '2026-12-01T10:10:00.000Z') => ({ number, of: 3, stages: [10, 50, 100], nextStepAt });

describe('what a webhook receives', () => {
  it('a sentence a chat tool shows as it is, and the fields, with the remote by its folder name', () => {
    const body = webhookBody({ ...base, event: 'canary-stage', percent: 50, by: 'release policy', reason: 'to stage 2 of 3 (50 %); …', stage: plan(2) }, at);
    expect(body).toEqual({
      text: 'catalog-mfe 1.2.3 is live for 50 % of visitors (stage 2 of 3) — by release policy',
      event: 'canary-stage',
      remote: 'catalog-mfe',
      version: '1.2.3',
      previous: '1.2.2',
      percent: 50,
      by: 'release policy',
      reason: 'to stage 2 of 3 (50 %); …',
      stage: plan(2),
      at: '2026-12-01T10:00:00.000Z',
    });
  });

  it('says each change in one sentence', () => {
    expect(text({ event: 'promote', percent: 100 })).toBe('catalog-mfe 1.2.3 is live for every visitor (was 1.2.2) — by asha');
    expect(text({ event: 'promote', percent: 100, previous: null })).toBe('catalog-mfe 1.2.3 is live for every visitor (was nothing) — by asha');
    expect(text({ event: 'rollback', percent: 100, version: '1.2.2', previous: '1.2.3' })).toBe('catalog-mfe rolled back to 1.2.2 for every visitor (from 1.2.3) — by asha');
    expect(text({ event: 'canary', percent: 10 })).toBe('catalog-mfe 1.2.3 runs for 10 % of visitors as a canary; 1.2.2 stays live for the rest — by asha');
    expect(text({ event: 'canary', percent: 10, stage: plan(1) })).toBe('catalog-mfe 1.2.3 is live for 10 % of visitors (stage 1 of 3) — by asha');
    expect(text({ event: 'complete', percent: 100 })).toBe('catalog-mfe 1.2.3 is live for every visitor: its canary completed (was 1.2.2) — by asha');
    expect(text({ event: 'complete', percent: 100, stage: plan(3, null) })).toBe('catalog-mfe 1.2.3 is live for every visitor: its rolling release completed (was 1.2.2) — by asha');
    expect(text({ event: 'end-canary', percent: 0 })).toBe("catalog-mfe's canary 1.2.3 ended; 1.2.2 stays live for every visitor — by asha");
    expect(text({ event: 'auto-rollback', percent: 0, by: 'release policy', stage: plan(2, null) })).toBe(
      "catalog-mfe's canary 1.2.3 rolled back by itself at stage 2 of 3; 1.2.2 stays live for every visitor — by release policy",
    );
  });

  it('escapes what a chat tool would read as a mention or a link in names people chose', () => {
    expect(text({ event: 'promote', percent: 100, by: '<!channel> & <https://evil.example|click>' })).toBe(
      'catalog-mfe 1.2.3 is live for every visitor (was 1.2.2) — by &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;',
    );
  });
});

describe('webhook configuration', () => {
  it('reads the receivers and the secret, and refuses receivers without a secret or that are not http(s)', () => {
    expect(webhookConfigFromEnv({})).toEqual({ urls: [], secret: '' });
    const secret = 'sixteen-chars-ok';
    expect(webhookConfigFromEnv({ RELEASE_WEBHOOK_URLS: ' https://chat.example/hook , http://10.0.0.5:9000/in,', RELEASE_WEBHOOK_SECRET: secret })).toEqual({
      urls: ['https://chat.example/hook', 'http://10.0.0.5:9000/in'],
      secret,
    });
    expect(() => webhookConfigFromEnv({ RELEASE_WEBHOOK_URLS: 'https://chat.example/hook' })).toThrow('set RELEASE_WEBHOOK_SECRET too');
    expect(() => webhookConfigFromEnv({ RELEASE_WEBHOOK_URLS: 'https://chat.example/hook', RELEASE_WEBHOOK_SECRET: 'short' })).toThrow('at least 16 characters');
    expect(() => webhookConfigFromEnv({ RELEASE_WEBHOOK_URLS: 'file:///etc/passwd', RELEASE_WEBHOOK_SECRET: secret })).toThrow('an http(s) URL is needed');
  });
});
