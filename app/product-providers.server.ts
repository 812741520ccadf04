// The composition of the product registry (docs/decisions/032-product-registry.md): which feature
// sells which product type. Payments know only the registry; the features know nothing of each
// other. Imported for its effect by both bundles — app/entry.server.tsx (the React Router build) and
// server/app.ts (the HTTP server bundle) — and by the integration tests' setup.
//
// A new product type is one line here, e.g. the study resources (owned through entitlements):
//   registerProductProvider(entitlementProduct({ type: "pdf", find: resourceForOrder, openPath: (id) => `/pdf/${id}`, pagePath: () => "/resources/pdf-notes" }));
import { courseProduct } from "./features/courses/course-product.server";
import { entitlementProduct } from "./features/payments/entitlement-product.server";
import { registerProductProvider } from "./features/payments/product-registry.server";
import { resourceForOrder, resourceListPath, resourceOpenPath, resourceProductId } from "./features/resources/resource-product.server";

registerProductProvider(courseProduct);
// Study resources (decision 031): PDF notes, books and papers, owned through entitlements.
for (const type of ["pdf", "book", "paper"] as const) {
  registerProductProvider(entitlementProduct({ type, parseId: resourceProductId, find: (id) => resourceForOrder(type, id), openPath: (id) => resourceOpenPath(type, id), pagePath: () => resourceListPath(type) }));
}
