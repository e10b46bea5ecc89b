import { useNavigationType } from '@storefront/shared/router';
import { useEffect, useRef } from 'react';

/**
 * A page's heading, focused when the page opens from a link within the console, and named in
 * the document's title: keyboard and screen reader users start where the new page does. The
 * first page of a visit (and Back) keeps the browser's own start.
 */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigationType();
  useEffect(() => {
    document.title = `${title} · Release console`;
    if (navigation === 'PUSH') heading.current?.focus();
  }, [title, navigation]);
  return heading;
}
