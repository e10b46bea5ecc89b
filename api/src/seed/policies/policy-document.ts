import type { RichTextNode } from '@storefront/shared/rich-text';
import type { POLICY_NAMES } from '../../policies/policy-schema';

export interface PolicyDocument {
  id: number;
  policyName: (typeof POLICY_NAMES)[number];
  document: RichTextNode[];
}
