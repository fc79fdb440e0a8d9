import { readServerConfig } from "../../../server/config.mjs";
import { isValidHost } from "../../../server/guards.mjs";

describe("server configuration (server/config.mjs)", () => {
  it("defaults: keep-alive 65 s, headers 66 s, 100 KB bodies, 64 renders, 10 s drain, 25 s deadline", () => {
    expect(readServerConfig({})).toMatchObject({
      port: 3000,
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 66_000,
      maxBodyBytes: 102_400,
      maxConcurrentRenders: 64,
      renderQueueSize: 32,
      shutdownDrainMs: 10_000,
      shutdownTimeoutMs: 25_000,
      logLevel: "info",
      bodyTimeoutMs: 10_000,
      eventLoopDelayLimitMs: 200,
    });
  });

  it("reads BODY_TIMEOUT_MS and EVENT_LOOP_DELAY_LIMIT_MS (0: no shedding on delay)", () => {
    expect(readServerConfig({ BODY_TIMEOUT_MS: "2500", EVENT_LOOP_DELAY_LIMIT_MS: "0" })).toMatchObject({
      bodyTimeoutMs: 2500,
      eventLoopDelayLimitMs: 0,
    });
  });

  it("trusts one proxy hop in production and none in development, unless told", () => {
    expect(readServerConfig({ NODE_ENV: "production" }).trustProxyHops).toBe(1);
    expect(readServerConfig({ NODE_ENV: "development" }).trustProxyHops).toBe(0);
    expect(readServerConfig({ TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
  });

  it("names every bad variable", () => {
    const bad = {
      MAX_BODY_BYTES: "lots",
      SHUTDOWN_DRAIN_MS: "-1",
      LOG_LEVEL: "loud",
      BODY_TIMEOUT_MS: "0",
      EVENT_LOOP_DELAY_LIMIT_MS: "soon",
    };
    expect(() => readServerConfig(bad)).toThrow(/Invalid server configuration/);
    for (const name of Object.keys(bad)) expect(() => readServerConfig(bad)).toThrow(name);
  });
});

describe("Host validation", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "www.agence.example",
    "127.0.0.1:8080",
    "[::1]:3000",
    "svc_name.local.",
  ])("accepts %s", (host) => expect(isValidHost(host)).toBe(true));
  it.each([
    "",
    "<script>",
    "a b",
    "localhost:0",
    "localhost:65536",
    "localhost:abc",
    "localhost:",
    "999.1.1.1",
    "[::g]",
    "user@host",
    "a..b",
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});
