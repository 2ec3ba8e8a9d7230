#!/usr/bin/env bash
# Provisions a real PostgreSQL, a real Kafka (KRaft) broker and a real S3 server (MinIO) on this machine for tests.
#
# Usage (from anywhere):
#   bash scripts/infra.sh up [pg|kafka|minio]...  # start them (default: all three; PostgreSQL 127.0.0.1:55432,
#                                                 # Kafka 127.0.0.1:59092, MinIO 127.0.0.1:59000); idempotent
#   eval "$(bash scripts/infra.sh env)" # export DATABASE_URL, KAFKA_BROKERS and (when up) ATELIER_S3_* into your shell
#   bash scripts/infra.sh status        # exit 0 when pg and kafka are running; prints each part (minio too)
#   bash scripts/infra.sh down [pg|kafka|minio]  # stop what `up` started (never anything else)
#   bash scripts/infra.sh clean         # down + delete the data dirs (fresh database and topics next time)
#   bash scripts/infra.sh chromium      # install Debian's chromium for browser tests if /usr/bin/chromium is absent
#   bash scripts/infra.sh poppler       # install Debian's poppler-utils (pdftotext, pdftoppm) for the invoice PDF tests
#   bash scripts/infra.sh nginx         # install Debian's nginx (nginx-light) for the frontends' container config test
#   bash scripts/infra.sh schemathesis  # install Schemathesis (PyPI) into a venv at $ATELIER_CACHE/schemathesis for the API schema test
#
# DATABASE_URL / KAFKA_BROKERS already set in the environment are used as they are (nothing is started).
# Data, logs and PID files live in $ATELIER_TMP (default <repo>/.tmp): pg/postgres.log, kafka/kafka.log.
# The broker jars are cached in $ATELIER_CACHE/kafka-libs (default <repo>/.cache) from Maven Central.
# MinIO is built once from its Go module (MINIO_MODULE below, the one pin) with the machine's Go into
# $ATELIER_MINIO_CACHE/minio-bin (default ~/.cache/atelier: outside the clone, so every clone and CI run on this
# machine reuses one build; GOPATH, module and build caches under $ATELIER_MINIO_CACHE/go, removed once it is built):
# ~3 min on 2 idle cores. Its data lives in $ATELIER_TMP/minio/data; root credentials are fixed test values.
# `env` exports them as ATELIER_S3_ENDPOINT, ATELIER_S3_ACCESS_KEY, ATELIER_S3_SECRET_KEY — not as the platform's
# S3_* names, which would silently move every product a test starts in-process onto MinIO: a test or script that
# wants MinIO sets S3_* (with a bucket of its own) from them. ATELIER_S3_ENDPOINT already set in the environment is used as it is (nothing is started).
# Ports: ATELIER_PG_PORT (55432), ATELIER_KAFKA_PORT (59092), ATELIER_KAFKA_CONTROLLER_PORT (59093),
# ATELIER_MINIO_PORT (59000; its console the port after it). When one of
# these defaults is taken by a process this script did not start, `up` takes the next free port (and `env`
# prints it); a port set explicitly is used or `up` fails.
# Missing tools (postgresql, java, maven, curl, chromium, poppler-utils, nginx) are installed with apt-get when running as root.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TMP_DIR="${ATELIER_TMP:-$ROOT/.tmp}"
CACHE_DIR="${ATELIER_CACHE:-$ROOT/.cache}"
PG_PORT="${ATELIER_PG_PORT:-55432}"
KAFKA_PORT="${ATELIER_KAFKA_PORT:-59092}"
KAFKA_CONTROLLER_PORT="${ATELIER_KAFKA_CONTROLLER_PORT:-59093}"
WAIT_SECONDS="${ATELIER_INFRA_WAIT:-60}"
# PG_URL and KAFKA_URL follow the ports actually in use: see refresh_urls / adopt_running_ports.

PG_DIR="$TMP_DIR/pg"
PG_DATA="$PG_DIR/data"
PG_SOCK="$PG_DIR/sock"
PG_LOG="$PG_DIR/postgres.log"
PG_DB="atelier"

