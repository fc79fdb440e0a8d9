# syntax=docker/dockerfile:1
# Production image: the Remix server only (no demo backend). Configure with CMS_URL, CORE_URL, SITE_ID…
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the build needs none, and the demo backend's native SQLite module (a dev
# dependency) would otherwise need a compiler on a slim image.
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/server.mjs ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/locales ./locales
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SIGTERM: /readyz turns 503, the server drains (SHUTDOWN_DRAIN_MS) and exits within
# SHUTDOWN_TIMEOUT_MS (25 s): give it that long (`docker stop -t 30`, Kubernetes' default 30 s).
CMD ["node", "server.mjs"]
