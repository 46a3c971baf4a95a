import type { ReactNode } from 'react';
import { FullScreenLoadError, FullScreenSpinner } from '../../../components/layouts/full-screen-states';
import { useHasConsent } from '../api/consent';
import { ConsentScreen } from './consent-screen';

/**
 * A signed-in user who has not accepted the current terms sees only the consent screen
 * (spec/product-rules.md "Consent"); everything else waits behind this gate.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { data: accepted, error, mutate, isLoading } = useHasConsent();

  if (error) return <FullScreenLoadError message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || accepted === undefined) return <FullScreenSpinner />;
  if (!accepted) return <ConsentScreen onAccepted={() => void mutate(true, { revalidate: false })} />;
  return children;
}
