/**
 * Prices are written by hand, digit by digit, and not with `Intl.NumberFormat`: a tab's first
 * Intl object loads the browser's locale data, 25-40 ms on a desktop and four times that on a
 * mid-range phone, in one task the visitor cannot interrupt while the server's page is already
 * on screen. The output is the same as `Intl.NumberFormat('en-IN', { style: 'currency',
 * currency: 'INR' })` for every price (the tests compare the two over many thousands of
 * amounts); the few numbers JavaScript writes in exponent form (beyond 10^21 or below 10^-6)
 * are left to Intl, made only then.
 */

/** Rupees with Indian digit grouping: ₹1,45,000 (paise only when there are any). */
export function formatRupees(amount: number): string {
  return formatInr(amount, 0);
}

/** Cart prices always show two decimals: ₹2,499.00. */
export function formatCartPrice(amount: number): string {
  return formatInr(amount, 2);
}

function formatInr(amount: number, minimumPaiseDigits: 0 | 2): string {
  // The shortest decimal that reads back as this number, as Intl rounds it: 1.005 is ₹1.01.
  const decimal = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(decimal)) return intlFallback(amount, minimumPaiseDigits);
  const [whole = '0', fraction = ''] = decimal.split('.');
  // Two paise digits, rounded half away from zero on the decimal digits.
  let paise = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') paise += 1n;
  const digits = paise.toString().padStart(3, '0');
  let paiseDigits = digits.slice(-2);
  if (minimumPaiseDigits === 0) paiseDigits = paiseDigits.replace(/0+$/, '');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(digits.slice(0, -2))}${paiseDigits ? `.${paiseDigits}` : ''}`;
}

/** 12345678 → 1,23,45,678: the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

const intlFormats = new Map<number, Intl.NumberFormat>();

function intlFallback(amount: number, minimumPaiseDigits: 0 | 2): string {
  let format = intlFormats.get(minimumPaiseDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: minimumPaiseDigits,
      maximumFractionDigits: 2,
    });
    intlFormats.set(minimumPaiseDigits, format);
  }
  return format.format(amount);
}
