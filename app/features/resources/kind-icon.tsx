// The kind's mark, on its own so the public /resources hub loads only this, not the list's cards
// (their covers, facts and links; decision 035 keeps the public pages' JavaScript as it was).
import type { ResourceKind } from "./resource-types";

const TILE: Record<ResourceKind, string> = {
  "pdf-notes": "bg-brand-700",
  books: "bg-emerald-800",
  "previous-papers": "bg-orange-800",
  "mock-papers": "bg-rose-800",
};

/** The kind's mark: a document or, for books, a book. Decorative. */
export function KindIcon({ kind, className = "" }: { kind: ResourceKind; className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white ${TILE[kind]} ${className}`}>
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {kind === "books" ? (
          <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h13M8 7h7" />
        ) : (
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M9 13h6M9 17h4" />
        )}
      </svg>
    </span>
  );
}