KAFKA_DIR="$TMP_DIR/kafka"
KAFKA_DATA="$KAFKA_DIR/data"
KAFKA_PROPS="$KAFKA_DIR/server.properties"
KAFKA_LOG4J="$KAFKA_DIR/log4j.properties"
KAFKA_LOG="$KAFKA_DIR/kafka.log"
KAFKA_PID="$KAFKA_DIR/kafka.pid"
KAFKA_LIBS="$CACHE_DIR/kafka-libs"
KAFKA_POM="$ROOT/scripts/kafka/pom.xml"

MINIO_PORT="${ATELIER_MINIO_PORT:-59000}"
# The one pin of the S3 server tests run against (a pseudo-version of github.com/minio/minio: MinIO stopped tagging
# releases as Go module versions); changing it rebuilds the cached binary.
MINIO_MODULE="github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c"
MINIO_DIR="$TMP_DIR/minio"
MINIO_DATA="$MINIO_DIR/data"
MINIO_LOG="$MINIO_DIR/minio.log"
MINIO_PID="$MINIO_DIR/minio.pid"
MINIO_STATE="$MINIO_DIR/minio.env"
MINIO_CACHE="${ATELIER_MINIO_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/atelier}"
MINIO_BIN_DIR="$MINIO_CACHE/minio-bin"
MINIO_BIN="$MINIO_BIN_DIR/minio"
# Throwaway credentials of a loopback-only test server.
MINIO_USER="atelier-test"
MINIO_PASSWORD="atelier-test-secret"

# What `up` provisioned (including URLs taken from the environment), read back by `env`.
STATE_FILE="$TMP_DIR/infra.env"
# Every URL this script has handed out: such a value in the environment (after `eval env`) is ours, not external.
OWNED_FILE="$TMP_DIR/infra.owned"

log() { printf '[infra] %s\n' "$*" >&2; }
die() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

is_root() { [ "$(id -u)" -eq 0 ]; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# pick_port <wanted> <explicit> [<span>]: the wanted port, or (unless explicit) the first free one after it.
# span 2 asks for two free consecutive ports (Kafka's broker + controller), searched in steps of 10.
pick_port() {
  local want="$1" explicit="$2" span="${3:-1}" p
  free_from() { local i; for ((i = 0; i < span; i++)); do port_open $(($1 + i)) && return 1; done; return 0; }
  if free_from "$want"; then echo "$want"; return; fi
  [ -z "$explicit" ] || die "port $want (or the one after it) is taken by a process infra.sh did not start"
  for ((p = want + 10; p < want + 500; p += 10)); do
    if free_from "$p"; then log "port $want is taken by a process infra.sh did not start: using $p"; echo "$p"; return; fi
  done
  die "no free port found between $want and $((want + 500))"
}

# apt-get install with one `apt-get update` per machine state; serialised because several shells may provision at once.
apt_install() {
  is_root || die "need root to apt-get install $* (install it yourself, or set DATABASE_URL/KAFKA_BROKERS)"
  command -v apt-get >/dev/null || die "no apt-get here: install $* yourself"
  log "installing with apt-get: $*"
  (
    flock 9
    if [ ! -f "$TMP_DIR/.apt-updated" ]; then
      apt-get update -q >&2 && touch "$TMP_DIR/.apt-updated"
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=300 "$@" >&2
  ) 9>"/tmp/atelier-apt.lock" || die "apt-get install $* failed"
}

# ---------------------------------------------------------------- PostgreSQL

pg_bindir() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return; fi
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; return; fi
  return 1
}

# Runs a PostgreSQL server binary as the unprivileged owner: initdb and postgres refuse to run as root.
as_pg() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_running() {
  local bin
  bin="$(pg_bindir)" || return 1
  [ -f "$PG_DATA/PG_VERSION" ] || return 1
  as_pg "$bin/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1
}

