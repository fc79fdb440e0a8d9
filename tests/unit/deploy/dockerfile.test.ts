// The Dockerfile (it cannot be built here): the image the Kubernetes manifests assume. Non-root by
// number, production dependencies from the lockfile, only what `node server.mjs` reads, same command.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readServerConfig } from "../../../server/config.mjs";
import { dockerfile, imageEnv, manifests, root, runtimeStage, siteContainer } from "./manifests";

const instructions = dockerfile();
const runtime = runtimeStage(instructions);
const args = (keyword: string) =>
  runtime.filter((instruction) => instruction.keyword === keyword).map((i) => i.args);

describe("Dockerfile (issue 35 §6)", () => {
  it("runs as a numeric non-root user, the one the Deployment asks for", () => {
    const [user] = args("USER");
    const [uid, gid] = user.split(":").map(Number);
    expect(uid).toBeGreaterThan(0);
    const pod = manifests().deployment.spec?.template.spec?.securityContext;
    expect({ uid, gid }).toEqual({ uid: pod?.runAsUser, gid: pod?.runAsGroup });
    // Files owned by root: the user it runs as cannot change them.
    expect(args("COPY").filter((copy) => copy.includes("--chown"))).toEqual([]);
  });

  it("runs `npm run start:prod`'s command, which the Deployment leaves as it is", () => {
    const [cmd] = args("CMD");
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(JSON.parse(cmd)).toEqual(scripts["start:prod"].split(" "));
    const container = siteContainer(manifests().deployment);
    expect([container.command, container.args]).toEqual([undefined, undefined]);
  });

  it("exposes the port the server and the Deployment use", () => {
    const port = readServerConfig(imageEnv()).port;
    expect(args("EXPOSE")).toEqual([String(port)]);
    expect(
      siteContainer(manifests().deployment).ports?.find(({ name }) => name === "http")?.containerPort,
    ).toBe(port);
  });

  it("takes node_modules from `npm ci --omit=dev` on the lockfile alone", () => {
    const copies = args("COPY");
    const from = /^--from=(\S+) \/app\/node_modules/.exec(
      copies.find((copy) => copy.includes("node_modules"))!,
    )?.[1];
    const stage = instructions.filter((instruction) => instruction.stage === from);
    expect(stage.filter(({ keyword }) => keyword === "RUN").map((i) => i.args)).toEqual([
      expect.stringMatching(/^npm ci --omit=dev\b/),
    ]);
    expect(stage.filter(({ keyword }) => keyword === "COPY").map((i) => i.args)).toEqual([
      "package.json package-lock.json ./",
    ]);
  });

  it("copies only what `node server.mjs` reads", () => {
    const copied = args("COPY").map((copy) =>
      copy
        .split(/\s+/)
        .at(-2)!
        .replace(/^\/app\//, ""),
    );
    // package.json ("type": "module" for build/), the build, public/ (static files), the server and its
    // helpers, locales/ (the server's own error pages), production dependencies.
    expect(copied.sort()).toEqual([
      "build",
      "locales",
      "node_modules",
      "package.json",
      "public",
      "server",
      "server.mjs",
    ]);
  });

  it("has a HEALTHCHECK on /healthz for Docker and Compose (Kubernetes uses the Deployment's probes)", () => {
    expect(args("HEALTHCHECK")).toEqual([expect.stringContaining("/healthz")]);
  });
});
