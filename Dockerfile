# syntax=docker/dockerfile:1
# The portal as a production image: built in one stage (web UI and server), run in another that holds
# only the build, the API description and the runtime dependencies, as an unprivileged user.
#
#   docker build -t exhibitor-portal .
#   docker run -p 3000:3000 -e PUBLIC_URL=https://... -e DATABASE_URL=postgres://... -e OIDC_ISSUER=... exhibitor-portal
#
# compose.yaml runs two of them behind a proxy against one PostgreSQL (README, "Container").

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json openapi.yaml ./
COPY scripts/build.mjs scripts/
COPY domain domain
COPY application application
COPY adapters adapters
COPY web web
# web/dist (vite: hashed assets with brotli and gzip copies, no source maps) and dist/main.js (esbuild bundle).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/portal
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Runtime dependencies only. No install scripts: the one that would run hydrates the embedded PostgreSQL,
# which the image does not use (production takes DATABASE_URL).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY openapi.yaml ./
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
# What the portal keeps on disk (development provider's key, the mail outbox without SMTP_URL).
RUN mkdir -p /var/lib/portal && chown node:node /var/lib/portal
VOLUME /var/lib/portal
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 (not npm or a shell), so SIGTERM reaches the portal, which installs its own handlers and stops gracefully.
# Its flags are SERVER_NODE_FLAGS of scripts/build.mjs (source maps, the heap capped at 256 MB).
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "dist/main.js"]
