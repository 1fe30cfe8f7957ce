#!/bin/sh
# Stand-in for the AList program, packed into the fake release archives of the
# installer tests. The harness sets the two lines below for each release:
# VERSION is what `version` reports; MODE is ok, no-version (the program does
# not run on this system) or crash (`server` exits at once, after doing what
# the real program does first: rewriting data/config.json and migrating the
# SQLite database named by its db_file, which leaves a -wal file).
VERSION=v0.0.0
MODE=ok

case "${1:-}" in
  version)
    if [ "$MODE" = no-version ]; then
      echo "alist: cannot execute binary file: Exec format error" >&2
      exit 126
    fi
    printf 'Built At: 2025-05-24 12:00:00 +0800\nGo Version: go1.23.4 linux/amd64\nAuthor: test\nCommit ID: %s\nVersion: %s\nWebVersion: %s\n' "fake" "$VERSION" "$VERSION"
    ;;
  server)
    if [ "$MODE" = crash ]; then
      if [ -f data/config.json ]; then
        db=$(sed -n 's/.*"db_file"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' data/config.json | head -n 1)
        case ${db:-data/data.db} in
          /*) db=${ALIST_ROOT:-}$db ;;
          *) db=${db:-data/data.db} ;;
        esac
        printf '{"rewritten by": "%s"}\n' "$VERSION" >data/config.json
        printf 'migrated by %s\n' "$VERSION" >>"$db"
        printf 'wal of %s\n' "$VERSION" >"$db-wal"
      fi
      echo "failed to start: stand-in told to crash" >&2
      exit 1
    fi
    mkdir -p data/log
    if [ ! -f data/data.db ]; then
      echo "fake database" >data/data.db
      echo "INFO[0000] Successfully created the admin user and the initial password is: Fake-Pass-1" >>data/log/log.log
    fi
    exec sleep 300
    ;;
  *)
    echo "stand-in alist: unknown command ${1:-}" >&2
    exit 1
    ;;
esac
