// GET /orders/:orderId/receipt.pdf — the receipt as a PDF download, for the order's owner or an admin,
// and only for a paid or refunded order (an unpaid one goes to its status page). A resource route:
// React Router answers its thrown errors with JSON, so the 404 is a small HTML page of its own.
import { redirect } from "react-router";
import type { Route } from "./+types/receipt-pdf";
import { renderReceiptPdf } from "~/features/payments/receipt-pdf.server";
import { hasReceipt, parseOrderId, receiptForViewer } from "~/features/payments/receipts.server";
import { invoiceTax } from "~/features/payments/tax-invoice";
import { env, sellerDetails } from "~/lib/env.server";
import { localeFromRequest, type Locale } from "~/lib/i18n/locales";
import { plainPage } from "~/lib/plain-page.server";
import { requireUser } from "~/features/accounts/session.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseOrderId(params.orderId);
  const receipt = id ? await receiptForViewer(id, { id: user.id, role: user.role === "admin" ? "admin" : "user" }) : null;
  if (!receipt) throw notFound(localeFromRequest(request));
  if (!hasReceipt(receipt.status)) throw redirect(`/orders/${receipt.id}`);
  const seller = sellerDetails();
  // No billing address is collected, so the place of supply is the seller's state (decision 021).
  const tax = invoiceTax(receipt.amountPaise, { name: seller.state, code: seller.stateCode }, null);
  const pdf = await renderReceiptPdf({ receipt, seller, tax, receiptUrl: `${env().APP_URL}/orders/${receipt.id}` });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="vidyapath-receipt-${receipt.id}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** A 404 page in the visitor's language, with a way back to the dashboard. */
function notFound(locale: Locale): Response {
  return plainPage({ locale, status: 404, title: "receipts.notFound.title", text: "receipts.notFound.text", link: { href: "/dashboard", label: "receipts.notFound.dashboard" } });
}
