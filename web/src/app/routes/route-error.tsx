import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, type Location } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Shown when a screen throws or its code cannot be loaded (for example after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Icon name="warning" className="size-12 text-primary-700 dark:text-primary-400" />
      <h1 className="text-2xl font-bold">{t('routeError.message')}</h1>
      <p className="max-w-md text-stone-600 dark:text-stone-400">{t('routeError.description')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to="/" reloadDocument className={buttonClasses('ghost')}>
          {t('routeError.goHome')}
        </Link>
      </div>
    </main>
  );
}

/** Shows <RouteError> in place of the app when a screen fails; the next navigation tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { location: Location; failure: { error: unknown } | null };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failure: null };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}
