import type { Policy } from '../../policies/policy-schema';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { shippingPolicy } from './shipping-policy';
import { termsAndConditions } from './terms-and-conditions';
import { warrantyPolicy } from './warranty-policy';

const POLICY_DOCUMENTS = [
  privacyPolicy,
  termsAndConditions,
  refundPolicy,
  shippingPolicy,
  warrantyPolicy,
];

/** The front end expects `content` as a JSON string, not a nested object. */
export const SEED_POLICIES: readonly Policy[] = POLICY_DOCUMENTS.map(
  ({ id, policyName, document }) => ({ id, policyName, content: JSON.stringify(document) }),
);
