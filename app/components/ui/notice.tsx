import type { ReactNode } from "react";

const tones = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-brand-700 bg-brand-50 text-brand-900",
} as const;

/** An inline message in place of the spec's alert(): errors are role="alert", the rest role="status". */
export function Notice({ tone = "info", children, className = "" }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border-l-4 px-4 py-3 text-sm ${tones[tone]} ${className}`}>
      {children}
    </div>
  );
}
