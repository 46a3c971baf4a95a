import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Badge } from '../../../components/ui/states';
import { useFormat } from '../../../lib/format';
import type { Invoice } from '../../../types/api';

/** The invoices, newest month first: number, status, the lines (quantity × price) and the total in the invoice's currency. */
export function InvoiceList({ invoices }: { invoices: readonly Invoice[] }) {
  const sorted = [...invoices].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <ul className="flex flex-col gap-4" data-testid="invoice-list">
      {sorted.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceCard invoice={invoice} />
        </li>
      ))}
    </ul>
  );
}

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const money = (value: number) => format.money(value, invoice.currency);
  // A price per unit may have more than two decimals (0.005 per push).
  const price = (value: number) => format.money(value, invoice.currency, { maximumFractionDigits: 4 });
  return (
    <Card className="flex flex-col gap-3 !p-4 sm:!p-5" data-testid="invoice" data-month={invoice.month}>
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold">
              {format.monthHeading(invoice.month)}
            </h3>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {t('telemetry.invoices.number')} <span className="font-medium text-stone-800 dark:text-stone-200">{invoice.number}</span>
            </p>
          </div>
          <Badge tone={invoice.status === 'issued' ? 'success' : 'primary'}>{t(`telemetry.invoices.status.${invoice.status}`)}</Badge>
        </header>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('telemetry.invoices.linesOf', { number: invoice.number })}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600 dark:border-stone-700 dark:text-stone-300">
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                {t('telemetry.invoices.item')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('telemetry.invoices.quantity')}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                {t('telemetry.invoices.unitPrice')}
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                {t('telemetry.invoices.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.item} className="border-b border-stone-100 dark:border-stone-800" data-item={line.item}>
                <th scope="row" className="py-1.5 pr-2 font-normal">
                  {t(`telemetry.invoices.items.${line.item}`)}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{format.number(line.quantity)}</td>
                <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">{price(line.unit_price)}</td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="pt-2 pr-2 font-semibold">
                {t('telemetry.invoices.total')}
              </th>
              <td className="pt-2 pl-2 text-right font-semibold whitespace-nowrap tabular-nums" data-testid="invoice-total">
                {money(invoice.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          {t('telemetry.invoices.madeAt', { date: format.dateTime(invoice.updated_at ?? invoice.created_at) })}
        </p>
      </article>
    </Card>
  );
}
