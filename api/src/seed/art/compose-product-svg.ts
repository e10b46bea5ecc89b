import type { CategoryKey } from '../categories';
import { CATEGORY_HUES, DEVICE_SILHOUETTES } from './device-silhouettes';
import { paletteForHue } from './palette';

export interface ArtRequest {
  categoryKey: CategoryKey;
  /** Position of the product within its category: shifts the hue and the device variant. */
  productVariant: number;
  /** 0 for the first image of a product, 1 for the second, ...: changes framing. */
  view: number;
}

/** Framing per view: the main shot, a close-up, and a tilted shot. */
const VIEWS = [
  { scale: 1, rotate: 0 },
  { scale: 1.22, rotate: 0 },
  { scale: 0.9, rotate: -8 },
  { scale: 1.08, rotate: 6 },
] as const;

export function composeProductSvg({ categoryKey, productVariant, view }: ArtRequest): string {
  const hue = CATEGORY_HUES[categoryKey] + productVariant * 22;
  const palette = paletteForHue(hue, productVariant % 2 === 1);
  const framing = VIEWS[view % VIEWS.length]!;
  const device = DEVICE_SILHOUETTES[categoryKey](palette, productVariant);
  const haloX = view % 2 === 0 ? 400 : 470;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<rect width="800" height="800" fill="${palette.backdrop}"/>` +
    `<circle cx="${haloX}" cy="370" r="300" fill="${palette.halo}" opacity="0.6"/>` +
    `<ellipse cx="400" cy="690" rx="230" ry="26" fill="${palette.shadow}" opacity="0.5"/>` +
    `<g transform="translate(400 400) rotate(${framing.rotate}) scale(${framing.scale}) translate(-400 -400)">${device}</g>` +
    `</svg>\n`
  );
}
