/** Spec §3 article card: what is known of an article beyond its body. */
export interface ArticleCard {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. 2026-03-18. */
  publishedAt: string;
  slug: string;
  /** What the picture shows; used as its alternative text. */
  imageQuery: string;
}

/**
 * Spec §2: the six hard-coded articles, by id. The article pages add their bodies; the site's
 * server reads the cards alone (which slugs exist, for statuses and the sitemap).
 */
export const articleCards: readonly ArticleCard[] = [
  {
    id: 1,
    title: 'The Complete Guide to Smart Thermostats',
    excerpt:
      'Thermostat or smart AC controller, what to check before you buy, where to mount it and the settings that really cut your summer electricity bill.',
    author: 'Ananya Iyer',
    publishedAt: '2026-03-18',
    slug: 'smart-thermostat-guide',
    imageQuery: 'Smart thermostat on a living-room wall',
  },
  {
    id: 2,
    title: 'Where to Place Home Security Cameras',
    excerpt: 'The five spots that cover most break-ins, the heights and angles that give usable footage, and the places to avoid.',
    author: 'Rahul Menon',
    publishedAt: '2026-02-26',
    slug: 'home-security-camera-placement',
    imageQuery: 'Security camera mounted under the eaves of a house',
  },
  {
    id: 3,
    title: 'Choosing a Smart Door Lock for Your Home',
    excerpt: 'Fingerprint, PIN, card or app: how to pick the right mix of access methods, and what to check about your door first.',
    author: 'Ananya Iyer',
    publishedAt: '2026-02-10',
    slug: 'smart-door-lock-buying-guide',
    imageQuery: 'Smart fingerprint lock on a wooden front door',
  },
  {
    id: 4,
    title: 'Smart Lighting Scenes That Save Energy',
    excerpt: 'Four everyday scenes, from a gentle morning to an automatic good night, that make a home more comfortable and cheaper to run.',
    author: 'Meera Pillai',
    publishedAt: '2026-01-22',
    slug: 'smart-lighting-scenes',
    imageQuery: 'Warm pendant lights over a dining table',
  },
  {
    id: 5,
    title: 'Never Run Dry: Automating Your Water Tank',
    excerpt: 'How level sensors and automatic pump control end overflowing tanks, dry taps and burnt-out motors.',
    author: 'Karthik Rao',
    publishedAt: '2026-01-08',
    slug: 'water-tank-automation',
    imageQuery: 'Overhead water tank with a level sensor',
  },
  {
    id: 6,
    title: 'Sliding or Swing? Choosing a Gate Automation System',
    excerpt: 'Which motor suits your gate, the safety features you should insist on and what happens during a power cut.',
    author: 'Rahul Menon',
    publishedAt: '2025-12-15',
    slug: 'gate-automation-guide',
    imageQuery: 'Automatic sliding gate at the entrance of a house',
  },
];

export function findArticleCard(slug: string | undefined): ArticleCard | undefined {
  return articleCards.find((card) => card.slug === slug);
}

/** The card of an article that must exist (an article's body is written for its card). */
export function articleCard(slug: string): ArticleCard {
  const card = findArticleCard(slug);
  if (!card) throw new Error(`No article card has the slug "${slug}".`);
  return card;
}
