#!/usr/bin/env bash
# The container setup end to end with podman, by hand (not in CI: it takes minutes and needs
# root, podman, podman-compose and debootstrap; docs/hosting.md says what it showed):
#   sudo deploy/check_compose.sh
# 1. a Debian base image from Debian packages (debootstrap + podman import) unless it exists,
#    for machines that cannot pull from an image registry; stand-ins for the postgres and
#    nginx images, built on it from Debian's packages;
# 2. the app's image on that base (--build-arg BASE=...); the SQLite store in its /data;
# 3. compose.yaml up: PostgreSQL, two app replicas, nginx with deploy/nginx.conf;
# 4. /_stcore/health answered through nginx by both replicas, the health checks of the
#    database and the replicas pass, a class made on one replica,
#    joined on the other and seen by its teacher on the first: the store is shared;
#    through nginx, the page's script gzipped and Streamlit's icon font cut (serve.py);
# then one summary line, and everything torn down (also on failure; the images stay).
# Settings: WORMLIB_BASE (the base image), WORMLIB_PORT (nginx's port on this machine),
# DEBIAN_MIRROR.
set -euo pipefail
cd "$(dirname "$0")/.."

BASE=${WORMLIB_BASE:-localhost/wormlib-base:bookworm}
IMAGE=localhost/wormlib:latest
PROJECT=wormlib-check
PORT=${WORMLIB_PORT:-18080}
export WORMLIB_BASE=$BASE WORMLIB_PORT=$PORT
export WORMLIB_POSTGRES_IMAGE=localhost/wormlib-check-postgres:latest
export WORMLIB_NGINX_IMAGE=localhost/wormlib-check-nginx:latest
WORMLIB_DB_PASSWORD=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
export WORMLIB_DB_PASSWORD
COMPOSE=(podman-compose -p "$PROJECT" -f compose.yaml)
work=$(mktemp -d)
begin=$SECONDS

say() { printf '[check_compose +%3ds] %s\n' "$((SECONDS - begin))" "$*" >&2; }
fail() { say "FAILED: $*"; exit 1; }

