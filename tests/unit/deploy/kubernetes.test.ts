// Issue 35 §6: deploy/kubernetes/ is valid for a cluster and agrees with the server it runs:
// probe paths, ports and time-outs as server/config.mjs reads the manifests' own environment.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { IDeployment } from "kubernetes-models/apps/v1/Deployment";
import { freePort } from "../../../scripts/local-server.mjs";
import {
  hasBuild,
  request,
  startServer,
  startStubCms,
  type RunningServer,
  type StubCms,
} from "../server/harness";
import { deploymentProblems } from "./checks";
import {
  containerEnv,
  imageEnv,
  manifestDir,
  manifestFiles,
  manifests,
  readDocuments,
  siteContainer,
  validate,
  type Manifests,
} from "./manifests";

describe("deploy/kubernetes/ (issue 35 §6)", () => {
  const current = manifests();

  it("parses, and every object is valid against the Kubernetes schemas", () => {
    const documents = readDocuments();
    expect(documents.map(({ object }) => `${object.apiVersion} ${object.kind}`).sort()).toEqual([
      "apps/v1 Deployment",
      "autoscaling/v2 HorizontalPodAutoscaler",
      "policy/v1 PodDisruptionBudget",
      "v1 ConfigMap",
      "v1 Service",
    ]);
    for (const document of documents) expect(() => validate(document)).not.toThrow();
  });

  it("lists every manifest in kustomization.yaml", () => {
    const kustomization = parse(readFileSync(path.join(manifestDir, "kustomization.yaml"), "utf8")) as {
      resources: string[];
    };
    expect([...kustomization.resources].sort()).toEqual(manifestFiles());
  });

  it("agrees with the server's settings: ports, probes, drain, grace period, non-root, resources", () => {
    expect(deploymentProblems(current, imageEnv())).toEqual([]);
  });

  it("runs 3 replicas that the HorizontalPodAutoscaler scales from", () => {
    const { deployment, hpa } = current;
    expect(deployment.spec?.replicas).toBe(3);
    expect(hpa.spec?.minReplicas).toBe(3);
  });

  describe("the checks catch a broken value", () => {
    const broken: [string, (m: Manifests, container: ReturnType<typeof siteContainer>) => void, RegExp][] = [
      [
        "a grace period the shutdown does not fit in",
        (m) => (m.deployment.spec!.template.spec!.terminationGracePeriodSeconds = 30),
        /terminationGracePeriodSeconds \(30\) ≤ preStop/,
      ],
      [
        "a longer SHUTDOWN_TIMEOUT_MS than the grace period allows",
        (_m, c) => (c.env!.find(({ name }) => name === "SHUTDOWN_TIMEOUT_MS")!.value = "40000"),
        /SHUTDOWN_TIMEOUT_MS \(40000\)/,
      ],
      [
        "a readiness probe slower than the drain",
        (_m, c) => (c.readinessProbe!.periodSeconds = 5),
        /readiness notices the drain after 5 s × 2/,
      ],
      [
        "a misspelt probe field (Kubernetes' default period then applies)",
        (_m, c) => {
          delete c.readinessProbe!.periodSeconds;
          Object.assign(c.readinessProbe!, { periodSecond: 2 });
        },
        /readiness notices the drain after 10 s/,
      ],
      [
        "a liveness probe on another path",
        (_m, c) => (c.livenessProbe!.httpGet!.path = "/health"),
        /liveness probe path/,
      ],
      [
        "a container port that is not PORT",
        (_m, c) => (c.ports![0].containerPort = 8080),
        /"http" \(8080\) ≠ PORT/,
      ],
      [
        "a metrics annotation on another port",
        (m) => (m.deployment.spec!.template.metadata!.annotations!["prometheus.io/port"] = "9090"),
        /prometheus\.io annotations/,
      ],
      ["no preStop pause", (_m, c) => delete c.lifecycle, /no preStop pause/],
      [
        "a pod that may run as root",
        (m) => delete m.deployment.spec!.template.spec!.securityContext,
        /as root/,
      ],
      ["a writable root", (_m, c) => (c.securityContext!.readOnlyRootFilesystem = false), /writable/],
      ["no /tmp volume", (_m, c) => (c.volumeMounts = []), /TMPDIR \(\/tmp\) is not an emptyDir/],
      [
        "a rolling update that takes a pod out first",
        (m) => (m.deployment.spec!.strategy!.rollingUpdate!.maxUnavailable = 1),
        /maxUnavailable 1 \/ maxSurge 1/,
      ],
      [
        "a misspelt setting",
        (m) => (m.configMaps[0].data!.SHUTDOWN_DRAIN_MSS = "5000"),
        /SHUTDOWN_DRAIN_MSS is not a setting/,
      ],
      [
        "a Service that selects other pods",
        (m) => (m.service.spec!.selector = { app: "other" }),
        /a selector .* does not select the pods/,
      ],
    ];
    it.each(broken)("%s", (_title, breakIt, problem) => {
      const m = structuredClone(current);
      breakIt(m, siteContainer(m.deployment));
      expect(deploymentProblems(m, imageEnv())).toEqual(
        expect.arrayContaining([expect.stringMatching(problem)]),
      );
    });
  });
});

describe.skipIf(!hasBuild)("the server as the manifests start it (deploy/kubernetes/)", () => {
  let cms: StubCms;
  let server: RunningServer;
  let metricsPort: number;
  let deployment: IDeployment;

  beforeAll(async () => {
    const m = manifests();
    deployment = m.deployment;
    // The manifests' environment, on free loopback ports and with a stub CMS (harness.ts).
    const {
      PORT: _port,
      CMS_URL: _cms,
      CORE_URL: _core,
      METRICS_PORT: _metrics,
      ...env
    } = containerEnv(m, imageEnv());
    metricsPort = await freePort();
    cms = await startStubCms();
    server = await startServer(cms, { ...env, METRICS_PORT: String(metricsPort) });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await cms?.close();
  });

  it("answers the probes' paths as the kubelet asks (Host: the pod's address) and /metrics on its own port", async () => {
    const container = siteContainer(deployment);
    const host = { Host: `10.244.1.7:${server.port}` };
    for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe]) {
      const answer = await request(server.port, probe!.httpGet!.path!, { headers: host });
      expect({ path: probe!.httpGet!.path, status: answer.status }).toEqual({
        path: probe!.httpGet!.path,
        status: 200,
      });
    }
    expect((await request(metricsPort, "/metrics")).status).toBe(200);
    expect((await request(server.port, "/metrics", { headers: host })).status).toBe(404);
  });
});
