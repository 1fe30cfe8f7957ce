#!/usr/bin/env bash
# Fails when the Chinese translation files are out of date: re-extracts the
# translatable strings (React code, navbar, footer, sidebar labels) with
# `docusaurus write-translations` and checks that no JSON file under
# i18n/zh-CN changed. When it fails, the new entries have just been added with
# their English text: translate them and commit.
set -euo pipefail
cd "$(dirname "$0")/.."
snapshot() { find i18n/zh-CN -name '*.json' -type f -print0 | sort -z | xargs -0 sha256sum; }
before=$(snapshot)
npx --no-install docusaurus write-translations --locale zh-CN >/dev/null
after=$(snapshot)
if [ "$before" != "$after" ]; then
  echo "check-translations: i18n/zh-CN was missing entries; they were added in English, translate them:" >&2
  diff <(echo "$before") <(echo "$after") >&2 || true
  exit 1
fi
echo "check-translations: i18n/zh-CN is complete"
