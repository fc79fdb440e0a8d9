// Makes sure a Chromium is there for Playwright. As root with apt-get, installs Debian's headless shell
// (what the browser tests run) and its full chromium (what the bench runs) when either is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { HEADLESS_SHELL, chromiumPath, testChromiumPath } from "./browser-path.mjs";

async function playwrightOwnBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const missing = [
  !existsSync(HEADLESS_SHELL) && "chromium-headless-shell",
  !chromiumPath() && "chromium",
].filter(Boolean);
if (
  !process.env.CHROMIUM_PATH &&
  missing.length > 0 &&
  process.getuid?.() === 0 &&
  existsSync("/usr/bin/apt-get")
) {
  console.log(`Installing Debian's ${missing.join(" and ")}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
    {
      stdio: "inherit",
    },
  );
}

const found = testChromiumPath() ?? (await playwrightOwnBrowser());
if (found) {
  console.log(`Chromium for the browser tests: ${found}`);
} else {
  console.error(
    "No Chromium found. Set CHROMIUM_PATH, install Debian's chromium-headless-shell, or run `npx playwright install chromium`.",
  );
  process.exit(1);
}
