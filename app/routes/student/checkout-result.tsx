import { data } from "react-router";
import type { Route } from "./+types/checkout-result";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { parseCourseId } from "~/features/courses/catalogue.server";
import { CourseErrorPage } from "~/features/courses/course-error-page";
import { findStudentOrder } from "~/features/payments/orders.server";
import { useI18n } from "~/lib/i18n/i18n";
import { requireUser } from "~/lib/session.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const courseId = parseCourseId(params.courseId);
  const orderId = new URL(request.url).searchParams.get("order") ?? "";
  const order = courseId && orderId.length <= 64 ? await findStudentOrder(user.id, { id: orderId }) : null;
  if (!order || order.productType !== "course" || order.productId !== String(courseId)) throw data({ notFound: true }, { status: 404 });
  return { courseId, order: { id: order.id, status: order.status, paymentId: order.paymentId, productName: order.productName } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: "Payment | Vidyapath" },
  { name: "robots", content: "noindex" },
  // While the payment is being confirmed (the webhook has not arrived yet), look again in 3 s.
  ...(loaderData && (loaderData.order.status === "created" || loaderData.order.status === "attempted") ? [{ httpEquiv: "refresh", content: "3" }] : []),
];

export default function CheckoutResult({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { order, courseId } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{order.productName}</h1>
      <div className="mt-6">
        {order.status === "paid" ? (
          <>
            <Notice tone="success">
              <span className="text-base font-semibold">{t("checkout.success", { paymentId: order.paymentId ?? "" })}</span>
            </Notice>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={`/courses/${courseId}/content`}>{t("checkout.openCourse")}</ButtonLink>
              <ButtonLink to={`/orders/${order.id}`} variant="secondary">
                {t("checkout.viewReceipt")}
              </ButtonLink>
            </div>
          </>
        ) : order.status === "failed" ? (
          <>
            <Notice tone="error">{t("checkout.failed")}</Notice>
            <a href={`/checkout/${courseId}`} className={buttonClass("accent", "mt-6")}>
              {t("checkout.retry")}
            </a>
          </>
        ) : order.status === "refunded" ? (
          <ButtonLink to={`/orders/${order.id}`} variant="secondary">
            {t("checkout.viewReceipt")}
          </ButtonLink>
        ) : (
          <Notice>{t("checkout.confirming")}</Notice>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CourseErrorPage error={error} headingKey="courses.notFound" />;
}
