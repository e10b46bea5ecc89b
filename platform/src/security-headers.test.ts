import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from './security-headers';

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

  it('forbids framing and sets the other protective headers', () => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});
