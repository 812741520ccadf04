// Money is integer paise everywhere on the server. Catalogue prices are whole rupees, GST-inclusive.
export const GST_RATE_PERCENT = 18;

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/** Splits a GST-inclusive total into taxable value and GST (18 %), in paise, summing exactly. */
export function gstBreakdown(totalPaise: number) {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  return { totalPaise, taxablePaise: taxable, gstPaise: totalPaise - taxable, ratePercent: GST_RATE_PERCENT };
}

/**
 * Intra-state supply (place of supply in the seller's state): CGST + SGST, half the rate each.
 * Inter-state: IGST at the full rate.
 */
export type SupplyKind = "intraState" | "interState";

export type GstSplit = ReturnType<typeof gstBreakdown> & {
  supply: SupplyKind;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The CGST and the SGST rate (9 %); IGST is charged at `ratePercent`. */
  halfRatePercent: number;
};

/**
 * The GST of a GST-inclusive total as a tax invoice states it. Taxable value + CGST + SGST + IGST is
 * exactly the total: the tax is worked out once (gstBreakdown) and then divided, never rounded twice.
 * An odd paisa of tax goes to CGST, so CGST and SGST differ by at most one paisa.
 */
export function gstSplit(totalPaise: number, supply: SupplyKind): GstSplit {
  const base = gstBreakdown(totalPaise);
  const halfRatePercent = GST_RATE_PERCENT / 2;
  if (supply === "interState") return { ...base, supply, cgstPaise: 0, sgstPaise: 0, igstPaise: base.gstPaise, halfRatePercent };
  const sgst = Math.floor(base.gstPaise / 2);
  return { ...base, supply, cgstPaise: base.gstPaise - sgst, sgstPaise: sgst, igstPaise: 0, halfRatePercent };
}

export function formatPaise(paise: number, locale: "en" | "hi" = "en") {
  return new Intl.NumberFormat(locale === "hi" ? "hi-IN" : "en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(paise / 100);
}
