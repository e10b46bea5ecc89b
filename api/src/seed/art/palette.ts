export interface Palette {
  backdrop: string;
  halo: string;
  shadow: string;
  body: string;
  bodyShade: string;
  accent: string;
  accentSoft: string;
  ink: string;
}

/** A palette from one hue: pale backdrop, a deeper accent and neutral device bodies. */
export function paletteForHue(hue: number, darkBody: boolean): Palette {
  const h = ((hue % 360) + 360) % 360;
  return {
    backdrop: hslToHex(h, 45, 94),
    halo: hslToHex(h, 55, 84),
    shadow: hslToHex(h, 25, 72),
    body: darkBody ? hslToHex(h, 12, 22) : hslToHex(h, 10, 98),
    bodyShade: darkBody ? hslToHex(h, 14, 32) : hslToHex(h, 12, 86),
    accent: hslToHex(h, 70, 48),
    accentSoft: hslToHex(h, 75, 70),
    ink: hslToHex(h, 20, 18),
  };
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
