import type { CategoryKey } from '../categories';
import type { Palette } from './palette';

/** Draws one device, roughly centred on (400, 380) in an 800x800 canvas. */
export type DrawDevice = (palette: Palette, variant: number) => string;

const switchPanel: DrawDevice = (p, variant) => {
  const columns = variant % 2 === 0 ? 2 : 3;
  const keyWidth = columns === 2 ? 150 : 100;
  const keys: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = 215 + column * (keyWidth + 20);
      const y = 235 + row * 170;
      keys.push(
        `<rect x="${x}" y="${y}" width="${keyWidth}" height="150" rx="18" fill="${p.bodyShade}"/>` +
          `<circle cx="${x + keyWidth / 2}" cy="${y + 75}" r="9" fill="${p.accentSoft}"/>`,
      );
    }
  }
  return (
    `<rect x="180" y="200" width="440" height="390" rx="36" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
    keys.join('')
  );
};

const hub: DrawDevice = (p) =>
  `<rect x="230" y="250" width="340" height="250" rx="60" fill="${p.body}"/>` +
  `<ellipse cx="400" cy="250" rx="170" ry="50" fill="${p.bodyShade}"/>` +
  `<ellipse cx="400" cy="250" rx="120" ry="30" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
  `<g fill="${p.bodyShade}">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${320 + i * 40}" cy="420" r="8"/>`).join('')}</g>` +
  `<rect x="370" y="330" width="60" height="10" rx="5" fill="${p.accentSoft}"/>`;

const lock: DrawDevice = (p) => {
  const keypad = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map(
        (column) => `<circle cx="${365 + column * 35}" cy="${300 + row * 35}" r="11"/>`,
      ),
    )
    .join('');
  return (
    `<rect x="300" y="150" width="200" height="470" rx="40" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
    `<rect x="325" y="260" width="150" height="150" rx="20" fill="${p.ink}"/>` +
    `<g fill="${p.accentSoft}">${keypad}</g>` +
    `<circle cx="400" cy="205" r="28" fill="${p.bodyShade}"/>` +
    `<path d="M388 198a12 12 0 0 1 24 0v14M382 205a18 18 0 0 1 36 0" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
    `<rect x="345" y="450" width="230" height="44" rx="22" fill="${p.accent}"/>` +
    `<circle cx="400" cy="560" r="16" fill="${p.bodyShade}"/>`
  );
};

const doorbell: DrawDevice = (p) =>
  `<rect x="310" y="140" width="180" height="480" rx="90" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
  `<circle cx="400" cy="250" r="62" fill="${p.ink}"/>` +
  `<circle cx="400" cy="250" r="30" fill="${p.accent}"/><circle cx="388" cy="238" r="9" fill="#ffffff" opacity="0.7"/>` +
  `<circle cx="400" cy="500" r="52" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
  `<circle cx="400" cy="500" r="34" fill="${p.bodyShade}"/>` +
  `<g fill="${p.bodyShade}"><rect x="360" y="360" width="80" height="8" rx="4"/><rect x="360" y="380" width="80" height="8" rx="4"/></g>`;

const camera: DrawDevice = (p) =>
  `<rect x="380" y="420" width="40" height="150" fill="${p.bodyShade}"/>` +
  `<rect x="300" y="560" width="200" height="40" rx="16" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
  `<rect x="200" y="250" width="380" height="190" rx="70" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
  `<rect x="180" y="230" width="300" height="40" rx="20" fill="${p.bodyShade}"/>` +
  `<circle cx="520" cy="345" r="70" fill="${p.ink}"/><circle cx="520" cy="345" r="40" fill="${p.accent}"/>` +
  `<circle cx="505" cy="330" r="12" fill="#ffffff" opacity="0.7"/>` +
  `<circle cx="270" cy="345" r="10" fill="${p.accentSoft}"/>`;

const sensor: DrawDevice = (p) =>
  `<rect x="240" y="230" width="260" height="320" rx="40" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
  `<path d="M290 330a80 80 0 0 1 160 0z" fill="${p.bodyShade}"/>` +
  `<circle cx="370" cy="460" r="12" fill="${p.accent}"/>` +
  `<rect x="520" y="300" width="70" height="180" rx="24" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="6"/>` +
  `<g fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round">` +
  `<path d="M610 230a70 70 0 0 1 40 60"/><path d="M630 190a120 120 0 0 1 60 100"/></g>`;

