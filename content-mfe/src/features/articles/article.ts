import type { ArticleCard } from '@storefront/shared/articles';
import type { LucideIcon } from 'lucide-react';
import type { ArtPalette } from '../artwork/pattern-art';

export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list after the paragraphs. */
  points?: readonly string[];
}

/** An article's card (spec §3, shared with the site's server) and its body. */
export interface Article extends ArticleCard {
  /** How the generated illustration looks: it stands in for a photograph. */
  art: { icon: LucideIcon; palette: ArtPalette };
  intro: string;
  sections: readonly ArticleSection[];
}
