import { z } from 'zod/mini';

/** What the site shows when a deployment does not set its own contact details. */
export const runtimeConfigDefaults = {
  contactEmail: 'support@smarthome.example',
  contactPhone: '+91 80 4567 8900',
  vitalsSampleRate: 1,
} as const;

/**
 * Settings that differ per deployment and so are read at run time, never compiled in: the site's
 * server serves them at /config.json (and embeds them in its pages), the shell reads them before
 * it renders.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  /**
   * Where visitors reach the site (SITE_PUBLIC_URL), for the absolute addresses pages give search
   * engines and link previews (canonical URL, Open Graph). Absent in a remote's harness: the
   * browser's own origin stands in.
   */
  siteUrl: z.optional(z.url()),
  contactEmail: z._default(z.email(), runtimeConfigDefaults.contactEmail),
  contactPhone: z._default(z.string().check(z.minLength(3)), runtimeConfigDefaults.contactPhone),
  /**
   * Where developers' running remotes may be loaded from with `?mf-override=`; none (the default)
   * turns overrides off for the site.
   */
  overrideOrigins: z._default(z.array(z.string()), []),
  /** The share of page views whose Core Web Vitals the shell reports to the release beacon (VITALS_SAMPLE_RATE). */
  vitalsSampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), runtimeConfigDefaults.vitalsSampleRate),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
/** What a deployment must give: the contact details have defaults. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
