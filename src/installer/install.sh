#!/usr/bin/env bash
# AList v3 installer for Linux.
#
# The documentation site serves this file twice: https://alist.nn.ci/v3.sh
# installs the latest stable release, https://alist.nn.ci/beta.sh the rolling
# `beta` release. Both are generated at build time from src/installer/install.sh
# of the documentation repository and differ only in the CHANNEL line below.
# What every step does, and why: https://alist.nn.ci/guide/install/script
#
# Usage: bash v3.sh COMMAND [PATH] [OPTIONS]
#   install [PATH]    download AList into PATH and register it as a service
#   update [PATH]     replace the program with the newest one (or ALIST_VERSION);
#                     data/ is kept, and if the new program does not start, the
#                     previous one comes back with config.json and the SQLite
#                     database as they were before it started
#   uninstall [PATH]  remove the program and the service; asks about data/
#   status [PATH]     show what is installed in PATH and whether it runs
#   help              show this help
# PATH is absolute and defaults to /opt/alist; a PATH whose last folder is not
# `alist` gets an `alist` folder appended (/root becomes /root/alist).
#
# Options:
#   --force      install: use a folder that already has files in it (nothing in
#                it is deleted), or install although port 5244 is taken (the
#                service is then registered but not started);
#                update: reinstall even when the newest version is installed
#   --purge      uninstall: delete data/ as well, without asking
#   --keep-data  uninstall: keep data/, without asking
#
# Exit codes:
#   0  done
#   1  an unexpected command failed (the message names it)
#   2  wrong usage: unknown command or option, or an invalid PATH
#   3  install, update and uninstall must run as root
#   4  this system is not supported (not Linux, no release build for the CPU,
#      neither curl nor wget, or tar missing)
#   5  refused, nothing changed: already installed, folder not empty, port in
#      use, another AList service, AList v2 data, or nothing installed at PATH
#   6  download failed (network, HTTP error, damaged archive, missing checksum)
#   7  the archive does not match the checksum published with the release
#   8  the program did not run or start; update puts the previous one back
#
# Environment variables (all optional):
#   ALIST_VERSION         release to install or update to, e.g. v3.45.0
#                         (default: latest, the newest release of the channel)
#   ALIST_MIRROR          prefix for the GitHub download URLs, for a mirror that
#                         takes `<mirror>/https://github.com/...` addresses
#                         (GitHub is often slow or unreachable from mainland
#                         China)
#   ALIST_DOWNLOAD_BASE   folder URL the archive and its checksum file are
#                         downloaded from, instead of the GitHub release
#   ALIST_ASSET           archive to install instead of the detected one, e.g.
#                         alist-linux-arm-7 (any alist-linux-* of the release)
#   ALIST_ARCH            CPU name to use instead of `uname -m`
#   ALIST_DOWNLOADER      curl or wget (default: curl when present, else wget)
#   ALIST_SKIP_CHECKSUM   1 to install without checking the archive's checksum
#   ALIST_START_WAIT      seconds to wait before checking that the service
#                         runs (default 5)
#   ALIST_ROOT            treat this folder as / (every path the script reads
#                         or writes, including /proc/net and /run, is taken
#                         inside it; root is then not required). For tests.
#   ALIST_SYSTEMCTL, ALIST_RC_SERVICE, ALIST_RC_UPDATE
#                         commands used for systemd and OpenRC (default
#                         systemctl, rc-service, rc-update). For tests.
#   ALIST_TTY             where answers are read from (default /dev/tty). For
#                         tests.
#   LANG, LC_ALL, LC_MESSAGES
#                         messages are in Chinese when the first set of these
#                         starts with `zh`, else in English
#
# The script never kills a process, never deletes a folder it did not create
# and calls no package manager.

set -Eeuo pipefail

# stable: latest release (v3.sh); beta: the `beta` release (beta.sh).
CHANNEL=stable

readonly RELEASES_URL=https://github.com/alist-org/alist/releases
readonly DOCS_URL=https://alist.nn.ci/guide/install/script
readonly DEFAULT_PATH=/opt/alist
readonly PORT=5244
readonly SERVICE=alist

readonly E_FAIL=1 E_USAGE=2 E_ROOT=3 E_UNSUPPORTED=4 E_REFUSED=5 E_DOWNLOAD=6 E_CHECKSUM=7 E_START=8

ROOT=${ALIST_ROOT:-}
ROOT=${ROOT%/}
SYSTEMCTL=${ALIST_SYSTEMCTL:-systemctl}
RC_SERVICE=${ALIST_RC_SERVICE:-rc-service}
RC_UPDATE=${ALIST_RC_UPDATE:-rc-update}
TTY=${ALIST_TTY:-/dev/tty}
START_WAIT=${ALIST_START_WAIT:-5}
UNIT_FILE=$ROOT/etc/systemd/system/$SERVICE.service
OPENRC_FILE=$ROOT/etc/init.d/$SERVICE

# ---------------------------------------------------------------- messages --

case "${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}" in
  zh*) ZH=1 ;;
  *) ZH=0 ;;
esac

# t ENGLISH CHINESE: prints the text in the reader's language.
t() {
  if [ "$ZH" = 1 ]; then printf '%s' "$2"; else printf '%s' "$1"; fi
}
say() { printf '%s\n' "$*"; }
step() { printf '==> %s\n' "$*"; }
# sayt, stept, warnt ENGLISH CHINESE: say, step and warn in the reader's language.
sayt() { if [ "$ZH" = 1 ]; then say "$2"; else say "$1"; fi; }
stept() { if [ "$ZH" = 1 ]; then step "$2"; else step "$1"; fi; }
warnt() { if [ "$ZH" = 1 ]; then printf '警告：%s\n' "$2" >&2; else printf 'Warning: %s\n' "$1" >&2; fi; }
# die CODE MESSAGE...: prints the message and stops with the exit code.
die() {
  local code=$1
  shift
  printf '%s%s\n' "$(t 'Error: ' '错误：')" "$1" >&2
  shift
  local line
  for line in "$@"; do printf '  %s\n' "$line" >&2; done
  exit "$code"
}

# on_unexpected STATUS LINE COMMAND [undo]: a command failed that was not
# expected to; with `undo`, a half-done installation is removed first.
on_unexpected() {
  local status=$1 line=$2 command=$3
  trap - ERR
  printf '%s%s\n' "$(t 'Error: ' '错误：')" \
    "$(t "unexpected failure (exit status $status) at line $line: $command" "意外失败（退出码 $status），第 $line 行：$command")" >&2
  if [ "${4:-}" = undo ]; then
    undo_install
    printf '  %s\n' "$(t 'What the installation had created so far was removed again.' '已删除本次安装创建的内容。')" >&2
  fi
  exit "$E_FAIL"
}
trap 'on_unexpected $? $LINENO "$BASH_COMMAND"' ERR

