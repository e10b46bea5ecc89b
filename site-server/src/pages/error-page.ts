import { escapeAttribute } from '@storefront/platform';
import { paths } from '@storefront/shared/paths';

/** What the site says for a status it answers a page with, when it cannot send the page itself. */
const WORDS: Record<'unavailable' | 'failed' | 'refused', { title: string; text: string }> = {
  unavailable: {
    title: 'This page is briefly unavailable',
    text: 'We could not reach part of our system. Please try again in a moment.',
  },
  failed: { title: 'Something went wrong on our side', text: 'Please try again later.' },
  refused: { title: 'This page could not be shown', text: 'The request was not one we can answer.' },
};

const wordsFor = (status: number) => WORDS[status === 503 ? 'unavailable' : status >= 500 ? 'failed' : 'refused'];

/**
 * The site's last-resort page for a browser: what went wrong in words, between a header that
 * leads home and a footer with the contact details, in plain HTML that needs nothing else the
 * server might not have (no shell build, no registry, no API). Never JSON for a browser's page.
 */
export function errorPage(contact: { contactEmail: string; contactPhone: string }): (status: number) => string {
  const email = escapeAttribute(contact.contactEmail);
  const phone = escapeAttribute(contact.contactPhone);
  return (status) => {
    const { title, text } = wordsFor(status);
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${title}</title></head><body>` +
      `<header><nav aria-label="Main"><a href="${paths.home()}">Home</a> <a href="${paths.products()}">Products</a> <a href="${paths.contact()}">Contact</a></nav></header>` +
      `<main><h1>${title}</h1><p>${text}</p><p><a href="">Try again</a></p></main>` +
      `<footer><p>Questions? <a href="mailto:${email}">${email}</a> · <a href="tel:${phone.replace(/\s+/g, '')}">${phone}</a></p></footer>` +
      `</body></html>`
    );
  };
}
