// @ts-check
// What the cluster test reads besides the answers: the replicas' /metrics (scraped every second, the
// last scrape of each process kept, so a restart loses nothing but its last second), HAProxy's
// stats and the demo backend's stored leads.

/** Prometheus text to `name{labels}` → value. @param {string} text */
export function parseMetrics(text) {
  /** @type {Map<string, number>} */
  const values = new Map();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?)\s+(\S+)/.exec(line);
    if (match && !line.startsWith("#")) values.set(match[1], Number(match[2]));
  }
  return values;
}

/** @param {Map<string, number>[]} all @param {string} key */
export const sumOf = (all, key) => all.reduce((sum, values) => sum + (values.get(key) ?? 0), 0);

/**
 * Scrapes each replica's metrics port every second.
 * @param {number[]} ports @param {() => (number | undefined)[]} pids
 */
export function metricsWatcher(ports, pids) {
  /** @type {Map<number, Map<string, number>>} the last scrape, by process id */
  const last = new Map();
  /** @param {number} index */
  const scrape = async (index) => {
    const pid = pids()[index];
    if (!pid) return;
    try {
      const response = await fetch(`http://127.0.0.1:${ports[index]}/metrics`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) last.set(pid, parseMetrics(await response.text()));
    } catch {
      // stopping or busy: the previous scrape stands
    }
  };
  const timer = setInterval(() => ports.forEach((_, index) => void scrape(index)), 1000);
  return {
    scrape,
    /** The sums over every replica process the run had. */
    async totals() {
      await Promise.all(ports.map((_, index) => scrape(index)));
      clearInterval(timer);
      return [...last.values()];
    },
  };
}

/** HAProxy's stats of the replicas' backend, by column. @param {number} statsPort */
export async function haproxyStats(statsPort) {
  const text = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
  const [header, ...rows] = text.trim().split("\n");
  const names = header.replace(/^# /, "").split(",");
  return rows
    .map((row) => Object.fromEntries(row.split(",").map((value, i) => [names[i], value])))
    .filter((row) => row.pxname === "replicas");
}

/** Waits until HAProxy sends traffic to replica `index` again (UP, after `rise` checks). @param {number} statsPort @param {number} index */
export async function waitUntilUp(statsPort, index) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const row = (await haproxyStats(statsPort)).find((r) => r.svname === `replica-${index + 1}`);
    if (row?.status === "UP") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`HAProxy did not put replica-${index + 1} back in service`);
}

/** The backend's counters that matter here: retries, redispatches, connection and response errors. @param {number} statsPort */
export async function haproxyCounters(statsPort) {
  const backend = (await haproxyStats(statsPort)).find((row) => row.svname === "BACKEND");
  return Object.fromEntries(
    ["wretr", "wredis", "econ", "eresp", "hrsp_5xx"].map((name) => [name, Number(backend?.[name] ?? 0)]),
  );
}

/** The leads the demo backend stored, by email. @param {string} backendUrl */
export async function storedLeads(backendUrl) {
  /** @type {{ payload: { email?: string } }[]} */
  const rows = await (await fetch(`${backendUrl}/__test/submissions`)).json();
  /** @type {Map<string, number>} */
  const byEmail = new Map();
  for (const row of rows) {
    const email = row.payload.email ?? "";
    byEmail.set(email, (byEmail.get(email) ?? 0) + 1);
  }
  return byEmail;
}