pg_init() {
  local bin="$1"
  log "initdb into $PG_DATA"
  rm -rf "$PG_DATA"
  mkdir -p "$PG_DATA" "$PG_SOCK"
  if is_root; then
    id postgres >/dev/null 2>&1 || die "user 'postgres' is missing (the Debian postgresql package creates it)"
    chown -R postgres: "$PG_DIR"
    runuser -u postgres -- test -w "$PG_DIR" \
      || die "user postgres cannot write $PG_DIR: put ATELIER_TMP on a path every user can traverse"
  fi
  chmod 700 "$PG_DATA"
  as_pg "$bin/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --locale=C >"$PG_DIR/initdb.log" 2>&1 \
    || { cat "$PG_DIR/initdb.log" >&2; die "initdb failed"; }
  # Test-only settings: durability off for speed, private socket dir, loopback only.
  cat >>"$PG_DATA/postgresql.conf" <<EOF

# --- added by scripts/infra.sh (throwaway test server) ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_SOCK'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 200
log_min_messages = warning
EOF
}

# True when DATABASE_URL / KAFKA_BROKERS point elsewhere than the servers this script manages.
owned() { [ -f "$OWNED_FILE" ] && grep -qxF "$1" "$OWNED_FILE"; }
pg_external() { [ -n "${DATABASE_URL:-}" ] && [ "$DATABASE_URL" != "$PG_URL" ] && ! owned "DATABASE_URL=$DATABASE_URL"; }
kafka_external() { [ -n "${KAFKA_BROKERS:-}" ] && [ "$KAFKA_BROKERS" != "$KAFKA_URL" ] && ! owned "KAFKA_BROKERS=$KAFKA_BROKERS"; }

pg_up() {
  if pg_external; then
    log "PostgreSQL: using DATABASE_URL from the environment"
    echo "DATABASE_URL=$DATABASE_URL" >>"$STATE_FILE.new"
    return
  fi
  local bin
  if ! bin="$(pg_bindir)"; then
    apt_install postgresql
    bin="$(pg_bindir)" || die "postgresql installed but initdb/pg_ctl not found under /usr/lib/postgresql/*/bin"
  fi
  if pg_running; then
    log "PostgreSQL already running on 127.0.0.1:$PG_PORT"
  else
    [ -f "$PG_DATA/PG_VERSION" ] || pg_init "$bin"
    PG_PORT="$(pick_port "$PG_PORT" "${ATELIER_PG_PORT:-}")" || exit 1
    refresh_urls
    mkdir -p "$PG_SOCK"
    is_root && chown postgres: "$PG_SOCK"
    log "starting PostgreSQL on 127.0.0.1:$PG_PORT (log: $PG_LOG)"
    is_root && { touch "$PG_LOG"; chown postgres: "$PG_LOG"; }
    # 8>&-: the server must not inherit the infra lock, or it would hold it for its whole life.
    if ! as_pg "$bin/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "-p $PG_PORT" -w -t "$WAIT_SECONDS" start >/dev/null 8>&-; then
      tail -n 40 "$PG_LOG" >&2 || true
      die "PostgreSQL did not start within ${WAIT_SECONDS}s"
    fi
  fi
  local psql="$bin/psql"
  [ -x "$psql" ] || psql="psql"
  local admin="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  if [ "$("$psql" "$admin" -tAc "select 1 from pg_database where datname = '$PG_DB'")" != "1" ]; then
    "$psql" "$admin" -q -c "create database $PG_DB" >/dev/null || die "could not create database $PG_DB"
    log "created database $PG_DB"
  fi
  echo "DATABASE_URL=$PG_URL" >>"$STATE_FILE.new"
  owned "DATABASE_URL=$PG_URL" || echo "DATABASE_URL=$PG_URL" >>"$OWNED_FILE"
}

pg_down() {
  local bin
  if ! pg_running; then log "PostgreSQL: not running"; return; fi
  bin="$(pg_bindir)"
  log "stopping PostgreSQL"
  as_pg "$bin/pg_ctl" -D "$PG_DATA" -m fast -w -t "$WAIT_SECONDS" stop >/dev/null \
    || die "PostgreSQL did not stop; see $PG_LOG"
}

# ---------------------------------------------------------------- Kafka

kafka_pid() {
  local pid
  [ -f "$KAFKA_PID" ] || return 1
  pid="$(cat "$KAFKA_PID")"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  # Guard against a recycled PID: it must be our broker with our config.
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "kafka.Kafka $KAFKA_PROPS" || return 1
  echo "$pid"
}

