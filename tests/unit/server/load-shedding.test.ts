import { hasBuild, request, sleep, useServer } from "./harness";

// The slow page holds the one render slot long enough for a loaded machine to send two more requests.
const SLOW_MS = 4000;
const harness = useServer(
  { MAX_CONCURRENT_RENDERS: "1", RENDER_QUEUE_SIZE: "1", UPSTREAM_TIMEOUT_MS: "30000" },
  { "/fr/lent": SLOW_MS },
);

/** Waits until the stub CMS has been asked for `pagePath` `times` times in all. */
async function untilCmsCalled(pagePath: string, times: number) {
  while (harness.cms.calls.filter((call) => call === pagePath).length < times) await sleep(20);
}

describe.skipIf(!hasBuild)("load shedding (MAX_CONCURRENT_RENDERS, RENDER_QUEUE_SIZE)", () => {
  it("renders up to the limit, queues the next, and answers any more with a quick designed 503", async () => {
    let slowDone = false;
    const rendering = request(harness.server.port, "/fr/lent").finally(() => (slowDone = true));
    await untilCmsCalled("/fr/lent", 1); // the slot is taken

    // Whichever of the two the server reads first takes the one place in the queue; the other is shed.
    // No clock: "quick" means answered while the slow page still holds the slot.
    let shedWhileSlow = false;
    const two = ["/fr", "/fr"].map((pagePath) =>
      request(harness.server.port, pagePath).then((answer) => {
        if (answer.status === 503) shedWhileSlow = !slowDone;
        return answer;
      }),
    );
    const answers = await Promise.all(two);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503]);
    expect(shedWhileSlow).toBe(true);
    const shed = answers.find((answer) => answer.status === 503)!;
    expect(shed.headers["retry-after"]).toBe("5");
    expect(shed.headers["x-content-type-options"]).toBe("nosniff");
    expect(shed.body.toString()).toContain("Site momentanément surchargé");
    expect(shed.body.toString()).toContain("Temporarily overloaded");
    expect(shed.body.toString()).not.toMatch(/<script|<link|src=/);
    expect((await rendering).status).toBe(200);

    // Static files and probes do not wait for a render slot.
    let blockerDone = false;
    const blocker = request(harness.server.port, "/fr/lent").finally(() => (blockerDone = true));
    await untilCmsCalled("/fr/lent", 2);
    expect((await request(harness.server.port, "/healthz")).status).toBe(200);
    expect((await request(harness.server.port, "/readyz")).status).toBe(200);
    expect((await request(harness.server.port, "/favicon.svg")).status).toBe(200);
    expect(blockerDone).toBe(false); // none of the three waited for the slot
    expect((await blocker).status).toBe(200);
    expect((await request(harness.server.port, "/fr")).status).toBe(200);
  }, 60_000);
});
