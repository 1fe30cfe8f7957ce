#!/usr/bin/env bash
# Installs what the end-to-end tests need from Debian's packages when missing:
# Chromium (driven by Playwright; never downloaded by npm) and nginx (the
# production web server the tests serve the build with). CJK fonts make the
# Chinese pages legible in screenshots. shellcheck lints the one-line installer,
# whose tests (tests/unit/installer) download with both curl and wget.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
command -v shellcheck >/dev/null 2>&1 || need+=(shellcheck)
command -v curl >/dev/null 2>&1 || need+=(curl)
command -v wget >/dev/null 2>&1 || need+=(wget)

if [ ${#need[@]} -eq 0 ]; then
  echo "setup-test-env: chromium, nginx, fonts, shellcheck, curl and wget already installed"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup-test-env: need root or sudo to install: ${need[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "setup-test-env: installing ${need[*]}"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian starts the packaged nginx on port 80; the tests run their own.
$sudo service nginx stop >/dev/null 2>&1 || true
