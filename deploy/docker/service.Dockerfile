# syntax=docker/dockerfile:1
# One image for every Node process of Atelier: the one launcher, packages/runtime/src/main.ts; the Deployment
# picks what it runs with PLATFORM_TARGET, a target of packages/runtime/src/index.ts (architecture §2). Build from the repo root:
#   docker build -f deploy/docker/service.Dockerfile -t atelier/service .

# Only the package manifests, so the dependency layer is rebuilt only when they change.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -depth -type d -empty -delete

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /src/ ./
COPY scripts/ensure.mjs scripts/ensure.mjs
RUN node scripts/ensure.mjs install && npm cache clean --force

FROM deps AS runtime
COPY . .
RUN mkdir -p /data && chown node:node /data
ARG PLATFORM_TARGET=all
ENV NODE_ENV=production \
    PLATFORM_TARGET=${PLATFORM_TARGET} \
    PORT=8080 \
    GRPC_PORT=50051 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
USER node
EXPOSE 8080 50051
# MALLOC_ARENA_MAX: packages/runtime/src/process-env.ts says why (glibc reads it only at process start).
# Node is PID 1 on purpose: runProcess handles SIGTERM itself (drain, then exit).
CMD ["node", "--import", "tsx", "packages/runtime/src/main.ts"]
