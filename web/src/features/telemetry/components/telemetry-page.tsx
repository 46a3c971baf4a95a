import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useUser } from '../../../lib/auth';
import { useFormat } from '../../../lib/format';
import type { DailyUsage, MonthlyUsage } from '../../../types/api';
import { useDailyUsage, useInvoices, useMonthlyUsage } from '../api/telemetry';
import { isProvisional, lastMonthOver, summaryOf } from '../lib/usage';
import { ChartFigure } from './chart-figure';
import { InvoiceList } from './invoice-list';
import { TelemetryActions } from './telemetry-actions';
import { UsageChart } from './usage-chart';

/**
 * /telemetry (admins and superadmins): the tenant's usage of the last 30 UTC days and 6 months as
 * figures and charts, and its invoice drafts; a superadmin recomputes a month and makes its draft.
 */
export function TelemetryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('telemetry.title'));
  const { data: me } = useUser();
  const daily = useDailyUsage();
  const monthly = useMonthlyUsage();
  const invoices = useInvoices();

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('telemetry.title')} subtitle={t('telemetry.subtitle')} />

      {daily.data && monthly.data
        ? <Summary daily={daily.data.data} monthly={monthly.data.data} />
        : (daily.isLoading || monthly.isLoading) && <LoadingState className="py-6" />}

      <Section title={t('telemetry.daily.heading')}>
        {daily.error
          ? <ErrorState title={t('telemetry.daily.error')} message={daily.error.message} onRetry={() => void daily.mutate()} />
          : daily.data
          ? <DailyCharts days={daily.data.data} />
          : <LoadingState />}
      </Section>

      <Section title={t('telemetry.months.heading')}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="min-w-0">
            {monthly.error
              ? <ErrorState title={t('telemetry.months.error')} message={monthly.error.message} onRetry={() => void monthly.mutate()} />
              : monthly.data
              ? <MonthlyChart months={monthly.data.data} />
              : <LoadingState />}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            {me?.role === 'superadmin' && monthly.data && <TelemetryActions defaultMonth={lastMonthOver(monthly.data.data)} />}
            <h3 className="text-lg font-semibold">{t('telemetry.invoices.heading')}</h3>
            {invoices.error
              ? <ErrorState title={t('telemetry.invoices.error')} message={invoices.error.message} onRetry={() => void invoices.mutate()} />
              : !invoices.data
              ? <LoadingState />
              : invoices.data.data.length === 0
              ? <EmptyState>{t('telemetry.invoices.empty')}</EmptyState>
              : <InvoiceList invoices={invoices.data.data} />}
          </div>
        </div>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Summary({ daily, monthly }: { daily: DailyUsage['data']; monthly: MonthlyUsage['data'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = summaryOf(daily, monthly);
  const today = summary.day ? format.day(summary.day, { day: 'numeric', month: 'long' }) : '';
  const month = summary.month ? format.month(summary.month) : '';
  const figures = [
    { id: 'apiToday', label: t('telemetry.summary.apiToday'), value: summary.apiToday, note: today },
    { id: 'dauToday', label: t('telemetry.summary.dauToday'), value: summary.dauToday, note: today },
    { id: 'mau', label: t('telemetry.summary.mau'), value: summary.mau, note: month },
    { id: 'pdfMonth', label: t('telemetry.summary.pdfMonth'), value: summary.pdfMonth, note: month },
    { id: 'pushMonth', label: t('telemetry.summary.pushMonth'), value: summary.pushMonth, note: month },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid="telemetry-summary">
      {figures.map((figure) => (
        <Card key={figure.id} className="flex min-w-0 flex-col gap-1 !p-4" data-testid={`summary-${figure.id}`}>
          <dt className="text-sm text-stone-600 dark:text-stone-400">{figure.label}</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="figure">
            {format.number(figure.value)}
          </dd>
          <dd className="text-xs text-stone-600 dark:text-stone-400">{figure.note}</dd>
        </Card>
      ))}
    </dl>
  );
}

function DailyCharts({ days }: { days: DailyUsage['data'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const ticks = days.map((day) => format.day(day.day, { day: 'numeric', month: 'short' }));
  const names = days.map((day) => format.day(day.day, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }));
  const rowName = (index: number) => format.day(days[index]!.day);
  const series = {
    api: { label: t('telemetry.series.api'), values: days.map((day) => day.api), tone: 'primary' as const },
    dau: { label: t('telemetry.series.dau'), values: days.map((day) => day.dau), tone: 'sky' as const },
    push: { label: t('telemetry.series.push'), values: days.map((day) => day.push), tone: 'emerald' as const },
    pdf: { label: t('telemetry.series.pdf'), values: days.map((day) => day.pdf), tone: 'violet' as const },
  };
  const dayColumn = { id: 'day', header: t('telemetry.table.day') };
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartFigure
        testId="chart-requests"
        title={t('telemetry.daily.requests')}
        chart={<UsageChart kind="lines" ticks={ticks} names={names} series={[series.api]} />}
        columns={[dayColumn, { id: 'api', header: series.api.label }]}
        rows={days.map((day, index) => ({ key: day.day, name: rowName(index), cells: [format.number(day.api)] }))}
      />
      <ChartFigure
        testId="chart-activity"
        title={t('telemetry.daily.activity')}
        chart={<UsageChart kind="lines" ticks={ticks} names={names} series={[series.dau, series.push, series.pdf]} />}
        columns={[dayColumn, ...(['dau', 'push', 'pdf'] as const).map((id) => ({ id, header: series[id].label }))]}
        rows={days.map((day, index) => ({
          key: day.day,
          name: rowName(index),
          cells: [format.number(day.dau), format.number(day.push), format.number(day.pdf)],
        }))}
      />
    </div>
  );
}

function MonthlyChart({ months }: { months: MonthlyUsage['data'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const provisional = months.map((_, index) => isProvisional(months, index));
  const names = months.map((month, index) =>
    format.month(month.month) + (provisional[index] ? ` (${t('telemetry.months.provisional')})` : '')
  );
  return (
    <ChartFigure
      testId="chart-mau"
      title={t('telemetry.months.mau')}
      note={t('telemetry.months.note')}
      chart={
        <UsageChart
          kind="bars"
          ticks={months.map((month) => format.month(month.month, { month: 'short' }))}
          names={names}
          series={[
            {
              label: t('telemetry.series.mau'),
              values: months.map((month, index) => (provisional[index] ? null : month.mau)),
              tone: 'primary',
            },
            {
              label: t('telemetry.series.mauProvisional'),
              values: months.map((month, index) => (provisional[index] ? month.mau : null)),
              tone: 'primary',
              provisional: true,
            },
          ]}
        />
      }
      columns={[
        { id: 'month', header: t('telemetry.table.month') },
        { id: 'mau', header: t('telemetry.series.mau') },
        { id: 'api', header: t('telemetry.series.api') },
        { id: 'push', header: t('telemetry.series.push') },
        { id: 'pdf', header: t('telemetry.series.pdf') },
      ]}
      rows={months.map((month, index) => ({
        key: month.month,
        name: names[index],
        cells: [format.number(month.mau), format.number(month.api), format.number(month.push), format.number(month.pdf)],
      }))}
    />
  );
}