kafka_libs() {
  if [ -f "$KAFKA_LIBS/.complete" ] && [ "$KAFKA_LIBS/.complete" -nt "$KAFKA_POM" ]; then return; fi
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  command -v mvn >/dev/null || apt_install maven
  log "fetching the Kafka broker jars from Maven Central into $KAFKA_LIBS"
  rm -rf "$KAFKA_LIBS"
  mkdir -p "$KAFKA_LIBS"
  mvn -q -B -Dstyle.color=never -f "$KAFKA_POM" dependency:copy-dependencies -DoutputDirectory="$KAFKA_LIBS" >&2 \
    || die "mvn could not fetch the Kafka jars (see the output above)"
  touch "$KAFKA_LIBS/.complete"
}

kafka_configure() {
  mkdir -p "$KAFKA_DATA"
  cat >"$KAFKA_PROPS" <<EOF
# Written by scripts/infra.sh: a single-node KRaft broker+controller for tests.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$KAFKA_DATA
auto.create.topics.enable=true
num.partitions=3
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=5
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
log.retention.hours=24
EOF
  cat >"$KAFKA_LOG4J" <<'EOF'
# Broker logging for tests: everything to stdout (redirected to kafka.log by infra.sh).
log4j.rootLogger=INFO, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.org.apache.kafka.clients=WARN
log4j.logger.kafka.request.logger=WARN
log4j.logger.state.change.logger=WARN
EOF
}

# Asks the broker for its topic list with kafkajs: proves it accepts client requests, not just TCP.
kafka_ready() {
  (cd "$ROOT" && KAFKA_BROKERS="$KAFKA_URL" node scripts/kafka/ready.mjs) >/dev/null 2>&1
}

kafka_up() {
  if kafka_external; then
    log "Kafka: using KAFKA_BROKERS from the environment"
    echo "KAFKA_BROKERS=$KAFKA_BROKERS" >>"$STATE_FILE.new"
    return
  fi
  local pid started=""
  (cd "$ROOT" && node -e 'require.resolve("kafkajs")' 2>/dev/null) \
    || die "kafkajs is not installed (the readiness check uses it): run 'node scripts/ensure.mjs install' first"
  if pid="$(kafka_pid)"; then
    log "Kafka already running (pid $pid) on $KAFKA_URL"
  else
    kafka_libs
    if [ $((KAFKA_CONTROLLER_PORT - KAFKA_PORT)) -eq 1 ]; then
      KAFKA_PORT="$(pick_port "$KAFKA_PORT" "${ATELIER_KAFKA_PORT:-}${ATELIER_KAFKA_CONTROLLER_PORT:-}" 2)" || exit 1
      KAFKA_CONTROLLER_PORT=$((KAFKA_PORT + 1))
    else
      KAFKA_PORT="$(pick_port "$KAFKA_PORT" "${ATELIER_KAFKA_PORT:-}")" || exit 1
      KAFKA_CONTROLLER_PORT="$(pick_port "$KAFKA_CONTROLLER_PORT" "${ATELIER_KAFKA_CONTROLLER_PORT:-}")" || exit 1
    fi
    refresh_urls
    kafka_configure
    local cp="$KAFKA_LIBS/*"
    local jvm=(java -Xms128m -Xmx512m -XX:+UseSerialGC -Djava.awt.headless=true
      "-Dlog4j.configuration=file:$KAFKA_LOG4J" -cp "$cp")
    if [ ! -f "$KAFKA_DATA/meta.properties" ]; then
      # A Kafka Uuid is 16 random bytes in URL-safe base64 without padding; saves a JVM start for random-uuid.
      # Like Kafka's Uuid.randomUuid, never one starting with '-': the format tool's argument parser
      # reads "-t -H8Ad…" as a missing value and an unknown option (1 run in 64 failed so).
      local cluster_id=-
      while [ "${cluster_id#-}" != "$cluster_id" ]; do
        cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
      done
      log "formatting Kafka storage (cluster $cluster_id)"
      "${jvm[@]}" kafka.tools.StorageTool format -t "$cluster_id" -c "$KAFKA_PROPS" --ignore-formatted \
        >"$KAFKA_DIR/format.log" 2>&1 || { cat "$KAFKA_DIR/format.log" >&2; die "Kafka storage format failed"; }
    fi
    log "starting Kafka on $KAFKA_URL (log: $KAFKA_LOG)"
    # setsid: the broker outlives this script and its process group (test runners kill groups on exit).
    setsid "${jvm[@]}" kafka.Kafka "$KAFKA_PROPS" >"$KAFKA_LOG" 2>&1 </dev/null 8>&- &
    echo $! >"$KAFKA_PID"
    started=1
    pid="$(cat "$KAFKA_PID")"
  fi
  local deadline=$((SECONDS + WAIT_SECONDS))
  until port_open "$KAFKA_PORT" && kafka_ready; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 60 "$KAFKA_LOG" >&2 || true
      rm -f "$KAFKA_PID"
      die "Kafka exited during startup (log above, full log: $KAFKA_LOG)"
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      tail -n 60 "$KAFKA_LOG" >&2 || true
      die "Kafka not ready within ${WAIT_SECONDS}s (still running as pid $pid; stop it with: $0 down kafka)"
    fi
    sleep 0.5
  done
  if [ -n "${started:-}" ]; then
    (cd "$ROOT" && KAFKA_BROKERS="$KAFKA_URL" node scripts/kafka/ready.mjs --warm) \
      || log "warning: the consumer-offsets warm-up failed; the first consumer group join may be slow"
  fi
  echo "KAFKA_BROKERS=$KAFKA_URL" >>"$STATE_FILE.new"
  owned "KAFKA_BROKERS=$KAFKA_URL" || echo "KAFKA_BROKERS=$KAFKA_URL" >>"$OWNED_FILE"
}

