import type { Generated, Kysely, Selectable } from 'kysely';

/** Times are epoch milliseconds; booleans are 0/1; JSON is text: one shape for SQLite and PostgreSQL. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  role: string;
  code: string;
  password_hash: string;
  /** 'pbkdf2-sha256' (protocol v1 accounts until their next login) or 'argon2id'. */
  kdf: Generated<string>;
  /** PBKDF2 iterations, or Argon2id passes. */
  kdf_iterations: number;
  /** Argon2id only; null for PBKDF2. */
  kdf_memory_kib: number | null;
  kdf_parallelism: number | null;
  wrapped_data_key: string;
  public_key: string;
  wrapped_private_key: string;
  password_reminder: string | null;
  is_adult: number;
  created_at: number;
  updated_at: number;
  /** Bumped by every preferences save, in the same transaction. */
  preferences_version: Generated<number>;
  /** argon2id of the recovery code's auth key (step 15); null while the account has no code. */
  recovery_hash: string | null;
  /** The data key sealed under the recovery code's wrap key; null with recovery_hash. */
  wrapped_data_key_recovery: string | null;
  recovery_created_at: number | null;
  /** The user's own boundaries sealed under the data key (step 16); null until first saved. */
  boundaries_sealed: string | null;
  /** Which data key seals the account's values (migration 015, step 8a): one more at each rotation. */
  data_key_generation: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak yields no usable session. */
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** A browser that signed in to an account (migration 011, decision 0022). */
export interface DeviceCookiesTable {
  /** SHA-256 of the cookie's token: a database leak yields no usable device cookie. */
  id: string;
  user_id: number;
  created_at: number;
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

/** One member's boundaries blob for one connection (migration 008), sealed under the pair's key. */
export interface BoundarySharesTable {
  connection_id: number;
  owner_id: number;
  sealed: string;
}

/** One member's pin of the partner's public key for one connection (migration 009), sealed under their data key. */
export interface PartnerPinsTable {
  connection_id: number;
  owner_id: number;
  sealed: string;
}

/** One member's marks on the pair's matches (migration 012), sealed under the pair's key. */
export interface PairMarkersTable {
  connection_id: number;
  owner_id: number;
  sealed: string;
}

/** A user's preferences as one sealed document (migration 013, storage version 2). */
export interface PreferenceDocumentsTable {
  user_id: number;
  sealed: string;
  updated_at: number;
}

/** One member's whole share set for one connection (migration 013): base64 of token || sealed records. */
export interface ShareSetsTable {
  connection_id: number;
  owner_id: number;
  entries: string;
  /** Bytes of each sealed entry in `entries` (each record is a 32-byte token and one of these). */
  entry_bytes: number;
}

/** One share-set replacement (migration 010): counts and a minute-rounded time, never tokens. */
export interface ShareHistoryTable {
  connection_id: number;
  owner_id: number;
  /** 1, 2, 3... per connection and member: the order of replacements. */
  seq: number;
  /** Epoch milliseconds rounded down to the minute. */
  at: number;
  /** Tokens changed against the previous set; null for the member's first set. */
  replaced: number | null;
  /** Tokens the new set had in common with the partner's set at that moment. */
  in_common: number;
  /** Every `replaced` of this member in this connection so far, this one included. */
  total: number;
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
  /** Index of its subcategory in the activity's product set (migration 006). */
  subcategory: Generated<number>;
  /** Its place within that subcategory. */
  position: Generated<number>;
}

/** One activity's product list as a whole (migration 006): score, search terms, subcategories as JSON. */
export interface ProductSetsTable {
  id: Generated<number>;
  kink_id: number;
  editorial_score: number | null;
  details: string;
  updated_at: number;
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
  device_cookies: DeviceCookiesTable;
  kinks: KinksTable;
  preferences: PreferencesTable;
  connections: ConnectionsTable;
  shares: SharesTable;
  boundary_shares: BoundarySharesTable;
  partner_pins: PartnerPinsTable;
  share_history: ShareHistoryTable;
  pair_markers: PairMarkersTable;
  preference_documents: PreferenceDocumentsTable;
  share_sets: ShareSetsTable;
  resources: ResourcesTable;
  retailers: RetailersTable;
  products: ProductsTable;
  product_sets: ProductSetsTable;
  suggestions: SuggestionsTable;
}

export type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type KinkRow = Selectable<KinksTable>;
