import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BUILD_STAMP, buildIsCurrent } from "../../../scripts/build-freshness.mjs";

let root: string;
const inputs = ["app", "public", "package-lock.json"];

/** Writes `file` under the tree, modified `secondsAgo` ago (parent folders at the same time). */
function write(file: string, secondsAgo: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const at = Date.now() / 1000 - secondsAgo;
  for (let entry = full; entry.startsWith(root) && entry !== root; entry = path.dirname(entry))
    utimesSync(entry, at, at);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  write("app/root.tsx", 100);
  write("public/favicon.ico", 100);
  write("package-lock.json", 100);
  write("public/build/entry.js", 50);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm test reuses a build newer than its sources", () => {
  it("reuses a build stamped after the last change", () => {
    write(BUILD_STAMP, 10);
    expect(buildIsCurrent(root, inputs)).toBe(true);
  });

  it("builds again once a source changed after the stamp, however deep, or was deleted", () => {
    write(BUILD_STAMP, 10);
    write("app/blocks/hero/Hero.tsx", 5);
    expect(buildIsCurrent(root, inputs)).toBe(false);
    write(BUILD_STAMP, 1);
    expect(buildIsCurrent(root, inputs)).toBe(true);
    rmSync(path.join(root, "app/blocks/hero/Hero.tsx"));
    expect(buildIsCurrent(root, inputs)).toBe(false);
  });

  it("builds again when the lock file changed (new dependencies)", () => {
    write(BUILD_STAMP, 10);
    write("package-lock.json", 1);
    expect(buildIsCurrent(root, inputs)).toBe(false);
  });

  it("does not count the build's own output in public/build as a change", () => {
    write(BUILD_STAMP, 10);
    write("public/build/entry.js", 1);
    // A build rewrites what is inside public/build, not public/ itself.
    const before = Date.now() / 1000 - 100;
    utimesSync(path.join(root, "public"), before, before);
    expect(buildIsCurrent(root, inputs)).toBe(true);
  });

  it("builds when there is no stamp (a fresh clone, or a build that failed) or no browser files", () => {
    expect(buildIsCurrent(root, inputs)).toBe(false);
    write(BUILD_STAMP, 10);
    rmSync(path.join(root, "public/build"), { recursive: true });
    expect(buildIsCurrent(root, inputs)).toBe(false);
  });
});
