// deploy/compose.yaml (issue 35 §6) cannot be started here (no Docker): its topology is checked against
// the same files `npm run cluster` runs and against the server's own settings (server/config.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { readServerConfig } from "../../../server/config.mjs";

const deploy = path.resolve(__dirname, "../../../deploy");
const read = (file: string) => readFileSync(path.join(deploy, file), "utf8");

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  command?: string[];
  stop_grace_period?: string;
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const replicas = ["app-1", "app-2", "app-3"];
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe("deploy/compose.yaml: the topology of npm run cluster", () => {
  it("has Varnish, HAProxy, three replicas of the Dockerfile's image, Redis and the demo backend", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["varnish", "haproxy", ...replicas, "redis", "demo-backend"].sort(),
    );
    for (const name of replicas)
      expect(services[name].build).toEqual({ context: "..", dockerfile: "Dockerfile" });
  });

  it("runs each replica as server/config.mjs reads it: production, a metrics port, two proxies in front", () => {
    for (const name of replicas) {
      const env = services[name].environment ?? {};
      const config = readServerConfig(env);
      expect(config).toMatchObject({ port: 3000, trustProxyHops: 2 });
      expect(config.metricsPort).toBeGreaterThan(0);
      expect(env.NODE_ENV).toBe("production");
      expect(env.PUBLIC_ORIGIN).toBe("http://localhost:8080");
      expect(env.REDIS_URL).toBe("redis://redis:6379");
      // The drain and the requests under way end before Docker's SIGKILL.
      expect(seconds(services[name].stop_grace_period ?? "") * 1000).toBeGreaterThan(
        config.shutdownTimeoutMs,
      );
    }
  });

  it("points HAProxy at each replica's port, checking /readyz with the config npm run cluster uses", () => {
    const haproxy = services.haproxy;
    expect(haproxy.volumes).toContain("./haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    replicas.forEach((name, i) => {
      const { port } = readServerConfig(services[name].environment ?? {});
      expect(haproxy.environment?.[`REPLICA_${i + 1}`]).toBe(`${name}:${port}`);
    });
    const cfg = read("haproxy/haproxy.cfg");
    expect(cfg).toMatch(/http-check send meth GET uri \/readyz/);
    expect(cfg).toMatch(/option forwardfor/);
    for (let i = 1; i <= 3; i += 1) expect(cfg).toContain(`"\${REPLICA_${i}}"`);
  });

  it("puts Varnish in front of HAProxy on the port HAProxy binds, and publishes the CDN's port as PUBLIC_ORIGIN's", () => {
    const haproxyPort = /:(\d+)$/.exec(services.haproxy.environment?.HAPROXY_BIND ?? "")?.[1];
    const backend = read("varnish/backend.vcl");
    expect(backend).toMatch(/\.host = "haproxy";/);
    expect(backend).toContain(`.port = "${haproxyPort}";`);
    expect(services.varnish.volumes).toContain("./varnish:/etc/varnish:ro");
    expect(read("varnish/default.vcl")).toContain('include "backend.vcl";');
    const published = services.varnish.ports?.[0].split(":")[0];
    expect(new URL(services["app-1"].environment?.PUBLIC_ORIGIN ?? "").port).toBe(published);
  });

  it("gives the replicas the demo backend's address and port", () => {
    const backendPort = services["demo-backend"].environment?.DEMO_BACKEND_PORT;
    for (const name of replicas) {
      expect(services[name].environment?.CMS_URL).toBe(`http://demo-backend:${backendPort}`);
      expect(services[name].environment?.CORE_URL).toBe(`http://demo-backend:${backendPort}`);
    }
  });
});

describe("deploy/haproxy and deploy/varnish: accepted by the programs themselves", () => {
  const has = (program: string) => spawnSync("sh", ["-c", `command -v ${program}`]).status === 0;

  it.skipIf(!has("haproxy"))("haproxy -c accepts haproxy.cfg with the compose environment", () => {
    const check = spawnSync("haproxy", ["-c", "-f", path.join(deploy, "haproxy/haproxy.cfg")], {
      env: { ...process.env, ...services.haproxy.environment },
      encoding: "utf8",
    });
    expect(check.status, check.stdout + check.stderr).toBe(0);
  });

  // Varnish resolves a backend's host as it compiles: the compose one ("haproxy") is swapped for a
  // loopback address, as `npm run cluster` does.
  it.skipIf(!has("varnishd"))("varnishd -C compiles default.vcl", () => {
    const workDir = mkdtempSync(path.join(tmpdir(), "vcl-"));
    writeFileSync(
      path.join(workDir, "backend.vcl"),
      read("varnish/backend.vcl").replace('.host = "haproxy"', '.host = "127.0.0.1"'),
    );
    const check = spawnSync(
      "varnishd",
      [
        // -j none: no switch to the varnish users, who cannot enter a private temporary folder.
        ...["-C", "-j", "none", "-n", path.join(workDir, "n")],
        ...["-p", `vcl_path=${workDir}:${path.join(deploy, "varnish")}`],
        ...["-f", path.join(deploy, "varnish/default.vcl")],
      ],
      { encoding: "utf8" },
    );
    rmSync(workDir, { recursive: true, force: true });
    expect(check.status, check.stderr).toBe(0);
  });
});
