import sharp from "sharp";
import {
  AVIF_MAX_WIDTH,
  IMAGE_QUALITIES,
  createImageTransformer,
  type ImageTransformSettings,
} from "~/lib/image-transform.server";
import { RecentMap } from "~/lib/image-limits.server";
import { IMAGE_FIXTURES } from "../../../demo-backend/src/image-fixtures";

const ORIGIN = "http://assets.test";
const settings: ImageTransformSettings = {
  mode: "local",
  urlTemplate: null,
  allowedOrigins: [ORIGIN],
  maxInputBytes: 2 * 1024 * 1024,
  maxInputPixels: 10_000_000,
  cacheBytes: 10 * 1024 * 1024,
  concurrency: 1,
  queueLimit: 2,
  fetchConcurrency: 8,
  fetchTimeoutMs: 5000,
};

let photo: Buffer;
beforeAll(async () => {
  // A photo with camera metadata (EXIF), which the transform must not pass on.
  photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#6fa8dc" } })
    .jpeg()
    .withExif({ IFD0: { Make: "DemoCam", Copyright: "Owner" } })
    .toBuffer();
});

type Source = { body: Buffer | string; type?: string };

function fakeFetch(sources: Record<string, Source>) {
  return vi.fn(async (url: string) => {
    const source = sources[new URL(url).pathname];
    if (!source) return new Response("missing", { status: 404 });
    return new Response(typeof source.body === "string" ? source.body : new Uint8Array(source.body), {
      headers: { "Content-Type": source.type ?? "image/jpeg" },
    });
  });
}

function request(
  src: string,
  w: number | string,
  accept = "image/avif,image/webp,image/*,*/*;q=0.8",
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ src, w: String(w), v: "1", ...extra });
  return new Request(`http://site.test/resources/image?${query}`, { headers: { Accept: accept } });
}

