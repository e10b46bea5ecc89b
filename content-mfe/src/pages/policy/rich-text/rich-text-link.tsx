import { Link as ChakraLink } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Link } from '@storefront/shared/router';
import { isSitePath, safeHref } from './safe-href';

/** A link only for a safe URL; otherwise its text, so an unsafe URL can never be followed. */
export function RichTextLink({ url, children }: { url: string | undefined; children: ReactNode }) {
  const href = safeHref(url);
  if (href === undefined) return <span>{children}</span>;
  if (isSitePath(href)) {
    return (
      <ChakraLink asChild color="brand.fg" textDecoration="underline">
        <Link to={href}>{children}</Link>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} color="brand.fg" textDecoration="underline">
      {children}
    </ChakraLink>
  );
}
