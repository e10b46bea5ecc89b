import { paths } from '@storefront/shared';

function fromOf(state: unknown): unknown {
  return state && typeof state === 'object' && 'from' in state
    ? (state as { from: unknown }).from
    : undefined;
}

function isLoginPage(target: string): boolean {
  const pathname = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return pathname === paths.login();
}

/**
 * Where to go after logging in: the page the visitor came from (`location.state.from`, set by
 * the header's Login link), but only a path on this site. Anything else, such as '//evil.example'
 * or '/\evil.example' (both leave the site), or the login page itself, goes home.
 */
export function redirectAfterLogin(state: unknown): string {
  const from = fromOf(state);
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return paths.home();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(from) || isLoginPage(from)) return paths.home();
  return from;
}
