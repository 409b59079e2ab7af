#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster from the machine's installed server, for
# the real-server test run. Usage:
#   scripts/postgres-throwaway.sh start DIR PORT   # prints the DATABASE_URL
#   scripts/postgres-throwaway.sh replica DIR PORT PRIMARY_URL   # a streaming replica; prints its URL
#   scripts/postgres-throwaway.sh stop DIR
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?data folder}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2; exit 1; }

as_pg() {
  # initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

# A hot standby refuses to start with fewer connections than its primary: both take the same.
# initdb's default wal_level (replica) and its pg_hba lines for local and loopback replication
# (trust, from -A trust) are what pg_basebackup and the standby need.
server_options() {
  echo "-p $1 -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=512MB -c work_mem=32MB"
}

case "$cmd" in
  start)
    port=${3:-55432}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_pg "'$bin/initdb' -D '$dir/cluster' -A trust -U postgres --no-sync -E UTF8 >'$dir/initdb.log' 2>&1"
    as_pg "'$bin/pg_ctl' -D '$dir/cluster' -l '$dir/server.log' -w -t 60 \
      -o \"$(server_options "$port")\" start >/dev/null"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  replica)
    port=${3:?port}
    primary=${4:?primary URL}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    # -R writes standby.signal and primary_conninfo; -X stream copies the WAL made meanwhile.
    as_pg "'$bin/pg_basebackup' -d '$primary' -D '$dir/cluster' -R -X stream -c fast --no-sync >'$dir/basebackup.log' 2>&1" \
      || { cat "$dir/basebackup.log" >&2; exit 1; }
    as_pg "'$bin/pg_ctl' -D '$dir/cluster' -l '$dir/server.log' -w -t 60 \
      -o \"$(server_options "$port") -c hot_standby=on\" start >/dev/null" \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/cluster" ] && as_pg "'$bin/pg_ctl' -D '$dir/cluster' -m fast -w stop >/dev/null" || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start DIR PORT | replica DIR PORT PRIMARY_URL | stop DIR" >&2; exit 2 ;;
esac
