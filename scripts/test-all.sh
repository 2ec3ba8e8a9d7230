#!/usr/bin/env bash
# The whole test run behind `npm test` (and so CI): typecheck, proto check, deploy manifests check, jest unit,
# integration (real PostgreSQL + Kafka + MinIO from scripts/infra.sh), the deploy topology run as local processes
# (and scaled out: scripts/topology-scaleout.mjs),
# web build (in the background beside the jest stages), e2e in Chromium.
#
#   npm test                                   # everything
#   TEST_STAGES=unit,integration npm test      # a subset: typecheck,proto,deploy,unit,integration,topology,web,e2e
#   JEST_ARGS='--testNamePattern=wallet' TEST_STAGES=unit bash scripts/test-all.sh
#   STAGE_TIMEOUT=900                          # seconds one stage may take (default 1200)
#
# Infra that was already running before the run is reused and left running; what this script
# starts it stops on exit, whatever happens. Every stage prints one summary line with its time.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
TMP_DIR="${ATELIER_TMP:-$ROOT/.tmp}"
STAGE_TIMEOUT="${STAGE_TIMEOUT:-1200}"
# Tools are run directly, not through npx: a time limit then stops the tool itself, not a wrapper.
BIN="$ROOT/node_modules/.bin"
ALL_STAGES="typecheck,proto,deploy,unit,integration,topology,web,e2e"
STAGES=",${TEST_STAGES:-$ALL_STAGES},"
rm -rf "$TMP_DIR/test-results"
mkdir -p "$TMP_DIR/test-results"

for s in ${STAGES//,/ }; do
  case ",$ALL_STAGES," in *",$s,"*) ;; *) echo "[test-all] unknown stage '$s' (known: $ALL_STAGES)" >&2; exit 2 ;; esac
done
wants() { [[ "$STAGES" == *",$1,"* ]]; }

SUMMARY=()
FAILED=0
record() { # record <PASS|FAIL|SKIP> <stage> <seconds> [note]
  local line
  line="$(printf '%-4s %-12s %6ss  %s' "$1" "$2" "$3" "${4:-}")"
  SUMMARY+=("$line")
  echo "[test-all] $line"
  [ "$1" = FAIL ] && FAILED=1
  return 0
}

# run_stage <name> <command...>: runs one stage with a time limit and records its result.
run_stage() {
  local name="$1"; shift
  echo
  echo "[test-all] ===== $name: $* ====="
  local start=$SECONDS rc=0
  timeout --foreground -k 30 "$STAGE_TIMEOUT" "$@" || rc=$?
  local took=$((SECONDS - start))
  if [ "$rc" -eq 0 ]; then record PASS "$name" "$took"
  elif [ "$rc" -eq 124 ]; then record FAIL "$name" "$took" "timed out after ${STAGE_TIMEOUT}s"
  else record FAIL "$name" "$took" "exit $rc"; fi
  return "$rc"
}

# ---------------------------------------------------------------- infra (only what the stages need)

