#!/usr/bin/env bash
# Rehearses docs/deploy.md on this machine (Debian 12: nginx 1.22, PostgreSQL 15), taking every
# config block from the guide itself (the ones marked `<!-- deploy-rehearsal: NAME -->`), so the
# guide and its proof cannot drift apart. Not run by CI: it needs nginx, a PostgreSQL superuser
# and several minutes. Everything listens on 127.0.0.1; a trap stops what it started and drops the
# databases and role it made. What it proves is listed in docs/deploy.md ("Rehearsing this guide").
#
#   apt-get install -y nginx prometheus   # prometheus is optional: without it, promtool only
#   scripts/deploy-rehearsal.sh
#
# Settings (environment):
#   REHEARSAL_PG          superuser connection, default postgres://postgres@127.0.0.1:5432/postgres
#   REHEARSAL_SKIP_BUILD  1: use the existing apps/api/dist and apps/web/dist
#   REHEARSAL_KEEP        1: keep the work directory (logs, configs) after the run
#   REHEARSAL_GUIDE       another copy of deploy.md (to see a step of an older guide fail)
set -Eeuo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
GUIDE=${REHEARSAL_GUIDE:-$REPO/docs/deploy.md} # another copy: to show a step failing
SUPER_URL=${REHEARSAL_PG:-postgres://postgres@127.0.0.1:5432/postgres}
NAME=talanta_rehearsal # role and database; the restore goes to ${NAME}_restored
DOMAIN=talanta.example # the guide's server_name; curl resolves it to 127.0.0.1
WORK=$(mktemp -d /tmp/deploy-rehearsal.XXXXXX)
chmod 755 "$WORK" # nginx's workers (nobody) write their temp files below it

CHECKS=0
PIDS=()
step() { printf '\n== %s\n' "$*"; }
ok() {
  CHECKS=$((CHECKS + 1))
  printf '  ok  %s\n' "$*"
}
fail() {
  printf '  FAIL %s\n' "$*" >&2
  exit 1
}
show() { sed 's/^/  | /'; }

# --- the guide's blocks ------------------------------------------------------------------------

# The fenced block that follows `<!-- deploy-rehearsal: $1 -->` in the guide.
block() {
  local text
  text=$(awk -v marker="<!-- deploy-rehearsal: $1 -->" '
    $0 == marker { armed = 1; next }
    armed == 1 && /^```/ { armed = 2; next }
    armed == 2 && /^```/ { exit }
    armed == 2 { print }' "$GUIDE")
  [[ -n $text ]] || fail "docs/deploy.md has no block marked deploy-rehearsal: $1"
  printf '%s\n' "$text"
}

# Replaces literal text; fails when the guide no longer contains it (the guide changed: update here).
replace() {
  local text=$1 from=$2 to=$3
  [[ $text == *"$from"* ]] || fail "the guide's block no longer contains '$from'"
  printf '%s\n' "${text//"$from"/$to}"
}

# --- ports, waits, cleanup ---------------------------------------------------------------------

TAKEN=" "
port_busy() { # taken by us or another program, or privileged and we are not root
  [[ $TAKEN == *" $1 "* ]] || ((EUID != 0 && $1 < 1024)) || ss -Hltn "sport = :$1" | grep -q .
}
# pick_port VAR WANTED: the wanted port if free, else the first free one from 20000 up.
pick_port() {
  local port=$2
  if port_busy "$port"; then
    port=20000
    while port_busy "$port"; do port=$((port + 1)); done
  fi
  TAKEN+="$port "
  printf -v "$1" '%s' "$port"
}

# wait_for SECONDS DESCRIPTION COMMAND...: polls every half second; fails after SECONDS.
wait_for() {
  local deadline=$((SECONDS + $1)) what=$2
  shift 2
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || fail "$what: not within the time allowed"
    sleep 0.5
  done
}

psql_super() { psql -X -q -v ON_ERROR_STOP=1 "$SUPER_URL" "$@"; }
psql_in() { # psql_in DATABASE ARGS...: as the superuser, in another database
  local db=$1
  shift
  psql -X -q -v ON_ERROR_STOP=1 "${SUPER_URL%/*}/$db" "$@"
}

drop_ours() {
  psql_super -c "DROP DATABASE IF EXISTS ${NAME}_restored WITH (FORCE)" \
    -c "DROP DATABASE IF EXISTS $NAME WITH (FORCE)" -c "DROP ROLE IF EXISTS $NAME" 2>&1 | show || true
}

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  step "cleanup"
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  local deadline=$((SECONDS + 35))
  for pid in "${PIDS[@]}"; do
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  drop_ours
  if [[ ${REHEARSAL_KEEP:-0} == 1 || $status != 0 ]]; then
    echo "  work directory kept: $WORK"
  else
    rm -rf "$WORK"
  fi
  if [[ $status == 0 ]]; then echo "REHEARSAL PASSED: $CHECKS checks"; else echo "REHEARSAL FAILED (exit $status)"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- 0. this machine ---------------------------------------------------------------------------

step "0. this machine"
for tool in nginx psql pg_dump pg_restore createdb openssl curl node pnpm promtool ss; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install -y nginx prometheus postgresql-client)"
done
grep PRETTY_NAME /etc/os-release | show
{
  nginx -v 2>&1
  pg_restore --version
  psql_super -Atc 'SELECT version()'
  echo "node $(node --version), pnpm $(pnpm --version)"
  promtool --version 2>&1 | head -1
  command -v prometheus >/dev/null && prometheus --version 2>&1 | head -1
} | show
echo "  work directory: $WORK"
drop_ours # a run killed before its trap left them

# --- 1. build ----------------------------------------------------------------------------------

step "1. build (the guide's build block, from the repository's root)"
build=$(block build)
printf '%s\n' "$build" | show
if [[ ${REHEARSAL_SKIP_BUILD:-0} == 1 ]]; then
  echo "  skipped (REHEARSAL_SKIP_BUILD=1)"
else
  (cd "$REPO" && timeout 1200 bash -euo pipefail -c "$build") >"$WORK/build.log" 2>&1 ||
    { tail -30 "$WORK/build.log" | show; fail "the build block failed"; }
  ok "built ($(wc -l <"$WORK/build.log") lines in $WORK/build.log)"
fi
[[ -f $REPO/apps/api/dist/server.js && -f $REPO/apps/web/dist/server/entry-server.js ]] || fail "no build output"

# --- 2. database -------------------------------------------------------------------------------

step "2. PostgreSQL: role and database, as a superuser"
PASSWORD=$(openssl rand -hex 16)
sql=$(block database)
sql=$(replace "$sql" "'…'" "'$PASSWORD'")
sql=$(printf '%s\n' "$sql" | sed "s/\btalanta\b/$NAME/g")
printf '%s\n' "$sql" | sed "s/$PASSWORD/…/" | show
printf '%s\n' "$sql" | psql_super -f - || fail "the database block failed"
super=$(psql_super -Atc "SELECT rolsuper FROM pg_roles WHERE rolname = '$NAME'")
[[ $super == f ]] || fail "the app's role is a superuser"
[[ $sql != *"CREATE EXTENSION"* ]] || fail "the guide creates extensions as a superuser again"
ok "role $NAME (not a superuser) owns database $NAME; no extension created by a superuser"
DATABASE_URL="postgres://$NAME:$PASSWORD@127.0.0.1:5432/$NAME"

# --- 3. environment file -----------------------------------------------------------------------

step "3. the environment file"
ENV_FILE=$WORK/talanta.env
env_text=$(block env)
env_path=$(printf '%s\n' "$env_text" | head -1 | sed -n 's/^# \(\/.*\)$/\1/p')
[[ -n $env_path ]] || fail "the env block does not start with '# /path/of/the/file'"
pick_port PUBLIC_PORT 443
pick_port HTTP_PORT 80
PUBLIC_URL="https://$DOMAIN"
[[ $PUBLIC_PORT == 443 ]] || PUBLIC_URL="$PUBLIC_URL:$PUBLIC_PORT"
METRICS_TOKEN=$(openssl rand -hex 24)
ADMIN_EMAIL=admin@$DOMAIN
ADMIN_PASSWORD=Rehearsal-$(openssl rand -hex 8)
mkdir -p "$WORK/uploads" "$WORK/uploads-restored"
# Each placeholder of the guide's values and what this machine puts in its place (the rest of
# the value stays as written). SMTP_URL empty: no mail leaves this machine, it stays in the outbox.
declare -A placeholder=(
  [DATABASE_URL]='postgres://talanta:…@db.internal:5432/talanta' [PUBLIC_URL]="https://$DOMAIN"
  [SESSION_SECRET]='…' [SMTP_URL]='smtp://user:pass@mail.example:587' [UPLOAD_DIR]=/var/lib/talanta/uploads
  [METRICS_TOKEN]='…' [ADMIN_EMAIL]='…' [ADMIN_PASSWORD]='…'
)
declare -A override=(
  [DATABASE_URL]=$DATABASE_URL [PUBLIC_URL]=$PUBLIC_URL [SESSION_SECRET]=$(openssl rand -hex 32) [SMTP_URL]=''
  [UPLOAD_DIR]=$WORK/uploads [METRICS_TOKEN]=$METRICS_TOKEN [ADMIN_EMAIL]=$ADMIN_EMAIL [ADMIN_PASSWORD]=$ADMIN_PASSWORD
)
# Read the block as systemd reads an EnvironmentFile: comment lines skipped, the value is all
# after the first `=` (a trailing "# note" included), surrounding double or single quotes removed.
declare -A APP_ENV=()
while IFS= read -r line; do
  [[ $line =~ ^[[:space:]]*([#;].*)?$ ]] && continue
  [[ $line =~ ^([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || fail "not KEY=value as systemd reads it: $line"
  key=${BASH_REMATCH[1]} value=${BASH_REMATCH[2]}
  [[ $value =~ ^\"(.*)\"$ ]] && value=${BASH_REMATCH[1]}
  [[ $value =~ ^\'(.*)\'$ ]] && value=${BASH_REMATCH[1]}
  if [[ -v override[$key] ]]; then
    value=$(replace "$value" "${placeholder[$key]}" "${override[$key]}")
  elif [[ $value == *…* ]]; then
    fail "$key keeps the guide's placeholder: $value"
  fi
  APP_ENV[$key]=$value
done <<<"$env_text"
for key in "${!override[@]}"; do [[ -v APP_ENV[$key] ]] || fail "the guide's env block has no $key"; done
for key in "${!APP_ENV[@]}"; do printf '%s=%s\n' "$key" "${APP_ENV[$key]}"; done | sort >"$ENV_FILE"
chmod 600 "$ENV_FILE"
sed -E 's/^(DATABASE_URL=postgres:\/\/[^:]+:)[^@]*/\1…/; s/^(SESSION_SECRET|METRICS_TOKEN|ADMIN_PASSWORD)=.*/\1=…/' "$ENV_FILE" | show
ok "the guide's env block read as an EnvironmentFile ($env_path here is $ENV_FILE)"

# --- 4. three processes, as the unit runs them -------------------------------------------------

step "4. three processes, as the guide's systemd unit starts them"
unit=$(block unit)
start_text=$(block start)
printf '%s\n' "$start_text" | show
mapfile -t GUIDE_PORTS < <(printf '%s\n' "$start_text" | grep -o 'talanta@[0-9]*' | cut -d@ -f2)
((${#GUIDE_PORTS[@]} == 3)) || fail "the start block does not start three instances"
unit_value() { printf '%s\n' "$unit" | sed -n "s/^$1=//p"; }
[[ $(unit_value EnvironmentFile) == "$env_path" ]] || fail "the unit's EnvironmentFile is not the env block's $env_path"
[[ $(unit_value KillSignal) == SIGTERM ]] || fail "the unit does not stop with SIGTERM"
workdir=$(replace "$(unit_value WorkingDirectory)" /srv/talanta "$REPO")
read -r -a exec_start <<<"$(unit_value ExecStart)"
[[ -x ${exec_start[0]} ]] || exec_start[0]=$(command -v node) # the unit's path to node, or this machine's
mapfile -t unit_env < <(unit_value Environment)
echo "  unit: User=$(unit_value User) (here: $(id -un)), WorkingDirectory=$workdir, ExecStart=${exec_start[*]}"

declare -A PORT_OF=() # the guide's port → the port used here
PORTS=()
for port in "${GUIDE_PORTS[@]}"; do
  pick_port "PORT_OF[$port]" "$port"
  PORTS+=("${PORT_OF[$port]}")
done

# start_instance PORT ENV_FILE: the unit's instance talanta@PORT, in a clean environment like systemd's.
start_instance() {
  local port=$1 env_file=$2 vars=()
  mapfile -t vars <"$env_file"
  for assignment in "${unit_env[@]}"; do vars+=("${assignment//%i/$port}"); done
  (cd "$workdir" && exec env -i PATH=/usr/local/bin:/usr/bin:/bin "${vars[@]}" "${exec_start[@]}") \
    >"$WORK/app-$port.log" 2>&1 &
  PIDS+=($!)
  LAST_PID=$!
}
ready() { curl -fsS --max-time 2 "http://127.0.0.1:$1/api/health/ready" 2>/dev/null | grep -q '"status":"ready"'; }
# wait_ready PORT PID: the instance's readiness within 120 s (a busy machine); its log if it exits or never gets there.
wait_ready() {
  local deadline=$((SECONDS + 120))
  until ready "$1"; do
    if ! kill -0 "$2" 2>/dev/null || ((SECONDS >= deadline)); then
      tail -25 "$WORK/app-$1.log" | show
      fail "the process on port $1 did not become ready"
    fi
    sleep 0.5
  done
}
declare -A APP_PID=()
for port in "${PORTS[@]}"; do
  start_instance "$port" "$ENV_FILE"
  APP_PID[$port]=$LAST_PID
done
for port in "${PORTS[@]}"; do wait_ready "$port" "${APP_PID[$port]}"; done
ok "three processes started at once; each answers /api/health/ready 200 on 127.0.0.1 (ports ${PORTS[*]})"
admins=$(psql_in "$NAME" -Atc "SELECT count(*) FROM users WHERE email = '$ADMIN_EMAIL'")
[[ $admins == 1 ]] || fail "ADMIN_EMAIL made $admins users"
ok "ADMIN_EMAIL bootstrapped once"
extensions=$(psql_in "$NAME" -Atc "SELECT string_agg(extname || ' owned by ' || extowner::regrole, ', ' ORDER BY extname) FROM pg_extension WHERE extname IN ('pg_trgm', 'btree_gin')")
[[ $extensions == "btree_gin owned by $NAME, pg_trgm owned by $NAME" ]] || fail "extensions: $extensions"
ok "the migrations created the extensions as the app's role: $extensions"
mapfile -t app_vars <"$ENV_FILE"
status=$(cd "$REPO" && env -i PATH="$PATH" HOME="$HOME" "${app_vars[@]}" timeout 120 pnpm --silent --filter @talanta/api migrate status 2>&1 | tail -1)
[[ $status == 'up to date' ]] || fail "migrate status: $status"
ok "pnpm --filter @talanta/api migrate status: $status"

# --- 5. nginx in front -------------------------------------------------------------------------

step "5. nginx with the guide's server blocks, TLS from a self-signed certificate"
mkdir -p "$WORK/nginx/tls" "$WORK/nginx/tmp"
chmod 1777 "$WORK/nginx/tmp"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=$DOMAIN" -addext "subjectAltName=DNS:$DOMAIN" \
  -keyout "$WORK/nginx/tls/privkey.pem" -out "$WORK/nginx/tls/fullchain.pem" 2>/dev/null
site=$(block nginx)
site=$(replace "$site" "listen 443 " "listen 127.0.0.1:$PUBLIC_PORT ")
site=$(replace "$site" "listen 80;" "listen 127.0.0.1:$HTTP_PORT;")
site=$(replace "$site" "/etc/letsencrypt/live/$DOMAIN/" "$WORK/nginx/tls/")
for port in "${GUIDE_PORTS[@]}"; do site=$(replace "$site" "127.0.0.1:$port " "127.0.0.1:${PORT_OF[$port]} "); done
printf '%s\n' "$site" >"$WORK/nginx/talanta.conf"
# The frame Debian's /etc/nginx/nginx.conf gives a site, minus what needs root's paths.
cat >"$WORK/nginx/nginx.conf" <<EOF
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 256; }
http {
    access_log $WORK/nginx/access.log;
    client_body_temp_path $WORK/nginx/tmp/body;
    proxy_temp_path $WORK/nginx/tmp/proxy;
    fastcgi_temp_path $WORK/nginx/tmp/fastcgi;
    uwsgi_temp_path $WORK/nginx/tmp/uwsgi;
    scgi_temp_path $WORK/nginx/tmp/scgi;
    include $WORK/nginx/talanta.conf;
}
EOF
echo "  the guide's block with: listen 127.0.0.1:$PUBLIC_PORT / 127.0.0.1:$HTTP_PORT, certificate in $WORK/nginx/tls, upstream ports ${PORTS[*]}"
nginx_args=(-p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -e "$WORK/nginx/error.log")
nginx -t "${nginx_args[@]}" >"$WORK/nginx/test.log" 2>&1 || { show <"$WORK/nginx/test.log"; fail "nginx -t refuses the guide's blocks"; }
show <"$WORK/nginx/test.log"
ok "nginx -t accepts the guide's server blocks"
nginx "${nginx_args[@]}" -g 'daemon off;' >"$WORK/nginx/stdout.log" 2>&1 &
PIDS+=($!)

CURL=(curl -sS --max-time 10 --cacert "$WORK/nginx/tls/fullchain.pem" --resolve "$DOMAIN:$PUBLIC_PORT:127.0.0.1" --resolve "$DOMAIN:$HTTP_PORT:127.0.0.1")
BASE="https://$DOMAIN:$PUBLIC_PORT"
wait_for 20 "nginx answering" "${CURL[@]}" -f "$BASE/api/health/live"

# --- 6. through the proxy ----------------------------------------------------------------------

step "6. health checks and the app through nginx (https://$DOMAIN:$PUBLIC_PORT)"
expect() { # expect DESCRIPTION STATUS BODY_PATTERN CURL_ARGS...
  local what=$1 want=$2 pattern=$3 out
  shift 3
  out=$("${CURL[@]}" -o "$WORK/body" -w '%{http_code} %{http_version}' "$@") || fail "$what: curl failed"
  [[ ${out%% *} == "$want" ]] || fail "$what: status ${out%% *}, wanted $want: $(head -c 300 "$WORK/body")"
  [[ -z $pattern ]] || grep -Eq -- "$pattern" "$WORK/body" || fail "$what: body does not match /$pattern/: $(head -c 300 "$WORK/body")"
  ok "$what: $want over HTTP/${out#* }"
}
# Each process counts the readiness checks it answered: before and after six through nginx.
served() { curl -fsS --max-time 2 "http://127.0.0.1:$1/metrics" | grep '^talanta_http_requests_total{' | grep 'route="/api/health/ready"' | awk '{ s += $2 } END { print s + 0 }'; }
declare -A SERVED_BEFORE=()
for port in "${PORTS[@]}"; do SERVED_BEFORE[$port]=$(served "$port"); done
expect "GET /api/health/live" 200 '"status":"live"' "$BASE/api/health/live"
for _ in 1 2 3 4 5 6; do expect "GET /api/health/ready" 200 '"status":"ready"' "$BASE/api/health/ready"; done
expect "GET /api/health" 200 '"status":"ok"' "$BASE/api/health"
expect "GET / (the web app)" 200 '<div id="(root|app)"' "$BASE/"
hsts=$("${CURL[@]}" -o /dev/null -D - "$BASE/api/health/live" | grep -i '^strict-transport-security' | tr -d '\r')
[[ -n $hsts ]] || fail "no Strict-Transport-Security header"
ok "PUBLIC_URL https: $hsts"
expect "GET /metrics through the proxy" 404 '' "$BASE/metrics"
expect "GET /dev/mailbox through the proxy" 404 '' "$BASE/dev/mailbox"
redirect=$("${CURL[@]}" -o /dev/null -w '%{http_code} %{redirect_url}' "http://$DOMAIN:$HTTP_PORT/jobs")
[[ $redirect == "301 https://$DOMAIN/jobs" ]] || fail "port $HTTP_PORT: $redirect"
ok "plain HTTP answers $redirect"

for port in "${PORTS[@]}"; do
  n=$(($(served "$port") - SERVED_BEFORE[$port]))
  ((n >= 1)) || fail "process $port answered none of the readiness checks through nginx"
  echo "  process $port answered $n of the six readiness checks"
done
ok "nginx spreads requests over the three processes"

sign_in() { # sign_in BASE_URL COOKIE_JAR: the admin signs in with the browser's Origin
  "${CURL[@]}" -o "$WORK/body" -w '%{http_code}' -c "$2" -H "Origin: $PUBLIC_URL" -H 'Content-Type: application/json' \
    --data "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" "$1/api/auth/login"
}
code=$(sign_in "$BASE" "$WORK/cookies")
[[ $code == 200 ]] || fail "sign-in through nginx: $code $(head -c 300 "$WORK/body")"
cookie=$(grep -o '__Host-talanta_session' "$WORK/cookies" | head -1)
[[ -n $cookie ]] || fail "no __Host-talanta_session cookie: $(cat "$WORK/cookies")"
ok "the admin signs in through nginx (CSRF origin check passes); the cookie is $cookie"
expect "GET /api/auth/user with the session" 200 "\"email\":\"$ADMIN_EMAIL\"" -b "$WORK/cookies" "$BASE/api/auth/user"
# The live stream through the proxy: unbuffered, so its first event arrives while it stays open.
"${CURL[@]}" -N --max-time 4 -b "$WORK/cookies" -o "$WORK/stream" "$BASE/trpc/live.events" 2>/dev/null || true
first=$(grep -m1 '^event:' "$WORK/stream" || true)
[[ -n $first ]] || fail "no event from /trpc/live.events within 4 s: $(head -c 300 "$WORK/stream")"
ok "the live stream's first event arrives through nginx while the stream stays open: $first"

# --- 7. metrics --------------------------------------------------------------------------------

step "7. /metrics on each process, and the guide's Prometheus scrape config"
P1=${PORTS[0]}
direct() { curl -sS --max-time 5 -o "$WORK/body" -w '%{http_code} %{content_type}' "$@"; }
out=$(direct "http://127.0.0.1:$P1/metrics")
[[ $out == "200 text/plain"* ]] && grep -q '^talanta_db_pool_in_use' "$WORK/body" || fail "loopback /metrics: $out"
ok "a loopback client reads /metrics: $out"
# Refused: the same answer as an unknown API path (its own path aside), so /metrics is not advertised.
refused() { # refused DESCRIPTION CURL_ARGS...: compared with GET /api/no-such-path
  local what=$1 out unknown body unknown_body
  shift
  unknown=$(direct "$@" "http://127.0.0.1:$P1/api/no-such-path")
  unknown_body=$(sed 's|/api/no-such-path|PATH|' "$WORK/body")
  out=$(direct "$@" "http://127.0.0.1:$P1/metrics")
  body=$(sed 's|/metrics|PATH|' "$WORK/body")
  [[ $out == "$unknown" && ${out%% *} == 404 && $body == "$unknown_body" ]] ||
    fail "$what: $out $body, an unknown path: $unknown $unknown_body"
  ok "$what gets an unknown path's answer: $out $(cat "$WORK/body")"
}
refused "a client from elsewhere without the token" -H 'X-Forwarded-For: 203.0.113.7'
refused "a loopback client naming another host (DNS rebinding)" -H 'Host: rebound.example'
refused "a client from elsewhere with a wrong token" -H 'X-Forwarded-For: 203.0.113.7' -H 'Authorization: Bearer not-the-token-at-all'

out=$(direct -H 'X-Forwarded-For: 203.0.113.7' -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$P1/metrics")
[[ $out == "200 text/plain"* ]] || fail "a client from elsewhere with the token: $out $(head -c 200 "$WORK/body")"
ok "a client from elsewhere with the token reads /metrics: $out"
out=$(direct -H "Host: app1.internal:$P1" -H 'X-Forwarded-For: 203.0.113.7' -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:$P1/metrics")
[[ $out == "200 text/plain"* ]] || fail "a Prometheus elsewhere (Host app1.internal) with the token: $out $(head -c 200 "$WORK/body")"
ok "a Prometheus elsewhere, naming the process app1.internal:$P1, reads it with the token: $out"

mkdir -p "$WORK/prometheus"
printf '%s\n' "$METRICS_TOKEN" >"$WORK/prometheus/talanta-token"
chmod 640 "$WORK/prometheus/talanta-token"
scrape=$(block prometheus)
scrape=$(replace "$scrape" /etc/prometheus/talanta-token "$WORK/prometheus/talanta-token")
for port in "${GUIDE_PORTS[@]}"; do scrape=$(replace "$scrape" "'app1.internal:$port'" "'127.0.0.1:${PORT_OF[$port]}'"); done
printf 'global: { scrape_interval: 2s, scrape_timeout: 2s }\n%s\n' "$scrape" >"$WORK/prometheus/prometheus.yml"
show <"$WORK/prometheus/prometheus.yml"
timeout 30 promtool check config "$WORK/prometheus/prometheus.yml" >"$WORK/prometheus/check.log" 2>&1 ||
  { show <"$WORK/prometheus/check.log"; fail "promtool check config refuses the guide's scrape config"; }
show <"$WORK/prometheus/check.log"
ok "promtool check config accepts the guide's scrape config"
if command -v prometheus >/dev/null; then
  pick_port PROM_PORT 9090
  prometheus --config.file="$WORK/prometheus/prometheus.yml" --storage.tsdb.path="$WORK/prometheus/data" \
    --web.listen-address="127.0.0.1:$PROM_PORT" >"$WORK/prometheus/prometheus.log" 2>&1 &
  PIDS+=($!)
  all_up() {
    curl -fsS --max-time 2 "http://127.0.0.1:$PROM_PORT/api/v1/query" --data-urlencode 'query=sum(up{job="talanta"})' |
      grep -q '"value":\[[0-9.]*,"3"\]'
  }
  wait_for 60 "Prometheus sees the three targets up" all_up
  for query in 'up{job="talanta"}' 'sum by (instance) (talanta_http_requests_total{route="/api/health/ready"})'; do
    echo "  $query"
    curl -fsS --max-time 2 "http://127.0.0.1:$PROM_PORT/api/v1/query" --data-urlencode "query=$query" |
      grep -o '"instance":"[^"]*"[^]]*\]' | sed -E 's/.*"instance":"([^"]*)".*,"([^"]*)"\]/\1 → \2/' | show
  done
  ok "Prometheus scrapes all three processes with the token file: up{job=\"talanta\"} = 1 for each"
else
  echo "  prometheus is not installed: the scrape itself is not rehearsed"
fi

# --- 8. backup and restore ---------------------------------------------------------------------

step "8. pg_dump / pg_restore round trip, and a process on the restored database"
echo "rehearsal $(date -u)" >"$WORK/uploads/rehearsal-marker.txt"
backup=$(block backup)
restore=$(block restore)
backup=$(replace "$backup" /backups/ "$WORK/backups/")
restore=$(replace "$restore" /backups/ "$WORK/backups/")
restore=$(replace "$restore" talanta_restored "${NAME}_restored")
restore=$(replace "$restore" --owner=talanta "--owner=$NAME")
restore=$(replace "$restore" --role=talanta "--role=$NAME")
printf '%s\n# --- then, to restore:\n%s\n' "$backup" "$restore" | show
mkdir -p "$WORK/backups"
# As the guide's operator: pg_dump as the app (DATABASE_URL), createdb and pg_restore as a superuser.
super_env=$(node -e 'const u = new URL(process.argv[1]); console.log(`PGHOST=${u.hostname} PGPORT=${u.port || 5432} PGUSER=${decodeURIComponent(u.username)}`)' "$SUPER_URL")
(
  export DATABASE_URL UPLOAD_DIR=$WORK/uploads $super_env
  timeout 300 bash -euo pipefail -c "$backup
export UPLOAD_DIR=$WORK/uploads-restored
$restore"
) >"$WORK/restore.log" 2>&1 || { show <"$WORK/restore.log"; fail "the backup or restore block failed"; }
show <"$WORK/restore.log"
ok "pg_dump, pg_restore --exit-on-error and the uploads' tar ran as written ($(ls "$WORK/backups" | tr '\n' ' '))"
counts() {
  psql_in "$1" -Atc "SELECT string_agg(format('%s=%s', relname, n_live), ' ' ORDER BY relname) FROM (
    SELECT c.relname, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM public.%I', c.relname), false, true, '')))[1]::text AS n_live
    FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public' AND c.relkind = 'r') t"
}
source_counts=$(counts "$NAME")
restored_counts=$(counts "${NAME}_restored")
[[ -n $source_counts && $source_counts == "$restored_counts" ]] || fail "row counts differ:
  source:   $source_counts
  restored: $restored_counts"
ok "every table has the same row count in both ($(wc -w <<<"$source_counts") tables)"
[[ -f $WORK/uploads-restored/rehearsal-marker.txt ]] || fail "the uploads did not come back"
ok "the uploads came back"

sed -e "s|^DATABASE_URL=.*|DATABASE_URL=postgres://$NAME:$PASSWORD@127.0.0.1:5432/${NAME}_restored|" \
  -e "s|^UPLOAD_DIR=.*|UPLOAD_DIR=$WORK/uploads-restored|" "$ENV_FILE" >"$WORK/talanta-restored.env"
pick_port RESTORED_PORT 3004
start_instance "$RESTORED_PORT" "$WORK/talanta-restored.env"
wait_ready "$RESTORED_PORT" "$LAST_PID"
ok "a process on the restored database (port $RESTORED_PORT) answers /api/health/ready 200: no migration pending"
code=$(sign_in "http://127.0.0.1:$RESTORED_PORT" "$WORK/cookies-restored")
[[ $code == 200 ]] || fail "sign-in on the restored database: $code $(head -c 300 "$WORK/body")"
ok "the admin signs in on the restored database"

# --- 9. graceful stop --------------------------------------------------------------------------

step "9. SIGTERM, as systemd stops the unit (KillSignal=SIGTERM, TimeoutStopSec=30)"
for port in "${PORTS[@]}"; do
  pid=${APP_PID[$port]}
  kill -TERM "$pid"
  deadline=$((SECONDS + 30))
  while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.2; done
  kill -0 "$pid" 2>/dev/null && fail "process $port still running 30 s after SIGTERM"
  wait "$pid" && code=0 || code=$?
  [[ $code == 0 ]] || fail "process $port exited $code after SIGTERM"
  echo "  process $port exited 0"
done
ok "the three processes stopped gracefully"
expect "nginx with no upstream left" 502 '' "$BASE/api/health/live"
