import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { PasswordHash } from '../auth/password-hash';

// The API's tables, as Kysely sees them; created by migrations.ts.

export interface CategoriesTable {
  id: number;
  name: string;
}

export interface ProductsTable {
  id: number;
  name: string;
  category_id: number;
  images: JSONColumnType<string[]>;
  additional_images: JSONColumnType<string[]>;
  price: number;
  discounted_price: number | null;
  stock: number;
  short_description: string | null;
  description: string | null;
  features: JSONColumnType<string[]>;
}

export interface PoliciesTable {
  id: number;
  policy_name: string;
  /** A rich-text document as a JSON string, as the front end reads it. */
  content: string;
}

export interface UsersTable {
  id: number;
  name: string;
  email: string;
  password_hash: JSONColumnType<PasswordHash>;
}

export interface SessionsTable {
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: ColumnType<Date, Date, never>;
  ended_at: ColumnType<Date | null, never, Date>;
  /** When the session was last used, to the minute: idle expiry counts from here. */
  last_seen_at: ColumnType<Date, Date | undefined, Date>;
}

/** Consecutive failed logins of one account (known or not) from one client, for its back-off. */
export interface LoginThrottlesTable {
  /** The normalised e-mail the attempts named. */
  account: string;
  /** A keyed hash of the client: its network, or a device the account signed in from (auth/login-clients.ts). */
  client: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date | null;
  /** The client's last successful login to the account: it is known for a while (KNOWN_CLIENT_FOR_MS). */
  signed_in_at: Date | null;
}

export interface SupportRequestsTable {
  reference: string;
  submission_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  full_name: string;
  email: string;
  phone: string;
  order_number: string | null;
  product_model: string;
  issue: string;
  preferred_contact: string;
  best_time: string | null;
  comments: string | null;
  /** Numbers rows in the order they arrived, for listing. */
  sequence: Generated<number>;
  /** Keyed hash of the sender's address (support/sender-key.ts); null on rows stored before it was kept. */
  sender: string | null;
  /** UTF-8 bytes of what the visitor wrote: what the daily cap per address counts. */
  stored_bytes: ColumnType<number, number | undefined, never>;
}

/** Values the API makes once and every instance shares. */
export interface ApiSecretsTable {
  name: string;
  value: string;
}

export interface ApiTables {
  categories: CategoriesTable;
  products: ProductsTable;
  policies: PoliciesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_throttles: LoginThrottlesTable;
  support_requests: SupportRequestsTable;
  api_secrets: ApiSecretsTable;
}

export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequestRow = Insertable<SupportRequestsTable>;
