import { afterAll, beforeAll, vi } from "vitest";
import { startDemoBackend } from "../../../demo-backend/src/server";

/**
 * The demo backend (in-memory database) for the whole test file, as the app's CMS and core API:
 * app modules imported after it started read its URL. Read `url` inside the tests.
 */
export function useDemoBackendAsUpstream(): { readonly url: string } {
  const handle = { url: "" };
  let backend: Awaited<ReturnType<typeof startDemoBackend>> | undefined;
  beforeAll(async () => {
    backend = await startDemoBackend({ port: 0, dbPath: ":memory:" });
    handle.url = backend.url;
    vi.resetModules();
    Object.assign(process.env, { CMS_URL: backend.url, CORE_URL: backend.url, SITE_ID: "1" });
  });
  afterAll(() => backend?.close());
  return handle;
}
