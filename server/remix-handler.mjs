// @ts-check
// Not re-exported by the package's index; the version is pinned in package.json.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";

/**
 * @remix-run/express's handler, except that the request's body is the one server/body-reader.mjs
 * already read (`req.rawBody`): the adapter would read the Node stream, which is over by then.
 * @param {{
 *   build: import("@remix-run/node").ServerBuild,
 *   mode?: string,
 *   getLoadContext: (req: import("express").Request) => import("@remix-run/node").AppLoadContext,
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function remixHandler({ build, mode, getLoadContext }) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const withBody = req.method !== "GET" && req.method !== "HEAD";
      // The adapter builds the URL, headers and abort signal; a bodiless view keeps it off the stream.
      const bodiless = withBody ? Object.create(req, { method: { value: "GET" } }) : req;
      const built = createRemixRequest(bodiless, res);
      const rawBody = /** @type {{ rawBody?: Buffer }} */ (req).rawBody;
      const request = withBody
        ? new Request(built, { method: req.method, body: rawBody ? new Uint8Array(rawBody) : null })
        : built;
      const response = await handleRequest(request, getLoadContext(req));
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
