// Counseling's limits and the Indian mobile number rule, without zod: the pages' components (sent to
// the browser) import these, and zod in a public page's JavaScript would cost ~26 KB and use eval,
// which the CSP refuses (decision 038).
export const COUNSELING_LIMITS = { name: 100, phone: 20, email: 254, message: 2000, notes: 4000 } as const;
/** A session lasts 30 to 60 minutes (published slots and times an admin enters). */
export const SESSION_MINUTES = [30, 45, 60] as const;

/** "+91 98765 43210", "098765-43210", "9876543210" → "+919876543210"; anything else → null. */
export function normaliseIndianMobile(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "");
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** "+919876543210" → "+91 98765 43210" (how a person reads it). */
export function formatIndianMobile(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
