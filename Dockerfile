# The site as a container: nginx serving the production build with deploy/nginx.conf, the same
# config tests/e2e/nginx.spec.ts runs.
#   docker build -t django-cfg-site .            (optional: --build-arg SITE_URL=… GTAG_ID=… ALGOLIA_…=…)
#   docker run --rm -p 8080:8080 django-cfg-site  → http://localhost:8080

FROM node:22-bookworm-slim AS build
# Chromium draws the Mermaid diagrams at build time (plugins/mermaid-svg); without it they would be
# drawn in every reader's browser instead.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings read by config/env.ts; unset means off (see the README).
ARG SITE_URL
ARG GTAG_ID
ARG ALGOLIA_APP_ID
ARG ALGOLIA_SEARCH_API_KEY
ARG ALGOLIA_INDEX_NAME
ARG ALGOLIA_ASSISTANT_ID
ARG SEARCH_BACKEND
RUN npm run build
# Precompressed copies for nginx's gzip_static (this nginx has no Brotli module).
RUN find build -type f \( -name '*.html' -o -name '*.js' -o -name '*.css' -o -name '*.json' -o -name '*.svg' -o -name '*.xml' -o -name '*.txt' \) \
      -exec gzip -9 -k -n {} +

FROM nginx:1.28-alpine
COPY --from=build /site/build /usr/share/nginx/html
COPY deploy/nginx.conf deploy/render.sh /etc/nginx/site/
# Render the tested config for this root and port, then let nginx check it (with the pid and temp
# files under /var/cache/nginx, which the image owns).
RUN sh /etc/nginx/site/render.sh /usr/share/nginx/html 8080 > /etc/nginx/nginx.conf \
 && nginx -t -p /var/cache/nginx/ -c /etc/nginx/nginx.conf -e stderr
EXPOSE 8080
CMD ["nginx", "-p", "/var/cache/nginx/", "-c", "/etc/nginx/nginx.conf", "-e", "stderr"]
