// Makes sure a Chromium is there for Playwright; installs Debian's package when running as root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./browser-path.mjs";

async function playwrightOwnBrowser() {
  try {
    const { chromium } = await import("@playwright/test");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = chromiumPath() ?? (await playwrightOwnBrowser());
if (found) {
  console.log(`Chromium: ${found}`);
} else if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium found: installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (!chromiumPath()) throw new Error("chromium was installed but /usr/bin/chromium is missing");
} else {
  console.error(
    "No Chromium found. Set CHROMIUM_PATH, install Debian's chromium, or run `npx playwright install chromium`.",
  );
  process.exit(1);
}
