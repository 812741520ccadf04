// Courses as a product that payments sell (docs/decisions/032-product-registry.md): the catalogue
// price (whole rupees, GST-inclusive) is turned into paise here, on the server; only a published,
// Paid course priced above zero is on sale. Access is the course's enrollment row with source
// 'purchase', written and removed in payments' transaction.
import type { ProductProvider } from "../payments/product-registry.server";
import { rupeesToPaise } from "../payments/pricing";
import { courseForOrder, courseSummary, grantCourseAccess, isEnrolled, revokePurchasedAccess } from "./enrollment.server";

const courseId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= 2_147_483_647 ? String(Number(id)) : null);

export const courseProduct: ProductProvider = {
  type: "course",
  parseId: courseId,
  async findForSale(id) {
    const c = courseId(id) ? await courseForOrder(Number(id)) : null;
    if (!c || c.tag !== "Paid" || c.priceRupees <= 0) return null;
    return { id: String(c.id), name: c.name, pricePaise: rupeesToPaise(c.priceRupees), imageUrl: c.thumbnail, byline: c.instructor };
  },
  async freePath(id) {
    const c = courseId(id) ? await courseForOrder(Number(id)) : null;
    return c?.tag === "Free" ? `/courses/${c.id}/details` : null;
  },
  async describe(id) {
    const c = courseId(id) ? await courseSummary(Number(id)) : null;
    return c ? { name: c.name, imageUrl: c.thumbnail } : null;
  },
  owns: (userId, id, executor) => (courseId(id) ? isEnrolled(userId, Number(id), executor) : Promise.resolve(false)),
  grant: (tx, userId, id) => grantCourseAccess(tx, userId, Number(id)),
  revoke: (tx, userId, id) => revokePurchasedAccess(tx, userId, Number(id)),
  openPath: (id) => `/courses/${id}/content`,
  pagePath: (id) => `/courses/${id}/details`,
};
