#!/bin/sh
# Starts a PostgreSQL server of the benchmarks' own and prints its BENCH_DATABASE_URL:
#   BENCH_DATABASE_URL=$(sh apps/api/bench/private-postgres.sh) pnpm bench
# It is sized as docs/deploy.md sizes production (shared_buffers a quarter of RAM,
# effective_cache_size three quarters, work_mem 16 MB). The machine's shared server keeps
# PostgreSQL's defaults (shared_buffers 128 MB, smaller than 300,000 jobs and their indexes, so
# every page read past it is a system call) and is not ours to restart. `stop` stops this one.
set -eu
port=${BENCH_POSTGRES_PORT:-5433}
dir=${BENCH_POSTGRES_DIR:-/tmp/talanta-bench-postgres}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
# initdb and the server refuse to run as root: as root, run them as the postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "${1:-start}" = stop ]; then
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null
  exit 0
fi
ram_mb=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)
mkdir -p "$dir"
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
if [ ! -f "$dir/data/PG_VERSION" ]; then
  as_owner "$bin/initdb" -D "$dir/data" --auth=trust -U postgres >/dev/null
fi
if ! as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port \
    -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir \
    -c shared_buffers=$((ram_mb / 4))MB -c effective_cache_size=$((ram_mb * 3 / 4))MB \
    -c work_mem=16MB" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
