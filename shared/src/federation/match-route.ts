import { matchPath } from 'react-router-dom';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as written, as the router leaves it
  }
}

/**
 * Matches a URL's pathname as written (`/products/details/a%20b`) against a route pattern and
 * gives its parameters decoded (`a b`), as the router's useParams does for the page: matchPath
 * alone leaves them encoded. For code that sees the URL before the router does.
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const match = matchPath({ path: pattern, end: true }, pathname);
  if (!match) return null;
  return Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [name, value === undefined ? undefined : decoded(value)]),
  );
}
