import type { ComponentProps } from 'react';

// Dates are calendar days: formatting in UTC keeps '2026-03-18' on the 18th in every time zone.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatPublishedDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function PublishedDate({ isoDate, ...props }: { isoDate: string } & ComponentProps<'time'>) {
  return (
    <time dateTime={isoDate} {...props}>
      {formatPublishedDate(isoDate)}
    </time>
  );
}
