# syntax=docker/dockerfile:1
# One static image per frontend (shell-app or an mfe-*), served by unprivileged nginx on 8080.
# The build stages do not depend on APP, so all six images share one cached build. From the repo root:
#   docker build -f deploy/docker/web.Dockerfile --build-arg APP=mfe-auth -t atelier/web-mfe-auth .

FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -depth -type d -empty -delete

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /src/ ./
COPY scripts/ensure.mjs scripts/ensure.mjs
RUN node scripts/ensure.mjs install

FROM deps AS build
COPY . .
RUN node scripts/build-web.mjs
# The shell page's security headers for nginx, the CSP with the built index.html's inline-script hash
# (svc-gateway/src/web/nginx-page-headers.ts; CSP_SOURCES as the gateway reads it).
ARG CSP_SOURCES=""
RUN CSP_SOURCES="${CSP_SOURCES}" node --import tsx svc-gateway/src/web/nginx-page-headers.ts shell-app/dist/index.html > /app/page-headers.conf

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
# The shell proxies the API and the remotes (one origin for cookies); a remote only serves files with CORS.
COPY deploy/docker/nginx/ /tmp/nginx/
COPY --from=build /app/page-headers.conf /etc/nginx/atelier/page-headers.conf
USER root
RUN test -n "${APP}" || { echo "build with --build-arg APP=<shell-app|mfe-...>" >&2; exit 1; } \
 && if [ "${APP}" = "shell-app" ]; then role=shell; else role=remote; fi \
 && mkdir -p /etc/nginx/templates \
 && cp "/tmp/nginx/${role}.conf.template" /etc/nginx/templates/default.conf.template \
 && rm -rf /tmp/nginx
USER 101
EXPOSE 8080
