import { useEffect } from 'react';
import { company } from '../content/company';

/** '<page> | SecureHome Automation', or the site name alone while the page's name is not known. */
export function pageTitle(page: string | undefined): string {
  const name = page?.trim();
  return name ? `${name} | ${company.name}` : company.name;
}

/**
 * Names a page in the browser tab. Deprecated since 2.1.0: pages render PageMeta, which also
 * names them to search engines and in server renders. Kept so that remotes built against an
 * earlier version still run beside this shell; removed at the next major version.
 */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
