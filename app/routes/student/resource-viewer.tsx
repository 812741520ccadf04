import { data, Link } from "react-router";
import type { Route } from "./+types/resource-viewer";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { requireUser } from "~/features/accounts/session.server";
import { parseResourceId, resourceForViewer, type ViewerFamily } from "~/features/resources/resource-access.server";
import { pageOneFor } from "~/features/resources/resource-page-one.server";
import { PdfViewer } from "~/features/resources/pdf-viewer";
import { ResourceCover, useResourceFacts } from "~/features/resources/resource-card";
import { PRODUCT_TYPE, type ResourceKind } from "~/features/resources/resource-types";
import { useI18n } from "~/lib/i18n/i18n";
import { plural } from "~/lib/i18n/plural";
import type { MessageKey } from "~/lib/i18n/messages.en";
import { routeMessages } from "~/lib/i18n/route-messages.server";
import { pageUrl } from "~/lib/page-url";

// The viewer is server-rendered with page 1 as an image (decision 033 amendment); pdf.js and its
// worker are a separate chunk, fetched after hydration on these pages only, and draw over it.

// The messages this page shows (decision 030).
export const middleware = [routeMessages("resources", "viewer")];

// One module for the four viewer paths (app/routes.ts); which one is read from the page URL — never
// from the `.data` URL a client navigation's loader sees.
type Mode = { family: ViewerFamily; preview: boolean };
const MODES: Record<string, Mode> = { pdf: { family: "pdf", preview: false }, preview: { family: "pdf", preview: true }, "book-viewer": { family: "book", preview: false }, "book-preview": { family: "book", preview: true } };
function modeOf(pathname: string): Mode {
  return MODES[pathname.split("/")[1] ?? ""] ?? MODES.pdf;
}

const viewerHref = (family: ViewerFamily, preview: boolean, id: number) => (family === "book" ? (preview ? `/book-preview/${id}` : `/book-viewer/${id}`) : preview ? `/preview/${id}` : `/pdf/${id}`);
const listHref = (kind: ResourceKind) => `/resources/${kind}`;

// Sign-in first, with the spec's notice and the way back (as the lists); then the item, which must
// be visible to this student (published, owned or admin): otherwise a 404 with the spec's message.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, { notice: "resourceLogin" });
  const mode = modeOf(pageUrl(request).pathname);
  const id = parseResourceId(params.id);
  const item = id === null ? null : await resourceForViewer(mode.family, id, user);
  const notFoundKey: MessageKey = mode.preview ? "resources.previewNotAvailable" : mode.family === "book" ? "resources.bookNotFound" : "resources.pdfNotFound";
  if (!item || (mode.preview && !item.hasPreview)) return data({ found: false as const, notFoundKey, preview: mode.preview, family: mode.family }, { status: 404 });
  const fileUrl = mode.preview ? `/api/resources/${item.id}/preview` : item.canRead ? `/api/resources/${item.id}/file` : null;
  // Page 1 as an image, made on the first view of this file version (null: pdf.js alone, as before).
  const page1 = fileUrl ? await pageOneFor(item.id, user, mode.preview ? "preview" : "file") : null;
  return {
    found: true as const,
    preview: mode.preview,
    family: mode.family,
    item: {
      id: item.id,
      kind: item.kind,
      title: item.title,
      class: item.class,
      subject: item.subject,
      exam: item.exam,
      author: item.author,
      language: item.language,
      description: item.description,
      priceRupees: item.priceRupees,
      free: item.free,
      owned: item.owned,
      pageCount: item.pageCount,
      coverUrl: item.coverUrl,
      previewPages: item.previewPages,
      canRead: item.canRead,
      hasPreview: item.hasPreview,
      watermarked: item.watermarked && item.canRead,
    },
    fileUrl,
    pageOne: page1 ? { src: `/api/resources/${item.id}/page-1${mode.preview ? "?from=preview" : ""}`, width: page1.width, height: page1.height } : null,
    fullHref: viewerHref(mode.family, false, item.id),
    previewHref: item.hasPreview ? viewerHref(mode.family, true, item.id) : null,
    // Only where there is something to buy (payments' /checkout/{type}/{id}); not for admins.
    checkoutHref: !item.free && !item.owned && !item.canRead ? `/checkout/${PRODUCT_TYPE[item.kind]}/${item.id}` : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { messages?: Partial<Record<MessageKey, string>> } | undefined;
  const title = loaderData?.found ? loaderData.item.title : (root?.messages?.[loaderData?.notFoundKey ?? "resources.pdfNotFound"] ?? "PDF not found.");
  return [{ title: `${title} | Vidyapath` }, { name: "robots", content: "noindex" }];
};

