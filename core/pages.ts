/**
 * Every page of the app by name, and the links that carry parameters: the client's router, each
 * link and the server's page variants read this one table, so a page is renamed or added here.
 */
export const PAGES = {
  landing: '/',
  auth: '/auth',
  /** An old address of the first step; it sends on to the dashboard or the sign-in. */
  profileCreate: '/profile/create',
  privacy: '/privacy',
  dashboard: '/dashboard',
  profile: '/profile',
  preferences: '/preferences',
  /** The spec's other name for the preferences page. */
  kinks: '/kinks',
  matches: '/matches',
  resources: '/resources',
  resourceDetail: '/resources/:kinkId',
  productSearch: '/product-search',
  products: '/products/:kinkId',
  enhancedProducts: '/enhanced-products/:kinkId',
  partnerConnect: '/partner/connect',
  partnerJoin: '/partner/join',
  connect: '/connect',
} as const;

export type PageName = keyof typeof PAGES;

/** Pages open to anyone; every other one needs a session (and, to show answers, the keys). */
const OPEN_PAGES: ReadonlySet<PageName> = new Set(['landing', 'auth', 'profileCreate', 'privacy']);

/** The signed-in pages without parameters: those the server serves with the session's hints. */
export const SIGNED_IN_PATHS: readonly string[] = Object.entries(PAGES)
  .filter(([name, path]) => !OPEN_PAGES.has(name as PageName) && !path.includes(':'))
  .map(([, path]) => path);

/** The pages that show the four-step bar, with what lies under them (a resource's page). */
export const STEP_PAGES: readonly string[] = [
  PAGES.auth,
  PAGES.profile,
  PAGES.preferences,
  PAGES.kinks,
  PAGES.matches,
  PAGES.resources,
];

const code = (value: string) => encodeURIComponent(value);

/** Links with parameters, each built in one place. */
export const LINKS = {
  /** A partner's matches; the spec's success dialog says `partner`, everything else `partnerId`. */
  matchesWith: (partnerId: number) => `${PAGES.matches}?partnerId=${partnerId}`,
  matchesAfterConnect: (partnerId: number) => `${PAGES.matches}?partner=${partnerId}`,
  matchesInviting: `${PAGES.matches}?showInviteModal=true`,
  resource: (kinkId: number) => `${PAGES.resources}/${kinkId}`,
  products: (kinkId: number) => `/products/${kinkId}`,
  joinWithCode: (inviteCode: string) => `${PAGES.partnerConnect}?mode=auto&code=${code(inviteCode)}`,
  joinView: `${PAGES.partnerConnect}?mode=join`,
  /** The sign-in page on its registration form, or with an invitation's code kept. */
  register: `${PAGES.auth}?mode=register`,
  authWithInvite: (inviteCode: string) => `${PAGES.auth}?invite=${code(inviteCode)}`,
  connectedPreferences: (partnerName: string, partnerId: number) =>
    `${PAGES.preferences}?connectionSuccess=true&partnerName=${code(partnerName)}&partnerId=${partnerId}`,
} as const;
