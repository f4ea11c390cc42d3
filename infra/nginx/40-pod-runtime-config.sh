#!/bin/sh
# Runs from the nginx image's entrypoint before nginx starts: writes the runtime config the
# front end reads (/config.js) and, for the shell, where the remotes live (/remotes.json).
set -eu
html=/usr/share/nginx/html
: "${GATEWAY_URL:=http://localhost:4000/graphql}"
export GATEWAY_URL
envsubst '${GATEWAY_URL}' < /etc/pod/config.js.template > "$html/config.js"
if [ -n "${MFE_ORDERS_URL:-}" ]; then
  export MFE_ORDERS_URL MFE_CATALOG_URL MFE_DESIGN_URL MFE_AI_BANNER_URL
  envsubst '${MFE_ORDERS_URL} ${MFE_CATALOG_URL} ${MFE_DESIGN_URL} ${MFE_AI_BANNER_URL}' \
    < /etc/pod/remotes.json.template > "$html/remotes.json"
fi
echo "pod: wrote config.js (gateway ${GATEWAY_URL})${MFE_ORDERS_URL:+ and remotes.json}"
