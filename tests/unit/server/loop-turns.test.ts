import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { spreadOverLoopTurns } from "../../../server/loop-turns.mjs";

// libuv accepts one new connection per event-loop turn: a turn that starts every request that
// arrived kept new connections (and /healthz probes) waiting seconds under load. Turns are counted
// with setImmediate only, never with the clock.
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function arrive(
  handler: ReturnType<typeof spreadOverLoopTurns>,
  started: number[],
  id: number,
  gone = false,
) {
  const res = { destroyed: gone, socket: { destroyed: gone } } as unknown as ServerResponse;
  handler({} as Request, res as unknown as Response, (() => started.push(id)) as NextFunction);
}

describe("spreadOverLoopTurns", () => {
  it("starts at most perTurn requests in a turn; the others start in order in the next turns", async () => {
    const handler = spreadOverLoopTurns({ perTurn: 2 });
    const started: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) arrive(handler, started, id);
    expect(started).toEqual([1, 2]);
    expect(handler.waiting()).toBe(3);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(handler.waiting()).toBe(0);
  });

  it("a request arriving while others wait queues behind them", async () => {
    const handler = spreadOverLoopTurns({ perTurn: 1 });
    const started: number[] = [];
    arrive(handler, started, 1);
    arrive(handler, started, 2);
    await nextTurn();
    arrive(handler, started, 3);
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3]);
  });

  it("under light load, every request starts at once", async () => {
    const handler = spreadOverLoopTurns({ perTurn: 8 });
    const started: number[] = [];
    for (let id = 1; id <= 5; id++) {
      arrive(handler, started, id);
      expect(started).toHaveLength(id);
      await nextTurn();
    }
  });

  it("skips a visitor who left while waiting", async () => {
    const handler = spreadOverLoopTurns({ perTurn: 1 });
    const started: number[] = [];
    arrive(handler, started, 1);
    arrive(handler, started, 2, true);
    arrive(handler, started, 3);
    await nextTurn();
    expect(started).toEqual([1, 3]);
  });
});
