# syntax=docker/dockerfile:1
# Production image: the Remix server only (no demo backend). Configure with CMS_URL, CORE_URL, SITE_ID…
# Kubernetes manifests that run it: deploy/kubernetes/ (deploy/README.md).
ARG NODE_VERSION=22

# Every dependency, for the build. No install scripts: the build needs none, and the demo backend's
# native SQLite module (a dev dependency) would otherwise need a compiler on a slim image.
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# The runtime's dependencies only, from the lockfile alone (cached until it changes). sharp's
# prebuilt libvips comes as an optional package: no install script needed there either.
FROM node:${NODE_VERSION}-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# What `node server.mjs` reads, owned by root: the server never writes to its own files, so the
# root file system may be read-only (Kubernetes: readOnlyRootFilesystem, with /tmp an emptyDir).
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/server.mjs ./
COPY --from=build /app/server ./server
COPY --from=build /app/locales ./locales
# The image's `node` user, by number: Kubernetes' runAsNonRoot can only verify a numeric user.
USER 1000:1000
EXPOSE 3000
# For `docker run` and Compose. Kubernetes ignores it and uses the Deployment's probes instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SIGTERM: /readyz turns 503, the server drains (SHUTDOWN_DRAIN_MS) and exits within
# SHUTDOWN_TIMEOUT_MS (25 s): give it that long and more (`docker stop -t 30`; Kubernetes: the
# Deployment's terminationGracePeriodSeconds, which also covers its preStop pause). node is PID 1
# and handles SIGTERM and SIGINT itself; it starts no child processes.
CMD ["node", "server.mjs"]
