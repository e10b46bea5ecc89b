import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { PasswordHash } from '../auth/password-hash';

// The API's tables, as Kysely sees them; created by migrations.ts.

export interface CategoriesTable {
  id: number;
  name: string;
  /** The name in lower case with dashes, for addresses: `smart-locks`. */
  slug: string;
  description: ColumnType<string, string | undefined, string>;
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
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** price - coalesce(discounted_price, 0): what a visitor pays, generated. */
  paid_price: ColumnType<number, never, never>;
  /** The name folded to lower case without accents, generated, for typo-tolerant matching. */
  name_key: ColumnType<string, never, never>;
}

/** A narrow copy of each product for search, filters and sorts, kept by triggers on products. */
export interface ProductSearchTable {
  id: ColumnType<number, never, never>;
  category_id: ColumnType<number, never, never>;
  paid_price: ColumnType<number, never, never>;
  stock: ColumnType<number, never, never>;
  created_at: ColumnType<Date, never, never>;
  name: ColumnType<string, never, never>;
  name_key: ColumnType<string, never, never>;
  /** The name (A) and category (B) words with their positions: what relevance ranks by. */
  title_document: ColumnType<string, never, never>;
  /** Every word of the product (name, category, short description, features, description), stripped. */
  document: ColumnType<string, never, never>;
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

/** One row a search with words made: no one's identity, only what was asked and how much it found. */
export interface SearchLogTable {
  id: Generated<string>;
  query: string;
  result_count: number;
  searched_at: Date;
}

/** The one row saying which catalogue the seed last wrote. */
export interface CatalogueSeedTable {
  id: Generated<boolean>;
  product_count: number;
  generator_version: number;
  seeded_at: ColumnType<Date, Date | undefined, Date | undefined>;
}

/** Values the API makes once and every instance shares. */
export interface ApiSecretsTable {
  name: string;
  value: string;
}

export interface ApiTables {
  categories: CategoriesTable;
  products: ProductsTable;
  product_search: ProductSearchTable;
  policies: PoliciesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_throttles: LoginThrottlesTable;
  support_requests: SupportRequestsTable;
  api_secrets: ApiSecretsTable;
  search_log: SearchLogTable;
  catalogue_seed: CatalogueSeedTable;
}

export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequestRow = Insertable<SupportRequestsTable>;
