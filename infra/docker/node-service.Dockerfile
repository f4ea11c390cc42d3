# One image recipe for every Node process of the distributed stack: the five subgraphs, the
# gateway and the mailbox. Build with --build-arg WORKSPACE=services/orders (or gateway, ...);
# the process runs <WORKSPACE>/src/main.ts with tsx (no build step for Node code).
# Context: the repository root (docker compose sets it).
FROM node:20-bookworm-slim

WORKDIR /app
# The repo pins npm 11 (packageManager); its allowScripts list is what the lockfile expects.
RUN npm install -g npm@11.19.1 && npm cache clean --force

COPY . .
RUN npm ci --no-audit --no-fund && npm cache clean --force

ARG WORKSPACE=services/users-sites
ENV WORKSPACE=${WORKSPACE} \
    NODE_ENV=production
# Runtime files (uploads scratch, mailbox .eml) go under /app/.data, writable by the node user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
CMD ["sh", "-c", "exec node --import tsx \"$WORKSPACE/src/main.ts\""]
