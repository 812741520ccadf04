// The streaming multipart reader of the resource editor (lib/forms/stream-form.server.ts, decision
// 034): a file part reaches its handler while the body is still arriving (never buffered whole),
// text fields typed before it are known to the handler, a refused file is drained so the form still
// gets its answer, and repeated or unknown fields mark the form malformed.
import { describe, expect, it } from "vitest";
import { readStreamedForm } from "~/lib/forms/stream-form.server";

const BOUNDARY = "----vp-test-boundary";
const enc = new TextEncoder();
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
const end = `\r\n--${BOUNDARY}--\r\n`;

function request(body: ReadableStream<Uint8Array>) {
  return new Request("http://x/admin/resources/new", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body, duplex: "half" } as RequestInit);
}

describe("readStreamedForm", () => {
  it("hands the file to its handler before the body has finished arriving", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(enc.encode(part("kind", "books") + fileHead("file", "big.pdf")));
        controller.enqueue(chunk);
        await gate; // the rest of the body only once the handler has seen the first bytes
        controller.enqueue(chunk);
        controller.enqueue(enc.encode(end));
        controller.close();
      },
    });
    const form = await readStreamedForm(request(body), {
      fileFields: ["file"],
      onFile: async (file, fields) => {
        expect(fields.kind).toBe("books");
        let size = 0;
        for await (const c of file.stream) {
          size += (c as Buffer).byteLength;
          if (size >= chunk.byteLength) release();
        }
        return size;
      },
    });
    expect(form?.malformed).toBe(false);
    expect(form?.files.file).toBe(2 * chunk.byteLength);
  });

  it("drains a refused file and still returns the fields; repeated and unknown fields are malformed", async () => {
    const bytes = enc.encode(part("title", "Optics") + fileHead("file", "a.pdf") + "x".repeat(100_000) + end);
    const refused = await readStreamedForm(request(new Blob([bytes]).stream()), {
      fileFields: ["file"],
      onFile: async (file) => {
        for await (const c of file.stream) if (c) break; // read a little, then refuse
        throw new Error("too large");
      },
    });
    expect(refused?.fields.title).toBe("Optics");
    expect(String(refused?.failures.file)).toContain("too large");
    expect(refused?.malformed).toBe(false);

    const repeated = await readStreamedForm(request(new Blob([enc.encode(part("title", "a") + part("title", "b") + `--${BOUNDARY}--\r\n`)]).stream()), { fileFields: [], onFile: async () => 0 });
    expect(repeated?.malformed).toBe(true);
    // A second part for the same file field is never handed to the handler (nothing stored for it).
    let handled = 0;
    const twice = await readStreamedForm(request(new Blob([enc.encode(fileHead("file", "a.pdf") + "abc\r\n" + fileHead("file", "b.pdf") + "def" + end)]).stream()), {
      fileFields: ["file"],
      onFile: async (file) => {
        handled += 1;
        for await (const c of file.stream) void c;
        return 1;
      },
    });
    expect(twice?.malformed).toBe(true);
    expect(handled).toBe(1);
    const unknown = await readStreamedForm(request(new Blob([enc.encode(fileHead("other", "x.pdf") + "abc" + end)]).stream()), { fileFields: ["file"], onFile: async () => 0 });
    expect(unknown?.malformed).toBe(true);
    const cut = await readStreamedForm(request(new Blob([enc.encode(part("title", "a") + fileHead("file", "x.pdf") + "abc")]).stream()), {
      fileFields: ["file"],
      onFile: async (file) => {
        for await (const c of file.stream) void c;
        return 1;
      },
    });
    expect(cut?.malformed).toBe(true);
  });

  it("is null for a body that is not multipart", async () => {
    expect(await readStreamedForm(new Request("http://x/", { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } }), { fileFields: [], onFile: async () => 0 })).toBeNull();
  });
});
