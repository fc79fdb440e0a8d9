// What deploy/kubernetes/ must agree on with the server (server/config.mjs, app/config.server.ts),
// as a list of problems: empty when the manifests fit. Values are read from the configuration the
// manifests' own environment gives, never copied here.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { IIoK8sApiCoreV1Probe as Probe } from "kubernetes-models/v1/Probe";
import { configSchema, parseConfig } from "~/config.server";
import { readServerConfig } from "../../../server/config.mjs";
import { containerEnv, root, siteContainer, type Manifests } from "./manifests";

/** Kubernetes' defaults for a probe's fields left out. */
const probeTiming = (probe: Probe | undefined) => ({
  periodSeconds: probe?.periodSeconds ?? 10,
  timeoutSeconds: probe?.timeoutSeconds ?? 1,
  failureThreshold: probe?.failureThreshold ?? 3,
});

/** "500m" → 0.5, "2" → 2; "512Mi" → bytes. */
const cpu = (value: string | number | undefined) =>
  typeof value === "string" && value.endsWith("m") ? Number(value.slice(0, -1)) / 1000 : Number(value);
const UNITS: Record<string, number> = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, k: 1e3, M: 1e6, G: 1e9 };
const bytes = (value: string | number | undefined) => {
  const [, number, unit] = /^(\d+(?:\.\d+)?)([A-Za-z]*)$/.exec(String(value)) ?? [];
  return Number(number) * (unit ? (UNITS[unit] ?? NaN) : 1);
};

