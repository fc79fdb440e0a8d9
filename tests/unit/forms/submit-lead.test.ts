import type * as SubmitLeadModule from "~/core/submit-lead.server";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

let server: Server;
let answer: { status: number; body: string } = { status: 200, body: '{"status":"success"}' };
const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let submitLead: (typeof SubmitLeadModule)["submitLead"];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(answer.status, { "Content-Type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { CMS_URL: base, CORE_URL: base });
  vi.resetModules();
  ({ submitLead } = await import("~/core/submit-lead.server"));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = () =>
  submitLead({
    locale: "en",
    micrositeId: 101,
    siteKey: "key-101",
    payload: { form_type: "contact_form", email: "a@b.ca" },
    idempotencyKey: "abc123",
  });

describe("submitLead: POST /contact (spec 1 §7)", () => {
  it("posts the payload form-encoded on the protected client with the Idempotency-Key", async () => {
    answer = { status: 200, body: '{"status":"success"}' };
    expect(await send()).toBe("sent");
    const last = seen.at(-1)!;
    expect(last.url).toBe("/api/swc/101/contact");
    expect(last.headers).toMatchObject({
      "content-type": expect.stringContaining("application/x-www-form-urlencoded"),
      "x-site-key": "key-101",
      "idempotency-key": "abc123",
      "content-language": "en",
    });
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual({
      form_type: "contact_form",
      email: "a@b.ca",
    });
  });

  it("a status other than success only logs a warning and still counts as sent", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = { status: 200, body: '{"status":"pending"}' };
    expect(await send()).toBe("sent");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("pending"));
    warn.mockRestore();
  });

  it("a 5xx answer is a failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = { status: 503, body: "{}" };
    expect(await send()).toBe("failed");
    warn.mockRestore();
  });

  // Issue 21: a 4xx counted as sent, and the lead was lost in silence.
  it.each([400, 401, 404, 422, 429])("a %i answer is a failure, not a success", async (status) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = { status, body: '{"status":"error"}' };
    expect(await send()).toBe("failed");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(String(status)));
    warn.mockRestore();
  });

  it("409 (the idempotency key is already stored) is a success: the lead is in", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    answer = { status: 409, body: '{"message":"duplicate"}' };
    expect(await send()).toBe("sent");
    info.mockRestore();
  });

  it("a 2xx is a success whatever its body says (not JSON, empty), with a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    answer = { status: 201, body: "<html>stored</html>" };
    expect(await send()).toBe("sent");
    answer = { status: 200, body: "" };
    expect(await send()).toBe("sent");
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("a core API that cannot be reached is a failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const previous = process.env.CORE_URL;
    process.env.CORE_URL = "http://127.0.0.1:1";
    vi.resetModules();
    const { submitLead: unreachable } = await import("~/core/submit-lead.server");
    try {
      const outcome = await unreachable({
        locale: "en",
        micrositeId: 101,
        siteKey: "key-101",
        payload: { form_type: "contact_form" },
        idempotencyKey: "abc123",
      });
      expect(outcome).toBe("failed");
    } finally {
      process.env.CORE_URL = previous;
      warn.mockRestore();
    }
  });
});
