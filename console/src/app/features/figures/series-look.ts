/** How a version's line looks on every chart: told apart by dash and mark as well as by colour. */
export interface SeriesLook {
  colour: string;
  dash?: string;
  mark: 'square' | 'circle' | 'diamond';
}

// Each colour passes 4.5:1 on white.
const LOOKS: Record<string, SeriesLook> = {
  Canary: { colour: '#c2410c', dash: '6 4', mark: 'square' },
  Live: { colour: '#1658bd', mark: 'circle' },
  'Last known good': { colour: '#15803d', dash: '2 3', mark: 'diamond' },
};

export const lookOf = (label: string): SeriesLook => LOOKS[label] ?? LOOKS.Live!;
