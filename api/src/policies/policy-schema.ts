import { z } from 'zod';

export const POLICY_NAMES = [
  'Privacy Policy',
  'Terms and Conditions',
  'Refund Policy',
  'Shipping Policy',
  'Warranty Policy',
] as const;

export const policySummarySchema = z.strictObject({
  id: z.number().int().positive(),
  policyName: z.enum(POLICY_NAMES),
});

export const policySchema = policySummarySchema.extend({
  /** A JSON string holding a rich-text document (see @storefront/shared/rich-text), as the front end expects. */
  content: z.string().min(1),
});

export type PolicySummary = z.infer<typeof policySummarySchema>;
export type Policy = z.infer<typeof policySchema>;
