import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [,, path, width, out, scroll] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
page.on("pageerror", (e) => errors.push(e.message));
await page.goto("http://localhost:3400" + path, { waitUntil: "networkidle" });
await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
if (scroll) { const h = await page.evaluate(() => document.body.scrollHeight); for (let y = 0; y < h; y += 500) { await page.evaluate((t) => scrollTo(0, t), y); await page.waitForTimeout(60); } await page.evaluate(() => scrollTo(0, 0)); await page.waitForTimeout(400); }
await page.screenshot({ path: out, fullPage: true });
console.log(path, width, "errors:", errors);
await browser.close();
