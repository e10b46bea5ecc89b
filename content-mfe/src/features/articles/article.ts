import type { LucideIcon } from 'lucide-react';
import type { ArtPalette } from '../artwork/pattern-art';

export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  points?: readonly string[];
}

/** Spec §3 article card (id, title, excerpt, author, publishedAt, slug, imageQuery) and its body. */
export interface Article {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, e.g. 2026-03-18. */
  publishedAt: string;
  slug: string;
  /** What the picture shows; used as its alternative text. */
  imageQuery: string;
  /** How the generated illustration looks: it stands in for a photograph. */
  art: { icon: LucideIcon; palette: ArtPalette };
  intro: string;
  sections: readonly ArticleSection[];
}
