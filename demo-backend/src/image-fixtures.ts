import { pngChunk } from "./png";

// Broken images for the transform's tests (served only with DEMO_BACKEND_TEST_HOOKS=1).

/** A 100-byte PNG that declares 60,000 × 60,000 pixels: a decompression bomb's header. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60000, 0);
  header.writeUInt32BE(60000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const IMAGE_FIXTURES: Record<string, { type: string; body: Buffer }> = {
  "bomb.png": { type: "image/png", body: bombPng() },
  // A JPEG's opening bytes and then noise: the start of an upload cut short.
  "corrupt.jpg": {
    type: "image/jpeg",
    body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(2000, 0x5a)]),
  },
  "not-an-image.jpg": { type: "image/jpeg", body: Buffer.from("<!doctype html><title>Not a photo</title>") },
  "page.html": { type: "text/html; charset=utf-8", body: Buffer.from("<!doctype html><title>Page</title>") },
};
