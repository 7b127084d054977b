import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { RateLimits } from './rate-limits/limits';
import type { RateStore } from './rate-limits/store';
import { DeviceCookies } from './plugins/device-cookie';
import type { HotReads } from './plugins/hot-reads';
import { SessionCookies } from './plugins/session';
import { CatalogueService } from './services/catalogue';
import { knownTables, type ChangeFeed } from './services/change-feed';
import { ConnectionService } from './services/connections';
import { ContentLibrary } from './services/content-library';
import type { PartnerEvents } from './services/partner-events';
import { HealthService } from './services/health';
import { VersionedBodyCache } from './services/versioned-body-cache';
import { PreferenceService } from './services/preferences';
import { DeviceStore } from './services/devices';
import { SessionStore } from './services/sessions';
import { ShareHistoryService } from './services/share-history';
import { ShareService } from './services/shares';
import { BoundaryService } from './services/boundaries';
import { MarkerService } from './services/markers';
import { PinService } from './services/pins';
import { WriteAdmission } from './services/write-admission';
import { SuggestionService } from './services/suggestions';
import { UserService } from './services/users';

/**
 * What every route module gets, built once per app. Routes reach the database only through
 * these services: there is no raw database handle here on purpose.
 */
export type AppContext = {
  config: Config;
  limits: RateLimits;
  sessions: SessionStore;
  cookies: SessionCookies;
  /** Known devices (decision 0022): how login limits tell the owner's browsers from strangers. */
  devices: DeviceCookies;
  users: UserService;
  connections: ConnectionService;
  shares: ShareService;
  /** What each member's partner sees of their share-set replacements (counts and times). */
  shareHistory: ShareHistoryService;
  boundaries: BoundaryService;
  pins: PinService;
  /** Each member's sealed marks on the pair's matches. */
  markers: MarkerService;
  preferences: PreferenceService;
  /** Each user's preference list as sent, by user id. */
  preferenceLists: VersionedBodyCache<number>;
  suggestions: SuggestionService;
  catalogue: CatalogueService;
  /** Resources, products and rankings, served from memory. */
  content: ContentLibrary;
  health: HealthService;
  /** Tells a user's open apps that a partner joined, published or left. */
  events: PartnerEvents;
  /** The reads answered from memory when it knows them current (routes add theirs). */
  hotReads: HotReads;
};

/** Every service is a class holding the database (or the handle, where the dialect matters). */
export function buildContext(
  config: Config,
  handle: DatabaseHandle,
  rateStore: RateStore,
  events: PartnerEvents,
  feed: ChangeFeed,
  hotReads: HotReads,
): AppContext {
  const { db } = handle;
  const sessions = new SessionStore(db);
  const deviceStore = new DeviceStore(db);
  const known = knownTables(feed);
  const connections = new ConnectionService(handle, known.pairs);
  // One line for both bulk writes: together they are what loads the database and the memory.
  const bulkWrites = new WriteAdmission();
  return {
    config,
    limits: new RateLimits(rateStore, { writeLimits: config.writeLimits }),
    sessions,
    cookies: new SessionCookies(sessions, config.cookieSecure),
    devices: new DeviceCookies(deviceStore, config.cookieSecure),
    users: new UserService(db, sessions, deviceStore, connections, () => handle.checkpoint(), known),
    connections,
    shares: new ShareService(handle, connections, new VersionedBodyCache<string>(), bulkWrites, known.pairs),
    shareHistory: new ShareHistoryService(db, connections),
    boundaries: new BoundaryService(handle, connections),
    pins: new PinService(handle, connections),
    markers: new MarkerService(handle, connections),
    preferences: new PreferenceService(handle, bulkWrites, known.preferenceVersions),
    preferenceLists: new VersionedBodyCache<number>(),
    suggestions: new SuggestionService(db),
    catalogue: new CatalogueService(db),
    content: new ContentLibrary(db),
    health: new HealthService(handle),
    events,
    hotReads,
  };
}
