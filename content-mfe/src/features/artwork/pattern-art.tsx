import { Box, type BoxProps } from '@storefront/shared';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

export type ArtPalette = readonly [from: string, to: string, accent: string];

interface PatternArtProps extends Omit<BoxProps, 'children'> {
  /** Alternative text; the art is announced as one image. */
  label: string;
  icon: LucideIcon;
  palette: ArtPalette;
  /** Varies the pattern so neighbouring pictures of one palette differ. */
  seed: number;
}

const WIDTH = 480;
const HEIGHT = 320;

/** A tiny deterministic generator (mulberry32): the same seed always draws the same picture. */
function randomSequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function shapesFor(seed: number) {
  const next = randomSequence(seed);
  return Array.from({ length: 7 }, (_, index) => ({
    key: index,
    cx: Math.round(next() * WIDTH),
    cy: Math.round(next() * HEIGHT),
    r: Math.round(24 + next() * 90),
    opacity: 0.08 + next() * 0.16,
  }));
}

/**
 * Illustrations drawn in the browser (gradient, generated circles and an icon) for galleries and
 * article cards: nothing to download, a fixed 3:2 box so nothing shifts while the page loads.
 */
export function PatternArt({ label, icon: Icon, palette, seed, ...boxProps }: PatternArtProps) {
  const gradientId = `art-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [from, to, accent] = palette;
  return (
    <Box aspectRatio="3 / 2" overflow="hidden" {...boxProps}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height="100%"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
        {shapesFor(seed).map((shape) => (
          <circle key={shape.key} cx={shape.cx} cy={shape.cy} r={shape.r} fill={accent} opacity={shape.opacity} />
        ))}
        <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={64} fill="white" opacity={0.16} />
        <Icon x={WIDTH / 2 - 40} y={HEIGHT / 2 - 40} width={80} height={80} color="white" strokeWidth={1.5} aria-hidden="true" />
      </svg>
    </Box>
  );
}
