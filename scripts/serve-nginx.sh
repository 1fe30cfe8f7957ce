#!/usr/bin/env bash
# Serves a production build through the repository's nginx configuration
# (deploy/nginx/site-locations.conf, its access-log format, and the header
# snippets the build wrote into build/_nginx/) on 127.0.0.1:$PORT, in the
# foreground. Used by the end-to-end tests so that what is tested is what is
# deployed. The access log is tests/.artifacts/nginx-$PORT/logs/access.log.
#
# TOOLS_PORT=… serves the two-origin setup instead (deploy/README.md): the
# docs origin on 127.0.0.1:$PORT, which answers /tool… with a 301 to the tools
# origin on 127.0.0.1:$TOOLS_PORT, which answers everything but the tools with
# a 301 back. Both server blocks include the same site-locations.conf and
# differ only in the two variables the production templates set.
set -euo pipefail

root_dir=$(cd "$(dirname "$0")/.." && pwd)
port=${PORT:-4173}
tools_port=${TOOLS_PORT:-}
build=${BUILD_DIR:-$root_dir/build}
work=$root_dir/tests/.artifacts/nginx-$port

[ -f "$build/index.html" ] || { echo "serve-nginx: no build in $build (run npm run build)" >&2; exit 1; }
[ -d "$build/_nginx" ] || { echo "serve-nginx: $build has no _nginx/ header snippets (rebuild with this version)" >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx_bin" ] || { echo "serve-nginx: nginx is not installed (run npm run setup:test)" >&2; exit 1; }

mkdir -p "$work/tmp" "$work/logs" "$work/snippets"
# The snippets site-locations.conf includes, as production keeps them in /etc/nginx/snippets/.
rm -f "$work"/snippets/*.conf
cp "$build"/_nginx/*.conf "$work/snippets/"
# A server block on port $1; $2 and $3: where tool pages and other pages live when not here (empty: here).
server_block() {
    cat <<BLOCK
    server {
        listen 127.0.0.1:$1;
        root $build;
        set \$alist_tools_origin "$2";
        set \$alist_docs_origin "$3";
        include $root_dir/deploy/nginx/site-locations.conf;
    }
BLOCK
}

cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    include $root_dir/deploy/nginx/alist-docs-logging.conf;
    access_log $work/logs/access.log alist_docs;
    sendfile on;
    client_body_temp_path $work/tmp/body;
    proxy_temp_path $work/tmp/proxy;
    fastcgi_temp_path $work/tmp/fastcgi;
    uwsgi_temp_path $work/tmp/uwsgi;
    scgi_temp_path $work/tmp/scgi;
$(server_block "$port" "${tools_port:+http://127.0.0.1:$tools_port}" "")
$([ -z "$tools_port" ] || server_block "$tools_port" "" "http://127.0.0.1:$port")
}
CONF
exec "$nginx_bin" -p "$work" -c "$work/nginx.conf" -g 'daemon off;'
