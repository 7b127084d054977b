import { lazy, memo, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { PAGES, type PageName } from '@core/pages';
import { LandingPage } from '@client/features/landing/landing-page';
import { PageLoading } from '@client/components/page-loading';
import { ProtectedRoute, type PagePrefetch } from './protected-route';
import { warming } from './warming';

// first-paint.ts names the modules a first paint waits for: the server hints them with the page.
const AuthPage = lazy(() => import('@client/features/auth/auth-page'));
const RedirectPage = lazy(() => import('./redirect-page'));
// Rarely shown: kept off the first download of every other page (the auth page's 120 KB budget).
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
/** Where a sign-in from /auth lands: loaded as the password is typed (app.tsx). */
export const loadDashboardPage = () => import('@client/features/dashboard/dashboard-page');
const DashboardPage = lazy(loadDashboardPage);
const ProfilePage = lazy(() => import('@client/features/profile/profile-page'));
const loadPreferencesPage = () => import('@client/features/preferences/preferences-page');
const PreferencesPage = lazy(loadPreferencesPage);
const loadMatchesPage = () => import('@client/features/matches/matches-page');
const MatchesPage = lazy(loadMatchesPage);
const ResourcesPage = lazy(() => import('@client/features/resources/resources-page'));
const ResourceDetailPage = lazy(() => import('@client/features/resources/resource-detail-page'));
const ProductSearchPage = lazy(() => import('@client/features/products/product-search-page'));
const EnhancedProductsPage = lazy(() => import('@client/features/products/enhanced-products-page'));
const ConnectPage = lazy(() => import('@client/features/connect/connect-page'));
const PrivacyPage = lazy(() => import('@client/features/privacy/privacy-page'));
// What /preferences shows locked, apart from the page's own code (catalogue, crypto, schemas):
// drawn behind the password dialog while the page waits for it (protected-route.tsx).
const LockedPreferences = lazy(() => import('@client/features/preferences/locked-preferences'));

// The catalogue, the person's own rows (opened), connections and hard limits: what the
// preferences and the matches both draw first. Its code loads with the call, not with the first page.
const loadOwnDataPrefetch = () => import('@client/lib/preferences/prefetch-own-data');
const prefetchOwnData: PagePrefetch = (queryClient, userId) =>
  void loadOwnDataPrefetch()
    .then((module) => module.prefetchOwnData(queryClient, userId))
    // The page reads for itself then, and says so if that fails too.
    .catch((error: unknown) => console.warn('Could not read ahead for the page', error));

type Ahead = { locked?: ReactNode; prefetch?: PagePrefetch; warm?: () => void; next?: () => void };

function protect(Page: LazyExoticComponent<ComponentType>, { locked, prefetch, warm, next }: Ahead = {}) {
  return function ProtectedPage() {
    return (
      <ProtectedRoute locked={locked} prefetch={prefetch} warm={warm} next={next}>
        <Page />
      </ProtectedRoute>
    );
  };
}

const warmPreferences = warming(loadPreferencesPage, loadOwnDataPrefetch);
const warmMatches = warming(loadMatchesPage, loadOwnDataPrefetch);

// Made once at module level: a new component per render would remount the page.
// The dashboard's first two cards lead to the preferences and the matches.
const ProtectedDashboardPage = protect(DashboardPage, {
  next: () => {
    warmPreferences();
    warmMatches();
  },
});
const ProtectedProfilePage = protect(ProfilePage);
const ProtectedPreferencesPage = protect(PreferencesPage, {
  locked: <LockedPreferences />,
  prefetch: prefetchOwnData,
  warm: warmPreferences,
});
const ProtectedMatchesPage = protect(MatchesPage, {
  prefetch: prefetchOwnData,
  warm: warmMatches,
});
const ProtectedResourcesPage = protect(ResourcesPage);
const ProtectedResourceDetailPage = protect(ResourceDetailPage);
const ProtectedProductSearchPage = protect(ProductSearchPage);
const ProtectedEnhancedProductsPage = protect(EnhancedProductsPage);
const ProtectedConnectPage = protect(ConnectPage);

/**
 * Each page's component, by its name in core/pages.ts: a page added to that table does not
 * compile until it has one here, and nothing else needs to know of it.
 */
const PAGE_COMPONENTS: Record<PageName, ComponentType> = {
  landing: LandingPage,
  auth: AuthPage,
  profileCreate: RedirectPage,
  privacy: PrivacyPage,
  dashboard: ProtectedDashboardPage,
  profile: ProtectedProfilePage,
  preferences: ProtectedPreferencesPage,
  kinks: ProtectedPreferencesPage,
  matches: ProtectedMatchesPage,
  resources: ProtectedResourcesPage,
  resourceDetail: ProtectedResourceDetailPage,
  productSearch: ProtectedProductSearchPage,
  products: ProtectedProductSearchPage,
  enhancedProducts: ProtectedEnhancedProductsPage,
  partnerConnect: ProtectedConnectPage,
  partnerJoin: ProtectedConnectPage,
  connect: ProtectedConnectPage,
};

const ROUTES = (Object.keys(PAGES) as PageName[]).map((name) => ({
  name,
  path: PAGES[name],
  component: PAGE_COMPONENTS[name],
}));

/**
 * The route tables of both spec files, in the page table's order; every page but the landing
 * loads on demand. Memoised: the shell above re-renders when the session check answers, which
 * need not redraw the page (pages that read the session are told through its context).
 */
export const AppRoutes = memo(function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ROUTES.map(({ name, path, component }) => (
          <Route key={name} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
});