async function widthOf(response: Response) {
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe("image transform (issue 24 §1)", () => {
  it("resizes a photo from an allowed origin, cacheable for a year under its versioned URL", async () => {
    const transformer = createImageTransformer(settings, fakeFetch({ "/p.jpg": { body: photo } }));
    const response = await transformer.handle(request(`${ORIGIN}/p.jpg`, 640));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(await widthOf(response)).toBe(640);
  });

  it("refuses a source outside the allowed origins with 400, without fetching it", async () => {
    const fetcher = fakeFetch({ "/p.jpg": { body: photo } });
    const transformer = createImageTransformer(settings, fetcher);
    for (const src of [
      "http://evil.test/p.jpg",
      "http://assets.test.evil.test/p.jpg",
      "file:///etc/passwd",
      "/p.jpg",
    ]) {
      expect((await transformer.handle(request(src, 640))).status).toBe(400);
    }
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("snaps any width to the next fixed width up, and refuses a width that is not one", async () => {
    const transformer = createImageTransformer(settings, fakeFetch({ "/p.jpg": { body: photo } }));
    expect(await widthOf(await transformer.handle(request(`${ORIGIN}/p.jpg`, 500)))).toBe(640);
    expect(await widthOf(await transformer.handle(request(`${ORIGIN}/p.jpg`, 100)))).toBe(160);
    // Past the largest width: the largest, and never more than the source has.
    expect(await widthOf(await transformer.handle(request(`${ORIGIN}/p.jpg`, 9000)))).toBe(2048);
    expect((await transformer.handle(request(`${ORIGIN}/p.jpg`, "abc"))).status).toBe(400);
    expect((await transformer.handle(request(`${ORIGIN}/p.jpg`, -5))).status).toBe(400);
  });

  it.each([
    ["image/avif,image/webp,image/*", 320, "image/avif"],
    ["image/avif,image/webp,image/*", AVIF_MAX_WIDTH, "image/avif"],
    ["image/avif,image/webp,image/*", AVIF_MAX_WIDTH + 1, "image/webp"],
    ["image/avif,image/*", 1600, "image/avif"],
    ["image/webp,image/*", 320, "image/webp"],
    ["image/*,*/*;q=0.8", 320, "image/jpeg"],
    ["", 320, "image/jpeg"],
  ])("answers Accept %j at %i px with %s", async (accept, width, type) => {
    const transformer = createImageTransformer(settings, fakeFetch({ "/p.jpg": { body: photo } }));
    const response = await transformer.handle(request(`${ORIGIN}/p.jpg`, width, accept));
    expect(response.headers.get("Content-Type")).toBe(type);
    const format = (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format;
    expect(type).toContain(format === "heif" ? "avif" : format);
  });

  it("strips the camera's metadata", async () => {
    const transformer = createImageTransformer(settings, fakeFetch({ "/p.jpg": { body: photo } }));
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await transformer.handle(request(`${ORIGIN}/p.jpg`, 320, "image/jpeg"));
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses a decompression bomb (422), a source too heavy (413), a corrupt file (422), a non-image (415)", async () => {
    const heavy = Buffer.alloc(settings.maxInputBytes + 1, 1);
    const transformer = createImageTransformer(
      settings,
      fakeFetch({
        "/bomb.png": IMAGE_FIXTURES["bomb.png"],
        "/heavy.jpg": { body: heavy },
        "/corrupt.jpg": IMAGE_FIXTURES["corrupt.jpg"],
        "/not-an-image.jpg": IMAGE_FIXTURES["not-an-image.jpg"],
        "/page.html": IMAGE_FIXTURES["page.html"],
      }),
    );
    const statusOf = async (path: string) =>
      (await transformer.handle(request(`${ORIGIN}${path}`, 640))).status;
    expect(await statusOf("/bomb.png")).toBe(422);
    const bomb = await transformer.handle(request(`${ORIGIN}/bomb.png`, 640));
    expect(await bomb.text()).toMatch(/too many pixels/);
    expect(await statusOf("/heavy.jpg")).toBe(413);
    expect(await statusOf("/corrupt.jpg")).toBe(422);
    expect(await statusOf("/not-an-image.jpg")).toBe(415);
    expect(await statusOf("/page.html")).toBe(415);
    expect(await statusOf("/missing.jpg")).toBe(404);
  });

  it("serves a variant made before from its cache, without fetching or resizing again", async () => {
    const fetcher = fakeFetch({ "/p.jpg": { body: photo } });
    const transformer = createImageTransformer(settings, fetcher);
    const first = await transformer.handle(request(`${ORIGIN}/p.jpg`, 480));
    const second = await transformer.handle(request(`${ORIGIN}/p.jpg`, 480));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    // Another format is another variant.
    await transformer.handle(request(`${ORIGIN}/p.jpg`, 480, "image/jpeg"));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("resizes the same picture under two addresses once, and serves each address from the cache after", async () => {
    const fetcher = fakeFetch({ "/a.jpg": { body: photo }, "/copy-of-a.jpg": { body: photo } });
    const transformer = createImageTransformer(settings, fetcher);
    const [first, second] = await Promise.all([
      transformer.handle(request(`${ORIGIN}/a.jpg`, 480)),
      transformer.handle(request(`${ORIGIN}/copy-of-a.jpg`, 480)),
    ]);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(transformer.cache.size).toBe(1);
    // Each address is fetched once to learn what it holds; after that neither is fetched again.
    expect(fetcher).toHaveBeenCalledTimes(2);
    await transformer.handle(request(`${ORIGIN}/a.jpg`, 480));
    await transformer.handle(request(`${ORIGIN}/copy-of-a.jpg`, 480));
    expect(fetcher).toHaveBeenCalledTimes(2);
    // Other bytes are another picture.
    const other = await sharp(photo).negate().jpeg().toBuffer();
    const distinct = createImageTransformer(
      settings,
      fakeFetch({ "/a.jpg": { body: photo }, "/b.jpg": { body: other } }),
    );
    await distinct.handle(request(`${ORIGIN}/a.jpg`, 480));
    await distinct.handle(request(`${ORIGIN}/b.jpg`, 480));
    expect(distinct.cache.size).toBe(2);
  });

  it("encodes a cover behind a scrim (q=cover) at a lower quality: the same width, fewer bytes", async () => {
    // Photographic detail (noise), which a lower quality encodes in fewer bytes; a flat colour would not.
    const detailed = await sharp({
      create: {
        width: 1600,
        height: 1067,
        channels: 3,
        background: "#8a7f6b",
        noise: { type: "gaussian", mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const fetcher = fakeFetch({ "/d.jpg": { body: detailed } });
    const transformer = createImageTransformer(settings, fetcher);
    for (const accept of ["image/webp", "image/avif", "image/jpeg"]) {
      const standard = await transformer.handle(request(`${ORIGIN}/d.jpg`, 960, accept));
      const cover = await transformer.handle(request(`${ORIGIN}/d.jpg`, 960, accept, { q: "cover" }));
      expect(cover.status).toBe(200);
      expect(cover.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const [standardBytes, coverBytes] = [await standard.arrayBuffer(), await cover.arrayBuffer()];
      expect(await widthOf(new Response(coverBytes))).toBe(960);
      expect(coverBytes.byteLength, accept).toBeLessThan(standardBytes.byteLength * 0.85);
    }
    // Each is a variant of its own in the cache; any other quality is refused.
    expect(transformer.cache.size).toBe(6);
    const refused = await transformer.handle(request(`${ORIGIN}/d.jpg`, 960, "image/webp", { q: "10" }));
    expect(refused.status).toBe(400);
  });

  it("keeps its cache within its byte budget", async () => {
    const widths = [320, 480, 640, 960, 1280];
    const fetcher = fakeFetch({ "/p.jpg": { body: photo } });
    const measuring = createImageTransformer(settings, fetcher);
    for (const w of widths) await measuring.handle(request(`${ORIGIN}/p.jpg`, w, "image/jpeg"));
    const budget = Math.floor(measuring.cache.totalBytes / 2);
    const transformer = createImageTransformer({ ...settings, cacheBytes: budget }, fetcher);
    for (const w of widths) await transformer.handle(request(`${ORIGIN}/p.jpg`, w, "image/jpeg"));
    expect(transformer.cache.totalBytes).toBeLessThanOrEqual(budget);
    expect(transformer.cache.size).toBeGreaterThan(0);
    expect(transformer.cache.size).toBeLessThan(widths.length);
  });

  it("answers 503 with Retry-After once the slots are busy and the queue is full", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetcher = vi.fn(async () => {
      await gate;
      return new Response(new Uint8Array(photo), { headers: { "Content-Type": "image/jpeg" } });
    });
    const transformer = createImageTransformer(
      { ...settings, concurrency: 1, fetchConcurrency: 1, queueLimit: 1 },
      fetcher,
    );
    const running = transformer.handle(request(`${ORIGIN}/a.jpg`, 320));
    const waiting = transformer.handle(request(`${ORIGIN}/b.jpg`, 320));
    const refused = await transformer.handle(request(`${ORIGIN}/c.jpg`, 320));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    release();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
  });

  it("sends the browser to the original when the transform is off", async () => {
    const fetcher = fakeFetch({});
    const transformer = createImageTransformer({ ...settings, mode: "off" }, fetcher);
    const response = await transformer.handle(request(`${ORIGIN}/p.jpg`, 640));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${ORIGIN}/p.jpg`);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("sends the browser to the resizer of IMAGE_URL_TEMPLATE, with the snapped width and the format", async () => {
    const template = "https://img.example/{src}?w={w}&fm={format}";
    const transformer = createImageTransformer({ ...settings, urlTemplate: template }, fakeFetch({}));
    const response = await transformer.handle(request(`${ORIGIN}/p.jpg`, 700, "image/webp"));
    expect(response.status).toBe(301);
    expect(response.headers.get("Vary")).toBe("Accept");
    expect(response.headers.get("Location")).toBe(
      `https://img.example/${encodeURIComponent(`${ORIGIN}/p.jpg`)}?w=768&fm=webp`,
    );
    // `{quality}` (optional) carries the number the transform would encode this variant with.
    const withQuality = createImageTransformer(
      { ...settings, urlTemplate: `${template}&q={quality}` },
      fakeFetch({}),
    );
    const cover = await withQuality.handle(request(`${ORIGIN}/p.jpg`, 700, "image/webp", { q: "cover" }));
    expect(new URL(cover.headers.get("Location")!).searchParams.get("q")).toBe(
      String(IMAGE_QUALITIES.cover.webp),
    );
    // The allowed origins still hold: the template is no open redirect.
    expect((await transformer.handle(request("http://evil.test/p.jpg", 640))).status).toBe(400);
  });

  describe("slow sources (issue 35 §5)", () => {
    /** Never answers; rejects as fetch does once its deadline aborts it. */
    const hanging = (init: RequestInit, settled: { count: number }) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => {
          settled.count += 1;
          reject(init.signal?.reason);
        }),
      );

    it("fetches sources outside the resize slots: five hanging sources do not hold a fresh image", async () => {
      const settled = { count: 0 };
      const fetcher = vi.fn(async (url: string, init: RequestInit) =>
        new URL(url).pathname.startsWith("/hang")
          ? hanging(init, settled)
          : new Response(new Uint8Array(photo), { headers: { "Content-Type": "image/jpeg" } }),
      );
      const transformer = createImageTransformer(
        { ...settings, concurrency: 1, queueLimit: 8, fetchTimeoutMs: 60_000 },
        fetcher,
        vi.fn(),
      );
      const hangs = Array.from({ length: 5 }, (_, n) =>
        transformer.handle(request(`${ORIGIN}/hang-${n}.jpg`, 320)),
      );
      const fresh = await transformer.handle(request(`${ORIGIN}/p.jpg`, 320));
      expect(fresh.status).toBe(200);
      // Answered while every hanging source is still being waited for.
      expect(settled.count).toBe(0);
      void Promise.allSettled(hangs);
    });

    it("answers 504 for a source that never answers and for one that trickles its body, in one JSON log line", async () => {
      const settled = { count: 0 };
      const fetcher = vi.fn(async (url: string, init: RequestInit) => {
        if (new URL(url).pathname === "/hang.jpg") return hanging(init, settled);
        // Headers at once, then a byte every 10 ms: only the deadline on the whole answer ends it.
        let timer: NodeJS.Timeout | undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            timer = setInterval(() => controller.enqueue(new Uint8Array([0xff])), 10);
            init.signal?.addEventListener("abort", () => {
              clearInterval(timer);
              controller.error(init.signal?.reason);
            });
          },
          cancel: () => clearInterval(timer),
        });
        return new Response(body, { headers: { "Content-Type": "image/jpeg" } });
      });
      const log = vi.fn();
      const errors = vi.spyOn(console, "error");
      const transformer = createImageTransformer({ ...settings, fetchTimeoutMs: 100 }, fetcher, log);
      const trickled = await transformer.handle(request(`${ORIGIN}/trickle.jpg`, 320));
      const hung = await transformer.handle(request(`${ORIGIN}/hang.jpg`, 320));
      expect([trickled.status, hung.status]).toEqual([504, 504]);
      expect(trickled.headers.get("Cache-Control")).toBe("no-store");
      expect(log).toHaveBeenCalledTimes(2);
      expect(log).toHaveBeenCalledWith("warn", "image source failed", {
        status: 504,
        source: `${ORIGIN}/trickle.jpg`,
        error: "Source image took too long",
      });
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });
  });
});

describe("RecentMap (each source address's digest)", () => {
  it("forgets its oldest entry past its size, and keeps the rest", () => {
    const map = new RecentMap<string>(2);
    map.set("a", "1");
    map.set("b", "2");
    map.set("a", "1 again");
    map.set("c", "3");
    expect([map.get("a"), map.get("b"), map.get("c")]).toEqual([undefined, "2", "3"]);
  });
});
