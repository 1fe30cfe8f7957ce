#!/usr/bin/env bash
# Recording stand-in for systemctl, rc-service and rc-update in the installer
# tests (tests/unit/installer). Called through a symlink of that name. Every
# call is appended to $STUB_STATE/calls.log. `start` really runs the command
# that the unit file (or OpenRC script) under $ALIST_ROOT names, in the
# background, so a program that crashes at start is seen as not running.
set -euo pipefail

state=${STUB_STATE:?STUB_STATE is not set}
root=${ALIST_ROOT:?ALIST_ROOT is not set}
tool=$(basename "$0")
printf '%s %s\n' "$tool" "$*" >>"$state/calls.log"

running() {
  [ -f "$state/$1.pid" ] && [ ! -f "$state/$1.exited" ]
}

# launch SERVICE DIR COMMAND...: runs COMMAND in DIR; records its pid and,
# once it ends, its exit status.
launch() {
  local service=$1 dir=$2
  shift 2
  rm -f "$state/$service.pid" "$state/$service.exited"
  (
    cd "$dir" || exit 1
    "$@" </dev/null >>"$state/$service.out" 2>&1 &
    echo $! >"$state/$service.pid.tmp"
    mv "$state/$service.pid.tmp" "$state/$service.pid"
    status=0
    wait $! || status=$?
    echo "$status" >"$state/$service.exited"
  ) </dev/null >/dev/null 2>&1 &
  local _
  for _ in $(seq 100); do
    [ -f "$state/$service.pid" ] && return 0
    sleep 0.02
  done
  echo "stub: $service did not start" >&2
  return 1
}

halt() {
  local service=$1 _
  if running "$service"; then
    kill "$(cat "$state/$service.pid")" 2>/dev/null || true
    for _ in $(seq 100); do
      [ -f "$state/$service.exited" ] && break
      sleep 0.02
    done
  fi
  rm -f "$state/$service.pid" "$state/$service.exited"
}

# field FILE KEY: the value of KEY=value (quotes removed).
field() {
  sed -n "s/^$2=\"\{0,1\}\([^\"]*\)\"\{0,1\}\$/\1/p" "$1" | head -n 1
}

case $tool in
  systemctl)
    args=()
    for arg in "$@"; do [ "$arg" = --quiet ] || args+=("$arg"); done
    action=${args[0]:-}
    service=${args[1]:-}
    unit=$root/etc/systemd/system/$service.service
    case $action in
      daemon-reload) ;;
      enable) touch "$state/$service.enabled" ;;
      disable) rm -f "$state/$service.enabled" ;;
      start)
        [ -f "$unit" ] || { echo "Failed to start $service.service: Unit $service.service not found." >&2; exit 5; }
        exec_start=$(field "$unit" ExecStart)
        read -r -a command <<<"$exec_start"
        launch "$service" "$(field "$unit" WorkingDirectory)" "${command[@]}"
        ;;
      stop) halt "$service" ;;
      is-active) running "$service" || exit 3 ;;
      is-enabled) [ -f "$state/$service.enabled" ] || exit 1 ;;
      *) echo "stub systemctl: unsupported $*" >&2; exit 64 ;;
    esac
    ;;
  rc-service)
    service=${1:-}
    script=$root/etc/init.d/$service
    case ${2:-} in
      start)
        [ -f "$script" ] || { echo " * rc-service: service \`$service' does not exist" >&2; exit 1; }
        launch "$service" "$(field "$script" directory)" "$(field "$script" command)" "$(field "$script" command_args)"
        ;;
      stop) halt "$service" ;;
      status) running "$service" || exit 3 ;;
      *) echo "stub rc-service: unsupported $*" >&2; exit 64 ;;
    esac
    ;;
  rc-update)
    case ${1:-} in
      add) touch "$state/${2:-}.enabled" ;;
      del) rm -f "$state/${2:-}.enabled" ;;
      *) echo "stub rc-update: unsupported $*" >&2; exit 64 ;;
    esac
    ;;
  *)
    echo "stub: called as unknown tool $tool" >&2
    exit 64
    ;;
esac
