# Vidyapath — production image (docs/deploy.md). Multi-stage: the build stage has the dev tools and
# the sources; the runtime stage has the production dependencies, the build and the few files read at
# run time, and runs as a non-root user. Not built on the development machines (no Docker engine
# there): see docs/deploy.md.
#
# Debian 13 (trixie) for its PostgreSQL 17 client: `npm run db:backup` in the container then writes
# pg_dump's own format for a PostgreSQL up to 17 (compose.yaml runs 17).
# The lockfile lists the linux-x64 optional packages only (docs/decisions/001): build for linux/amd64.
ARG NODE_IMAGE=node:22-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# pg_dump/pg_restore for db:backup and db:restore; tini reaps and forwards signals, so SIGTERM reaches
# the server, which drains requests before exiting.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# Read at run time: the migrations (applied at start-up) and the demo content's files (db/), the
# PDF font (app/lib/fonts), and the backup scripts.
COPY db ./db
COPY app/lib/fonts ./app/lib/fonts
COPY scripts/db-backup.mjs scripts/db-restore.mjs scripts/db-tools.mjs scripts/db-logical-dump.mjs ./scripts/
# The node user (uid 1000) of the official image; it owns only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "build/server-main.js"]
