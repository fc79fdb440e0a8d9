// Metrics an operator scrapes (issue 35 §4): /metrics in Prometheus format, refused outside
// METRICS_ALLOW, or on a port of its own.
import { startStubUpstream, type StubUpstream } from "../../../scripts/stub-upstream.mjs";
import { freePort } from "../../../scripts/local-server.mjs";
import { hasBuild, request, startServer, type RunningServer } from "./harness";
import { FORM, serveContactSite, validLead } from "./stub-site";

let upstream: StubUpstream;
let server: RunningServer;

beforeAll(async () => {
  if (!hasBuild) return;
  upstream = await startStubUpstream();
  serveContactSite(upstream);
  server = await startServer(upstream, { PAGE_CACHE_SECONDS: "30", TRUST_PROXY_HOPS: "1" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split("\n").find((row) => row.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe.skipIf(!hasBuild)("/metrics (issue 35 §4)", () => {
  it("counts requests by kind and status class, the page cache, the CMS, leads and the process", async () => {
    await request(server.port, "/fr/une-page");
    await request(server.port, "/fr/une-page");
    await request(server.port, "/healthz");
    await request(server.port, "/resources/image?w=10");
    upstream.behaviors.set("POST /api/swc/1/contact", { kind: "json", body: { status: "success" } });
    const posted = await request(server.port, "/fr/contact", {
      method: "POST",
      headers: FORM,
      body: validLead("metrics-1"),
    });
    expect(posted.status).toBe(303);

    const scraped = await request(server.port, "/metrics");
    expect(scraped.status).toBe(200);
    expect(scraped.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scraped.body.toString();
    const count = (labels: string) => sample(text, `http_request_duration_seconds_count{${labels}}`);
    expect(count('kind="page",status_class="2xx"')).toBeGreaterThanOrEqual(2);
    expect(count('kind="probe",status_class="2xx"')).toBe(1);
    expect(count('kind="image",status_class="4xx"')).toBe(1);
    expect(sample(text, 'page_cache_events_total{event="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_events_total{event="miss"}')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'upstream_request_duration_seconds_count{upstream="cms",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'leads_total{outcome="sent"}')).toBe(1);
    expect(sample(text, 'image_transforms_total{status="400"}')).toBe(1);
    expect(text).toMatch(/^cms_breaker_state 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^# TYPE requests_shed_total counter$/m);
    expect(text).toMatch(/^# TYPE image_queue_length gauge$/m);
  });

  it("is refused (the designed 404) to a client outside METRICS_ALLOW, as the balancer names it", async () => {
    const outside = await request(server.port, "/metrics", { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(outside.status).toBe(404);
    expect(outside.body.toString()).not.toContain("http_request_duration_seconds");
  });

  it("with METRICS_PORT, is served there only", async () => {
    const metricsPort = await freePort();
    const own = await startServer(upstream, { METRICS_PORT: String(metricsPort) });
    try {
      expect((await request(own.port, "/metrics")).status).toBe(404);
      const scraped = await request(metricsPort, "/metrics");
      expect(scraped.status).toBe(200);
      expect(scraped.body.toString()).toContain("# TYPE http_request_duration_seconds histogram");
    } finally {
      await own.stop();
    }
  });
});
