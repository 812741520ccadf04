import type { ReactNode } from "react";

export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
