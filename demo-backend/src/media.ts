import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { HttpError } from "./http";

const TYPES: Record<string, string> = { ".webm": "video/webm", ".mp4": "video/mp4" };

/**
 * Serves a demo video from content/media with byte ranges, which browsers use to stream and loop
 * media. Only plain file names are accepted, so no path can leave the folder.
 */
export function sendMedia(mediaDir: string, name: string, req: IncomingMessage, res: ServerResponse): void {
  const type = TYPES[path.extname(name)];
  if (!type || !/^[\w.-]+$/.test(name)) throw new HttpError(404, "Unknown media");
  let file: Buffer;
  try {
    file = readFileSync(path.join(mediaDir, name));
  } catch {
    throw new HttpError(404, "Unknown media");
  }
  const headers = {
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=86400",
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ""));
  if (!range || (range[1] === "" && range[2] === "")) {
    res.writeHead(200, { ...headers, "Content-Length": file.length }).end(file);
    return;
  }
  const start = range[1] === "" ? Math.max(0, file.length - Number(range[2])) : Number(range[1]);
  const end =
    range[1] === "" || range[2] === "" ? file.length - 1 : Math.min(Number(range[2]), file.length - 1);
  if (start > end || start >= file.length) {
    res.writeHead(416, { "Content-Range": `bytes */${file.length}` }).end();
    return;
  }
  res
    .writeHead(206, {
      ...headers,
      "Content-Range": `bytes ${start}-${end}/${file.length}`,
      "Content-Length": end - start + 1,
    })
    .end(file.subarray(start, end + 1));
}
