// The page a request is about, whatever URL React Router's single fetch gave its loader (issue 9 A1:
// Buy Now while signed out came back to /checkout/6.data after sign-in).
import { describe, expect, it } from "vitest";
import { pageUrl } from "../../app/lib/page-url";
import { loginUrlFor } from "../../app/lib/safe-redirect";

const at = (path: string) => new Request(`http://localhost:3000${path}`);

describe("pageUrl", () => {
  it.each([
    ["/checkout/6.data", "/checkout/6"],
    ["/checkout/6.data?_routes=routes%2Fstudent%2Fcheckout", "/checkout/6"],
    ["/courses/_.data", "/courses/"],
    ["/_.data", "/"],
    ["/_root.data", "/"],
    ["/courses.data?q=physics&_routes=root", "/courses?q=physics"],
    ["/profile.data?index", "/profile"],
    ["/checkout/6", "/checkout/6"],
    ["/courses?q=data", "/courses?q=data"],
    ["/files/notes.data.pdf", "/files/notes.data.pdf"],
  ])("%s is the page %s", (url, page) => {
    expect(pageUrl(at(url)).pathWithSearch).toBe(page);
  });

  it("says whether the request was a data request", () => {
    expect(pageUrl(at("/dashboard.data")).isDataRequest).toBe(true);
    expect(pageUrl(at("/dashboard")).isDataRequest).toBe(false);
  });
});

describe("loginUrlFor", () => {
  it("brings the visitor back to the page, never to its .data URL", () => {
    expect(loginUrlFor(at("/checkout/6.data?_routes=routes%2Fstudent%2Fcheckout"))).toBe("/login?redirectTo=%2Fcheckout%2F6");
    expect(loginUrlFor(at("/resources/books.data?class=10th"))).toBe("/login?redirectTo=%2Fresources%2Fbooks%3Fclass%3D10th");
    expect(loginUrlFor(at("/_root.data"))).toBe("/login");
  });
});
