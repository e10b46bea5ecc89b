import type { LucideIcon } from 'lucide-react';
import type { ArtPalette } from '../../../features/artwork/pattern-art';
import type { FaqEntry } from '../../../features/faq/faq-accordion';

export interface ServiceFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

/** Gallery pictures are generated (see PatternArt): an icon on the service's palette. */
export interface GalleryImage {
  alt: string;
  icon: LucideIcon;
}

export interface PricingPlan {
  name: string;
  /** Rupees, or 'Custom' when the price is quoted per project. */
  price: number | 'Custom';
  features: readonly string[];
}

/** Spec §3 'Service page content': everything but title, slug and description (those are shared). */
export interface ServiceDetails {
  heroImage: string;
  heroAlt: string;
  overview: string;
  features: readonly ServiceFeature[];
  benefits: readonly string[];
  process: readonly ProcessStep[];
  gallery: readonly [GalleryImage, GalleryImage, GalleryImage, GalleryImage];
  pricing: { basic: PricingPlan; premium: PricingPlan; enterprise: PricingPlan };
  faq: readonly FaqEntry[];
  palette: ArtPalette;
}
