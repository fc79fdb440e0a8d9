// Which Chromium runs: CHROMIUM_PATH, else Debian's, else Playwright's own download (on machines that
// have one). The browser tests prefer Debian's headless shell: it draws no browser window, and the
// whole browser suite took 597 s with it against 993–1,076 s with the full browser (docs/testing.md).
// The bench keeps the full browser: it measures what a visitor's Chromium does.
import { existsSync } from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

const firstExisting = (candidates) => candidates.find((candidate) => candidate && existsSync(candidate));

/** The full Chromium (the bench, Lighthouse). */
export function chromiumPath() {
  return firstExisting([process.env.CHROMIUM_PATH, ...FULL]);
}

/** The browser tests' Chromium: the headless shell where installed, else the full one. */
export function testChromiumPath() {
  return firstExisting([process.env.CHROMIUM_PATH, HEADLESS_SHELL, ...FULL]);
}

const runningAsRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The arguments of every Chromium the tests and the bench start (root has no sandbox). */
export const CHROMIUM_ARGS = [
  ...(runningAsRoot ? ["--no-sandbox"] : []),
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
