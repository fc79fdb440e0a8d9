// Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own download (on machines that have one).
import { existsSync } from "node:fs";

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
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