/** The variables the site reads: the app's schema, server/config.mjs's, and Node's own. */
function knownVariables(): Set<string> {
  const serverSource = readFileSync(path.join(root, "server", "config.mjs"), "utf8");
  const server = [...serverSource.matchAll(/(?:integer\("|env\.)([A-Z][A-Z_]+)/g)].map((match) => match[1]);
  return new Set([...Object.keys(configSchema.shape), ...server, "NODE_OPTIONS", "TMPDIR"]);
}

const labelsMatch = (selector: Record<string, string> | undefined, labels: Record<string, string> = {}) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

export function deploymentProblems(m: Manifests, imageEnv: Record<string, string>): string[] {
  const env = containerEnv(m, imageEnv);
  const server = readServerConfig(env);
  const app = parseConfig(env);
  const pod = m.deployment.spec?.template;
  const container = siteContainer(m.deployment);
  const portNamed = (name: string) => container.ports?.find((port) => port.name === name)?.containerPort;
  const probePort = (probe: Probe | undefined) => {
    const port = probe?.httpGet?.port;
    return typeof port === "string" ? portNamed(port) : port;
  };
  const { startupProbe: startup, livenessProbe: liveness, readinessProbe: readiness } = container;
  const [live, ready] = [probeTiming(liveness), probeTiming(readiness)];
  const preStopSeconds = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
  const graceSeconds = pod?.spec?.terminationGracePeriodSeconds ?? 30;
  const annotations = pod?.metadata?.annotations ?? {};
  const podLabels = pod?.metadata?.labels;
  const security = container.securityContext;
  const podSecurity = pod?.spec?.securityContext;
  const runAsUser = security?.runAsUser ?? podSecurity?.runAsUser;
  const tmpDir = env.TMPDIR ?? "/tmp";
  const tmpMount = container.volumeMounts?.find(({ mountPath }) => mountPath === tmpDir);
  const tmpVolume = pod?.spec?.volumes?.find(({ name }) => name === tmpMount?.name);
  const { requests = {}, limits = {} } = container.resources ?? {};
  const heapBytes = Number(/--max-old-space-size=(\d+)/.exec(env.NODE_OPTIONS ?? "")?.[1]) * 2 ** 20;
  const rolling = m.deployment.spec?.strategy?.rollingUpdate;
  const servicePort = m.service.spec?.ports?.[0]?.targetPort;
  const known = knownVariables();

  const checks: [ok: boolean, problem: string][] = [
    // Ports: what the server listens on, what the pod declares, what Prometheus and the Service use.
    [
      portNamed("http") === server.port,
      `container port "http" (${portNamed("http")}) ≠ PORT (${server.port})`,
    ],
    [server.metricsPort > 0, "METRICS_PORT is not set: /metrics would be on the public port"],
    [
      portNamed("metrics") === server.metricsPort,
      `container port "metrics" (${portNamed("metrics")}) ≠ METRICS_PORT (${server.metricsPort})`,
    ],
    [
      annotations["prometheus.io/port"] === String(server.metricsPort) &&
        annotations["prometheus.io/path"] === "/metrics",
      `prometheus.io annotations (${annotations["prometheus.io/port"]}, ${annotations["prometheus.io/path"]}) ≠ :${server.metricsPort}/metrics`,
    ],
    [
      (typeof servicePort === "string" ? portNamed(servicePort) : servicePort) === server.port,
      `the Service's targetPort (${servicePort}) is not the server's port`,
    ],
    // Probes: the server's own paths, on its port.
    [startup?.httpGet?.path === "/healthz", `startup probe path ${startup?.httpGet?.path} ≠ /healthz`],
    [liveness?.httpGet?.path === "/healthz", `liveness probe path ${liveness?.httpGet?.path} ≠ /healthz`],
    [readiness?.httpGet?.path === "/readyz", `readiness probe path ${readiness?.httpGet?.path} ≠ /readyz`],
    [
      [startup, liveness, readiness].every((probe) => probePort(probe) === server.port),
      "a probe is not on the server's port",
    ],
    // Shutdown: preStop, then SIGTERM: /readyz 503 during SHUTDOWN_DRAIN_MS, exit by SHUTDOWN_TIMEOUT_MS.
    [preStopSeconds > 0, "no preStop pause: SIGTERM's drain starts before the endpoints change"],
    [
      graceSeconds * 1000 > preStopSeconds * 1000 + server.shutdownTimeoutMs,
      `terminationGracePeriodSeconds (${graceSeconds}) ≤ preStop (${preStopSeconds} s) + SHUTDOWN_TIMEOUT_MS (${server.shutdownTimeoutMs})`,
    ],
    [
      ready.periodSeconds * ready.failureThreshold * 1000 < server.shutdownDrainMs,
      `readiness notices the drain after ${ready.periodSeconds} s × ${ready.failureThreshold}, not within SHUTDOWN_DRAIN_MS (${server.shutdownDrainMs})`,
    ],
    [
      ready.timeoutSeconds * 1000 > app.upstreamTimeoutMs + app.cmsQueueWaitMs,
      `readiness timeoutSeconds (${ready.timeoutSeconds}) ≤ the first CMS look (UPSTREAM_TIMEOUT_MS ${app.upstreamTimeoutMs} + CMS_QUEUE_WAIT_MS ${app.cmsQueueWaitMs})`,
    ],
    [
      live.timeoutSeconds * 1000 > server.eventLoopDelayLimitMs,
      `liveness timeoutSeconds (${live.timeoutSeconds}) ≤ EVENT_LOOP_DELAY_LIMIT_MS (${server.eventLoopDelayLimitMs}): a busy replica would be restarted`,
    ],
    [
      live.periodSeconds * live.failureThreshold > ready.periodSeconds * ready.failureThreshold,
      "liveness gives up before readiness: a busy replica is restarted before it leaves the Service",
    ],
    // Rollout and disruptions: never fewer ready pods than asked.
    [
      rolling?.maxUnavailable === 0 && rolling?.maxSurge === 1,
      `rolling update maxUnavailable ${rolling?.maxUnavailable} / maxSurge ${rolling?.maxSurge} ≠ 0 / 1`,
    ],
    [
      m.pdb.spec?.maxUnavailable === 1,
      `PodDisruptionBudget maxUnavailable ${m.pdb.spec?.maxUnavailable} ≠ 1`,
    ],
    [
      labelsMatch(m.deployment.spec?.selector.matchLabels, podLabels) &&
        labelsMatch(m.service.spec?.selector, podLabels) &&
        labelsMatch(m.pdb.spec?.selector?.matchLabels, podLabels),
      "a selector (Deployment, Service, PodDisruptionBudget) does not select the pods",
    ],
    [
      m.hpa.spec?.scaleTargetRef.kind === "Deployment" &&
        m.hpa.spec.scaleTargetRef.name === m.deployment.metadata?.name &&
        m.hpa.spec.minReplicas === m.deployment.spec?.replicas,
      "the HorizontalPodAutoscaler does not scale the Deployment from its replica count",
    ],
    // Non-root, read-only, nothing to escalate; the one writable place an emptyDir.
    [podSecurity?.runAsNonRoot === true && Number(runAsUser) > 0, "the pod may run as root"],
    [security?.allowPrivilegeEscalation === false, "allowPrivilegeEscalation is not false"],
    [security?.readOnlyRootFilesystem === true, "the root file system is writable"],
    [security?.capabilities?.drop?.includes("ALL") === true, "capabilities are not all dropped"],
    [!!tmpVolume?.emptyDir, `TMPDIR (${tmpDir}) is not an emptyDir mount`],
    // Resources: requests and limits, and what the server sizes from them.
    [
      [requests.cpu, requests.memory, limits.cpu, limits.memory].every((value) => value !== undefined),
      "resources lack a request or a limit",
    ],
    [
      app.imageConcurrency !== null && app.imageConcurrency < cpu(limits.cpu),
      `IMAGE_CONCURRENCY (${app.imageConcurrency}) unset or not below the CPU limit (${limits.cpu}): the default counts the node's cores`,
    ],
    [
      heapBytes + app.imageCacheBytes < bytes(limits.memory),
      `the heap (NODE_OPTIONS) and IMAGE_CACHE_MB do not fit in the memory limit (${limits.memory})`,
    ],
    // Settings: every name one the site reads (a misspelt one silently keeps the default).
    ...Object.keys(env)
      .filter((name) => !known.has(name))
      .map((name): [boolean, string] => [false, `${name} is not a setting the site reads`]),
  ];
  return checks.filter(([ok]) => !ok).map(([, problem]) => problem);
}
