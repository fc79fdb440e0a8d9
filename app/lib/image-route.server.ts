import { availableParallelism } from "node:os";
import sharp from "sharp";
import { getConfig } from "~/config.server";
import { gauge } from "../../server/metrics.mjs";
import { createImageTransformer } from "./image-transform.server";

// One libvips thread per image and no libvips operation cache: the queue decides how many cores
// images take, and memory stays with the bounded cache of results.
sharp.concurrency(1);
sharp.cache(false);

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

let transformer: ReturnType<typeof createImageTransformer> | undefined;

/** The transform of /resources/image, made from the settings on first use. */
export function imageTransformer() {
  if (transformer) return transformer;
  const config = getConfig();
  transformer = createImageTransformer({
    mode: config.imageTransform,
    urlTemplate: config.imageUrlTemplate,
    allowedOrigins: [
      ...originOf(config.assetsUrl),
      ...originOf(config.cmsUrl),
      ...config.imageOrigins.flatMap(originOf),
    ],
    maxInputBytes: config.imageMaxInputBytes,
    maxInputPixels: config.imageMaxPixels,
    cacheBytes: config.imageCacheBytes,
    concurrency: config.imageConcurrency ?? Math.max(1, availableParallelism() - 1),
    queueLimit: config.imageQueue,
    fetchConcurrency: config.imageFetchConcurrency,
    fetchTimeoutMs: config.upstreamTimeoutMs,
  });
  const { queue, fetches } = transformer;
  gauge(
    "image_queue_length",
    "Images waiting for a fetch or a resize slot",
    () => queue.pending + fetches.pending,
  );
  return transformer;
}