export default function ResourceViewer({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const facts = useResourceFacts();
  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t(loaderData.notFoundKey)}</h1>
        <p className="mt-2 text-slate-700">{t("viewer.notFoundText")}</p>
        <Link to="/resources" className={buttonClass("primary", "mt-6")}>
          {t("resources.backToResources")}
        </Link>
      </section>
    );
  }
  const { item, preview, fileUrl, pageOne, previewHref, fullHref, checkoutHref } = loaderData;
  const buy = checkoutHref !== null;
  const detail = [item.author ? t("resources.by", { name: item.author }) : item.exam, facts.language(item.language), item.pageCount ? facts.pages(item.pageCount) : null].filter(Boolean).join(" · ");
  return (
    <div className="mx-auto max-w-5xl px-3 py-6 sm:px-4">
      <p className="text-sm">
        <Link to={listHref(item.kind)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">
          ← {t(`resources.kind.${item.kind}`)}
        </Link>
      </p>
      <header className="flex items-start gap-3">
        <ResourceCover item={item} size="page" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {facts.className(item.class)} · {facts.subject(item.subject)}
          </p>
          <h1 className="mt-1 text-xl leading-snug font-bold break-words sm:text-2xl" lang={item.language === "hi" ? "hi" : undefined}>
            {preview ? t("viewer.previewOf", { title: item.title }) : item.title}
          </h1>
          <p className="mt-1 text-sm text-slate-700">{detail}</p>
        </div>
      </header>

      {preview ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">{t(plural(locale, item.previewPages, { one: "viewer.previewNotice.one", other: "viewer.previewNotice.other" }), { count: item.previewPages })}</p>
      ) : null}

      {buy ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-lg font-bold">{t("resources.price", { price: item.priceRupees.toLocaleString("en-IN") })}</p>
          {!preview ? <p className="w-full text-sm text-slate-700">{t("viewer.buyToRead")}</p> : null}
          {/* A plain link: checkout is a page of its own (payments). */}
          <a href={checkoutHref ?? undefined} className={buttonClass("accent")}>
            {t("viewer.buy")}
            <span className="sr-only"> — {item.title}</span>
          </a>
          {!preview && previewHref ? (
            <ButtonLink to={previewHref} variant="secondary">
              {t("viewer.readPreview")}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}

      {preview && item.canRead ? (
        <p className="mt-3">
          <ButtonLink to={fullHref} variant="secondary">
            {t("viewer.openFull")}
          </ButtonLink>
        </p>
      ) : null}

      {fileUrl ? <PdfViewer key={fileUrl} url={fileUrl} memoryId={`${preview ? "preview" : "full"}-${item.id}`} title={item.title} pageOne={pageOne} /> : null}

      {fileUrl ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {/* Works before hydration and without JavaScript: the browser's own PDF reader. */}
          <a href={fileUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" data-testid="open-file">
            {t(preview ? "viewer.openPreviewFile" : "viewer.openFile")}
          </a>
          {item.watermarked && !preview ? <span className="text-slate-700">{t("viewer.watermarkNote")}</span> : null}
        </p>
      ) : null}

      {item.description ? (
        <section aria-labelledby="about-h" className="mt-6">
          <h2 id="about-h" className="text-lg font-semibold">
            {t("viewer.about")}
          </h2>
          <p className="mt-1 text-slate-800" lang={item.language === "hi" ? "hi" : undefined}>
            {item.description}
          </p>
        </section>
      ) : null}
    </div>
  );
}