usage() {
  if [ "$ZH" = 1 ]; then
    cat <<EOF
AList v3 一键脚本（$CHANNEL_ZH）

用法：bash $SCRIPT_NAME 命令 [路径] [选项]

命令：
  install [路径]    下载 AList 安装到该路径，并注册为系统服务
  update [路径]     更新为最新版本，保留 data/ 目录；新版本启动失败时自动回退，
                    并恢复其启动前的 config.json 和 SQLite 数据库
  uninstall [路径]  删除程序和服务；删除 data/ 前会先询问
  status [路径]     查看该路径下的安装情况和运行状态
  help              显示本帮助

路径必须是绝对路径，默认 $DEFAULT_PATH；最后一级目录不是 alist 时会自动追加
alist 目录（/root 即 /root/alist）。

选项：
  --force      install：目录中已有文件时仍安装到其中（不会删除任何文件），
               或端口 $PORT 被占用时仍安装（只注册服务，不启动）；
               update：已是最新版本时仍重新安装
  --purge      uninstall：同时删除 data/，不再询问
  --keep-data  uninstall：保留 data/，不再询问

环境变量（写在 bash 前面，用 sudo 时写在 sudo 之后）：
  ALIST_VERSION=v3.45.0          安装或更新到指定版本（默认最新版本）
  ALIST_MIRROR=https://<镜像>/   通过 GitHub 镜像下载；在中国大陆访问 GitHub
                                 常常很慢或失败，建议设置

退出码、全部环境变量和每一步的说明：$DOCS_URL
EOF
  else
    cat <<EOF
AList v3 installer ($CHANNEL channel)

Usage: bash $SCRIPT_NAME COMMAND [PATH] [OPTIONS]

Commands:
  install [PATH]    download AList into PATH and register it as a service
  update [PATH]     replace the program with the newest release; data/ is kept,
                    and if the new one fails, the previous program comes back
                    with config.json and the SQLite database as they were
  uninstall [PATH]  remove the program and the service; asks before deleting data/
  status [PATH]     show what is installed in PATH and whether it runs
  help              show this help

PATH is absolute and defaults to $DEFAULT_PATH; when its last folder is not
\`alist\`, an \`alist\` folder is added (/root becomes /root/alist).

Options:
  --force      install: use a folder that already has files in it (nothing in
               it is deleted), or install although port $PORT is taken (the
               service is registered but not started);
               update: reinstall even when the newest version is installed
  --purge      uninstall: delete data/ as well, without asking
  --keep-data  uninstall: keep data/, without asking

Environment (before bash; with sudo, after sudo):
  ALIST_VERSION=v3.45.0          install or update to that release (default:
                                 the newest)
  ALIST_MIRROR=https://<mirror>/ download through a GitHub mirror (advisable
                                 where GitHub is slow, as in mainland China)

Exit codes, all environment variables and every step explained: $DOCS_URL
EOF
  fi
}

# ------------------------------------------------------------- arguments --

SCRIPT_NAME=v3.sh
CHANNEL_ZH=正式版
if [ "$CHANNEL" = beta ]; then
  SCRIPT_NAME=beta.sh
  CHANNEL_ZH=测试版
fi
COMMAND=""
PATH_ARG=""
FORCE=0
DATA_CHOICE=""

parse_args() {
  COMMAND=${1:-}
  [ $# -gt 0 ] && shift
  case $COMMAND in
    -h | --help) COMMAND=help ;;
  esac
  local arg
  for arg in "$@"; do
    case $arg in
      --force) FORCE=1 ;;
      --purge) DATA_CHOICE=purge ;;
      --keep-data) DATA_CHOICE=keep ;;
      -h | --help) COMMAND=help ;;
      -*) die "$E_USAGE" "$(t "unknown option: $arg" "未知选项：$arg")" "$(t "Run: bash $SCRIPT_NAME help" "查看用法：bash $SCRIPT_NAME help")" ;;
      *)
        [ -z "$PATH_ARG" ] || die "$E_USAGE" "$(t "only one PATH can be given, got: $PATH_ARG and $arg" "只能指定一个路径，收到了：$PATH_ARG 和 $arg")"
        PATH_ARG=$arg
        ;;
    esac
  done
  case $COMMAND in
    install | update | uninstall | status | help) ;;
    "") die "$E_USAGE" "$(t 'no command given.' '没有指定命令。')" "$(t "Run: bash $SCRIPT_NAME help" "查看用法：bash $SCRIPT_NAME help")" ;;
    *) die "$E_USAGE" "$(t "unknown command: $COMMAND" "未知命令：$COMMAND")" "$(t "Run: bash $SCRIPT_NAME help" "查看用法：bash $SCRIPT_NAME help")" ;;
  esac
  if [ "$FORCE" = 1 ] && [ "$COMMAND" != install ] && [ "$COMMAND" != update ]; then
    die "$E_USAGE" "$(t '--force applies to install and update only.' '--force 只能用于 install 和 update。')"
  fi
  if [ -n "$DATA_CHOICE" ] && [ "$COMMAND" != uninstall ]; then
    die "$E_USAGE" "$(t '--purge and --keep-data apply to uninstall only.' '--purge 和 --keep-data 只能用于 uninstall。')"
  fi
}

# resolve_dir: sets DIR (with the ALIST_ROOT prefix) from PATH_ARG.
resolve_dir() {
  local p=${PATH_ARG:-$DEFAULT_PATH}
  case $p in
    /*) ;;
    *) die "$E_USAGE" "$(t "PATH must be absolute (start with /): $p" "路径必须是绝对路径（以 / 开头）：$p")" ;;
  esac
  case $p in
    *[!A-Za-z0-9._/-]*) die "$E_USAGE" "$(t "PATH may contain only letters, digits and . _ - /: $p" "路径只能包含字母、数字和 . _ - /：$p")" ;;
  esac
  while [ "${p%/}" != "$p" ]; do p=${p%/}; done
  case "$p/" in
    */./* | */../* | *//*) die "$E_USAGE" "$(t "PATH must not contain empty, . or .. parts: ${PATH_ARG:-}" "路径中不能有空的、. 或 .. 的部分：${PATH_ARG:-}")" ;;
  esac
  case $p in
    */alist) ;;
    *) p=$p/alist ;;
  esac
  DIR=$ROOT$p
}

# ------------------------------------------------------------- the system --

require_root() {
  # With ALIST_ROOT every path is inside that folder, so root is not needed.
  [ -n "$ROOT" ] && return 0
  [ "$(id -u)" = 0 ] && return 0
  die "$E_ROOT" "$(t "$COMMAND must run as root." "$COMMAND 需要 root 权限。")" \
    "$(t "Run it again with sudo, e.g.: curl -fsSL https://alist.nn.ci/$SCRIPT_NAME | sudo bash -s $COMMAND" "请用 sudo 重新运行，例如：curl -fsSL https://alist.nn.ci/$SCRIPT_NAME | sudo bash -s $COMMAND")"
}

# is_big_endian: reads the byte order from the ELF header of /bin/sh.
is_big_endian() {
  [ "$(od -An -tx1 -j5 -N1 /bin/sh 2>/dev/null | tr -d ' \n')" = 02 ]
}

# detect_asset: sets ASSET, the release archive (without .tar.gz) for this CPU.
# Statically linked musl builds run on any Linux C library and are preferred;
# 32-bit x86 and riscv64 have only the GNU C library build.
detect_asset() {
  local os
  os=$(uname -s)
  [ "$os" = Linux ] || die "$E_UNSUPPORTED" "$(t "this script installs AList on Linux only; this system is $os." "本脚本只支持 Linux，当前系统是 $os。")" \
    "$(t 'Download a release for your system instead:' '请改为下载对应系统的发行版：') $RELEASES_URL"
  if [ -n "${ALIST_ASSET:-}" ]; then
    ASSET=${ALIST_ASSET%.tar.gz}
    case $ASSET in
      alist-linux-*) ;;
      *) die "$E_USAGE" "$(t "ALIST_ASSET must name an alist-linux-* archive, got: $ALIST_ASSET" "ALIST_ASSET 必须是 alist-linux-* 压缩包，收到的是：$ALIST_ASSET")" ;;
    esac
    case $ASSET in
      *[!a-z0-9-]*) die "$E_USAGE" "$(t "ALIST_ASSET may contain only a-z, 0-9 and -: $ALIST_ASSET" "ALIST_ASSET 只能包含 a-z、0-9 和 -：$ALIST_ASSET")" ;;
    esac
    return 0
  fi
  local machine=${ALIST_ARCH:-$(uname -m)}
  case $machine in
    x86_64 | amd64) ASSET=alist-linux-musl-amd64 ;;
    aarch64 | arm64) ASSET=alist-linux-musl-arm64 ;;
    i386 | i486 | i586 | i686 | x86) ASSET=alist-linux-386 ;;
    armv7* | armv8l | armhf) ASSET=alist-linux-musleabihf-armv7l ;;
    armv6*) ASSET=alist-linux-musleabihf-armv6 ;;
    armv5* | armel) ASSET=alist-linux-musleabi-armv5l ;;
    mips) if is_big_endian; then ASSET=alist-linux-musl-mips; else ASSET=alist-linux-musl-mipsle; fi ;;
    mipsel | mipsle) ASSET=alist-linux-musl-mipsle ;;
    mips64) if is_big_endian; then ASSET=alist-linux-musl-mips64; else ASSET=alist-linux-musl-mips64le; fi ;;
    mips64el | mips64le) ASSET=alist-linux-musl-mips64le ;;
    ppc64le) ASSET=alist-linux-musl-ppc64le ;;
    s390x) ASSET=alist-linux-musl-s390x ;;
    riscv64) ASSET=alist-linux-riscv64 ;;
    *)
      die "$E_UNSUPPORTED" "$(t "AList publishes no Linux build for this CPU ($machine)." "AList 没有为这种 CPU（$machine）发布 Linux 版本。")" \
        "$(t 'Supported: x86_64, aarch64, i386-i686, armv5/armv6/armv7, mips, mipsel, mips64, mips64el, ppc64le, s390x, riscv64.' '支持：x86_64、aarch64、i386–i686、armv5/armv6/armv7、mips、mipsel、mips64、mips64el、ppc64le、s390x、riscv64。')" \
        "$(t 'The release page lists every build:' '全部版本见发布页：') $RELEASES_URL"
      ;;
  esac
}

# checksum_file: the md5 list of the release that covers ASSET (see the
# program's build.sh: one list per group of builds).
checksum_file() {
  case $ASSET in
    alist-linux-musleabi*) printf 'md5-linux-musl-arm.txt' ;;
    alist-linux-musl-*) printf 'md5-linux-musl.txt' ;;
    *) printf 'md5.txt' ;;
  esac
}

require_tools() {
  command -v tar >/dev/null 2>&1 || die "$E_UNSUPPORTED" "$(t 'tar is required to unpack the release; install it first.' '解压需要 tar，请先安装。')"
  case ${ALIST_DOWNLOADER:-} in
    curl | wget) DOWNLOADER=$ALIST_DOWNLOADER ;;
    "")
      if command -v curl >/dev/null 2>&1; then DOWNLOADER=curl
      elif command -v wget >/dev/null 2>&1; then DOWNLOADER=wget
      else DOWNLOADER=""
      fi
      ;;
    *) die "$E_USAGE" "$(t "ALIST_DOWNLOADER must be curl or wget, got: $ALIST_DOWNLOADER" "ALIST_DOWNLOADER 只能是 curl 或 wget，收到的是：$ALIST_DOWNLOADER")" ;;
  esac
  if [ -z "$DOWNLOADER" ] || ! command -v "$DOWNLOADER" >/dev/null 2>&1; then
    die "$E_UNSUPPORTED" "$(t 'curl or wget is required to download AList; install one of them first.' '下载需要 curl 或 wget，请先安装其中一个。')"
  fi
  case $START_WAIT in
    '' | *[!0-9]*) die "$E_USAGE" "$(t "ALIST_START_WAIT must be a whole number of seconds, got: $START_WAIT" "ALIST_START_WAIT 必须是整数秒，收到的是：$START_WAIT")" ;;
  esac
}

# port_in_use PORT: whether a TCP socket listens on PORT (read from
# /proc/net/tcp and tcp6, so no tool is needed).
port_in_use() {
  local hex file
  hex=$(printf '%04X' "$1")
  for file in "$ROOT/proc/net/tcp" "$ROOT/proc/net/tcp6"; do
    [ -r "$file" ] || continue
    if awk -v port=":$hex" 'NR > 1 && $4 == "0A" && substr($2, length($2) - 4) == port { found = 1 } END { exit !found }' "$file"; then
      return 0
    fi
  done
  return 1
}

# port_holder: who listens on PORT, when `ss` can tell (real system only).
port_holder() {
  [ -z "$ROOT" ] && command -v ss >/dev/null 2>&1 || return 0
  ss -Hltnp "sport = :$PORT" 2>/dev/null | sed -n 's/.*users:((\(.*\)))/\1/p' | head -n 1
}

# detect_init: sets INIT to systemd, openrc or none.
detect_init() {
  if [ -d "$ROOT/run/systemd/system" ] && command -v "$SYSTEMCTL" >/dev/null 2>&1; then
    INIT=systemd
  elif [ -d "$ROOT/run/openrc" ] && command -v "$RC_SERVICE" >/dev/null 2>&1 && command -v "$RC_UPDATE" >/dev/null 2>&1; then
    INIT=openrc
  else
    INIT=none
  fi
}

# service_dir: the folder the registered alist service runs from, if any.
service_dir() {
  case $INIT in
    systemd) [ -f "$UNIT_FILE" ] && sed -n 's/^WorkingDirectory=//p' "$UNIT_FILE" | head -n 1 ;;
    openrc) [ -f "$OPENRC_FILE" ] && sed -n 's/^directory="\{0,1\}\([^"]*\)"\{0,1\}$/\1/p' "$OPENRC_FILE" | head -n 1 ;;
  esac
  return 0
}

service_file() {
  case $INIT in
    systemd) printf '%s' "$UNIT_FILE" ;;
    openrc) printf '%s' "$OPENRC_FILE" ;;
  esac
}

write_service() {
  local file
  file=$(service_file)
  mkdir -p "$(dirname "$file")"
  case $INIT in
    systemd)
      cat >"$file" <<EOF
# Written by the AList install script ($DOCS_URL).
[Unit]
Description=AList file list server
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
WorkingDirectory=$DIR
ExecStart=$DIR/alist server
Restart=on-failure
RestartSec=10

[Install]
WantedBy=multi-user.target
EOF
      chmod 0644 "$file"
      "$SYSTEMCTL" daemon-reload
      "$SYSTEMCTL" enable "$SERVICE" >/dev/null 2>&1
      ;;
    openrc)
      cat >"$file" <<EOF
#!/sbin/openrc-run
# Written by the AList install script ($DOCS_URL).
name="AList"
description="AList file list server"
directory="$DIR"
command="$DIR/alist"
command_args="server"
command_background="yes"
pidfile="/run/$SERVICE.pid"

depend() {
	need net
	after firewall
}
EOF
      chmod 0755 "$file"
      "$RC_UPDATE" add "$SERVICE" default >/dev/null
      ;;
  esac
}

service_start() {
  case $INIT in
    systemd) "$SYSTEMCTL" start "$SERVICE" ;;
    openrc) "$RC_SERVICE" "$SERVICE" start >/dev/null ;;
  esac
}

service_stop() {
  case $INIT in
    systemd) "$SYSTEMCTL" stop "$SERVICE" ;;
    openrc) "$RC_SERVICE" "$SERVICE" stop >/dev/null ;;
  esac
}

service_running() {
  case $INIT in
    systemd) "$SYSTEMCTL" is-active --quiet "$SERVICE" 2>/dev/null ;;
    openrc) "$RC_SERVICE" "$SERVICE" status >/dev/null 2>&1 ;;
    *) return 1 ;;
  esac
}

# start_and_check: starts the service, waits START_WAIT seconds and checks
# that it still runs (a program that crashes at start is caught here; the
# unit restarts it only after 10 seconds).
start_and_check() {
  service_start || return 1
  sleep "$START_WAIT"
  service_running
}

remove_service() {
  case $INIT in
    systemd)
      "$SYSTEMCTL" disable "$SERVICE" >/dev/null 2>&1 || true
      "$SYSTEMCTL" stop "$SERVICE" >/dev/null 2>&1 || true
      rm -f "$UNIT_FILE"
      "$SYSTEMCTL" daemon-reload
      ;;
    openrc)
      "$RC_SERVICE" "$SERVICE" stop >/dev/null 2>&1 || true
      "$RC_UPDATE" del "$SERVICE" default >/dev/null 2>&1 || true
      rm -f "$OPENRC_FILE"
      ;;
  esac
}

service_hint() {
  case $INIT in
    systemd) say "  systemctl status $SERVICE    journalctl -u $SERVICE -e" ;;
    openrc) say "  rc-service $SERVICE status    $DIR/data/log/log.log" ;;
  esac
}

# ---------------------------------------------------------------- download --

TMP=""
cleanup() {
  [ -n "$TMP" ] && rm -rf "$TMP"
  return 0
}
trap cleanup EXIT

# fetch URL FILE [progress]: downloads with curl or wget; fails on HTTP
# errors. With `progress` and a terminal, shows a progress bar. No limit on
# the total time, so a slow but working link finishes: curl gives up when
# the transfer stays below 1 KiB/s for 60 seconds (LOW_SPEED), wget when no
# data arrives for 60 seconds.
readonly LOW_SPEED=(--speed-limit 1024 --speed-time 60)
fetch() {
  local progress=0
  [ "${3:-}" = progress ] && [ -t 2 ] && progress=1
  if [ "$DOWNLOADER" = curl ]; then
    if [ "$progress" = 1 ]; then
      curl -fL --progress-bar --retry 2 --connect-timeout 20 "${LOW_SPEED[@]}" -o "$2" "$1"
    else
      curl -fsSL --retry 2 --connect-timeout 20 "${LOW_SPEED[@]}" -o "$2" "$1"
    fi
  elif [ "$progress" = 1 ]; then
    wget -T 60 -t 2 -O "$2" "$1"
  else
    wget -q -T 60 -t 2 -O "$2" "$1"
  fi
}

# read_version: sets VERSION_TAG from ALIST_VERSION (empty for the newest
# release of the channel). `3.45.0` is read as `v3.45.0`.
VERSION_TAG=""
read_version() {
  local v=${ALIST_VERSION:-latest}
  case $v in
    latest) VERSION_TAG=""; return 0 ;;
    3.*) v=v$v ;;
  esac
  case $v in
    v3.*[!0-9.]* | v3.*..* | v3.*.) die "$E_USAGE" "$(t "ALIST_VERSION must be latest or a v3 release tag such as v3.45.0, got: $ALIST_VERSION" "ALIST_VERSION 只能是 latest 或 v3.45.0 这样的 v3 版本号，收到的是：$ALIST_VERSION")" ;;
    v3.[0-9]*.[0-9]*) ;;
    *) die "$E_USAGE" "$(t "ALIST_VERSION must be latest or a v3 release tag such as v3.45.0, got: $ALIST_VERSION" "ALIST_VERSION 只能是 latest 或 v3.45.0 这样的 v3 版本号，收到的是：$ALIST_VERSION")" ;;
  esac
  VERSION_TAG=$v
}

# set_download_base: sets BASE, the folder URL of the release files.
set_download_base() {
  if [ -n "${ALIST_DOWNLOAD_BASE:-}" ]; then
    BASE=${ALIST_DOWNLOAD_BASE%/}
    return 0
  fi
  if [ -n "$VERSION_TAG" ]; then
    BASE=$RELEASES_URL/download/$VERSION_TAG
  elif [ "$CHANNEL" = beta ]; then
    BASE=$RELEASES_URL/download/beta
  else
    BASE=$RELEASES_URL/latest/download
  fi
  if [ -n "${ALIST_MIRROR:-}" ]; then
    case $ALIST_MIRROR in
      http://* | https://*) ;;
      *) die "$E_USAGE" "$(t "ALIST_MIRROR must start with http:// or https://, got: $ALIST_MIRROR" "ALIST_MIRROR 必须以 http:// 或 https:// 开头，收到的是：$ALIST_MIRROR")" ;;
    esac
    BASE=${ALIST_MIRROR%/}/$BASE
  fi
}

# download: fetches ASSET and its checksum list into TMP, verifies and
# unpacks it. Sets NEW_BIN (the unpacked program) and NEW_VERSION.
download() {
  local base archive sums expected actual
  set_download_base
  base=$BASE
  archive=$ASSET.tar.gz
  sums=$(checksum_file)
  TMP=$(mktemp -d "${TMPDIR:-/tmp}/alist-install.XXXXXX")
  local what=$CHANNEL what_zh=$CHANNEL_ZH
  if [ -n "$VERSION_TAG" ]; then
    what=$VERSION_TAG
    what_zh=$VERSION_TAG
  fi
  stept "Downloading $archive ($what) from $base" "正在下载 $archive（$what_zh）：$base"
  if ! fetch "$base/$archive" "$TMP/$archive" progress; then
    local hint
    if [ -n "${ALIST_MIRROR:-}${ALIST_DOWNLOAD_BASE:-}" ]; then
      hint=$(t 'The mirror or download folder did not deliver the file; try another one, or none.' '镜像或下载地址没有返回该文件；请换一个，或者不用镜像重试。')
    else
      hint=$(t "Check the network connection to GitHub. If this server is in mainland China, where GitHub is often slow or unreachable, download through a mirror: put ALIST_MIRROR=https://<mirror>/ before bash (after sudo), see $DOCS_URL#mirror" "请检查到 GitHub 的网络连接。服务器在中国大陆时，访问 GitHub 常常很慢或失败，请通过镜像下载：在 bash 前（用 sudo 时在 sudo 后）加上 ALIST_MIRROR=https://<镜像地址>/，参见 $DOCS_URL#mirror")
    fi
    local missing
    if [ -n "$VERSION_TAG" ]; then
      missing=$(t "Check that $VERSION_TAG is a release of AList v3 (see $RELEASES_URL); right after a release is published its archives take a few minutes to appear." "请确认 $VERSION_TAG 是 AList v3 的发行版本（见 $RELEASES_URL）；新版本刚发布时，压缩包要过几分钟才会出现。")
    else
      missing=$(t 'Right after a release is published its archives take a few minutes to appear.' '新版本刚发布时，压缩包要过几分钟才会出现。')
    fi
    die "$E_DOWNLOAD" "$(t "could not download $base/$archive" "无法下载 $base/$archive")" \
      "$hint" "$missing" \
      "$(t 'Nothing was changed.' '系统未做任何改动。')"
  fi
  if [ "${ALIST_SKIP_CHECKSUM:-}" = 1 ]; then
    warnt 'ALIST_SKIP_CHECKSUM=1: the archive is not checked.' 'ALIST_SKIP_CHECKSUM=1：不校验压缩包。'
  else
    if ! fetch "$base/$sums" "$TMP/$sums"; then
      die "$E_DOWNLOAD" "$(t "could not download the checksum list $base/$sums" "无法下载校验文件 $base/$sums")" \
        "$(t 'Try again later, or set ALIST_SKIP_CHECKSUM=1 to install without checking.' '请稍后重试，或设置 ALIST_SKIP_CHECKSUM=1 跳过校验。')" \
        "$(t 'Nothing was changed.' '系统未做任何改动。')"
    fi
    expected=$(awk -v name="$archive" '{ f = $2; sub(/^\*/, "", f); sub(/^\.\//, "", f); if (f == name) { print tolower($1); exit } }' "$TMP/$sums")
    [ -n "$expected" ] || die "$E_DOWNLOAD" "$(t "$sums does not list $archive" "$sums 中没有 $archive")" \
      "$(t 'Try again later, or set ALIST_SKIP_CHECKSUM=1 to install without checking.' '请稍后重试，或设置 ALIST_SKIP_CHECKSUM=1 跳过校验。')" \
      "$(t 'Nothing was changed.' '系统未做任何改动。')"
    command -v md5sum >/dev/null 2>&1 || die "$E_UNSUPPORTED" "$(t 'md5sum is required to check the download (or set ALIST_SKIP_CHECKSUM=1).' '校验下载需要 md5sum（或设置 ALIST_SKIP_CHECKSUM=1）。')"
    actual=$(md5sum "$TMP/$archive" | awk '{ print tolower($1) }')
    if [ "$actual" != "$expected" ]; then
      die "$E_CHECKSUM" "$(t "$archive does not match its checksum: MD5 $actual, $sums says $expected." "$archive 与校验值不符：MD5 为 $actual，$sums 中为 $expected。")" \
        "$(t 'The download is damaged (cut off or corrupted on the way). Try again; if it keeps failing, try another mirror or network.' '下载的文件已损坏（不完整或在传输中出错）。请重试；如果一直失败，请换一个镜像或网络。')" \
        "$(t 'Nothing was changed.' '系统未做任何改动。')"
    fi
    sayt "Checksum OK (MD5 from $sums): the download is complete and undamaged." "校验通过（$sums 中的 MD5）：下载完整，没有损坏。"
  fi
  mkdir "$TMP/unpacked"
  if ! tar -xzf "$TMP/$archive" -C "$TMP/unpacked" alist 2>/dev/null || [ ! -f "$TMP/unpacked/alist" ]; then
    die "$E_DOWNLOAD" "$(t "$archive is damaged or has no alist program in it." "$archive 已损坏，或其中没有 alist 程序。")" "$(t 'Nothing was changed.' '系统未做任何改动。')"
  fi
  NEW_BIN=$TMP/unpacked/alist
  chmod 0755 "$NEW_BIN"
  local out
  if ! out=$(cd "$TMP/unpacked" && ./alist version 2>&1); then
    die "$E_START" "$(t "the downloaded program does not run on this system ($ASSET):" "下载的程序无法在本系统上运行（$ASSET）：")" \
      "$(printf '%s' "$out" | head -n 3)" \
      "$(t 'Another build may fit: set ALIST_ASSET (see the documentation).' '可以用 ALIST_ASSET 指定其他版本（见文档）。')" \
      "$(t 'Nothing was changed.' '系统未做任何改动。')"
  fi
  NEW_VERSION=$(printf '%s\n' "$out" | sed -n 's/^Version: //p' | head -n 1)
  NEW_VERSION_FULL=$out
}

# installed_full: the `alist version` output of the installed program.
installed_full() {
  (cd "$DIR" && ./alist version 2>/dev/null)
}

installed_version() {
  installed_full | sed -n 's/^Version: //p' | head -n 1
}

# list_some DIR: up to five names in DIR, on one line (empty for an empty DIR).
list_some() {
  (cd "$1" && find . -mindepth 1 -maxdepth 1 | head -n 5 | sed 's|^\./||' | tr '\n' ' ')
}

# ------------------------------------------------- snapshot for update --

# The new program rewrites data/config.json and migrates the database as soon
# as it starts, even when it then fails; a rollback must bring both back.
DB_TYPE=sqlite3
DB_FILE=""
SNAPSHOT=""

# read_db_config: sets DB_TYPE and DB_FILE from data/config.json (AList's
# defaults when the file or a key is missing: sqlite3, data/data.db). A
# relative db_file is taken from the installation folder, the service's
# working directory.
read_db_config() {
  local config=$DIR/data/config.json value
  DB_TYPE=sqlite3
  DB_FILE=$DIR/data/data.db
  [ -f "$config" ] || return 0
  value=$(sed -n 's/.*"type"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$config" | head -n 1)
  if [ -n "$value" ]; then DB_TYPE=$value; fi
  value=$(sed -n 's/.*"db_file"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$config" | head -n 1)
  case $value in
    "") ;;
    /*) DB_FILE=$ROOT$value ;;
    *) DB_FILE=$DIR/$value ;;
  esac
  return 0
}

# snapshot_data: copies data/config.json and, for SQLite, the database with
# its -wal and -shm files into DIR/.update-snapshot. Fails (status 1) when a
# copy fails, for example on a full disk.
snapshot_data() {
  local suffix
  SNAPSHOT=$DIR/.update-snapshot
  rm -rf "$SNAPSHOT"
  mkdir "$SNAPSHOT" || return 1
  if [ -f "$DIR/data/config.json" ]; then
    cp -p "$DIR/data/config.json" "$SNAPSHOT/config.json" || return 1
  fi
  if [ "$DB_TYPE" = sqlite3 ]; then
    for suffix in "" -wal -shm; do
      if [ -f "$DB_FILE$suffix" ]; then
        cp -p "$DB_FILE$suffix" "$SNAPSHOT/db$suffix" || return 1
      fi
    done
  fi
  return 0
}

# restore_data: puts the snapshot back; a file that did not exist before the
# new program started (a -wal file it created, say) is removed.
restore_data() {
  local suffix
  if [ -f "$SNAPSHOT/config.json" ]; then
    cp -p "$SNAPSHOT/config.json" "$DIR/data/config.json"
  else
    rm -f "$DIR/data/config.json"
  fi
  if [ "$DB_TYPE" = sqlite3 ]; then
    for suffix in "" -wal -shm; do
      if [ -f "$SNAPSHOT/db$suffix" ]; then
        cp -p "$SNAPSHOT/db$suffix" "$DB_FILE$suffix"
      else
        rm -f "$DB_FILE$suffix"
      fi
    done
  fi
  drop_snapshot
}

drop_snapshot() {
  if [ -n "$SNAPSHOT" ]; then rm -rf "$SNAPSHOT"; fi
  SNAPSHOT=""
}

# ---------------------------------------------------------------- commands --

# Undo of an install that fails half-way: what was created is removed again.
CREATED_DIR=""
PLACED_BIN=""
WROTE_SERVICE=""
undo_install() {
  if [ -n "$WROTE_SERVICE" ]; then remove_service >/dev/null 2>&1 || true; fi
  if [ -n "$PLACED_BIN" ]; then rm -f "$PLACED_BIN"; fi
  if [ -n "$CREATED_DIR" ]; then rmdir "$DIR" 2>/dev/null || true; fi
}

cmd_install() {
  require_root
  detect_asset
  require_tools
  read_version
  detect_init

  if [ -e "$DIR/alist" ]; then
    die "$E_REFUSED" "$(t "AList is already installed in $DIR." "$DIR 中已经安装了 AList。")" \
      "$(t "To get the newest version run: bash $SCRIPT_NAME update ${PATH_ARG:-}" "更新到最新版本请运行：bash $SCRIPT_NAME update ${PATH_ARG:-}")" \
      "$(t 'Nothing was changed.' '系统未做任何改动。')"
  fi
  if [ -e "$DIR" ] && [ ! -d "$DIR" ]; then
    die "$E_REFUSED" "$(t "$DIR exists and is not a folder." "$DIR 已存在，但不是目录。")" "$(t 'Choose another PATH. Nothing was changed.' '请换一个路径。系统未做任何改动。')"
  fi
  if [ -d "$DIR" ] && [ -n "$(list_some "$DIR")" ]; then
    if [ "$FORCE" = 1 ]; then
      warnt "--force: installing into $DIR, which already has files; none of them is deleted (data/, if there, is used as is)." "--force：安装到已有文件的 $DIR 中；其中的文件都不会删除（如有 data/，将直接使用）。"
    else
      die "$E_REFUSED" "$(t "$DIR already exists and is not empty:" "$DIR 已存在且不为空：")" \
        "$(list_some "$DIR")" \
        "$(t 'The script never deletes a folder. Choose another PATH, move the folder away, or add --force to install into it and keep its files (a data/ folder there is then used by the new installation).' '脚本不会删除已有目录。请换一个路径、先移走这个目录，或加 --force 安装到其中并保留原有文件（其中的 data/ 会被新安装直接使用）。')" \
        "$(t 'Nothing was changed.' '系统未做任何改动。')"
    fi
  fi
  local other
  other=$(service_dir)
  if [ -n "$other" ] && [ "$other" != "$DIR" ]; then
    die "$E_REFUSED" "$(t "a service named $SERVICE already exists and runs AList from $other." "已有名为 $SERVICE 的服务，运行的是 $other 中的 AList。")" \
      "$(t "Update that installation (bash $SCRIPT_NAME update $other) or uninstall it first." "请更新那个安装（bash $SCRIPT_NAME update $other），或先卸载它。")" \
      "$(t 'Nothing was changed.' '系统未做任何改动。')"
  fi
  local start=1
  if port_in_use "$PORT"; then
    local holder
    holder=$(port_holder)
    if [ "$FORCE" = 1 ]; then
      warnt "--force: port $PORT is in use${holder:+ by $holder}; AList is installed and registered but not started. Free the port, or set another http_port in $DIR/data/config.json after the first start, then start the service." "--force：端口 $PORT 已被${holder:+ $holder }占用；AList 会安装并注册服务，但不会启动。请先释放端口，或在首次启动后到 $DIR/data/config.json 修改 http_port，再启动服务。"
      start=0
    else
      die "$E_REFUSED" "$(t "port $PORT, which AList listens on, is already in use${holder:+ by $holder}." "AList 使用的端口 $PORT 已被${holder:+ $holder }占用。")" \
        "$(t 'The script does not stop other programs. Stop or move the program that uses the port, then run install again; or add --force to install without starting.' '脚本不会结束其他程序。请先停止或迁移占用端口的程序，再重新安装；或加 --force 只安装、不启动。')" \
        "$(t 'Nothing was changed.' '系统未做任何改动。')"
    fi
  fi

  download

  stept "Installing AList $NEW_VERSION into $DIR" "正在将 AList $NEW_VERSION 安装到 $DIR"
  trap 'on_unexpected $? $LINENO "$BASH_COMMAND" undo' ERR
  if [ ! -d "$DIR" ]; then
    mkdir -p "$DIR"
    CREATED_DIR=1
  fi
  PLACED_BIN=$DIR/alist
  cp "$NEW_BIN" "$DIR/alist"
  chmod 0755 "$DIR/alist"

  case $INIT in
    systemd | openrc)
      stept "Registering the $INIT service $SERVICE (starts at boot)" "正在注册 $INIT 服务 $SERVICE（开机自启）"
      WROTE_SERVICE=1
      write_service
      ;;
  esac
  trap 'on_unexpected $? $LINENO "$BASH_COMMAND"' ERR

  say ""
  sayt "AList $NEW_VERSION is installed in $DIR." "AList $NEW_VERSION 已安装到 $DIR。"
  sayt "  program:  $DIR/alist" "  程序：$DIR/alist"
  sayt "  data:     $DIR/data (config.json, data.db, log/; created at the first start)" "  数据：$DIR/data（config.json、data.db、log/，首次启动时创建）"
  [ "$INIT" = none ] || sayt "  service:  $(service_file)" "  服务：$(service_file)"

  if [ "$INIT" = none ]; then
    say ""
    sayt 'Neither systemd nor OpenRC runs on this system, so no service was registered and AList was not started. Start it by hand:' '系统中没有运行 systemd 或 OpenRC，因此没有注册服务，也没有启动 AList。请手动启动：'
    say "  cd $DIR && ./alist server"
    sayt 'or keep it running after you log out:' '或者在退出登录后继续运行：'
    say "  cd $DIR && nohup ./alist server >/dev/null 2>&1 &"
    sayt "Its first start prints the password of the admin user. Then open http://<server address>:$PORT/" "首次启动时会输出 admin 用户的密码。然后访问 http://<服务器地址>:$PORT/"
    return 0
  fi
  if [ "$start" = 0 ]; then
    say ""
    sayt "Not started (port $PORT is in use). Start it later with:" "未启动（端口 $PORT 被占用）。之后用以下命令启动："
    case $INIT in
      systemd) say "  systemctl start $SERVICE" ;;
      openrc) say "  rc-service $SERVICE start" ;;
    esac
    return 0
  fi

  stept 'Starting AList' '正在启动 AList'
  if ! start_and_check; then
    die "$E_START" "$(t "AList is installed but its service did not keep running. Look at its output:" "AList 已安装，但服务没有正常运行。请查看输出：")" "$(service_hint)"
  fi
  say ""
  sayt "AList is running: open http://<server address>:$PORT/ (let port $PORT through the firewall and, on a cloud server, the security group)." "AList 已运行：访问 http://<服务器地址>:$PORT/（请在防火墙和云服务器安全组中放行端口 $PORT）。"
  local password=""
  if [ -f "$DIR/data/log/log.log" ]; then
    password=$(sed -n 's/.*initial password is: *\([^ ]*\).*/\1/p' "$DIR/data/log/log.log" | tail -n 1)
  fi
  if [ -n "$password" ]; then
    sayt "Log in as admin with the initial password: $password" "用 admin 和初始密码登录：$password"
  else
    sayt 'The initial password of admin is printed once, in the log:' 'admin 的初始密码只在日志中输出一次：'
    say "  grep 'initial password' $DIR/data/log/log.log"
  fi
  sayt 'Set a password of your own:' '设置自己的密码：'
  say "  cd $DIR && ./alist admin set NEW_PASSWORD"
}

cmd_update() {
  require_root
  detect_init
  if [ ! -f "$DIR/alist" ]; then
    die "$E_REFUSED" "$(t "AList is not installed in $DIR (no $DIR/alist)." "$DIR 中没有安装 AList（找不到 $DIR/alist）。")" \
      "$(t "Give the PATH used at installation, or install: bash $SCRIPT_NAME install" "请指定安装时使用的路径，或先安装：bash $SCRIPT_NAME install")"
  fi
  if [ -f "$DIR/data/config.json" ] && grep -q '"assets"[[:space:]]*:' "$DIR/data/config.json"; then
    die "$E_REFUSED" "$(t "$DIR/data/config.json belongs to AList v2, which v3 cannot use." "$DIR/data/config.json 属于 AList v2，v3 无法使用。")" \
      "$(t 'Install v3 into another PATH instead. Nothing was changed.' '请把 v3 安装到其他路径。系统未做任何改动。')"
  fi
  detect_asset
  require_tools
  read_version

  local old_version managed=0
  old_version=$(installed_version || true)
  [ "$(service_dir)" = "$DIR" ] && managed=1

  download

  local old_full
  old_full=$(installed_full || true)
  if [ "$old_full" = "$NEW_VERSION_FULL" ] && [ "$FORCE" != 1 ]; then
    sayt "AList ${old_version:-} in $DIR is already the newest build; nothing to do (add --force to reinstall it)." "$DIR 中的 AList ${old_version:-} 已是最新版本，无需更新（加 --force 可重新安装）。"
    return 0
  fi
  stept "Updating AList in $DIR: ${old_version:-unknown} -> ${NEW_VERSION:-unknown}; data/ is kept" "正在更新 $DIR 中的 AList：${old_version:-未知} -> ${NEW_VERSION:-未知}；保留 data/"

  if [ "$managed" = 1 ]; then
    read_db_config
    if [ "$DB_TYPE" != sqlite3 ]; then
      warnt "the database is on a $DB_TYPE server, which the script cannot copy. If the new version fails after changing it, the previous one may not work with it; back the database up yourself before updating across several versions." "数据库在 $DB_TYPE 服务器上，脚本无法备份。如果新版本修改了数据库后启动失败，旧版本可能无法再使用它；跨多个版本更新前，请自行备份数据库。"
    fi
    stept "Stopping the $INIT service $SERVICE" "正在停止 $INIT 服务 $SERVICE"
    service_stop
    if ! snapshot_data; then
      drop_snapshot
      service_start || true
      die "$E_FAIL" "$(t "could not copy config.json and the database to $DIR/.update-snapshot (is the disk full?)." "无法把 config.json 和数据库复制到 $DIR/.update-snapshot（磁盘满了吗？）。")" \
        "$(t 'The update was not made: the program is unchanged and its service was started again.' '没有进行更新：程序未变，服务已重新启动。')"
    fi
    if [ "$DB_TYPE" = sqlite3 ]; then
      sayt "config.json and the database copied to $DIR/.update-snapshot, until the new version runs" "已将 config.json 和数据库复制到 $DIR/.update-snapshot，新版本运行后删除"
    else
      sayt "config.json copied to $DIR/.update-snapshot, until the new version runs" "已将 config.json 复制到 $DIR/.update-snapshot，新版本运行后删除"
    fi
  fi
  cp -p "$DIR/alist" "$DIR/alist.bak"
  sayt "Previous program kept as $DIR/alist.bak" "旧程序已备份为 $DIR/alist.bak"
  cp "$NEW_BIN" "$DIR/.alist.new"
  chmod 0755 "$DIR/.alist.new"
  mv -f "$DIR/.alist.new" "$DIR/alist"

  if [ "$managed" = 0 ]; then
    say ""
    sayt "AList in $DIR is now ${NEW_VERSION:-updated}. No $SERVICE service runs it, so restart it yourself, the way you started it." "$DIR 中的 AList 已更新为 ${NEW_VERSION:-新版本}。它不是由 $SERVICE 服务运行的，请按原来的方式自行重启。"
    return 0
  fi
  stept 'Starting the new version' '正在启动新版本'
  if start_and_check; then
    drop_snapshot
    say ""
    sayt "AList in $DIR is updated to ${NEW_VERSION:-the newest build} and running." "$DIR 中的 AList 已更新为 ${NEW_VERSION:-最新版本}，并已运行。"
    return 0
  fi
  warnt 'the new version did not keep running; putting the previous one back, with config.json and the database as they were before it started.' '新版本没有正常运行，正在恢复旧版本，以及新版本启动前的 config.json 和数据库。'
  service_stop >/dev/null 2>&1 || true
  cp -p "$DIR/alist.bak" "$DIR/.alist.new"
  mv -f "$DIR/.alist.new" "$DIR/alist"
  restore_data
  local restored restored_zh
  if [ "$DB_TYPE" = sqlite3 ]; then
    restored='config.json and the database are as they were before the update (log lines the new version wrote stay in data/log)'
    restored_zh='config.json 和数据库已恢复到更新前的状态（新版本写入的日志仍留在 data/log 中）'
  else
    restored="config.json is as it was before the update, but the $DB_TYPE database is not: if the new version changed it, restore it from your own backup"
    restored_zh="config.json 已恢复到更新前的状态，但 $DB_TYPE 数据库没有恢复：如果新版本修改了它，请用你自己的备份恢复"
  fi
  if start_and_check; then
    die "$E_START" "$(t "the update to ${NEW_VERSION:-the newest build} failed: the new program did not start. AList ${old_version:-} is back and running; $restored." "更新到 ${NEW_VERSION:-最新版本} 失败：新程序无法启动。已恢复并运行 AList ${old_version:-}；$restored_zh。")" \
      "$(t 'The output of the failed start is in the service log:' '启动失败的输出在服务日志中：')" "$(service_hint)"
  fi
  die "$E_START" "$(t "the new program did not start, and the previous one, put back in $DIR/alist, did not start either; $restored." "新程序无法启动，已恢复到 $DIR/alist 的旧程序也没有启动；$restored_zh。")" \
    "$(t 'Look at the service log:' '请查看服务日志：')" "$(service_hint)"
}

# ask_yes QUESTION: 0 when the answer read from the terminal is yes, 1 when
# it is anything else, 2 when there is no terminal to ask.
ask_yes() {
  local answer=""
  if ! { exec 3<"$TTY"; } 2>/dev/null; then return 2; fi
  printf '%s [y/N] ' "$1"
  IFS= read -r answer <&3 || true
  exec 3<&-
  printf '\n'
  case $answer in
    y | Y | yes | Yes | YES | 是) return 0 ;;
    *) return 1 ;;
  esac
}

cmd_uninstall() {
  require_root
  detect_init
  local managed=0
  [ "$(service_dir)" = "$DIR" ] && managed=1
  if [ ! -f "$DIR/alist" ] && [ "$managed" = 0 ]; then
    die "$E_REFUSED" "$(t "AList is not installed in $DIR (no $DIR/alist and no service for it)." "$DIR 中没有安装 AList（没有 $DIR/alist，也没有对应的服务）。")" \
      "$(t 'Give the PATH used at installation. Nothing was changed.' '请指定安装时使用的路径。系统未做任何改动。')"
  fi

  local delete_data=0
  if [ -d "$DIR/data" ]; then
    case $DATA_CHOICE in
      purge) delete_data=1 ;;
      keep) delete_data=0 ;;
      *)
        local rc=0
        ask_yes "$(t "Delete $DIR/data too? It holds the configuration, the database (users, storages, settings) and the logs; deleted data cannot be recovered." "同时删除 $DIR/data 吗？其中是配置、数据库（用户、存储、设置）和日志，删除后无法恢复。")" || rc=$?
        case $rc in
          0) delete_data=1 ;;
          2) sayt "No terminal to ask about $DIR/data, so it is kept (add --purge to delete it)." "无法交互询问是否删除 $DIR/data，因此予以保留（加 --purge 可删除）。" ;;
        esac
        ;;
    esac
  fi

  if [ "$managed" = 1 ]; then
    stept "Stopping and removing the $INIT service $SERVICE" "正在停止并删除 $INIT 服务 $SERVICE"
    remove_service
  fi
  stept "Removing the program from $DIR" "正在删除 $DIR 中的程序"
  rm -f "$DIR/alist" "$DIR/alist.bak" "$DIR/.alist.new"
  rm -rf "$DIR/.update-snapshot"
  if [ "$delete_data" = 1 ]; then
    stept "Deleting $DIR/data" "正在删除 $DIR/data"
    rm -rf "$DIR/data"
  fi
  rmdir "$DIR" 2>/dev/null || true

  say ""
  sayt 'AList is uninstalled.' 'AList 已卸载。'
  if [ -d "$DIR/data" ]; then
    sayt "Kept: $DIR/data (to reinstall with it: bash $SCRIPT_NAME install ${PATH_ARG:-} --force)" "已保留：$DIR/data（用它重新安装：bash $SCRIPT_NAME install ${PATH_ARG:-} --force）"
  fi
  if [ -d "$DIR" ]; then
    sayt "$DIR still holds other files and was left in place." "$DIR 中还有其他文件，目录已保留。"
  fi
}

cmd_status() {
  detect_init
  local code=0
  sayt "AList in $DIR ($CHANNEL script)" "$DIR 中的 AList（$CHANNEL_ZH脚本）"
  if [ -f "$DIR/alist" ]; then
    local version
    version=$(installed_version || true)
    sayt "  program:  $DIR/alist, version ${version:-unknown (it did not answer)}" "  程序：$DIR/alist，版本 ${version:-未知（程序无响应）}"
  else
    sayt '  program:  not installed' '  程序：未安装'
    code=$E_REFUSED
  fi
  if [ -d "$DIR/data" ]; then
    sayt "  data:     $DIR/data" "  数据：$DIR/data"
  else
    sayt '  data:     none yet' '  数据：尚无'
  fi
  local registered
  registered=$(service_dir)
  case $INIT in
    none) sayt '  service:  no systemd or OpenRC on this system' '  服务：系统中没有 systemd 或 OpenRC' ;;
    *)
      if [ "$registered" = "$DIR" ]; then
        if service_running; then
          sayt "  service:  $INIT service $SERVICE, running" "  服务：$INIT 服务 $SERVICE，运行中"
        else
          sayt "  service:  $INIT service $SERVICE, not running" "  服务：$INIT 服务 $SERVICE，未运行"
        fi
      elif [ -n "$registered" ]; then
        sayt "  service:  the $SERVICE service runs another installation, $registered" "  服务：$SERVICE 服务运行的是另一个安装：$registered"
      else
        sayt '  service:  not registered' '  服务：未注册'
      fi
      ;;
  esac
  if port_in_use "$PORT"; then
    local holder
    holder=$(port_holder)
    sayt "  port:     $PORT in use${holder:+ by $holder}" "  端口：$PORT 已被${holder:+ $holder }占用"
  else
    sayt "  port:     $PORT free" "  端口：$PORT 空闲"
  fi
  exit "$code"
}

main() {
  parse_args "$@"
  if [ "$COMMAND" = help ]; then
    usage
    return 0
  fi
  resolve_dir
  "cmd_$COMMAND"
}

main "$@"
