import { useState } from 'react';
import { refusedOverrides, type OverrideRefusal, type RefusedOverride } from '../runtime/overrides';
import { BannerRow } from './banner-row';

const REASONS: Record<OverrideRefusal, string> = {
  'not-allowed': 'this site allows no development overrides.',
  'not-a-url': "it takes a development server's manifest URL; a published version is previewed through its preview link (pnpm release preview).",
  origin: 'that origin is not one this site allows for development (OVERRIDE_ORIGINS).',
  'unknown-remote': 'there is no such remote.',
};

// What a visitor typed is shown, but no more of it than fits in a sentence.
const MAX_SHOWN = 120;

export const refusedOverrideText = ({ asked, why }: RefusedOverride) =>
  `?mf-override=${asked.length > MAX_SHOWN ? `${asked.slice(0, MAX_SHOWN)}…` : asked} was not applied: ${REASONS[why]}`;

/** Says which overrides this page's address asked for were not applied, and why. */
export function RefusedOverridesNotice() {
  const [dismissed, setDismissed] = useState(false);
  const refused = refusedOverrides();
  if (dismissed || refused.length === 0) return null;
  return (
    <BannerRow label="Override refused" action="Dismiss" onAction={() => setDismissed(true)}>
      {refused.map(refusedOverrideText).join(' ')}
    </BannerRow>
  );
}
