import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { BASE_SECURITY_HEADERS } from "../../../server/security-headers.mjs";
import { hasBuild, rawRequest, request, root, sleep, useServer } from "./harness";

const harness = useServer({}, { "/fr/lent": 2000 });

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
}

describe.skipIf(!hasBuild)("production server (harness.server.mjs)", () => {
  describe("compression", () => {
    it.each([
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ])("Accept-Encoding %s → %s, the page compressed in one pass", async (accepted, expected) => {
      const answer = await request(harness.server.port, "/fr", { headers: { "Accept-Encoding": accepted } });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(expected);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      const html = expected === "br" ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      // React streams the loader data after </html>: the page ends with its last script.
      expect(html.toString()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>[\s\S]*<\/script>$/i);
      // Enough markup for React to write the page in many chunks: the stub's 96 list items are
      // in the HTML twice, rendered and in the loader data.
      expect(html.toString().match(/Maison n° \d+/g)?.length).toBeGreaterThanOrEqual(190);
      // A flush per written chunk (what the Remix adapter asks for) costs ~50% more bytes.
      const onePass =
        expected === "br"
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(html);
      expect(answer.body.length).toBeLessThan(onePass.length * 1.05 + 64);
    });

    it("sends the page uncompressed to a client that asks for no encoding", async () => {
      const answer = await request(harness.server.port, "/fr", {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toMatch(/<\/html>[\s\S]*<\/script>$/);
    });
  });

  describe("static files", () => {
    it("serves /build/ files for a year, immutable, with the security headers", async () => {
      const file = readdirSync(path.join(root, "public/build/_shared")).find((name) => name.endsWith(".js"));
      const answer = await request(harness.server.port, `/build/_shared/${file}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-type"]).toMatch(/javascript/);
      expectSecurityHeaders(answer.headers);
    });

    it.each([
      ["br", "br"],
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ])(
      "Accept-Encoding %s → the build's %s copy of a script, not compressed again",
      async (accepted, expected) => {
        const name = readdirSync(path.join(root, "public/build/_shared")).find((file) =>
          file.endsWith(".js"),
        );
        const original = readFileSync(path.join(root, "public/build/_shared", String(name)));
        const answer = await request(harness.server.port, `/build/_shared/${name}`, {
          headers: { "Accept-Encoding": accepted },
        });
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"]).toBe(expected);
        expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const decoded =
          expected === "br"
            ? brotliDecompressSync(answer.body)
            : expected === "gzip"
              ? gunzipSync(answer.body)
              : answer.body;
        expect(decoded.equals(original)).toBe(true);
        if (expected === "br") {
          const copy = readFileSync(path.join(root, "public/build/_shared", `${name}.br`));
          expect(answer.body.equals(copy)).toBe(true);
        }
      },
    );

    it("serves other public/ files for an hour with the security headers", async () => {
      const answer = await request(harness.server.port, "/favicon.svg");
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
      expectSecurityHeaders(answer.headers);
    });

    it("answers a missing build file with the designed 404, without asking the CMS", async () => {
      const before = harness.cms.calls.length;
      const answer = await request(harness.server.port, "/build/_shared/missing.js");
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain("Page introuvable");
      expectSecurityHeaders(answer.headers);
      expect(harness.cms.calls.length).toBe(before);
    });

    it("keeps the header values of app/security-headers.server.ts", () => {
      const source = readFileSync(path.join(root, "app/security-headers.server.ts"), "utf8");
      for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
        expect(source).toContain(`"${name}": "${value}"`);
      }
    });
  });

  describe("request log", () => {
    it("writes one JSON line per request: method, path without query, status, ms, bytes, ip", async () => {
      await request(harness.server.port, "/fr?email=visitor@example.com", {
        headers: { "Accept-Encoding": "gzip", "X-Forwarded-For": "203.0.113.9" },
      });
      await sleep(50);
      const line = harness.server.logs
        .filter((entry) => entry.msg === "request" && entry.path === "/fr")
        .at(-1);
      expect(line).toMatchObject({ level: "info", method: "GET", status: 200, ip: "203.0.113.9" });
      expect(typeof line?.time).toBe("string");
      expect(line?.ms).toBeGreaterThan(0);
      expect(line?.bytes).toBeGreaterThan(1000);
      expect(JSON.stringify(harness.server.logs)).not.toContain("visitor@example.com");
    });

    it("keeps /healthz out of the info-level log", async () => {
      await request(harness.server.port, "/healthz");
      await sleep(50);
      expect(harness.server.logs.some((entry) => entry.path === "/healthz")).toBe(false);
    });
  });

  describe("request body limit", () => {
    it("answers 413 to a Content-Length over 100 KB before the body is sent", async () => {
      const answer = await rawRequest(
        harness.server.port,
        "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 102401\r\n\r\nname=a",
      );
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      expect(answer.body).toContain("Contenu trop volumineux");
    });

    it("reads what a client still sends after its 413 instead of resetting the connection", async () => {
      // A reset while the client is still uploading can destroy the 413 before the client reads it.
      const socket = net.connect({ port: harness.server.port, host: "127.0.0.1", allowHalfOpen: true });
      const problems: string[] = [];
      socket.on("error", (error) => problems.push(String(error)));
      let answer = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (answer += chunk));
      const ended = new Promise((resolve) => socket.on("end", resolve));
      socket.write(
        "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
          "Content-Length: 2000000\r\n\r\nmessage=",
      );
      await ended; // the 413 is sent and the server has closed its side
      for (let i = 0; i < 20; i++) {
        socket.write("a".repeat(100_000));
        await sleep(10);
      }
      await sleep(100);
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(problems).toEqual([]);
    });

    it("answers 413 instead of 100 Continue when the client asks first", async () => {
      const answer = await rawRequest(
        harness.server.port,
        "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 200000\r\n\r\n",
      );
      expect(answer.raw).not.toContain("100 Continue");
      expect(answer.status).toBe(413);
    });

    it("lets a body within the limit through to the app", async () => {
      const answer = await request(harness.server.port, "/fr/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `message=${"a".repeat(50_000)}`,
      });
      expect(answer.status).not.toBe(413);
    });

    it("answers 411 to a chunked body (its size is unknown until read)", async () => {
      const answer = await rawRequest(
        harness.server.port,
        "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n\r\n",
      );
      expect(answer.status).toBe(411);
    });
  });

  describe("malformed requests get the designed page, never a 500", () => {
    const target = (path: string, headers = "Host: localhost") =>
      `GET ${path} HTTP/1.1\r\n${headers}\r\nConnection: close\r\n\r\n`;
    it.each([
      ["Host with markup", 400, target("/fr", "Host: <script>alert(1)</script>")],
      ["Host with a port out of range", 400, target("/fr", "Host: localhost:99999")],
      ["Host with a port that is no number", 400, target("/fr", "Host: localhost:abc")],
      ["no Host", 400, "GET /fr HTTP/1.1\r\nConnection: close\r\n\r\n"],
      [
        "X-Forwarded-Host with a bad port",
        400,
        target("/fr", "Host: localhost\r\nX-Forwarded-Host: a:99999"),
      ],
      [
        "X-Forwarded-Proto that is no protocol",
        400,
        target("/fr", "Host: localhost\r\nX-Forwarded-Proto: <x>"),
      ],
      ["absolute-form target naming another host", 400, target("http://evil.test/fr")],
      ["malformed percent-encoding", 400, target("/fr/%E0%A4%A")],
      ["percent sign without digits", 400, target("/fr/100%")],
      ["path over 2 KB", 414, target(`/fr/${"a".repeat(2100)}`)],
      ["TRACE", 405, "TRACE /fr HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"],
      ["TRACK", 405, "TRACK /fr HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"],
      ["CONNECT", 405, "CONNECT evil.test:443 HTTP/1.1\r\nHost: evil.test:443\r\n\r\n"],
      ["a header line without a colon", 400, target("/fr", "Host: localhost\r\nBroken header")],
    ])("%s → %i", async (_name, status, text) => {
      const answer = await rawRequest(harness.server.port, text);
      expect(answer.status).toBe(status);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      expectSecurityHeaders(answer.headers);
      expect(answer.body).toContain(`<p class="status">${status}</p>`);
      expect(answer.body).toContain('lang="en"');
      expect(answer.body).not.toMatch(/Error:|\bat .+\.js/);
      if (status === 405) expect(answer.headers.allow).toBe("GET, HEAD, POST");
    });

    it("serves an absolute-form target naming this host", async () => {
      const answer = await rawRequest(harness.server.port, target(`http://localhost/fr`));
      expect(answer.status).toBe(200);
    });
  });

  describe("health", () => {
    it("/healthz answers at once while slow pages are under way", async () => {
      const slow = Array.from({ length: 8 }, () => request(harness.server.port, "/fr/lent"));
      await sleep(100);
      const started = performance.now();
      const answer = await request(harness.server.port, "/healthz");
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe("ok");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(answer.headers);
      expect(elapsed).toBeLessThan(1000); // the slow pages take 2 s
      expect((await Promise.all(slow)).map((page) => page.status)).toEqual(Array(8).fill(200));
    }, 10_000);

    it("/readyz is the app's CMS check while the server is not draining", async () => {
      const answer = await request(harness.server.port, "/readyz");
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe("ready");
    });
  });
});