kafka_down() {
  local pid
  if ! pid="$(kafka_pid)"; then log "Kafka: not running"; rm -f "$KAFKA_PID"; return; fi
  log "stopping Kafka (pid $pid)"
  kill -TERM "$pid"
  local deadline=$((SECONDS + 30))
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "Kafka did not stop within 30s; killing pid $pid"
      kill -KILL "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.2
  done
  rm -f "$KAFKA_PID"
}

# ---------------------------------------------------------------- MinIO (S3)

minio_pid() {
  local pid
  [ -f "$MINIO_PID" ] || return 1
  pid="$(cat "$MINIO_PID")"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  # Guard against a recycled PID: it must be our server on our data dir.
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "server $MINIO_DATA " || return 1
  echo "$pid"
}

minio_external() { [ -n "${ATELIER_S3_ENDPOINT:-}" ] && [ "$ATELIER_S3_ENDPOINT" != "$MINIO_URL" ] && ! owned "ATELIER_S3_ENDPOINT=$ATELIER_S3_ENDPOINT"; }

go_cmd() {
  if command -v go >/dev/null; then command -v go; return; fi
  if [ -x /usr/local/go/bin/go ]; then echo /usr/local/go/bin/go; return; fi
  return 1
}

# Builds the pinned MinIO once (the marker file names the module it was built from).
minio_build() {
  if [ -x "$MINIO_BIN" ] && [ "$(cat "$MINIO_BIN_DIR/.module" 2>/dev/null)" = "$MINIO_MODULE" ]; then return; fi
  local go
  go="$(go_cmd)" || die "MinIO is built from its Go module, and no Go toolchain is installed (go on PATH or /usr/local/go/bin/go)"
  mkdir -p "$MINIO_BIN_DIR" "$MINIO_CACHE/go"
  (
    flock 9
    if [ -x "$MINIO_BIN" ] && [ "$(cat "$MINIO_BIN_DIR/.module" 2>/dev/null)" = "$MINIO_MODULE" ]; then exit 0; fi
    log "building $MINIO_MODULE into $MINIO_BIN_DIR (once; ~3 min on 2 cores)"
    rm -f "$MINIO_BIN_DIR/.module"
    GOPATH="$MINIO_CACHE/go" GOMODCACHE="$MINIO_CACHE/go/mod" GOCACHE="$MINIO_CACHE/go/build" GOBIN="$MINIO_BIN_DIR" \
      GOFLAGS="-modcacherw" GOTOOLCHAIN=local CGO_ENABLED=0 \
      nice "$go" install "$MINIO_MODULE" >&2 || exit 1
    echo "$MINIO_MODULE" >"$MINIO_BIN_DIR/.module"
    # The sources and build cache (~2 GB) were only needed for the build: the binary is what is kept.
    rm -rf "$MINIO_CACHE/go"
  ) 9>"$MINIO_CACHE/.minio-build.lock" || die "go install $MINIO_MODULE failed (output above)"
}

