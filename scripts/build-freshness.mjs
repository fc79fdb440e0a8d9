// Whether the production build is current: `npm test` reuses a build finished after the last change
// to everything it is made from, as make would, so a test run from a built tree does not build again.
// A fresh clone, or any change since (a checkout gives the files it changes a new time), builds.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What `npm run build` reads, besides node_modules (which the lock file stands for). */
export const BUILD_INPUTS = [
  "app",
  "locales",
  "public",
  "remix.config.js",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "scripts/chunk-manifest.mjs",
  "scripts/group-chunks.mjs",
  "scripts/precompress.mjs",
];
/** Written by `npm test` once a build has succeeded. */
export const BUILD_STAMP = "build/.complete";
/** The build's own output inside an input folder. */
const OUTPUT = path.join("public", "build");

/** The latest modification time under `entry`, relative to `root` (0 when it does not exist). */
function newestChange(root, entry) {
  const full = path.join(root, entry);
  if (entry === OUTPUT || !existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(full).map((name) => newestChange(root, path.join(entry, name))),
  );
}

/** True when `root`'s build stamp is newer than every input, and the browser's files are there. */
export function buildIsCurrent(root = ".", inputs = BUILD_INPUTS) {
  const stamp = path.join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(path.join(root, OUTPUT))) return false;
  return statSync(stamp).mtimeMs > Math.max(...inputs.map((entry) => newestChange(root, entry)));
}
