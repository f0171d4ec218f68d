# Sourced by scripts/test.sh: a throw-away PostgreSQL server on loopback for the tests that must
# run on a real server (PGlite serves one connection at a time, so races need the real thing).
# Installs Debian's postgresql when it is missing and we are root; exports TEST_DATABASE_URL.
pg_port=${PARLOR_PG_PORT:-54329}
pg_dir=${PARLOR_PG_DIR:-/tmp/parlor-postgres}

# Empty when PostgreSQL is not installed; never fails (the caller runs under set -euo pipefail).
newest_pg_bin() { { ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true; } | sort -V | tail -n 1; }

pg_bin=$(newest_pg_bin)
if [ -z "$pg_bin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing PostgreSQL from Debian's packages"
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  pg_bin=$(newest_pg_bin)
fi

if [ -z "$pg_bin" ]; then
  echo "PostgreSQL is not installed and cannot be installed here; the PostgreSQL runs are skipped"
  if [ "${CI:-}" = true ]; then
    echo "CI needs PostgreSQL"
    exit 1
  fi
else
  # initdb refuses to run as root: the server runs as the postgres user Debian's package creates.
  as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  if ! as_owner "$pg_bin/pg_ctl" -D "$pg_dir" status >/dev/null 2>&1; then
    rm -rf "$pg_dir"
    mkdir -p "$pg_dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir"; fi
    as_owner "$pg_bin/initdb" -D "$pg_dir" -U parlor --auth=trust >/dev/null
    as_owner "$pg_bin/pg_ctl" -D "$pg_dir" -l "$pg_dir/server.log" -w \
      -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    as_owner "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U parlor parlor_test
  fi
  export TEST_DATABASE_URL="postgres://parlor@127.0.0.1:$pg_port/parlor_test"
  echo "PostgreSQL for tests: $TEST_DATABASE_URL"
fi
