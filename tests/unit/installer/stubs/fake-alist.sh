#!/bin/sh
# Stand-in for the AList program, packed into the fake release archives of the
# installer tests. The harness sets the two lines below for each release:
# VERSION is what `version` reports; MODE is ok, no-version (the program does
# not run on this system) or crash (`server` exits at once).
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
