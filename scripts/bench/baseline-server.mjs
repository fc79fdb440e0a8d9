// The throughput baseline, run as a child of the bench: plain Express + compression serving, from
// memory, the exact HTML bytes the app sent for each page, with the app's content type. No ETag (the
// app's documents carry none), no logging. Receives { host, pages } over IPC, answers { port }.
import compression from "compression";
import express from "express";

process.once("message", ({ host, pages }) => {
  const byPath = new Map(
    pages.map((page) => [
      page.path,
      { contentType: page.contentType, body: Buffer.from(page.body, "base64") },
    ]),
  );
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(compression());
  app.get("*", (req, res) => {
    const page = byPath.get(req.path);
    if (!page) return res.sendStatus(404);
    res.setHeader("Content-Type", page.contentType);
    res.send(page.body);
  });
  const server = app.listen(0, host, () => process.send({ port: server.address().port }));
  process.on("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
});
