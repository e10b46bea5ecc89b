/** Neutral "image unavailable" art the front end falls back to when a product image fails. */
export const PLACEHOLDER_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
  `<rect width="800" height="800" fill="#f1f3f5"/>` +
  `<rect x="230" y="220" width="340" height="260" rx="24" fill="#ffffff" stroke="#ced4da" stroke-width="10"/>` +
  `<circle cx="320" cy="300" r="30" fill="#dee2e6"/>` +
  `<path d="M250 460l100-110 70 70 50-50 80 90z" fill="#dee2e6"/>` +
  `<path d="M240 470l320-240" stroke="#adb5bd" stroke-width="12" stroke-linecap="round"/>` +
  `<text x="400" y="570" font-family="Arial,Helvetica,sans-serif" font-size="40" fill="#868e96" text-anchor="middle">Image unavailable</text>` +
  `</svg>\n`;