minio_ready() { curl -sf -o /dev/null --max-time 2 "$MINIO_URL/minio/health/ready"; }

minio_up() {
  if minio_external; then
    log "MinIO: using ATELIER_S3_ENDPOINT from the environment"
    return
  fi
  local pid started=""
  command -v curl >/dev/null || apt_install curl # the readiness probe
  if pid="$(minio_pid)"; then
    log "MinIO already running (pid $pid) on $MINIO_URL"
  else
    minio_build
    MINIO_PORT="$(pick_port "$MINIO_PORT" "${ATELIER_MINIO_PORT:-}" 2)" || exit 1
    refresh_urls
    mkdir -p "$MINIO_DATA"
    log "starting MinIO on $MINIO_URL (log: $MINIO_LOG)"
    # setsid: the server outlives this script and its process group, like Kafka. No update checks, no console
    # traffic beyond loopback, no phoning home.
    MINIO_ROOT_USER="$MINIO_USER" MINIO_ROOT_PASSWORD="$MINIO_PASSWORD" MINIO_BROWSER=off MINIO_UPDATE=off \
      MINIO_CALLHOME_ENABLE=off \
      setsid "$MINIO_BIN" server "$MINIO_DATA" --address "127.0.0.1:$MINIO_PORT" \
      --console-address "127.0.0.1:$((MINIO_PORT + 1))" --quiet >"$MINIO_LOG" 2>&1 </dev/null 8>&- &
    echo $! >"$MINIO_PID"
    started=1
    pid="$(cat "$MINIO_PID")"
  fi
  local deadline=$((SECONDS + WAIT_SECONDS))
  until minio_ready; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 40 "$MINIO_LOG" >&2 || true
      rm -f "$MINIO_PID"
      die "MinIO exited during startup (log above, full log: $MINIO_LOG)"
    fi
    [ "$SECONDS" -lt "$deadline" ] || die "MinIO not ready within ${WAIT_SECONDS}s (pid $pid; stop it with: $0 down minio)"
    sleep 0.3
  done
  [ -z "$started" ] || log "MinIO ready on $MINIO_URL"
  printf 'ATELIER_S3_ENDPOINT=%s\nATELIER_S3_ACCESS_KEY=%s\nATELIER_S3_SECRET_KEY=%s\n' "$MINIO_URL" "$MINIO_USER" "$MINIO_PASSWORD" >"$MINIO_STATE"
  owned "ATELIER_S3_ENDPOINT=$MINIO_URL" || echo "ATELIER_S3_ENDPOINT=$MINIO_URL" >>"$OWNED_FILE"
}

minio_down() {
  local pid
  if ! pid="$(minio_pid)"; then log "MinIO: not running"; rm -f "$MINIO_PID" "$MINIO_STATE"; return; fi
  log "stopping MinIO (pid $pid)"
  kill -TERM "$pid"
  local deadline=$((SECONDS + 20))
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then kill -KILL "$pid" 2>/dev/null || true; break; fi
    sleep 0.2
  done
  rm -f "$MINIO_PID" "$MINIO_STATE"
}

# ---------------------------------------------------------------- commands

refresh_urls() {
  PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/$PG_DB"
  KAFKA_URL="127.0.0.1:$KAFKA_PORT"
  MINIO_URL="http://127.0.0.1:$MINIO_PORT"
}

