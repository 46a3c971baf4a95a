import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api';
import { baseHost, companyUrl, useHostTenant } from '../../../lib/tenant';
import { toast } from '../../../lib/toast';
import { checkEmail, type ValidationKey } from '../../../lib/validation';
import { requestPasswordRecovery } from '../api/password-recovery';
import { AuthCard, linkClasses } from './auth-card';
import { verifyDomain, type DomainProblem } from './domain-check';

type Step = 'email' | 'domain' | 'sent';

/**
 * /recover-password in two steps (spec section 2): the email, then the company domain. The mail is
 * asked for on the company's own host; from another host the browser moves there first, with both
 * answers filled in, and the user sends from there.
 */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.recover.title'));
  const { data: hostTenant } = useHostTenant();
  const [params] = useSearchParams();
  const arrivedWith = { email: params.get('email') ?? '', domain: params.get('domain') ?? '' };

  const [step, setStep] = useState<Step>(arrivedWith.email && !checkEmail(arrivedWith.email) ? 'domain' : 'email');
  const [email, setEmail] = useState(arrivedWith.email);
  const [domain, setDomain] = useState<string | null>(arrivedWith.domain || null);
  const [emailProblem, setEmailProblem] = useState<ValidationKey | null>(null);
  const [domainProblem, setDomainProblem] = useState<DomainProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [company, setCompany] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  // The company of this host fills the domain in, until the user types another one.
  const domainValue = domain ?? (hostTenant?.exists ? hostTenant.domain : '');

  function submitEmail(event: FormEvent) {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailProblem(problem);
    if (!problem) setStep('domain');
  }

  async function submitDomain(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await verifyDomain(domainValue);
      if ('problem' in result) {
        setDomainProblem(result.problem);
        setSubmitting(false);
        return;
      }
      setDomainProblem(null);
      const slug = result.company.domain;
      if (!hostTenant?.exists || hostTenant.domain !== slug) {
        const query = new URLSearchParams({ email: email.trim(), domain: slug });
        window.location.assign(companyUrl(slug, `/recover-password?${query}`, hostTenant ?? null));
        return;
      }
      await requestPasswordRecovery(email.trim());
      setCompany(result.company.name ?? slug);
      setStep('sent');
    } catch (error) {
      const message = error instanceof ApiError ? error.message : t('errors.unknown');
      setFailure(message);
      toast.error(t('auth.recover.failure'), message);
    }
    setSubmitting(false);
  }

  const backToLogin = (
    <Link to="/login" className={linkClasses}>
      {t('auth.recover.backToLogin')}
    </Link>
  );

  if (step === 'sent') {
    return (
      <AuthCard heading={t('auth.recover.sentHeading')} footer={backToLogin}>
        <Alert variant="success" live>
          {t('auth.recover.sent', { company, email: email.trim() })}
        </Alert>
      </AuthCard>
    );
  }

  const stepLabel = t('auth.recover.step', { current: step === 'email' ? 1 : 2, total: 2 });
  return (
    <AuthCard
      heading={t('auth.recover.heading')}
      intro={
        <>
          <p className="font-medium text-stone-800 dark:text-stone-200">{stepLabel}</p>
          <p>{step === 'email' ? t('auth.recover.emailIntro') : t('auth.recover.domainIntro')}</p>
        </>
      }
      footer={backToLogin}
    >
      {step === 'email'
        ? (
          <form noValidate onSubmit={submitEmail} className="flex flex-col gap-4">
            <Input
              label={t('auth.recover.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={255}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailProblem(null);
              }}
              error={emailProblem ? t(emailProblem) : undefined}
            />
            <Button type="submit" className="mt-2 w-full">
              {t('common.next')}
            </Button>
          </form>
        )
        : (
          <form noValidate onSubmit={submitDomain} className="flex flex-col gap-4">
            {failure && <Alert>{failure}</Alert>}
            <p className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm dark:bg-stone-800">
              <span className="min-w-0 break-all">{t('auth.recover.forEmail', { email: email.trim() })}</span>
              <button type="button" className={linkClasses} onClick={() => setStep('email')}>
                {t('common.change')}
              </button>
            </p>
            <Input
              label={t('auth.recover.domain')}
              name="domain"
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={domainValue}
              onChange={(event) => {
                setDomain(event.target.value);
                setDomainProblem(null);
              }}
              hint={t('auth.company.example', { example: `acme.${baseHost(hostTenant ?? null)}` })}
              error={domainProblem ? t(domainProblem) : undefined}
            />
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="ghost" onClick={() => setStep('email')} className="sm:flex-1">
                {t('common.back')}
              </Button>
              <Button type="submit" isLoading={isSubmitting} className="sm:flex-[2]">
                {t('auth.recover.submit')}
              </Button>
            </div>
          </form>
        )}
    </AuthCard>
  );
}
