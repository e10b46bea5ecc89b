/** A share as the release CLI writes it: one decimal, a space before the sign. */
export const formatPercent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** A moment in the reader's own time zone, to the minute. */
export const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An hour of a chart's axis, in the reader's time zone. */
export const formatHour = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
