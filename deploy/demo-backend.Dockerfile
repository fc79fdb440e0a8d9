# syntax=docker/dockerfile:1
# The demo CMS + core API for deploy/compose.yaml (not a production image: it runs TypeScript with tsx
# and needs the dev dependencies, better-sqlite3's native module among them).
FROM node:22-bookworm
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY demo-backend ./demo-backend
ENV DEMO_BACKEND_PORT=3100
EXPOSE 3100
CMD ["node", "--import", "tsx", "demo-backend/src/main.ts"]
