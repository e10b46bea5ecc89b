import { describe, expect, it } from 'vitest';
import { isSitePath, safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://example.com/privacy',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:privacy@smarthome.example',
    'mailto:a@b.example?body=Line%0Anext',
    'tel:+918045678900',
    '/customer-support',
    '#section-2',
    'terms?id=2',
    '//cdn.example.com/file.pdf',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file', 'file:///etc/passwd'],
    ['leading space', ' javascript:alert(1)'],
    ['leading space before a safe URL', ' https://example.com'],
    ['leading control character', '\u0001javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['percent-encoded colon', 'javascript%3Aalert(1)'],
    ['percent-encoded letters', '%6A%61%76%61%73%63%72%69%70%74:alert(1)'],
    ['decimal entity', '&#106;avascript:alert(1)'],
    ['hex entity colon', 'javascript&#x3A;alert(1)'],
    ['named entity colon', 'javascript&colon;alert(1)'],
    ['unknown scheme', 'intent://scan/#Intent;end'],
    ['empty', ''],
    ['absent', undefined],
    ['over 2 kB', `https://example.com/${'a'.repeat(3000)}`],
    ['unparseable', 'http://[::1'],
  ])('refuses %s', (_, url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('survives entities with impossible code points', () => {
    expect(() => safeHref('&#99999999999999999999999999999;x')).not.toThrow();
    expect(() => safeHref('&#x110000;x')).not.toThrow();
  });

  it('handles a 1 MB URL quickly', () => {
    const started = performance.now();
    expect(safeHref(`javascript:${'a'.repeat(1_000_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('isSitePath', () => {
  it('tells site paths from other URLs', () => {
    expect(isSitePath('/customer-support')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('https://example.com')).toBe(false);
    expect(isSitePath('#top')).toBe(false);
  });
});
