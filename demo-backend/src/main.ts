import { startDemoBackend } from "./server";

const cmsDelayMs = Number(process.env.DEMO_BACKEND_CMS_DELAY_MS ?? 0);
if (!Number.isFinite(cmsDelayMs) || cmsDelayMs < 0) {
  console.error(
    `DEMO_BACKEND_CMS_DELAY_MS must be a number of milliseconds ≥ 0, got "${process.env.DEMO_BACKEND_CMS_DELAY_MS}"`,
  );
  process.exit(1);
}

const backend = await startDemoBackend({
  port: Number(process.env.DEMO_BACKEND_PORT ?? 3100),
  dbPath: process.env.DEMO_BACKEND_DB || undefined,
  publicUrl: process.env.DEMO_BACKEND_PUBLIC_URL || undefined,
  cmsKey: process.env.CMS_KEY || undefined,
  testHooks: process.env.DEMO_BACKEND_TEST_HOOKS === "1",
  log: process.env.DEMO_BACKEND_LOG === "1",
  cmsDelayMs,
});
console.log(`Demo backend (CMS + core API) listening at ${backend.url}`);
const photosStarted = Date.now();
void backend.warmPhotos().then(
  () => console.log(`Demo photos ready (${((Date.now() - photosStarted) / 1000).toFixed(1)} s)`),
  (error: unknown) => console.error("Demo photos could not be drawn", error),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
