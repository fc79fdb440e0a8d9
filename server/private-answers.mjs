// @ts-check

/**
 * Whatever the app answers to a form post (a refilled form with what the visitor typed, a rate
 * limit, a failed lead, a redirect) is theirs alone: no cache may keep or share it (issue 35 §5).
 * The app's routes say so too; this holds for any route, including one that forgets.
 * @returns {import("express").RequestHandler}
 */
export function privateAnswersToPosts() {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {Parameters<typeof res.writeHead>} */ ...args) {
        res.setHeader("Cache-Control", "private, no-store");
        return writeHead.apply(res, args);
      }
    );
    next();
  };
}
