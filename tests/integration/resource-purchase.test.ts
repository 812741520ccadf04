// Study resources are sold through the product registry (decisions 031, 032): notes as "pdf",
// books as "book", papers as "paper", priced by the server from the resources table, owned through
// entitlements — the list marks them owned, and a refund takes that back.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { db } from "../../app/lib/db.server";
import { reconcileOrders, startCheckout } from "../../app/features/payments/orders.server";
import { ownedProductIds } from "../../app/features/payments/ownership.server";
import { deliverSandboxWebhooks, SandboxGateway } from "../../app/features/payments/sandbox-gateway.server";
import { login, pageText, send } from "../support/test-app";
import { createResource, createUser } from "../support/factories";

const deliverWebhooks = () => deliverSandboxWebhooks((body, headers) => send("/api/payment/webhook", { method: "POST", headers, body }).then((r) => r.status));

describe("buying study resources", () => {
  it("prices each kind from the catalogue and refuses free, unpublished and mistyped items", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password);
    const notes = await createResource({ kind: "pdf-notes", priceRupees: 149 });
    const book = await createResource({ kind: "books", priceRupees: 399, author: "A. Author" });
    const paper = await createResource({ kind: "mock-papers", priceRupees: 49, exam: "JEE" });
    const free = await createResource({ kind: "pdf-notes", priceRupees: 0 });
    const hidden = await createResource({ kind: "books", priceRupees: 299, published: false });
    const order = (productType: string, productId: number, amount?: number) => send("/api/payment/create-order", { json: { productType, productId: String(productId), ...(amount ? { amount } : {}) }, jar });

    for (const [type, item, paise] of [["pdf", notes, 14_900], ["book", book, 39_900], ["paper", paper, 4_900]] as const) {
      const res = await order(type, item.id);
      expect(res.status, type).toBe(200);
      expect(await res.json()).toMatchObject({ amount: paise, currency: "INR" });
      expect((await order(type, item.id, 100)).status, `${type} tampered`).toBe(400);
    }
    expect((await order("pdf", free.id)).status).toBe(404);
    expect((await order("book", hidden.id)).status).toBe(404);
    // A book is not sold as notes, nor notes as a paper.
    expect((await order("pdf", book.id)).status).toBe(404);
    expect((await order("paper", notes.id)).status).toBe(404);
  });

  it("a paid book is owned after payment, shown as owned in its list, and not after a refund", async () => {
    const user = await createUser();
    const jar = await login(user.email, user.password);
    const book = await createResource({ kind: "books", priceRupees: 250, title: `Owned Book ${Date.now()}` });
    const start = await startCheckout({ userId: user.id, type: "book", productId: String(book.id) });
    if (!start.ok) throw new Error(start.error.messageKey);
    await new SandboxGateway().pay(start.order.gatewayOrderId, "success");
    await deliverWebhooks();
    await reconcileOrders({ olderThanMs: 0 });
    expect(await ownedProductIds(user.id, "book", [String(book.id)])).toEqual(new Set([String(book.id)]));
    const list = await pageText(await send(`/resources/books?q=${encodeURIComponent(book.title)}`, { jar }));
    expect(list).toContain(book.title);
    expect(list).toMatch(/Owned/);

    const [paid] = await db().select().from(orders).where(eq(orders.id, start.order.id));
    await new SandboxGateway().refund(paid.paymentId!, paid.amountPaise);
    await deliverWebhooks();
    expect(await ownedProductIds(user.id, "book", [String(book.id)])).toEqual(new Set());
  });
});
