import { Link } from "react-router";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4";

/** Previous/next page links around "Page 2 of 5"; either link is left out at its end. */
export function Pager({
  label,
  status,
  previous,
  next,
}: {
  label: string;
  status: string;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {previous ? (
        <Link to={previous.href} className={linkClass}>
          {previous.label}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700" aria-current="page">
        {status}
      </span>
      {next ? (
        <Link to={next.href} className={linkClass}>
          {next.label}
        </Link>
      ) : null}
    </nav>
  );
}