# A running server keeps the port it was started on, whatever the defaults say now.
adopt_running_ports() {
  if pg_running && [ -f "$PG_DATA/postmaster.pid" ]; then PG_PORT="$(sed -n 4p "$PG_DATA/postmaster.pid")"; fi
  if kafka_pid >/dev/null; then
    KAFKA_PORT="$(sed -n 's#^listeners=PLAINTEXT://127.0.0.1:\([0-9]*\),.*#\1#p' "$KAFKA_PROPS")"
    KAFKA_CONTROLLER_PORT="$(sed -n 's#^listeners=.*,CONTROLLER://127.0.0.1:\([0-9]*\)$#\1#p' "$KAFKA_PROPS")"
  fi
  if minio_pid >/dev/null && [ -f "$MINIO_STATE" ]; then
    MINIO_PORT="$(sed -n 's#^ATELIER_S3_ENDPOINT=http://127.0.0.1:\([0-9]*\)$#\1#p' "$MINIO_STATE")"
  fi
  refresh_urls
}

with_lock() {
  mkdir -p "$TMP_DIR"
  exec 8>"$TMP_DIR/infra.lock"
  flock -w 300 8 || die "another infra.sh holds $TMP_DIR/infra.lock for over 300s"
}

cmd_up() {
  local parts=("$@") part
  [ "${#parts[@]}" -gt 0 ] || parts=(pg kafka minio)
  for part in "${parts[@]}"; do
    case "$part" in pg | kafka | minio) ;; *) die "up takes pg, kafka, minio or nothing (all three)" ;; esac
  done
  with_lock
  local want=" ${parts[*]} "
  if [[ "$want" == *" pg "* || "$want" == *" kafka "* ]]; then
    rm -f "$STATE_FILE.new"
    # The state file holds both URLs: the one not asked for is kept as it was.
    if [[ "$want" == *" pg "* ]]; then pg_up; else grep '^DATABASE_URL=' "$STATE_FILE" >>"$STATE_FILE.new" 2>/dev/null || true; fi
    if [[ "$want" == *" kafka "* ]]; then kafka_up; else grep '^KAFKA_BROKERS=' "$STATE_FILE" >>"$STATE_FILE.new" 2>/dev/null || true; fi
    mv "$STATE_FILE.new" "$STATE_FILE"
  fi
  local ready=""
  if [[ "$want" == *" pg "* || "$want" == *" kafka "* ]]; then ready="$(tr '\n' ' ' <"$STATE_FILE")"; fi
  if [[ "$want" == *" minio "* ]]; then
    minio_up
    if minio_external; then ready+="ATELIER_S3_ENDPOINT=$ATELIER_S3_ENDPOINT"; else ready+="ATELIER_S3_ENDPOINT=$MINIO_URL"; fi
  fi
  log "ready: $ready"
}

cmd_env() {
  local db="${DATABASE_URL:-}" kafka="${KAFKA_BROKERS:-}"
  if [ -f "$STATE_FILE" ]; then
    [ -n "$db" ] || db="$(sed -n 's/^DATABASE_URL=//p' "$STATE_FILE")"
    [ -n "$kafka" ] || kafka="$(sed -n 's/^KAFKA_BROKERS=//p' "$STATE_FILE")"
  fi
  # MinIO only when it runs (or was given): a run without it leaves the variables unset.
  local minio=""
  [ -z "${ATELIER_S3_ENDPOINT:-}" ] && minio_pid >/dev/null && [ -f "$MINIO_STATE" ] && minio=1
  [ -n "$db" ] && [ -n "$kafka" ] || [ -n "$minio" ] || die "infra is not up: run 'bash scripts/infra.sh up' first"
  [ -z "$db" ] || printf 'export DATABASE_URL=%q;\n' "$db"
  [ -z "$kafka" ] || printf 'export KAFKA_BROKERS=%q;\n' "$kafka"
  if [ -n "$minio" ]; then
    local k v
    while IFS='=' read -r k v; do printf 'export %s=%q;\n' "$k" "$v"; done <"$MINIO_STATE"
  fi
}

