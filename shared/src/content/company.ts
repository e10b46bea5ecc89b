/** Facts about the company shown across the site. E-mail and phone come from runtime configuration. */
export const company = {
  name: 'SecureHome Automation',
  tagline: 'Smart-home and security automation, installed and supported by experts.',
  office: {
    label: 'Bangalore Office',
    lines: ['4th Floor, Prestige Tech Park', 'Outer Ring Road, Marathahalli', 'Bangalore, Karnataka 560103'],
    mapsQuery: 'Prestige Tech Park, Marathahalli, Bangalore 560103',
  },
} as const;

/** A maps-service search for an address; opened in a new tab by the contact page and footer. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
