/** What a page tells the site about a remote version: that it ran here, or failed to. */
export interface ReleaseReport {
  remote: string;
  version: string;
  outcome: 'load' | 'failure';
  /** The token the site gave this page for the version: the report counts only with it. */
  token: string;
}

/** How fast a page view of a remote version was (milliseconds; CLS a score): sent once, as the page is hidden. */
export interface VitalsReport {
  remote: string;
  version: string;
  token: string;
  vitals: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>>;
}

/**
 * Sends a report to the site's release beacon as a same-origin JSON request, the only kind the
 * site counts. keepalive lets it finish when the page is left, as sendBeacon would (which cannot
 * send JSON without a CORS-unsafe type some browsers refuse).
 */
export function sendReleaseReport(report: ReleaseReport | VitalsReport): void {
  fetch('/release-beacon', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {
    // A report that cannot be sent is lost: it never stands in the visitor's way.
  });
}
