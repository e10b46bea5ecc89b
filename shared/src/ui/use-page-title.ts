import { useEffect } from 'react';
import { company } from '../content/company';

/** '<page> | SecureHome Automation', or the site name alone while the page's name is not known. */
export function pageTitle(page: string | undefined): string {
  const name = page?.trim();
  return name ? `${name} | ${company.name}` : company.name;
}

/**
 * The one way a page names itself in the browser tab and to screen readers. Pages whose name
 * comes from the server pass undefined until it has loaded.
 */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
