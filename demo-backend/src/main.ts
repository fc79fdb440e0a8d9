import { startDemoBackend } from "./server";

const backend = await startDemoBackend({
  port: Number(process.env.DEMO_BACKEND_PORT ?? 3100),
  dbPath: process.env.DEMO_BACKEND_DB || undefined,
  publicUrl: process.env.DEMO_BACKEND_PUBLIC_URL || undefined,
  cmsKey: process.env.CMS_KEY || undefined,
  testHooks: process.env.DEMO_BACKEND_TEST_HOOKS === "1",
  log: process.env.DEMO_BACKEND_LOG === "1",
});
console.log(`Demo backend (CMS + core API) listening at ${backend.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
