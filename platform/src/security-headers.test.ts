import { describe, expect, it } from 'vitest';
import { consolePageHeaders, pageSecurityHeaders } from './security-headers';

describe('pageSecurityHeaders', () => {
  const headers = pageSecurityHeaders({ remotes: ['http://localhost:8081', 'http://localhost:8082'], api: 'http://localhost:8090' });
  const directives = Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );

  it('allows scripts only from the site and the registered remotes, never inline', () => {
    expect(directives['script-src']).toEqual(["'self'", 'http://localhost:8081', 'http://localhost:8082']);
    expect(headers['Content-Security-Policy']).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  it('names no socket and no development server unless a browser runs a development override', () => {
    expect(directives['connect-src']).toEqual(["'self'", 'http://localhost:8090', 'http://localhost:8081', 'http://localhost:8082']);
    const developing = pageSecurityHeaders({ remotes: ['http://localhost:8081'], api: 'http://localhost:8090', development: ['http://localhost:3001', 'https://dev.example'] })['Content-Security-Policy']!;
    expect(developing).toContain("connect-src 'self' http://localhost:8090 http://localhost:8081 http://localhost:3001 ws://localhost:3001 https://dev.example wss://dev.example;");
    expect(developing).toContain("script-src 'self' http://localhost:8081 http://localhost:3001 https://dev.example;");
    expect(developing).not.toMatch(/unsafe-eval|ws:\/\/localhost:8081/);
  });

  it('forbids framing and sets the other protective headers', () => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps other sites from embedding a page or holding its window, and refuses powerful features no page uses', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    const features = Object.fromEntries(headers['Permissions-Policy']!.split(', ').map((entry) => entry.split('=')));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(features[feature], feature).toBe('()');
  });
});

describe('consolePageHeaders', () => {
  const policy = consolePageHeaders('n0nce')['Content-Security-Policy']!;

  it("runs the console's own scripts only, and styles from its files or with the page's nonce", () => {
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'nonce-n0nce';");
    expect(policy).not.toMatch(/unsafe-|\*/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
  });

  it('keeps every other origin out: no framing, no reading, no opener, no referrer', () => {
    expect(consolePageHeaders('n0nce')).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Referrer-Policy': 'no-referrer',
    });
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
