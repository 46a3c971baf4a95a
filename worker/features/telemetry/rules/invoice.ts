// An invoice draft's lines (spec/product-rules.md "Telemetry and invoices"): MAU × price per
// active user + PDFs × price per PDF + pushes × price per push. Amounts in the currency's minor
// unit are whole: each line is rounded half up to 0.01, the total is the sum of the lines.
export type Prices = { currency: string; activeUser: number; pdf: number; push: number };
export type InvoiceLine = { item: 'active_users' | 'pdfs' | 'pushes'; quantity: number; unit_price: number; amount: number };

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100);

export function invoiceLines(usage: { mau: number; pdf: number; push: number }, prices: Prices): { lines: InvoiceLine[]; total: number } {
  const line = (item: InvoiceLine['item'], quantity: number, unitPrice: number): InvoiceLine => ({
    item,
    quantity,
    unit_price: unitPrice,
    amount: cents(quantity * unitPrice) / 100,
  });
  const lines = [
    line('active_users', usage.mau, prices.activeUser),
    line('pdfs', usage.pdf, prices.pdf),
    line('pushes', usage.push, prices.push),
  ];
  return { lines, total: lines.reduce((sum, l) => sum + cents(l.amount), 0) / 100 };
}

/** `ACME/2026/11`: readable, one per tenant and month. */
export const invoiceNumber = (tenant: string, month: string) => `${tenant.toUpperCase()}/${month.replace('-', '/')}`;

/** The month before `month` ('YYYY-MM'). */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}