cmd_status() {
  local ok=0 pid
  if pg_external; then echo "pg: external ($DATABASE_URL)"
  elif pg_running; then echo "pg: running ($PG_URL)"
  else echo "pg: stopped"; ok=1; fi
  if kafka_external; then echo "kafka: external ($KAFKA_BROKERS)"
  elif pid="$(kafka_pid)"; then echo "kafka: running (pid $pid, $KAFKA_URL)"
  else echo "kafka: stopped"; ok=1; fi
  # MinIO is reported but does not decide the exit status: only the stages that use it start it.
  if minio_external; then echo "minio: external ($ATELIER_S3_ENDPOINT)"
  elif pid="$(minio_pid)"; then echo "minio: running (pid $pid, $MINIO_URL)"
  else echo "minio: stopped"; fi
  return "$ok"
}

cmd_down() {
  with_lock
  case "${1:-all}" in
    pg) pg_down ;;
    kafka) kafka_down ;;
    minio) minio_down ;;
    all) minio_down; kafka_down; pg_down; rm -f "$STATE_FILE" ;;
    *) die "down takes pg, kafka, minio or nothing (all)" ;;
  esac
}

cmd_clean() {
  cmd_down all
  log "removing $PG_DIR, $KAFKA_DIR and $MINIO_DIR"
  rm -rf "$PG_DIR" "$KAFKA_DIR" "$MINIO_DIR"
}

cmd_chromium() {
  if [ -x /usr/bin/chromium ]; then log "chromium present: /usr/bin/chromium"; return; fi
  mkdir -p "$TMP_DIR"
  apt_install chromium
  [ -x /usr/bin/chromium ] || die "chromium installed but /usr/bin/chromium is missing"
}

cmd_poppler() {
  if command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null; then log "poppler-utils present: $(command -v pdftotext)"; return; fi
  mkdir -p "$TMP_DIR"
  apt_install poppler-utils
  command -v pdftotext >/dev/null || die "poppler-utils installed but pdftotext is not on PATH"
}

# nginx for packages/runtime/tests/web-nginx.int.test.ts, which runs the frontends' container config
# (deploy/docker/nginx) in it; never started here. nginx-light has what the config uses (gzip_static, proxy).
cmd_nginx() {
  local bin; bin="$(command -v nginx || echo /usr/sbin/nginx)"
  if [ -x "$bin" ]; then log "nginx present: $bin"; return; fi
  mkdir -p "$TMP_DIR"
  apt_install nginx-light
  [ -x /usr/sbin/nginx ] || die "nginx-light installed but /usr/sbin/nginx is missing"
}

# Schemathesis from PyPI into its own venv (python3 -m venv needs Debian's python3-venv); the pinned version
# is what e2e/api/schemathesis.e2e.test.ts was written against. Idempotent: an existing venv with that version is kept.
SCHEMATHESIS_VERSION="${ATELIER_SCHEMATHESIS_VERSION:-4.32.5}"
SCHEMATHESIS_VENV="$CACHE_DIR/schemathesis"
cmd_schemathesis() {
  local st="$SCHEMATHESIS_VENV/bin/st"
  if [ -x "$st" ] && "$SCHEMATHESIS_VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('schemathesis') != '$SCHEMATHESIS_VERSION')" 2>/dev/null; then
    log "schemathesis $SCHEMATHESIS_VERSION present: $st"; return
  fi
  command -v python3 >/dev/null || apt_install python3
  python3 -c 'import venv, ensurepip' 2>/dev/null || apt_install python3-venv
  mkdir -p "$CACHE_DIR"
  # In place (a venv cannot be moved: its scripts carry absolute paths); a half-done install is redone next time.
  (
    flock 9
    [ -x "$SCHEMATHESIS_VENV/bin/pip" ] || python3 -m venv --clear "$SCHEMATHESIS_VENV" >&2
    "$SCHEMATHESIS_VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
  ) 9>"$CACHE_DIR/.schemathesis.lock" || die "pip install schemathesis==$SCHEMATHESIS_VERSION failed"
  log "schemathesis installed: $("$st" --version)"
}

adopt_running_ports
case "${1:-}" in
  up) shift; cmd_up "$@" ;;
  down) shift; cmd_down "$@" ;;
  env) cmd_env ;;
  status) cmd_status ;;
  clean) cmd_clean ;;
  chromium) cmd_chromium ;;
  poppler) cmd_poppler ;;
  nginx) cmd_nginx ;;
  schemathesis) cmd_schemathesis ;;
  *) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
