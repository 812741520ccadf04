// Tax-invoice numbers (docs/decisions/021-gst-tax-invoice.md). `assignInvoiceNumber` runs inside the
// fulfilment transaction: the counter row of the financial year is incremented with one
// INSERT … ON CONFLICT DO UPDATE … RETURNING, whose row lock is held until that transaction ends. So
// concurrent fulfilments take consecutive numbers one after another, and a fulfilment that rolls back
// rolls its increment back too: the series has no gap unless a committed order loses its number, which
// nothing does. The lock is taken last in fulfilment, to keep the time others wait for it short.
import { and, eq, isNull, sql } from "drizzle-orm";
import { invoiceCounters, orders } from "../../../db/schema";
import type { db } from "../../lib/db.server";
import { fiscalYearOf, formatInvoiceNumber, istDate } from "./invoice-number";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Gives a just-paid order its invoice number and date, once; an order that has one keeps it. */
export async function assignInvoiceNumber(tx: Tx, orderId: string, paidAt: Date): Promise<string | null> {
  const [existing] = await tx.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId));
  if (!existing || existing.invoiceNumber) return existing?.invoiceNumber ?? null;
  const fiscalYear = fiscalYearOf(paidAt);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ fiscalYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.fiscalYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const invoiceNumber = formatInvoiceNumber(fiscalYear, counter.lastNumber);
  await tx
    .update(orders)
    .set({ invoiceNumber, invoiceDate: istDate(paidAt) })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
  return invoiceNumber;
}
