// What a GST tax invoice states beyond the receipt (docs/decisions/021-gst-tax-invoice.md), as pure
// functions shared by the receipt page and the PDF. Vidyapath sells online courses to students:
// SAC 9992 (education services), 18 % GST included in the catalogue price.
import { gstSplit, type GstSplit } from "./pricing";

export const SAC_EDUCATION_SERVICES = "9992";

export type GstState = { name: string; code: string };

/**
 * Place of supply of a service to an unregistered buyer (IGST Act s. 12(2)(b)): the buyer's location
 * when we have their address, otherwise the supplier's. We collect no billing address today, so it is
 * the seller's state and the supply is intra-state (CGST + SGST); a buyer state plugs in here.
 */
export function placeOfSupply(seller: GstState, buyer?: GstState | null): GstState & { from: "buyer" | "seller" } {
  return buyer ? { ...buyer, from: "buyer" } : { ...seller, from: "seller" };
}

export type InvoiceTax = { placeOfSupply: GstState & { from: "buyer" | "seller" }; sac: string; split: GstSplit };

/** The tax lines of an invoice for a GST-inclusive total. */
export function invoiceTax(totalPaise: number, seller: GstState, buyer?: GstState | null): InvoiceTax {
  const pos = placeOfSupply(seller, buyer);
  return { placeOfSupply: pos, sac: SAC_EDUCATION_SERVICES, split: gstSplit(totalPaise, pos.code === seller.code ? "intraState" : "interState") };
}