STARTED_INFRA=()
cleanup() {
  # A background web build still running (an interrupted run) stops with the run.
  if [ -n "${WEB_PID:-}" ] && kill -0 "$WEB_PID" 2>/dev/null; then pkill -TERM -P "$WEB_PID" || true; kill "$WEB_PID" 2>/dev/null || true; fi
  if [ "${#STARTED_INFRA[@]}" -gt 0 ]; then
    echo "[test-all] stopping the infra this run started: ${STARTED_INFRA[*]}"
    for part in "${STARTED_INFRA[@]}"; do bash scripts/infra.sh down "$part" || true; done
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

INFRA_OK=1
if wants integration || wants topology || wants e2e; then
  before="$(bash scripts/infra.sh status 2>/dev/null || true)"
  grep -q '^pg: stopped' <<<"$before" && STARTED_INFRA+=(pg)
  grep -q '^kafka: stopped' <<<"$before" && STARTED_INFRA+=(kafka)
  # The S3 server (MinIO, built once from its Go module) only for the stages that talk to it.
  parts=(pg kafka)
  if wants integration || wants topology; then
    parts+=(minio)
    grep -q '^minio: stopped' <<<"$before" && STARTED_INFRA+=(minio)
  fi
  if run_stage infra bash scripts/infra.sh up "${parts[@]}"; then
    eval "$(bash scripts/infra.sh env)"
    echo "[test-all] DATABASE_URL=$DATABASE_URL KAFKA_BROKERS=$KAFKA_BROKERS ATELIER_S3_ENDPOINT=${ATELIER_S3_ENDPOINT:-}"
  else
    INFRA_OK=0
  fi
fi
if wants e2e; then
  run_stage chromium bash scripts/infra.sh chromium || true
  # e2e/api/schemathesis.e2e.test.ts runs Schemathesis (PyPI, a venv under .cache) against /docs/json.
  run_stage schemathesis bash scripts/infra.sh schemathesis || true
fi
# The invoice tests (unit) read the PDFs they render with poppler's pdftotext.
if wants unit; then
  run_stage poppler bash scripts/infra.sh poppler || true
fi
# The frontends' container config test (integration) runs Debian's nginx.
if wants integration; then
  run_stage nginx bash scripts/infra.sh nginx || true
fi

# ---------------------------------------------------------------- stages

# Jest counts are collected from --json reports so the run ends with one plain "N passed, N failed" line.
JEST_FLAGS=(--ci --passWithNoTests)
# A leaked handle in CI should fail its test, not hang the run until the stage time limit.
[ "${CI:-}" = "true" ] && JEST_FLAGS+=(--forceExit)
read -r -a EXTRA_JEST <<<"${JEST_ARGS:-}"
jest_stage() { # jest_stage <project>
  local report="$TMP_DIR/test-results/jest-$1.json"
  rm -f "$report"
  run_stage "$1" "$BIN/jest" --selectProjects "$1" "${JEST_FLAGS[@]}" --json --outputFile="$report" "${EXTRA_JEST[@]}" || true
}

# The production web build runs in the background beside typecheck, unit and integration: on two
# cores jest runs its tests in band (maxWorkers = cores - 1), so one core would otherwise sit idle
# for most of those stages. The build takes one app at a time (WEB_BUILD_JOBS=1) so it leaves the
# other core to the tests; its output is printed when the stage is recorded, before e2e needs it.
WEB_PID=""
WEB_LOG="$TMP_DIR/test-results/web.log"
WEB_RC="$TMP_DIR/test-results/web.rc"
start_web_build() {
  rm -f "$WEB_RC"
  WEB_START=$SECONDS
  ( rc=0; WEB_BUILD_JOBS="${WEB_BUILD_JOBS:-1}" timeout -k 30 "$STAGE_TIMEOUT" node scripts/build-web.mjs >"$WEB_LOG" 2>&1 || rc=$?
    echo "$rc" >"$WEB_RC" ) &
  WEB_PID=$!
  echo "[test-all] ===== web: node scripts/build-web.mjs (in the background, log $WEB_LOG) ====="
}
finish_web_build() {
  if [ -z "$WEB_PID" ]; then record SKIP web 0 "scripts/build-web.mjs does not exist yet"; return 0; fi
  wait "$WEB_PID" || true
  local rc; rc="$(cat "$WEB_RC" 2>/dev/null || echo 1)"
  echo
  echo "[test-all] ===== web (finished; its output) ====="
  cat "$WEB_LOG"
  local took=$((SECONDS - WEB_START))
  if [ "$rc" -eq 0 ]; then record PASS web "$took" "in the background"; return 0
  elif [ "$rc" -eq 124 ]; then record FAIL web "$took" "timed out after ${STAGE_TIMEOUT}s"
  else record FAIL web "$took" "exit $rc"; fi
  return 1
}
if wants web && [ -f scripts/build-web.mjs ]; then start_web_build; fi

if wants typecheck; then
  # -p --noEmit rather than -b: build mode writes tsconfig.tsbuildinfo into the repo root; keep it in .tmp.
  run_stage typecheck "$BIN/tsc" -p tsconfig.json --noEmit --incremental --tsBuildInfoFile "$TMP_DIR/tsc/tsconfig.tsbuildinfo" || true
  run_stage typecheck-web "$BIN/tsc" -p tsconfig.web.json --noEmit --incremental --tsBuildInfoFile "$TMP_DIR/tsc/tsconfig.web.tsbuildinfo" || true
  # Browser code's unit tests (jest + node types), apart from the strict browser-only check above.
  run_stage typecheck-web-tests "$BIN/tsc" -p tsconfig.web-tests.json --noEmit --incremental --tsBuildInfoFile "$TMP_DIR/tsc/tsconfig.web-tests.tsbuildinfo" || true
fi

if wants proto; then
  if node -e 'process.exit(require("./proto/package.json").scripts?.check ? 0 : 1)' 2>/dev/null; then
    run_stage proto npm run check --workspace proto || true
  else
    record SKIP proto 0 "proto workspace has no 'check' script yet"
  fi
fi

if wants deploy; then
  run_stage deploy node scripts/check-deploy.mjs || true
fi

wants unit && jest_stage unit

if wants integration; then
  if [ "$INFRA_OK" = 1 ]; then jest_stage integration
  else record FAIL integration 0 "not run: infra did not come up"; fi
fi

if wants topology; then
  if [ "$INFRA_OK" = 1 ]; then
    run_stage topology node scripts/topology-smoke.mjs || true
    # 2 gateways, 2 imaging, 3 workers on PostgreSQL, Kafka and MinIO under a stream of jobs, with SIGKILLs.
    run_stage topology-scaleout node --import tsx scripts/topology-scaleout.mjs || true
  else record FAIL topology 0 "not run: infra did not come up"; fi
fi

# The web build finishes here: it ran beside the stages above (see start_web_build).
WEB_OK=1
if wants web; then
  finish_web_build || WEB_OK=0
fi

if wants e2e; then
  if ! find e2e -name '*.e2e.test.ts' -not -path '*/node_modules/*' | grep -q .; then
    record SKIP e2e 0 "no e2e tests yet"
  elif [ "$INFRA_OK" = 0 ] || [ "$WEB_OK" = 0 ]; then
    record FAIL e2e 0 "not run: the infra or the web build failed"
  else
    jest_stage e2e
  fi
fi

# ---------------------------------------------------------------- summary

# Stop the infra now rather than in the EXIT trap, so the totals below are the run's last lines.
cleanup
STARTED_INFRA=()
echo
echo "[test-all] ===== summary ====="
for line in "${SUMMARY[@]}"; do echo "[test-all] $line"; done
if [ "$FAILED" -ne 0 ]; then echo "[test-all] FAILED"; else echo "[test-all] OK"; fi
node -e '
  const fs = require("fs"), path = require("path");
  const dir = process.argv[1];
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(dir).filter((n) => /^jest-.*\.json$/.test(n))) {
    const r = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests + r.numRuntimeErrorTestSuites; skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$TMP_DIR/test-results" || true
exit "$FAILED"
