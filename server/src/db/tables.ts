import type { Generated, Kysely, Selectable } from 'kysely';

/** Times are epoch milliseconds; booleans are 0/1; JSON is text: one shape for SQLite and PostgreSQL. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  role: string;
  code: string;
  password_hash: string;
  kdf_iterations: number;
  wrapped_data_key: string;
  public_key: string;
  wrapped_private_key: string;
  password_reminder: string | null;
  is_adult: number;
  created_at: number;
  updated_at: number;
  /** Bumped by every preferences save, in the same transaction. */
  preferences_version: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak yields no usable session. */
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export interface KinksTable {
  id: Generated<number>;
  slug: string;
  name: string;
  category: string;
  description: string;
  safety_tips: string;
  image_url: string | null;
  detail_schema: string | null;
  ranking: number;
}

export interface PreferencesTable {
  id: Generated<number>;
  user_id: number;
  kink_id: number;
  encrypted_data: string;
  created_at: number;
  updated_at: number;
}

export interface ConnectionsTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  relationship_type: string;
  created_at: number;
  /** Bumped whenever either member publishes a share set. */
  shares_version: Generated<number>;
}

export interface SharesTable {
  connection_id: number;
  owner_id: number;
  token: string;
  sealed: string;
}

export interface ResourcesTable {
  id: Generated<number>;
  kink_id: number;
  content: string;
  updated_at: number;
}

export interface RetailersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  details: string;
}

export interface ProductsTable {
  id: Generated<number>;
  kink_id: number;
  retailer_id: number;
  name: string;
  details: string;
}

/** Unlinked from the account (migration 004): no user and only the UTC day it came in. */
export interface SuggestionsTable {
  id: Generated<number>;
  /** Always null since 004; kept only while account deletion still names the column. */
  user_id: number | null;
  name: string;
  category: string | null;
  description: string;
  status: string;
  /** 'YYYY-MM-DD' in UTC. */
  created_day: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  kinks: KinksTable;
  preferences: PreferencesTable;
  connections: ConnectionsTable;
  shares: SharesTable;
  resources: ResourcesTable;
  retailers: RetailersTable;
  products: ProductsTable;
  suggestions: SuggestionsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type KinkRow = Selectable<KinksTable>;
