import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Db } from './db/tables';
import type { RateLimits } from './plugins/rate-limits';
import type { SessionCookies } from './plugins/session';
import type { Catalogue } from './services/catalogue';
import type { PreferenceListCache } from './services/preference-list-cache';
import type { SessionStore } from './services/sessions';

/** What every route module needs, built once per app. */
export type AppContext = {
  config: Config;
  handle: DatabaseHandle;
  db: Db;
  limits: RateLimits;
  sessions: SessionStore;
  cookies: SessionCookies;
  catalogue: Catalogue;
  preferenceLists: PreferenceListCache;
};
