import { hasBuild, request, sleep, useServer } from "./harness";

const harness = useServer({ MAX_CONCURRENT_RENDERS: "1", RENDER_QUEUE_SIZE: "1" }, { "/fr/lent": 2000 });

describe.skipIf(!hasBuild)("load shedding (MAX_CONCURRENT_RENDERS, RENDER_QUEUE_SIZE)", () => {
  it("renders up to the limit, queues the next, and answers any more with a quick designed 503", async () => {
    const rendering = request(harness.server.port, "/fr/lent");
    await sleep(150);
    const queued = request(harness.server.port, "/fr/lent");
    await sleep(150);

    const started = performance.now();
    const shed = await request(harness.server.port, "/fr");
    // Quick: well before the slow pages (2 s) end, even on a loaded machine.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(shed.status).toBe(503);
    expect(shed.headers["retry-after"]).toBe("5");
    expect(shed.headers["x-content-type-options"]).toBe("nosniff");
    expect(shed.body.toString()).toContain("Site momentanément surchargé");
    expect(shed.body.toString()).toContain("Temporarily overloaded");
    expect(shed.body.toString()).not.toMatch(/<script|<link|src=/);

    // Static files and probes do not wait for a render slot.
    expect((await request(harness.server.port, "/healthz")).status).toBe(200);
    expect((await request(harness.server.port, "/readyz")).status).toBe(200);
    expect((await request(harness.server.port, "/favicon.svg")).status).toBe(200);

    expect((await rendering).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect((await request(harness.server.port, "/fr")).status).toBe(200);
  }, 10_000);
});
