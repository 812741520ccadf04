// The admin kit's list query (lib/lists): one parser for ?q=&sort=&dir=&page= per list, links that
// keep search, filters and sort, and the page window. Bad values give defaults, never a throw.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineList, listHref, nextDir, pageWindow, withParams } from "../../app/lib/lists/list-query";
import { parseListQuery } from "../../app/lib/lists/list-query.server";

const spec = defineList({ sorts: ["created", "name", "price"] as const, defaultSort: "created", defaultDir: "desc", pageSize: 25 });
const parse = (search: string) => parseListQuery(new URLSearchParams(search), spec);

describe("parseListQuery", () => {
  it("reads search, sort, direction and page", () => {
    expect(parse("q=%20Physics%20&sort=name&dir=asc&page=3")).toEqual({ q: "Physics", sort: "name", dir: "asc", page: 3 });
    expect(parse("")).toEqual({ q: "", sort: "created", dir: "desc", page: 1 });
  });

  it("gives the default for an unknown column, direction or a page that is not a whole number from 1", () => {
    for (const bad of ["sort=password", "sort=", "sort=NAME", "sort=__proto__", "sort=name;drop"]) expect(parse(bad).sort, bad).toBe("created");
    expect(parse("sort=name&dir=sideways").dir).toBe("desc");
    expect(parse("dir=asc").dir).toBe("desc"); // a direction without a known column keeps the default order
    for (const bad of ["page=0", "page=-1", "page=abc", "page=1.5", "page=1e3", "page=9999999", "page="]) expect(parse(bad).page, bad).toBe(1);
  });

  it("cleans and bounds the search", () => {
    expect(parse(`q=${"x".repeat(5000)}`).q).toHaveLength(200);
    expect(parse("q=a%01b%7Fc").q).toBe("abc");
    expect(parse("q=%ED%A0%80x").q).not.toMatch(/\p{Cs}/u);
  });

  it("never throws, whatever the query string", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("q", "sort", "dir", "page", "x"), fc.string({ unit: "binary", maxLength: 30 })), (raw) => {
        const query = parse(new URLSearchParams(raw).toString());
        expect(spec.sorts).toContain(query.sort);
        expect(["asc", "desc"]).toContain(query.dir);
        expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
      }),
    );
  });
});

describe("listHref and pageWindow", () => {
  const query = { q: "maths", sort: "name" as const, dir: "asc" as const, page: 2 };
  it("leaves defaults out and keeps search, filters and sort", () => {
    expect(listHref("/admin/x", spec, { q: "", sort: "created", dir: "desc", page: 1 })).toBe("/admin/x");
    expect(listHref("/admin/x", spec, query, { role: "admin", status: null })).toBe("/admin/x?q=maths&role=admin&sort=name&dir=asc&page=2");
    expect(listHref("/admin/x", spec, query, {}, { sort: "price", dir: "desc", page: 1 })).toBe("/admin/x?q=maths&sort=price&dir=desc");
    expect(withParams("/admin/x?q=a", { done: "deleted" })).toBe("/admin/x?q=a&done=deleted");
  });

  it("turns the direction on the sorted column and starts a new column with its first direction", () => {
    expect(nextDir(query, "name")).toBe("desc");
    expect(nextDir(query, "price", "desc")).toBe("desc");
    expect(nextDir({ ...query, dir: "desc" }, "name")).toBe("asc");
  });

  it("clamps the page to the rows there are", () => {
    expect(pageWindow(1, 0, 25)).toEqual({ page: 1, pages: 1, offset: 0, limit: 25 });
    expect(pageWindow(2, 30, 25)).toEqual({ page: 2, pages: 2, offset: 25, limit: 25 });
    expect(pageWindow(9, 30, 25)).toEqual({ page: 2, pages: 2, offset: 25, limit: 25 });
  });
});
