// The tax arithmetic and numbering of GST invoices (decision 021), as pure functions: the split
// always sums to the total in whole paise, CGST and SGST are halves (an odd paisa to CGST), IGST
// takes the whole tax across states; financial years turn over at 1 April 00:00 in India, not UTC.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fiscalYearOf, formatInvoiceNumber, INVOICE_NUMBER_PATTERN, istDate } from "../../app/features/payments/invoice-number";
import { gstBreakdown, gstSplit } from "../../app/features/payments/pricing";
import { invoiceTax, placeOfSupply, SAC_EDUCATION_SERVICES } from "../../app/features/payments/tax-invoice";
import { readEnv } from "../../app/lib/env.server";

const total = fc.integer({ min: 100, max: 100_000_000 });

describe("gstSplit", () => {
  it("splits ₹999 intra-state into taxable 846.61 + CGST 76.20 + SGST 76.19", () => {
    expect(gstSplit(99_900, "intraState")).toEqual({
      totalPaise: 99_900,
      taxablePaise: 84_661,
      gstPaise: 15_239,
      ratePercent: 18,
      halfRatePercent: 9,
      supply: "intraState",
      cgstPaise: 7_620,
      sgstPaise: 7_619,
      igstPaise: 0,
    });
  });

  it("charges IGST at 18 % on an inter-state supply", () => {
    expect(gstSplit(99_900, "interState")).toMatchObject({ taxablePaise: 84_661, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_239 });
  });

  it("always sums exactly to the total, with CGST and SGST at most one paisa apart", () => {
    fc.assert(
      fc.property(total, fc.constantFrom("intraState" as const, "interState" as const), (paise, supply) => {
        const s = gstSplit(paise, supply);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(paise);
        expect([s.cgstPaise, s.sgstPaise, s.igstPaise, s.taxablePaise].every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
        expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(gstBreakdown(paise).gstPaise);
        if (supply === "intraState") expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
        if (supply === "intraState") expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
        else expect(s.cgstPaise + s.sgstPaise).toBe(0);
        // The tax is 18 % of the taxable value, to within the one paisa rounding allows.
        expect(Math.abs(s.taxablePaise * 0.18 - (paise - s.taxablePaise))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("place of supply", () => {
  const delhi = { name: "Delhi", code: "07" };
  const maharashtra = { name: "Maharashtra", code: "27" };

  it("is the seller's state when the buyer's is unknown, which makes the supply intra-state", () => {
    expect(placeOfSupply(delhi, null)).toEqual({ name: "Delhi", code: "07", from: "seller" });
    const tax = invoiceTax(49_900, delhi);
    expect(tax.sac).toBe(SAC_EDUCATION_SERVICES);
    expect(tax.sac).toBe("9992");
    expect(tax.split.supply).toBe("intraState");
    expect(tax.split.cgstPaise).toBeGreaterThan(0);
  });

  it("is the buyer's state when known: IGST for another state, CGST + SGST for the same", () => {
    expect(invoiceTax(49_900, delhi, maharashtra)).toMatchObject({ placeOfSupply: { name: "Maharashtra", code: "27", from: "buyer" }, split: { supply: "interState", cgstPaise: 0 } });
    expect(invoiceTax(49_900, delhi, { name: "Delhi", code: "07" }).split.supply).toBe("intraState");
  });
});

describe("invoice numbers and financial years", () => {
  it("turns the financial year over at midnight IST on 1 April", () => {
    expect(fiscalYearOf(new Date("2026-03-31T18:29:59.999Z"))).toBe("2025-26"); // 23:59:59 IST, 31 March
    expect(fiscalYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27"); // 00:00 IST, 1 April
    expect(istDate(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(fiscalYearOf(new Date("2027-01-15T06:00:00Z"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });

  it("formats serials as VP/yy-yy/000123, within GST rule 46's 16 characters", () => {
    expect(formatInvoiceNumber("2026-27", 123)).toBe("VP/26-27/000123");
    expect(formatInvoiceNumber("2026-27", 1_234_567)).toBe("VP/26-27/1234567");
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2098 }), fc.integer({ min: 1, max: 9_999_999 }), (year, serial) => {
        const n = formatInvoiceNumber(`${year}-${String((year + 1) % 100).padStart(2, "0")}`, serial);
        expect(n.length).toBeLessThanOrEqual(16);
        expect(n).toMatch(INVOICE_NUMBER_PATTERN);
        expect(Number(n.split("/")[2])).toBe(serial);
      }),
    );
    expect(() => formatInvoiceNumber("2026-27", 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("26-27", 1)).toThrow(RangeError);
  });
});

describe("seller settings", () => {
  const SECRET = "x".repeat(40);
  it("default to the demo seller in Delhi, and accept a lower-case GSTIN as upper case", () => {
    const e = readEnv({ AUTH_SECRET: SECRET });
    expect(e).toMatchObject({ SELLER_NAME: "Vidyapath Learning Pvt. Ltd.", SELLER_GSTIN: "07AABCV1234F1Z5", SELLER_STATE: "Delhi" });
    expect(e.SELLER_ADDRESS).toBeUndefined(); // the contact address is used
    expect(readEnv({ AUTH_SECRET: SECRET, SELLER_GSTIN: "27aapfu0939f1zv" }).SELLER_GSTIN).toBe("27AAPFU0939F1ZV");
  });

  it("refuse a GSTIN that is not one, naming the setting", () => {
    for (const bad of ["07AABCV1234F1Z", "07AABCV1234F1X5", "AAABCV1234F1Z55", "07AABCV1234F0Z5"]) {
      expect(() => readEnv({ AUTH_SECRET: SECRET, SELLER_GSTIN: bad }), bad).toThrow(/SELLER_GSTIN must be a 15-character GSTIN/);
    }
  });
});
