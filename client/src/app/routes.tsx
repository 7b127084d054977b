import { lazy, memo, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { LandingPage } from '@client/features/landing/landing-page';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from '@client/components/page-loading';
import { ProtectedRoute } from './protected-route';

const AuthPage = lazy(() => import('@client/features/auth/auth-page'));
const RedirectPage = lazy(() => import('./redirect-page'));
const DashboardPage = lazy(() => import('@client/features/dashboard/dashboard-page'));
const ProfilePage = lazy(() => import('@client/features/profile/profile-page'));
const PreferencesPage = lazy(() => import('@client/features/preferences/preferences-page'));
const MatchesPage = lazy(() => import('@client/features/matches/matches-page'));
const ResourcesPage = lazy(() => import('@client/features/resources/resources-page'));
const ResourceDetailPage = lazy(() => import('@client/features/resources/resource-detail-page'));
const ProductSearchPage = lazy(() => import('@client/features/products/product-search-page'));
const EnhancedProductsPage = lazy(() => import('@client/features/products/enhanced-products-page'));
const ConnectPage = lazy(() => import('@client/features/connect/connect-page'));
const PrivacyPage = lazy(() => import('@client/features/privacy/privacy-page'));
// What /preferences shows locked, apart from the page's own code (catalogue, crypto, schemas):
// drawn behind the password dialog while the page waits for it (protected-route.tsx).
const LockedPreferences = lazy(() => import('@client/features/preferences/locked-preferences'));

function protect(Page: LazyExoticComponent<ComponentType>, locked?: ReactNode) {
  return function ProtectedPage() {
    return (
      <ProtectedRoute locked={locked}>
        <Page />
      </ProtectedRoute>
    );
  };
}

// Made once at module level: a new component per render would remount the page.
const ProtectedDashboardPage = protect(DashboardPage);
const ProtectedProfilePage = protect(ProfilePage);
const ProtectedPreferencesPage = protect(PreferencesPage, <LockedPreferences />);
const ProtectedMatchesPage = protect(MatchesPage);
const ProtectedResourcesPage = protect(ResourcesPage);
const ProtectedResourceDetailPage = protect(ResourceDetailPage);
const ProtectedProductSearchPage = protect(ProductSearchPage);
const ProtectedEnhancedProductsPage = protect(EnhancedProductsPage);
const ProtectedConnectPage = protect(ConnectPage);

/**
 * The route tables of both spec files; every page but the landing loads on demand. Memoised: the
 * shell above re-renders when the session check answers, which need not redraw the page (pages
 * that read the session are told through its context).
 */
export const AppRoutes = memo(function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/profile/create" component={RedirectPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/dashboard" component={ProtectedDashboardPage} />
        <Route path="/profile" component={ProtectedProfilePage} />
        <Route path="/preferences" component={ProtectedPreferencesPage} />
        <Route path="/kinks" component={ProtectedPreferencesPage} />
        <Route path="/matches" component={ProtectedMatchesPage} />
        <Route path="/resources" component={ProtectedResourcesPage} />
        <Route path="/resources/:kinkId" component={ProtectedResourceDetailPage} />
        <Route path="/product-search" component={ProtectedProductSearchPage} />
        <Route path="/products/:kinkId" component={ProtectedProductSearchPage} />
        <Route path="/enhanced-products/:kinkId" component={ProtectedEnhancedProductsPage} />
        <Route path="/partner/connect" component={ProtectedConnectPage} />
        <Route path="/partner/join" component={ProtectedConnectPage} />
        <Route path="/connect" component={ProtectedConnectPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
});
