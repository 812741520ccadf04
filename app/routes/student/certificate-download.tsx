// GET /courses/:id/certificate — the signed-in student's certificate for a course they completed, as a
// PDF download (issued on the first request). A resource route: React Router answers its thrown
// errors with JSON, not with the error boundary, so the refusals below are small HTML pages of their
// own with the right status (403 not enrolled / not complete, 404 unknown course).
import type { Route } from "./+types/certificate-download";
import { renderCertificatePdf } from "~/features/certificates/certificate-pdf.server";
import { issueCertificate, type IssueFailure } from "~/features/certificates/certificates.server";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { localeFromRequest, type Locale } from "~/lib/i18n/locales";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { plainPage } from "~/lib/plain-page.server";
import { requireUser } from "~/features/accounts/session.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeFromRequest(request);
  const courseId = parseCourseId(params.id);
  if (courseId === null) throw refusal(locale, "notFound", null);
  const result = await issueCertificate(user.id, courseId);
  if (!result.certificate) throw refusal(locale, result.reason, courseId);
  const pdf = await renderCertificatePdf(result.certificate);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="vidyapath-certificate-${result.certificate.code}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}

const REFUSALS: Record<IssueFailure, { status: number; message: MessageKey; link: (id: number | null) => [string, MessageKey] }> = {
  notFound: { status: 404, message: "certificates.download.notFound", link: () => ["/courses", "certificates.download.browseCourses"] },
  notEnrolled: { status: 403, message: "certificates.download.notEnrolled", link: (id) => [`/courses/${id}/details`, "certificates.download.backToCourse"] },
  incomplete: { status: 403, message: "certificates.download.incomplete", link: (id) => [`/courses/${id}/content`, "certificates.download.backToCourse"] },
};

/** A small page in the visitor's language, with a way back. */
function refusal(locale: Locale, reason: IssueFailure, courseId: number | null): Response {
  const { status, message, link } = REFUSALS[reason];
  const [href, label] = link(courseId);
  return plainPage({ locale, status, title: "certificates.download.unavailableTitle", text: message, link: { href, label } });
}
