// Money is integer paise everywhere on the server. Catalogue prices are whole rupees, GST-inclusive.
export const GST_RATE_PERCENT = 18;

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/** Splits a GST-inclusive total into taxable value and GST (18 %), in paise, summing exactly. */
export function gstBreakdown(totalPaise: number) {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  return { totalPaise, taxablePaise: taxable, gstPaise: totalPaise - taxable, ratePercent: GST_RATE_PERCENT };
}

export function formatPaise(paise: number, locale: "en" | "hi" = "en") {
  return new Intl.NumberFormat(locale === "hi" ? "hi-IN" : "en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(paise / 100);
}