const thermostat: DrawDevice = (p) =>
  `<circle cx="400" cy="380" r="220" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="8"/>` +
  `<circle cx="400" cy="380" r="170" fill="${p.ink}"/>` +
  `<circle cx="400" cy="380" r="150" fill="none" stroke="${p.bodyShade}" stroke-width="14" stroke-dasharray="4 14"/>` +
  `<path d="M294 486a150 150 0 1 1 212 0" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" stroke-dasharray="520 1000"/>` +
  `<text x="400" y="410" font-family="Arial,Helvetica,sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">24°</text>`;

// The glass stays light even on dark-bodied variants: a dark bulb reads as a broken one.
const bulb: DrawDevice = (p) =>
  `<circle cx="400" cy="320" r="210" fill="${p.accentSoft}" opacity="0.35"/>` +
  `<path d="M400 150a150 150 0 0 1 90 270c-20 16-30 36-30 60h-120c0-24-10-44-30-60a150 150 0 0 1 90-270z" fill="${p.backdrop}" stroke="${p.accent}" stroke-width="8"/>` +
  `<path d="M360 470v-90l40 30 40-30v90" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linejoin="round"/>` +
  `<g fill="${p.bodyShade}"><rect x="340" y="490" width="120" height="26" rx="12"/>` +
  `<rect x="346" y="522" width="108" height="26" rx="12"/><rect x="360" y="554" width="80" height="30" rx="14"/></g>`;

const gate: DrawDevice = (p) => {
  const bars = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<rect x="${215 + i * 52}" y="290" width="16" height="270" rx="8"/>`)
    .join('');
  return (
    `<rect x="150" y="220" width="50" height="370" rx="10" fill="${p.bodyShade}"/>` +
    `<rect x="600" y="220" width="50" height="370" rx="10" fill="${p.bodyShade}"/>` +
    `<g fill="${p.ink}">${bars}</g>` +
    `<rect x="200" y="280" width="400" height="24" rx="10" fill="${p.ink}"/>` +
    `<rect x="200" y="540" width="400" height="24" rx="10" fill="${p.ink}"/>` +
    `<rect x="480" y="590" width="140" height="70" rx="14" fill="${p.accent}"/>` +
    `<path d="M230 250q170-110 340 0" fill="none" stroke="${p.accent}" stroke-width="10" stroke-dasharray="20 16"/>`
  );
};

const waterTank: DrawDevice = (p) =>
  `<path d="M230 230v320c0 40 340 40 340 0V230" fill="${p.body}" stroke="${p.bodyShade}" stroke-width="8"/>` +
  `<ellipse cx="400" cy="230" rx="170" ry="40" fill="${p.bodyShade}"/>` +
  `<path d="M234 400q42-20 83 0t83 0 83 0 83 0v150c0 36-332 36-332 0z" fill="${p.accent}" opacity="0.85"/>` +
  `<g fill="${p.ink}"><rect x="530" y="300" width="24" height="6"/><rect x="530" y="360" width="24" height="6"/><rect x="530" y="420" width="24" height="6"/></g>` +
  `<rect x="370" y="160" width="60" height="60" rx="10" fill="${p.ink}"/>` +
  `<g fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round">` +
  `<path d="M450 150a40 40 0 0 1 30 30"/><path d="M465 115a80 80 0 0 1 50 60"/></g>`;

/** Smart home devices draw a hub; gate & curtain automation draws a gate; and so on. */
export const DEVICE_SILHOUETTES: Record<CategoryKey, DrawDevice> = {
  smartSwitches: switchPanel,
  smartHomeDevices: hub,
  smartLocks: lock,
  videoDoorbells: doorbell,
  sensors: sensor,
  securityCameras: camera,
  thermostats: thermostat,
  smartLighting: bulb,
  gateAndCurtainAutomation: gate,
  waterLevelControl: waterTank,
};

/** Base hue per category so each category reads as its own colour family. */
export const CATEGORY_HUES: Record<CategoryKey, number> = {
  smartSwitches: 215,
  smartHomeDevices: 265,
  smartLocks: 160,
  videoDoorbells: 28,
  sensors: 190,
  securityCameras: 350,
  thermostats: 12,
  smartLighting: 45,
  gateAndCurtainAutomation: 130,
  waterLevelControl: 200,
};
