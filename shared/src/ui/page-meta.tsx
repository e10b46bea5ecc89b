import { company } from '../content/company';
import { getRuntimeConfig } from '../runtime/runtime-config';
import { pageTitle } from './use-page-title';

export interface PageMetaProps {
  /** The page's own name ('Smart Lock Pro'); the site's name follows it in the title. */
  title: string;
  /** One or two sentences a search result or a link preview shows under the title. */
  description: string;
  /** The page's address on the site ('/products/details/7'): its canonical URL, made absolute. */
  path?: string;
  /** An absolute URL of a picture of the page's subject (a product's photo). */
  image?: string;
  /** Open Graph's kind of page. */
  type?: 'website' | 'article' | 'product';
  /**
   * What search engines may do with the page: 'noindex,follow' for a page that only repeats
   * another's products (a search, a filtered listing) but links on to pages worth indexing.
   */
  robots?: 'noindex,follow';
}

/** `path` on the site's public origin (the runtime configuration's, else the browser's). */
export function siteUrl(path: string): string | undefined {
  const origin = getRuntimeConfig().siteUrl ?? globalThis.location?.origin;
  return origin ? new URL(path, origin).href : undefined;
}

/**
 * What a page tells the browser tab, search engines and link previews about itself. React puts
 * these elements in the document's head, in the browser and in a server render alike; every page
 * renders one, once its subject is known.
 */
export function PageMeta({ title, description, path, image, type = 'website', robots }: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const url = path === undefined ? undefined : siteUrl(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {robots && <meta name="robots" content={robots} />}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
    </>
  );
}
