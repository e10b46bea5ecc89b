import type { SupportRequest } from '@storefront/shared/support-request-rules';

/** A support request as stored: the request as validated, plus what the server added. */
export type StoredSupportRequest = SupportRequest & {
  reference: string;
  /** ISO 8601, UTC. */
  createdAt: string;
};
