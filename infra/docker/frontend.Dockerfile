# One image recipe for the shell and the four remotes: build the app's bundle with webpack,
# then serve <app>/dist with nginx. --build-arg APP=shell | mfe-orders | mfe-catalog |
# mfe-design | mfe-ai-banner. /config.js (and the shell's /remotes.json) are written from the
# environment when the container starts, so one image runs in any environment.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g npm@11.19.1 && npm cache clean --force
COPY . .
RUN npm ci --no-audit --no-fund
ARG APP=shell
RUN npx turbo run build --filter=@pod/${APP}

FROM nginx:1.27-alpine
ARG APP=shell
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY infra/nginx/frontend.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx/config.js.template infra/nginx/remotes.json.template /etc/pod/
COPY infra/nginx/40-pod-runtime-config.sh /docker-entrypoint.d/40-pod-runtime-config.sh
RUN chmod +x /docker-entrypoint.d/40-pod-runtime-config.sh
ENV GATEWAY_URL=http://localhost:4000/graphql
EXPOSE 80
