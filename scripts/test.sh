#!/usr/bin/env bash
# `npm test`: every check, in order, stopping at the first failure.
#   typecheck and lint (side by side), unit tests, production build, studio build, bundle budget, Chromium (found or
#   installed meanwhile), end-to-end tests
# On success the total time goes to .bench/last-test-seconds.txt (read by `npm run bench`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

now() { if [[ -n "${EPOCHREALTIME:-}" ]]; then printf '%s\n' "${EPOCHREALTIME/,/.}"; else date +%s; fi; }
seconds_since() { awk -v start="$1" -v end="$(now)" 'BEGIN { printf "%.1f", end - start }'; }

STEPS=7
step_number=0
step_name=''
step_start=''
started="$(now)"

step() {
  if [[ -n "$step_name" ]]; then printf -- '--- %s: ok (%ss)\n' "$step_name" "$(seconds_since "$step_start")"; fi
  step_number=$((step_number + 1))
  step_name="$1"
  step_start="$(now)"
  printf '\n==> [%d/%d] %s\n' "$step_number" "$STEPS" "$1"
}

on_exit() {
  local status=$?
  if [[ "$status" != "0" && -n "$step_name" ]]; then
    printf '\nFAILED at step %d/%d (%s) after %ss in all (exit %d)\n' \
      "$step_number" "$STEPS" "$step_name" "$(seconds_since "$started")" "$status" >&2
  fi
}
trap on_exit EXIT

# Finding Chromium (on a fresh machine: installing it, mostly waiting on the network) runs behind the first steps.
chromium_dir="$(mktemp -d)"
bash scripts/find-chromium.sh > "$chromium_dir/path" 2> "$chromium_dir/log" &
chromium_pid=$!

# Two single-threaded tools on a 2-core machine: side by side, each's output printed whole once both are done.
step 'Type check and lint: npm run typecheck, npm run lint'
checks_dir="$(mktemp -d)"
npm run typecheck > "$checks_dir/typecheck.log" 2>&1 & typecheck_pid=$!
npm run lint > "$checks_dir/lint.log" 2>&1 & lint_pid=$!
typecheck_status=0; lint_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
cat "$checks_dir/typecheck.log" "$checks_dir/lint.log"
rm -rf "$checks_dir"
if [[ "$typecheck_status" != 0 || "$lint_status" != 0 ]]; then
  printf 'typecheck exited %s, lint exited %s\n' "$typecheck_status" "$lint_status" >&2
  exit 1
fi

step 'Unit tests: npx vitest run'
npx vitest run

step 'Production build: npm run build'
npm run build

# After the shopper's build, in its own dist-studio/: the prod end-to-end server serves it under /__studio/.
step 'Studio build: npm run build:studio'
npm run build:studio

step 'Bundle budget: tsx scripts/bundle-size.ts --check'
npx tsx scripts/bundle-size.ts --check

step 'Chromium: scripts/find-chromium.sh (started with the first step)'
chromium_status=0
wait "$chromium_pid" || chromium_status=$?
cat "$chromium_dir/log" >&2
CHROME_PATH="$(cat "$chromium_dir/path")"
rm -rf "$chromium_dir"
[[ "$chromium_status" == 0 && -n "$CHROME_PATH" ]] || exit 1
export CHROME_PATH
printf 'CHROME_PATH=%s\n' "$CHROME_PATH"

step 'End-to-end tests: npx playwright test'
npx playwright test

printf -- '--- %s: ok (%ss)\n' "$step_name" "$(seconds_since "$step_start")"
step_name=''
total="$(seconds_since "$started")"
mkdir -p .bench
printf '%s\n' "$total" > .bench/last-test-seconds.txt
printf '\nAll %d steps passed in %ss (written to .bench/last-test-seconds.txt)\n' "$STEPS" "$total"
