// Every route of the app in one table: the public screens, the signed-in frame with the screens of
// app/screens.ts, and the 404. react-router in declarative mode (app/navigation.tsx says why):
// the guards are components that redirect before anything of a guarded screen renders or loads,
// every screen is lazy, and an error boundary shows the error screen.
import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useOutletContext, useRoutes, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/layouts/auth-layout';
import { HAS_CONSENT_KEY } from '../features/consent/api/paths';
import { readEarly } from '../lib/api';
import { currentLanguage, loadAppTexts } from '../lib/i18n';
import { USER_KEY } from '../lib/paths';
import { isSignedIn, storedSessionClaims } from '../lib/session';
import { getHostTenant } from '../lib/tenant';
import type { Role, UserPublic } from '../types/api';
import { BrowserRouter } from './navigation';
import { RouteErrorBoundary } from './routes/route-error';
import { isAvailable, SCREENS, type Screen } from './screens';

type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads when it first shows, or earlier with `preload()`. Once loaded it renders
 * at once: a lazy component would suspend for a moment even then, and its fallback would flash.
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((Component) => {
    loaded = Component;
    return { default: Component };
  }));
  const Lazy = lazy(preload);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}

// --- Guards.

// Public screens send a signed-in user home; the others send a signed-out one to /login.
function SignedOutOnly({ children }: { children: ReactNode }) {
  return isSignedIn() ? <Navigate to="/" replace /> : children;
}

function SignedInOnly({ children }: { children: ReactNode }) {
  return isSignedIn() ? children : <Navigate to="/login" replace />;
}

// Asked once per page load; an unreachable API lets the screen through to show the failure.
let hostHasCompany: Promise<boolean> | undefined;
const checkHostCompany = () => (hostHasCompany ??= getHostTenant().then(
  (tenant) => tenant.exists,
  () => true,
));

/** A screen that needs the company of the host goes to /subdomain on a host without one. */
function CompanyHostOnly({ screen: Screen, subdomainPath }: { screen: LazyScreen; subdomainPath: string }) {
  Screen.preload().catch(() => undefined); // the screen's code loads while the company is looked up
  return use(checkHostCompany()) ? <Screen /> : <Navigate to={subdomainPath} replace />;
}

/** What the signed-in frame tells the screen inside it (the outlet context). */
export type FrameContext = { role: Role };

const Forbidden = lazyScreen(() => import('./routes/forbidden').then((m) => m.Forbidden));

/** A screen opened by a role its row does not list shows 'Permission Denied' inside the frame. */
function RoleScreen({ roles, screen: Screen }: { roles: readonly Role[]; screen: ComponentType }) {
  const { role } = useOutletContext<FrameContext>();
  return roles.includes(role) ? <Screen /> : <Forbidden />;
}

// --- Screens.

/** A route's `handle`: its screen, the guards before it and its first reads, for preloadScreen(). */
type ScreenHandle = { screen: LazyScreen; signedIn?: boolean; companyHost?: boolean; roles?: readonly Role[]; reads?: Screen['reads'] };

const LoginPage = lazyScreen(() => import('../features/auth/components/login-page').then((m) => m.LoginPage));
const SignupPage = lazyScreen(() => import('../features/auth/components/signup-page').then((m) => m.SignupPage));
const RecoverPasswordPage = lazyScreen(() =>
  import('../features/auth/components/recover-password-page').then((m) => m.RecoverPasswordPage)
);
const ResetPasswordPage = lazyScreen(() => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage));
const CompanyPage = lazyScreen(() => import('../features/auth/components/company-page').then((m) => m.CompanyPage));
const NotFoundRoute = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));
const NotLandedRoute = lazyScreen(() => import('./routes/not-found').then((m) => m.NotLandedRoute));

/** A screen without a session; one with `subdomainPath` needs the company of the host. */
function publicRoute(path: string, Screen: LazyScreen, subdomainPath?: string): RouteObject {
  return {
    path,
    handle: { screen: Screen, signedIn: false, companyHost: subdomainPath !== undefined } satisfies ScreenHandle,
    element: subdomainPath ? <CompanyHostOnly screen={Screen} subdomainPath={subdomainPath} /> : <Screen />,
  };
}

