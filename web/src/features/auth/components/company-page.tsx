import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { baseHost, companyUrl, useHostTenant } from '../../../lib/tenant';
import { AuthCard } from './auth-card';
import { verifyDomain, type DomainProblem } from './domain-check';

/** Where /subdomain may send the browser on the company's host. */
const NEXT_PATHS = ['/login', '/signup', '/recover-password'];

/** /subdomain: the company domain, for a host that names no company. */
export function CompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.company.title'));
  const { data: hostTenant } = useHostTenant();
  const requested = useSearchParams()[0].get('next') ?? '';
  const next = NEXT_PATHS.includes(requested) ? requested : '/login';
  const [problem, setProblem] = useState<DomainProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const domain = String(new FormData(event.currentTarget).get('domain') ?? '');
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await verifyDomain(domain);
      if ('problem' in result) {
        setProblem(result.problem);
        setSubmitting(false);
        return;
      }
      setProblem(null);
      // The company's own host, the port kept: acme.localhost:8787.
      window.location.assign(companyUrl(result.company.domain, next, hostTenant ?? null));
    } catch (error) {
      setSubmitting(false);
      setFailure(error instanceof ApiError ? error.message : t('errors.unknown'));
    }
  }

  return (
    <AuthCard heading={t('auth.company.heading')} intro={t('auth.company.intro')}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {failure && <Alert>{failure}</Alert>}
        <Input
          label={t('auth.company.domain')}
          name="domain"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          hint={t('auth.company.example', { example: `acme.${baseHost(hostTenant ?? null)}` })}
          error={problem ? t(problem) : undefined}
          onChange={() => setProblem(null)}
        />
        <Button type="submit" isLoading={isSubmitting} className="mt-2 w-full">
          {t('auth.company.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
