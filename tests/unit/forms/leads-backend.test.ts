import { startDemoBackend } from "../../../demo-backend/src/server";

let backend: Awaited<ReturnType<typeof startDemoBackend>>;
beforeAll(async () => {
  backend = await startDemoBackend({ port: 0, dbPath: ":memory:", testHooks: true });
});
afterAll(() => backend.close());

const post = (key: string | null, email: string) =>
  fetch(`${backend.url}/api/swc/101/contact`, {
    method: "POST",
    headers: {
      "X-Site-Key": "demo-site-key-101",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: new URLSearchParams({ form_type: "contact_form", email, first_name: "Léa <b>" }),
  });

describe("the demo backend's leads", () => {
  it("stores a lead once per Idempotency-Key and answers a duplicate with the first answer", async () => {
    expect(await (await post("k-1", "dup@exemple.ca")).json()).toEqual({ status: "success" });
    expect(await (await post("k-1", "dup@exemple.ca")).json()).toEqual({ status: "success" });
    const leads = (await (await fetch(`${backend.url}/__test/submissions`)).json()) as {
      idempotency_key: string;
      payload: Record<string, string>;
    }[];
    expect(leads.filter((lead) => lead.payload.email === "dup@exemple.ca")).toHaveLength(1);
    expect(leads[0].idempotency_key).toBe("k-1");
  });

  it("lists the leads newest first on GET /leads, escaped", async () => {
    await post(null, "first@exemple.ca");
    await post(null, "second@exemple.ca");
    const html = await (await fetch(`${backend.url}/leads`)).text();
    expect(html.indexOf("second@exemple.ca")).toBeLessThan(html.indexOf("first@exemple.ca"));
    expect(html).toContain("Léa &#60;b&#62;");
    expect(html).not.toContain("Léa <b>");
  });

  it("fails (500) on demand through the test hook", async () => {
    const hook = (mode: string) =>
      fetch(`${backend.url}/__test/contact-failure`, { method: "POST", body: JSON.stringify({ mode }) });
    await hook("error");
    expect((await post("k-2", "fail@exemple.ca")).status).toBe(500);
    await hook("off");
    expect((await post("k-2", "fail@exemple.ca")).status).toBe(200);
  });
});
