const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping: ₹1,45,000 (paise only when there are any). */
export function formatRupees(amount: number): string {
  return wholeRupees.format(amount);
}

/** Cart prices always show two decimals: ₹2,499.00. */
export function formatCartPrice(amount: number): string {
  return rupeesWithPaise.format(amount);
}
