// @ts-check

/**
 * At most `perTurn` requests start their work in one turn of the event loop; the others wait, in
 * order, for the next turns. Why: libuv (1.46, Node 20) accepts one new connection per loop turn,
 * and a turn runs every request that arrived during it. Under 100 busy keep-alive connections a
 * turn lasted 0.5–1 s (100 pages compressed one after the other), so new connections, /healthz
 * probes and new visitors alike, were accepted at one or two a second, and a burst of them (slow
 * uploads reconnecting together) waited seconds in the kernel's queue. Short turns keep accepting.
 * @param {{ perTurn: number }} options
 * @returns {import("express").RequestHandler & { waiting(): number }}
 */
export function spreadOverLoopTurns({ perTurn }) {
  let startedThisTurn = 0;
  let turnEndScheduled = false;
  /** @type {{ next: () => void, res: import("node:http").ServerResponse }[]} */
  const waiting = [];

  // setImmediate runs after this turn's I/O; one queued from there runs in the next turn, so each
  // turn starts at most `perTurn` requests as they arrive and `perTurn` of those waiting.
  const endTurn = () => {
    turnEndScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      const { next, res } = /** @type {(typeof waiting)[number]} */ (waiting.shift());
      // A visitor who left while waiting costs nothing.
      if (res.destroyed || res.socket?.destroyed) continue;
      startedThisTurn += 1;
      next();
    }
    if (startedThisTurn > 0 || waiting.length > 0) scheduleTurnEnd();
  };
  const scheduleTurnEnd = () => {
    if (turnEndScheduled) return;
    turnEndScheduled = true;
    setImmediate(endTurn);
  };

  /** @type {import("express").RequestHandler} */
  const handler = (_req, res, next) => {
    if (waiting.length === 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      scheduleTurnEnd();
      return next();
    }
    waiting.push({ next, res });
    scheduleTurnEnd();
  };
  return Object.assign(handler, { waiting: () => waiting.length });
}
