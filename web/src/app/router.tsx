import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthLayout } from '../components/layouts/auth-layout';
import { FullScreenSpinner } from '../components/layouts/full-screen-states';
import { isSignedIn } from '../lib/session';
import { getHostTenant } from '../lib/tenant';
import type { ScreenHandle } from './routes/protected-root';
import { RouteError } from './routes/route-error';
import { isAvailable, SCREENS } from './screens';

// Public screens send a signed-in user home; the others send a signed-out one to /login.
const signedOutOnly = () => (isSignedIn() ? redirect('/') : null);
const signedInOnly = () => (isSignedIn() ? null : redirect('/login'));

/** A screen that needs the company of the host goes to /subdomain on a host without one. */
const companyHostOnly = (subdomainPath: string) => async () => {
  try {
    const tenant = await getHostTenant();
    return tenant.exists ? null : redirect(subdomainPath);
  } catch {
    return null; // The API is unreachable: the screen itself shows the failure.
  }
};

const publicRoutes: RouteObject[] = [
  {
    path: '/login',
    loader: companyHostOnly('/subdomain'),
    lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/signup',
    loader: companyHostOnly('/subdomain?next=/signup'),
    lazy: () => import('../features/auth/components/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: '/recover-password',
    lazy: () =>
      import('../features/auth/components/recover-password-page').then((m) => ({ Component: m.RecoverPasswordPage })),
  },
  {
    path: '/reset-password',
    lazy: () => import('../features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/subdomain',
    lazy: () => import('../features/auth/components/company-page').then((m) => ({ Component: m.CompanyPage })),
  },
];

// Every signed-in route of the table; one whose feature has not landed shows the 404 screen.
const screenRoutes: RouteObject[] = SCREENS.flatMap((row): RouteObject[] => {
  if (row.path === null) return [];
  if (!isAvailable(row)) {
    return [{ path: row.path, lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotLandedRoute })) }];
  }
  const handle: ScreenHandle = { roles: row.roles };
  return [{ path: row.path, handle, lazy: () => row.screen().then((Component) => ({ Component })) }];
});

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    HydrateFallback: FullScreenSpinner,
    children: [
      { loader: signedOutOnly, Component: AuthLayout, children: publicRoutes },
      // The signed-in frame (sidebar, header, bell, consent gate) is its own chunk: the public
      // screens (the first visit to /login) do not download it.
      {
        loader: signedInOnly,
        lazy: () => import('./routes/protected-root').then((m) => ({ Component: m.ProtectedRoot })),
        children: screenRoutes,
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
