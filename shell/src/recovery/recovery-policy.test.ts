import { describe, expect, it } from 'vitest';
import { decideRecovery, type RemoteFacts } from './recovery-policy';

const facts = (overrides: Partial<RemoteFacts> = {}): RemoteFacts => ({
  hasPrevious: false,
  onPrevious: false,
  preloadedByPage: false,
  changedSinceLoaded: false,
  ...overrides,
});

describe('decideRecovery', () => {
  describe('entering a page', () => {
    it('loads it', () => {
      expect(decideRecovery({ type: 'enter' }, facts())).toBe('load');
    });
    it('reloads into the new version when the remote changed since this tab loaded it', () => {
      expect(decideRecovery({ type: 'enter' }, facts({ changedSinceLoaded: true }))).toBe('reload-into-new-version');
    });
  });

  describe.each(['load', 'render'] as const)('a %s failure', (cause) => {
    it('falls back to the previous version when there is one', () => {
      expect(decideRecovery({ type: 'failure', cause }, facts({ hasPrevious: true }))).toBe('fall-back');
    });
    it('says the part is unavailable when there is no previous version', () => {
      expect(decideRecovery({ type: 'failure', cause }, facts())).toBe('show-unavailable');
    });
    it('says the part is unavailable when the previous version failed too', () => {
      expect(decideRecovery({ type: 'failure', cause }, facts({ hasPrevious: true, onPrevious: true }))).toBe(
        'show-unavailable',
      );
    });
    it('on Retry after both versions failed, tries the live one again on a fresh page', () => {
      expect(decideRecovery({ type: 'retry', cause }, facts({ hasPrevious: true, onPrevious: true }))).toBe('reload-on-live');
    });
  });

  describe('Retry', () => {
    it('reloads the page after a load the HTML had preloaded', () => {
      expect(decideRecovery({ type: 'retry', cause: 'load' }, facts({ preloadedByPage: true }))).toBe('reload-page');
    });
    it('retries here after a load that was not preloaded', () => {
      expect(decideRecovery({ type: 'retry', cause: 'load' }, facts())).toBe('retry-here');
    });
    it('retries here after a render failure, preloaded or not', () => {
      expect(decideRecovery({ type: 'retry', cause: 'render' }, facts({ preloadedByPage: true }))).toBe('retry-here');
    });
  });
});