const publicRoutes: RouteObject[] = [
  publicRoute('/login', LoginPage, '/subdomain'),
  publicRoute('/signup', SignupPage, '/subdomain?next=/signup'),
  publicRoute('/recover-password', RecoverPasswordPage),
  publicRoute('/reset-password', ResetPasswordPage),
  publicRoute('/subdomain', CompanyPage),
];

// Every signed-in route of the table; one whose feature has not landed shows the 404 screen.
const screenRoutes: RouteObject[] = SCREENS.flatMap((row): RouteObject[] => {
  if (row.path === null) return [];
  const screen = isAvailable(row) ? lazyScreen(row.screen) : NotLandedRoute;
  return [
    {
      path: row.path,
      handle: { screen, signedIn: true, roles: row.roles, reads: isAvailable(row) ? row.reads : undefined } satisfies ScreenHandle,
      element: isAvailable(row) ? <RoleScreen roles={row.roles} screen={screen} /> : <NotLandedRoute />,
    },
  ];
});

// The signed-in frame (sidebar, header, bell, consent gate) is its own chunk and brings the texts
// of the signed-in screens: the public screens (the first visit to /login) download neither.
const loadFrame = () => import('./routes/protected-root');
const ProtectedRoot = lazyScreen(() => Promise.all([loadFrame(), loadAppTexts()]).then(([m]) => m.ProtectedRoot));

const routes: RouteObject[] = [
  {
    element: (
      <SignedOutOnly>
        <AuthLayout />
      </SignedOutOnly>
    ),
    children: publicRoutes,
  },
  {
    element: (
      <SignedInOnly>
        <ProtectedRoot />
      </SignedInOnly>
    ),
    children: screenRoutes,
  },
  { path: '*', handle: { screen: NotFoundRoute } satisfies ScreenHandle, element: <NotFoundRoute /> },
];

/**
 * The reads of a signed-in screen, started before its code has loaded: the frame's (the terms
 * check and the user, which the consent gate and the frame wait for; theme.js sent them already
 * when it could) and the screen's own (its row's `reads`), all at once, for the user and role the
 * stored token names. The API decides on each; a screen the user turns out not to see never takes
 * its reads. Each screen's hook takes its answer from `readEarly` (lib/api.ts) instead of asking again.
 */
function startFirstReads(handle: ScreenHandle, location: Pick<Location, 'search'>) {
  readEarly<boolean>(HAS_CONSENT_KEY);
  readEarly<UserPublic>(USER_KEY);
  const { reads, roles } = handle;
  const claims = storedSessionClaims();
  if (!reads || !roles || !claims || !roles.includes(claims.role as Role)) return;
  reads({
    params: new URLSearchParams(location.search),
    user: { id: claims.id, role: claims.role as Role },
    language: currentLanguage(),
    read: (path) => (path === null ? undefined : readEarly(path)),
  });
}

/**
 * Starts loading what the screen of an address needs, as the guards will decide: its code, the
 * signed-in frame's, the host's company, and a signed-in screen's first reads. main.tsx calls it
 * for the first address and renders once the code and the texts are in.
 */
export function preloadScreen(location: Pick<Location, 'pathname' | 'search'> = window.location): Promise<unknown> {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as ScreenHandle | undefined;
  if (!handle || (handle.signedIn !== undefined && handle.signedIn !== isSignedIn())) return Promise.resolve();
  if (handle.signedIn) startFirstReads(handle, location);
  return Promise.allSettled([
    handle.signedIn && loadFrame(),
    handle.companyHost && checkHostCompany(),
    handle.screen.preload(),
  ]);
}

function Routes() {
  return useRoutes(routes);
}

// While a public screen's code loads (the first render waits for the first screen's, main.tsx),
// nothing shows; the signed-in frame has its own boundary, with a loading state.
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