cleanup() {
  local status=$?
  if ((status != 0)); then
    for id in $(podman ps -aq --filter "label=io.podman.compose.project=$PROJECT"); do
      say "logs of $(podman inspect -f '{{.Name}}' "$id"):"
      podman logs --tail 15 "$id" >&2 || true
    done
  fi
  # The containers with their volumes (the replicas' anonymous /data), then the rest.
  podman ps -aq --filter "label=io.podman.compose.project=$PROJECT" | xargs -r podman rm -f -v >/dev/null 2>&1 || true
  "${COMPOSE[@]}" down -v >/dev/null 2>&1 || true
  podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true
  podman volume rm -f "${PROJECT}_classdb" >/dev/null 2>&1 || true
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap "exit 130" INT TERM

make_base() {
  if podman image exists "$BASE"; then
    say "base $BASE exists"
    return
  fi
  say "making $BASE with debootstrap"
  debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates bookworm \
    "$work/rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" \
    || fail "debootstrap: $(tail -3 "$work/debootstrap.log")"
  # This machine's certificates, so that a build behind a TLS-inspecting proxy reaches PyPI
  # (pip and uv read the files named by PIP_CERT and SSL_CERT_FILE).
  cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
  tar -C "$work/rootfs" --numeric-owner -c . | podman import -q \
    --change 'CMD ["/bin/bash"]' \
    --change 'ENV SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt' \
    - "$BASE" >/dev/null
  rm -rf "$work/rootfs"
  say "made $BASE"
}

# Stand-ins for the official postgres and nginx images (the same settings and paths):
# initdb with POSTGRES_USER/POSTGRES_PASSWORD/POSTGRES_DB on an empty data folder, in UTF-8
# as the official image does (psycopg hands SQL_ASCII text over as bytes, which SQLAlchemy
# cannot read: the store fails on a SQL_ASCII database); nginx
# reading conf.d/, and logging which replica served each request (upstream.log, read below).
make_stand_ins() {
  mkdir -p "$work/postgres" "$work/nginx"
  cat >"$work/postgres/entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pw
  initdb -U "$POSTGRES_USER" --pwfile=/tmp/pw --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm /tmp/pw
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -w start -o "-c listen_addresses=''" >/dev/null
  createdb -U "$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl -w stop >/dev/null
fi
exec postgres -c listen_addresses='*'
EOF
  cat >"$work/postgres/Containerfile" <<EOF
FROM $BASE
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:\$PATH PGDATA=/var/lib/postgresql/data
COPY --chmod=755 entrypoint.sh /usr/local/bin/entrypoint.sh
RUN mkdir -p \$PGDATA /var/run/postgresql && chown postgres:postgres \$PGDATA /var/run/postgresql
USER postgres
ENTRYPOINT ["/usr/local/bin/entrypoint.sh"]
EOF
  cat >"$work/nginx/upstream-log.conf" <<'EOF'
log_format check_upstream '$upstream_addr $upstream_status $request_uri';
access_log /var/log/nginx/upstream.log check_upstream;
EOF
  cat >"$work/nginx/Containerfile" <<EOF
FROM $BASE
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/*
COPY upstream-log.conf /etc/nginx/conf.d/upstream-log.conf
CMD ["nginx", "-g", "daemon off;"]
EOF
  build -t "$WORMLIB_POSTGRES_IMAGE" "$work/postgres"
  build -t "$WORMLIB_NGINX_IMAGE" "$work/nginx"
}

build() { # podman build, its output shown only when it fails
  podman build "$@" >"$work/build.log" 2>&1 || fail "podman build $*: $(tail -5 "$work/build.log")"
}

container() { # the id of a service's container
  podman ps -q --filter "label=io.podman.compose.project=$PROJECT" \
    --filter "label=com.docker.compose.service=$1"
}

in_app() { # python in a replica, its output
  podman exec -i "$(container "$1")" python3 - "${@:2}"
}

make_base
say "building the stand-ins for the postgres and nginx images"
make_stand_ins
say "building $IMAGE on $BASE"
t0=$SECONDS
build --format docker --build-arg "BASE=$BASE" -t "$IMAGE" .
build_s=$((SECONDS - t0))
size=$(podman image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1 / 1e6}')
say "built in ${build_s}s, $size"

# One container on its own: the SQLite store in the image's /data, written by the app's user.
sqlite=$(podman run --rm -i --entrypoint python3 "$IMAGE" - 2>"$work/sqlite.log" <<'EOF'
from app.classroom.settings import database_url, open_store
open_store().create_class()
print(database_url())
EOF
) || fail "the image's SQLite store: $(tail -3 "$work/sqlite.log")"
[[ $sqlite == sqlite:////data/classroom.sqlite3 ]] || fail "SQLite store at $sqlite"

say "compose up on port $PORT"
t0=$SECONDS
"${COMPOSE[@]}" up -d --no-build >"$work/up.log" 2>&1 || fail "compose up: $(tail -5 "$work/up.log")"
declare -A address
for app in app1 app2; do
  address[$app]=$(podman inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' \
    "$(container "$app")"):8501
done
proxy=$(container proxy)
# Each browser's cookie picks a replica: enough different cookies reach both.
served() {
  podman exec "$proxy" cat /var/log/nginx/upstream.log 2>/dev/null \
    | awk '$2 == "200" && $3 == "/_stcore/health" {print $1}' | sort -u
}
while :; do
  for key in $(seq 1 16); do
    curl -fsS -o /dev/null -H "Cookie: wl_route=check$key" \
      "http://127.0.0.1:$PORT/_stcore/health" 2>/dev/null || true
  done
  seen=$(served)
  grep -qx "${address[app1]}" <<<"$seen" && grep -qx "${address[app2]}" <<<"$seen" && break
  ((SECONDS - t0 < 240)) || fail "health through both replicas (served by: ${seen:-none})"
  sleep 2
done
healthy_s=$((SECONDS - t0))
say "both replicas answer through nginx after ${healthy_s}s"
# The health checks themselves (the image's, compose's pg_isready): podman runs them on a
# timer only under systemd, so here once by hand.
for service in db app1 app2; do
  podman healthcheck run "$(container "$service")" >/dev/null || fail "the health check of $service"
done

# A class across replicas: made on app1, joined on app2, its teacher on app1 sees the pupil.
created=$(in_app app1 <<'EOF'
from app.classroom.settings import open_store
teacher = open_store().create_class()
print(teacher.code, teacher.key)
EOF
) || fail "creating a class on app1"
read -r code key <<<"$created"
in_app app2 "$code" <<'EOF' >/dev/null || fail "joining class $code on app2"
import sys
from app.classroom.settings import open_store
open_store().join(sys.argv[1])
EOF
pupils=$(in_app app1 "$code" "$key" <<'EOF'
import sys
from app.classroom.settings import database_url, open_store
from app.classroom.views import TeacherPass
assert database_url().startswith("postgresql"), database_url()
store, teacher = open_store(), TeacherPass(sys.argv[1], sys.argv[2])
print(len(store.teacher_view(teacher).pupils))
store.end_class(teacher)
EOF
) || fail "the teacher's view on app1"
[[ $pupils == 1 ]] || fail "the teacher on app1 sees $pupils pupils, not 1"

# What a phone fetches first, through nginx: the page's script gzipped and the icon font cut
# (serve.py, as the image runs it: app/serving.py, app/icon_font.py).
site=http://127.0.0.1:$PORT
script=$(curl -fsS "$site/" | grep -o '/static/js/index\.[^"]*\.js' | head -1)
encoding=$(curl -fsS -o /dev/null -D - -H 'Accept-Encoding: gzip' "$site$script" \
  | tr -d '\r' | awk -F': ' 'tolower($1) == "content-encoding" {print $2}')
[[ $encoding == gzip ]] || fail "$script came with content-encoding '${encoding:-none}'"
read -r font cut <<<"$(in_app app1 <<'EOF'
import pathlib, streamlit
from app.icon_font import SUBSET_FILE
media = pathlib.Path(streamlit.__file__).parent / "static" / "static" / "media"
print(next(media.glob("MaterialSymbols-Rounded.*.woff2")).name, SUBSET_FILE.stat().st_size)
EOF
)" || fail "the icon font's name on app1"
fetched=$(curl -fsS -o /dev/null -w '%{size_download}' "$site/static/media/$font")
[[ $fetched == "$cut" ]] || fail "the icon font came with $fetched bytes, the cut one has $cut"

echo "check_compose: OK: image $size (built in ${build_s}s on $BASE), SQLite in /data;" \
  "nginx answered /_stcore/health from app1 and app2 ${healthy_s}s after up, health checks pass;" \
  "class $code made on app1, joined on app2, 1 pupil in its teacher's view on app1;" \
  "through nginx ${script##*/} gzipped, the icon font $fetched bytes (cut);" \
  "$((SECONDS - begin))s in all"
