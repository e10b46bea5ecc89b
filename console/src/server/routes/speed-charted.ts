import type { RemoteStatus } from '@storefront/release';
import type { HourlyVitalsView } from '../../console-api';

/** The versions whose speed is charted, as the console's figures pair them. */
export function speedCharted({ canary, live, lastKnownGood }: RemoteStatus): HourlyVitalsView['versions'] {
  const shown: HourlyVitalsView['versions'] = [];
  if (canary) shown.push({ label: 'Canary', version: canary.version });
  if (live) shown.push({ label: 'Live', version: live });
  if (!canary && lastKnownGood && lastKnownGood !== live) shown.push({ label: 'Last known good', version: lastKnownGood });
  return shown;
}
