import net from "node:net";
import { hasBuild, request, sleep, startServer, useStubCms, type RunningServer } from "./harness";

const stub = useStubCms();
const LIMITS = { MAX_CONCURRENT_RENDERS: "2", RENDER_QUEUE_SIZE: "2" };
// Two servers: one whose body deadline no loaded machine reaches during a test (uploads stay stalled
// while pages are asked for), one whose deadline passes quickly (the 408 itself).
let patient: RunningServer;
let quick: RunningServer;
beforeAll(async () => {
  if (!hasBuild) return;
  patient = await startServer(stub.cms, { ...LIMITS, BODY_TIMEOUT_MS: "120000" });
  quick = await startServer(stub.cms, { ...LIMITS, BODY_TIMEOUT_MS: "1500" });
  stub.servers.push(patient, quick);
});

/** A form post that announces a 5 KB body and sends one byte of it; resolves with what the server said. */
function slowUpload(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("utf8");
  socket.on("error", () => undefined);
  let answer = "";
  socket.on("data", (chunk: string) => (answer += chunk));
  const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(answer)));
  socket.write(
    "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
      "Content-Length: 5000\r\n\r\nm",
  );
  return { socket, closed, answered: () => answer };
}

// Issue 21 §3: a body is read whole, under its own deadline, before the request takes a render slot.
describe.skipIf(!hasBuild)("slow request bodies (BODY_TIMEOUT_MS)", () => {
  it("uploads stalled mid-body hold no render slot: pages answer 200 beside them", async () => {
    const uploads = Array.from({ length: 12 }, () => slowUpload(patient.port));
    await sleep(300);
    // With 2 slots and 2 places in the queue, 12 uploads inside the limit would shed every page.
    const pages = await Promise.all(Array.from({ length: 4 }, () => request(patient.port, "/fr")));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200]);
    expect(uploads.every((upload) => upload.answered() === "")).toBe(true);
    for (const upload of uploads) upload.socket.destroy();
  }, 20_000);

  it("a body slower than BODY_TIMEOUT_MS gets the designed 408 and the connection closes", async () => {
    const upload = slowUpload(quick.port);
    const answer = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/Connection: close/i);
    expect(answer).toContain('<p class="status">408</p>');
  }, 20_000);

  it("a body sent in pieces within the deadline reaches the app whole", async () => {
    const socket = net.connect(patient.port, "127.0.0.1");
    socket.setEncoding("utf8");
    let answer = "";
    socket.on("data", (chunk: string) => (answer += chunk));
    const body = "form_type=contact_form&email=nope";
    socket.write(
      "POST /fr/contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await sleep(200);
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once("close", resolve));
    // The form handler read form_type (a lost body would be a 400): 422, or 502 without site credentials.
    expect(answer).toMatch(/^HTTP\/1\.1 (422|502) /);
  }, 20_000);
});
