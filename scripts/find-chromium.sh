#!/usr/bin/env bash
# Finds a Chromium for Playwright and prints its path on stdout (everything else goes to stderr).
#
#   CHROME_PATH="$(bash scripts/find-chromium.sh)"      # run it
#   source scripts/find-chromium.sh                       # or source it: exports CHROME_PATH
#
# Search order:
#   1. $CHROME_PATH, then $PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
#   2. /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome
#   3. Playwright's own cache (${PLAYWRIGHT_BROWSERS_PATH:-~/.cache/ms-playwright}): chromium-*/chrome-linux*/chrome,
#      then the headless shell
# When none is found: `npx playwright install chromium` (short timeout; it fails without internet), then, as root on
# Debian/Ubuntu, `apt-get update && apt-get install -y chromium`; otherwise exit 1 saying what to run.
#
# Knobs, mostly for testing the fallbacks without touching the machine's Chromium:
#   FIND_CHROMIUM_SYSTEM_PATHS   space-separated list replacing the standard locations of step 2 ("" = none)
#   PLAYWRIGHT_BROWSERS_PATH     Playwright's cache folder (Playwright's own variable)
#   FIND_CHROMIUM_INSTALL        auto (default) | never | dry-run (print the install commands instead of running them)
#   FIND_CHROMIUM_PW_TIMEOUT     seconds allowed for `npx playwright install chromium` (default 30)

_fc_log() { printf 'find-chromium: %s\n' "$*" >&2; }

# A usable candidate is an executable file that answers --version.
_fc_usable() {
  local candidate="$1"
  [[ -n "$candidate" && -f "$candidate" && -x "$candidate" ]] || return 1
  if ! timeout 20 "$candidate" --version </dev/null >/dev/null 2>&1; then
    _fc_log "skipping $candidate: it is executable but \`$candidate --version\` failed"
    return 1
  fi
  return 0
}

_fc_search_cache() {
  local cache="${PLAYWRIGHT_BROWSERS_PATH:-${HOME:-/root}/.cache/ms-playwright}"
  [[ -d "$cache" ]] || return 1
  local pattern candidate
  # Newest revision first (sort -V on the folder names).
  for pattern in \
    "$cache/chromium-*/chrome-linux*/chrome" \
    "$cache/chromium_headless_shell-*/chrome-headless-shell-linux*/chrome-headless-shell" \
    "$cache/chromium_headless_shell-*/chrome-linux*/headless_shell"; do
    while IFS= read -r candidate; do
      if _fc_usable "$candidate"; then
        printf '%s\n' "$candidate"
        return 0
      fi
    done < <(compgen -G "$pattern" | sort -rV)
  done
  return 1
}

_fc_search() {
  local var candidate
  for var in CHROME_PATH PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH; do
    candidate="${!var:-}"
    [[ -n "$candidate" ]] || continue
    if _fc_usable "$candidate"; then
      printf '%s\n' "$candidate"
      return 0
    fi
    _fc_log "ignoring $var=$candidate: not an executable Chromium"
  done

  local system_paths="/usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome"
  if [[ -n "${FIND_CHROMIUM_SYSTEM_PATHS+set}" ]]; then system_paths="$FIND_CHROMIUM_SYSTEM_PATHS"; fi
  for candidate in $system_paths; do
    if _fc_usable "$candidate"; then
      printf '%s\n' "$candidate"
      return 0
    fi
  done

  _fc_search_cache
}

_fc_is_debian() {
  [[ -f /etc/debian_version ]] && return 0
  [[ -r /etc/os-release ]] && grep -qiE '^(ID|ID_LIKE)=.*(debian|ubuntu)' /etc/os-release
}

# Runs (or, in dry-run mode, prints) a command; its output goes to stderr.
_fc_run() {
  if [[ "${FIND_CHROMIUM_INSTALL:-auto}" == "dry-run" ]]; then
    _fc_log "dry-run: would run: $*"
    return 1
  fi
  _fc_log "running: $*"
  "$@" >&2
}

# `npx playwright install chromium`, with a timeout; on failure only the last lines of its (long, retrying) output.
_fc_playwright_install() {
  local cmd=(timeout "${FIND_CHROMIUM_PW_TIMEOUT:-30}" npx --no-install playwright install chromium)
  if [[ "${FIND_CHROMIUM_INSTALL:-auto}" == "dry-run" ]]; then
    _fc_log "dry-run: would run: ${cmd[*]}"
    return 1
  fi
  _fc_log "running: ${cmd[*]}"
  local log status=0
  log="$(mktemp)"
  "${cmd[@]}" >"$log" 2>&1 || status=$?
  if [[ "$status" != "0" ]]; then
    if [[ -s "$log" ]]; then
      _fc_log "it failed (exit $status); its last lines:"
      { grep -E '^(Error|Failed)' "$log" || tail -n 3 "$log"; } | tail -n 3 | sed 's/^/    /' >&2
    fi
  fi
  rm -f "$log"
  return "$status"
}

find_chromium() {
  local found
  if found="$(_fc_search)"; then
    printf '%s\n' "$found"
    return 0
  fi

  local mode="${FIND_CHROMIUM_INSTALL:-auto}"
  if [[ "$mode" != "never" ]]; then
    _fc_log "no Chromium found; trying \`npx playwright install chromium\` (fails fast without internet)"
    if _fc_playwright_install && found="$(_fc_search)"; then
      printf '%s\n' "$found"
      return 0
    fi

    if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1 && _fc_is_debian; then
      _fc_log "installing Debian's chromium with apt-get (about 40 s)"
      if _fc_run env DEBIAN_FRONTEND=noninteractive bash -c 'apt-get update && apt-get install -y chromium' \
        && found="$(_fc_search)"; then
        printf '%s\n' "$found"
        return 0
      fi
    fi
  fi

  cat >&2 <<'EOF'
find-chromium: ERROR: no Chromium found for the end-to-end tests.
Install one, then run the tests again. Any of:
    sudo apt-get install -y chromium          # Debian/Ubuntu (then it is /usr/bin/chromium)
    npx playwright install chromium           # Playwright's own build (needs internet)
    export CHROME_PATH=/path/to/chromium      # a Chromium or Chrome you already have
EOF
  return 1
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  # Run as a script.
  set -euo pipefail
  find_chromium
else
  # Sourced: export CHROME_PATH for the caller; a failure returns 1 to the caller (whose `set -e` then stops it).
  if _fc_found="$(find_chromium)"; then
    export CHROME_PATH="$_fc_found"
    printf '%s\n' "$CHROME_PATH"
    unset _fc_found
  else
    unset _fc_found
    return 1
  fi
fi
