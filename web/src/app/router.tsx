import { useTranslation } from 'react-i18next';
import { createBrowserRouter, redirect, RouterProvider } from 'react-router-dom';
import { AppLayout } from '../components/layouts/app-layout';
import { AuthLayout } from '../components/layouts/auth-layout';
import { Spinner } from '../components/ui/spinner';
import { isSignedIn } from '../lib/session';
import { RouteError } from './routes/route-error';

// Public screens send a signed-in user home; the others send a signed-out one to /login.
const signedOutOnly = () => (isSignedIn() ? redirect('/') : null);
const signedInOnly = () => (isSignedIn() ? null : redirect('/login'));

function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary-700 dark:text-primary-400">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        loader: signedOutOnly,
        Component: AuthLayout,
        children: [
          {
            path: '/login',
            lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
          },
        ],
      },
      {
        loader: signedInOnly,
        Component: AppLayout,
        children: [
          {
            path: '/',
            lazy: () =>
              import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
