export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** A refusal of the image transform, with the status it answers. */
export class ImageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBounded(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw new ImageError(413, "Source image is too large");
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ImageError(413, "Source image is too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A failed fetch or read: 504 once the deadline passed (a hanging or trickling origin), else 502. */
function sourceFailure(error: unknown, signal: AbortSignal, what: string): ImageError {
  if (error instanceof ImageError) return error;
  if (signal.aborted) return new ImageError(504, "Source image took too long");
  return new ImageError(502, `Source image could not be ${what}`);
}

/** The source image's bytes, within the settings' size and time limits. */
export async function fetchSource(
  fetcher: Fetcher,
  src: URL,
  settings: { fetchTimeoutMs: number; maxInputBytes: number },
): Promise<Buffer> {
  // One deadline for the whole answer: a source that sends its headers and then trickles its body
  // is abandoned as surely as one that never answers.
  const signal = AbortSignal.timeout(settings.fetchTimeoutMs);
  let response: Response;
  try {
    response = await fetcher(src.toString(), { redirect: "error", signal });
  } catch (error) {
    throw sourceFailure(error, signal, "fetched");
  }
  if (response.status === 404) throw new ImageError(404, "Source image not found");
  if (!response.ok) throw new ImageError(502, `Source image answered ${response.status}`);
  const type = (response.headers.get("Content-Type") ?? "").toLowerCase();
  if (type && !type.startsWith("image/") && !type.startsWith("application/octet-stream"))
    throw new ImageError(415, "Source is not an image");
  try {
    return await readBounded(response, settings.maxInputBytes);
  } catch (error) {
    throw sourceFailure(error, signal, "read");
  }
}
