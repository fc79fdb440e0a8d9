// @ts-check

/**
 * Graceful stop. SIGTERM (the orchestrator): /readyz answers 503 at once so the load balancer
 * takes this instance out, while it keeps serving for `drainMs`; then it stops accepting
 * connections, lets requests under way finish, closes idle keep-alive connections and exits.
 * SIGINT (Ctrl-C) skips the drain. Whatever happens, the process exits `timeoutMs` after the
 * signal.
 * @param {import("node:http").Server} server
 * @param {{ drainMs: number, timeoutMs: number }} timing
 * @param {import("./logging.mjs").Log} log
 */
export function handleShutdown(server, { drainMs, timeoutMs }, log) {
  let draining = false;

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (draining) {
      if (signal === "SIGINT") process.exit(130);
      return;
    }
    draining = true;
    const drain = signal === "SIGTERM" ? drainMs : 0;
    log("info", "shutdown", { signal, drainMs: drain, timeoutMs });

    setTimeout(() => {
      log("error", "shutdown deadline reached: closing the connections still open");
      server.closeAllConnections();
      process.exit(1);
    }, timeoutMs).unref();

    setTimeout(() => {
      log("info", "closing", { drainedMs: drain });
      server.close(() => {
        log("info", "stopped");
        process.exit(0);
      });
      // A connection that finishes its last request while we wait goes idle: close it too.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }, drain).unref();
  };

  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  /** @type {import("express").RequestHandler} */
  const duringDrain = (_req, res, next) => {
    // Each connection closes after its current answer, so none is idle (and racing the load
    // balancer's reuse) when the server closes.
    if (draining) res.setHeader("Connection", "close");
    next();
  };
  return { isDraining: () => draining, duringDrain };
}
