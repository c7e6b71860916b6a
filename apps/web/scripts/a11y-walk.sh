#!/usr/bin/env bash
# The full accessibility walk (every route in every role of its row), then the record that lets CI
# scan each route once until the screens change again (.ci/run compares e2e/a11y-walk-base with HEAD).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(git rev-parse --show-toplevel)
if ! git -C "$repo" diff --quiet HEAD -- apps/web/src packages/ui/src; then
  echo "Commit the web app's changes first: the record names the commit the walk checked." >&2
  exit 1
fi
pnpm --filter @talanta/api build
pnpm build
A11Y_WALK=full npx playwright test e2e/accessibility.spec.ts
git -C "$repo" rev-parse HEAD > e2e/a11y-walk-base
echo "Recorded $(cat e2e/a11y-walk-base): commit e2e/a11y-walk-base."
