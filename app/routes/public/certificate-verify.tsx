// GET /certificates/:code — public verification of a certificate code (the URL printed on every
// certificate). Unknown or malformed codes get a real 404 with a page that says so; the code typed by
// the visitor is echoed back only when it has the shape of a code.
import { data, Link } from "react-router";
import type { Route } from "./+types/certificate-verify";
import { buttonClass } from "~/components/ui/button";
import { findCertificate, normalizeCertificateCode } from "~/features/certificates/certificates.server";
import { useI18n } from "~/lib/i18n/i18n";
import { pageMeta } from "~/lib/meta";
import { routeMessages } from "~/lib/i18n/route-messages.server";

// The messages this page shows (decision 030).
export const middleware = [routeMessages("certificates", "courses.notFound", "courses.notFoundContent", "details.notOnSaleText")];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, loaderData?.found ? "certificates.verify.title" : "certificates.verify.notFoundTitle", "certificates.verify.description"),
  { name: "robots", content: "noindex" },
];

// Public route: anyone may verify a code, so there is no guard; the code is validated before any query.
export async function loader({ params }: Route.LoaderArgs) {
  const certificate = await findCertificate(params.code);
  if (!certificate) {
    return data({ found: false as const, code: normalizeCertificateCode(params.code) }, { status: 404 });
  }
  return {
    found: true as const,
    certificate: {
      code: certificate.code,
      studentName: certificate.studentName,
      courseName: certificate.courseName,
      courseId: certificate.courseId,
      coursePublished: certificate.coursePublished,
      issuedAt: certificate.issuedAt.toISOString(),
    },
  };
}

export default function CertificateVerify({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? <Verified certificate={loaderData.certificate} /> : <NotFound code={loaderData.code} />;
}

type VerifiedCertificate = Extract<Route.ComponentProps["loaderData"], { found: true }>["certificate"];

function Verified({ certificate }: { certificate: VerifiedCertificate }) {
  const { t, locale } = useI18n();
  const issued = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(new Date(certificate.issuedAt));
  return (
    <section aria-labelledby="verified-h" className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-green-100 text-green-800">
            <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
          <div>
            <h1 id="verified-h" className="text-2xl font-bold text-green-900 sm:text-3xl">
              {t("certificates.verify.verified")}
            </h1>
            <p className="mt-1 text-slate-700">{t("certificates.verify.verifiedText")}</p>
          </div>
        </div>
        <h2 className="sr-only">{t("certificates.verify.details")}</h2>
        <dl className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
          <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{t("certificates.verify.student")}</dt>
            <dd className="mt-1 break-words text-lg font-semibold text-slate-900 sm:col-span-2 sm:mt-0">{certificate.studentName}</dd>
          </div>
          <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{t("certificates.verify.course")}</dt>
            <dd className="mt-1 break-words font-semibold text-slate-900 sm:col-span-2 sm:mt-0">{certificate.courseName}</dd>
          </div>
          <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{t("certificates.verify.issued")}</dt>
            <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">
              <time dateTime={certificate.issuedAt}>{issued}</time>
            </dd>
          </div>
          <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{t("certificates.verify.code")}</dt>
            <dd className="mt-1 font-mono text-slate-900 sm:col-span-2 sm:mt-0">{certificate.code}</dd>
          </div>
        </dl>
        {certificate.coursePublished ? (
          <Link to={`/courses/${certificate.courseId}/details`} className={buttonClass("primary", "mt-6 w-full sm:w-auto")}>
            {t("certificates.verify.viewCourse")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

const EXAMPLE_CODE = "VP-7KQ2M9XH4T";

/** A message with a `{code}` placeholder, the code kept on one line. */
function WithCode({ text, code }: { text: string; code: string }) {
  const [before, after = ""] = text.split("{code}");
  return (
    <>
      {before}
      <span className="whitespace-nowrap font-mono">{code}</span>
      {after}
    </>
  );
}

function NotFound({ code }: { code: string | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="not-found-h" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 id="not-found-h" className="mt-4 text-2xl font-bold">
        {t("certificates.verify.notFound")}
      </h1>
      {code ? (
        <p className="mt-2 text-slate-700">
          <WithCode text={t("certificates.verify.notFoundCode")} code={code} />
        </p>
      ) : null}
      <p className="mt-2 text-slate-700">
        {t("certificates.verify.notFoundText")} <WithCode text={t("certificates.verify.codeFormat")} code={EXAMPLE_CODE} />
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/courses" className={buttonClass("primary")}>
          {t("certificates.verify.browseCourses")}
        </Link>
        <Link to="/" className={buttonClass("secondary")}>
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
