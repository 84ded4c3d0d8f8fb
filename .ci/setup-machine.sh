#!/usr/bin/env bash
# Sourced by .ci/run and `npm run bench`: puts in place what npm cannot (Debian's Chromium, PostgreSQL,
# a CJK font, LibreOffice Calc), starts PostgreSQL with a known password and exports TEST_DATABASE_URL.
# A missing piece fails loudly; nothing is skipped.
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
# The workbook round-trip test re-saves an export with LibreOffice (issue 13).
command -v libreoffice >/dev/null 2>&1 || need_apt+=(libreoffice-calc-nogui)
command -v pg_ctlcluster >/dev/null 2>&1 || need_apt+=(postgresql)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need_apt+=(fonts-noto-cjk)
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
test -x /usr/bin/chromium || { echo "setup: /usr/bin/chromium is missing" >&2; exit 1; }
command -v libreoffice >/dev/null 2>&1 || { echo "setup: libreoffice is missing" >&2; exit 1; }

# PostgreSQL: the first cluster Debian made, started and given a known password.
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $1" "$2}')
[ -n "$cluster" ] || { echo "setup: no PostgreSQL cluster found" >&2; exit 1; }
read -r pg_version pg_name <<<"$cluster"
pg_port=$(pg_lsclusters -h | awk 'NR==1 {print $3}')
pg_ctlcluster "$pg_version" "$pg_name" start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q -p $pg_port" && break
  sleep 1
done
su postgres -c "psql -q -p $pg_port -c \"alter user postgres password 'postgres'\""
export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:${pg_port}/postgres"
