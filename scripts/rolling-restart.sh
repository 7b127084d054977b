#!/bin/sh
# Restarts the instances behind nginx one at a time, so that none of their requests fail.
#
#   RESTART='systemctl restart connect-discover@{port}' scripts/rolling-restart.sh 3001 3002
#
# RESTART must return only once the old process has exited (systemctl restart does: the server
# drains on SIGTERM, then exits) and the new one is started; {port} is replaced by each port.
# Before the next instance is signalled, the restarted one must answer /api/health with 200 on
# its own port, so that another instance always serves. HEALTH_HOST is the Host to send (the
# PUBLIC_URL's host in production: other hosts get 400); HEALTH_WAIT_SECONDS bounds the wait
# (default 60); SETTLE_SECONDS is a pause after each instance (default 2).
# nginx must not mark a draining instance down: see the upstream block in README.md (max_fails=0).
set -eu

: "${RESTART:?set RESTART to the command that restarts one instance, with {port} in it}"
HEALTH_HOST=${HEALTH_HOST:-127.0.0.1}
HEALTH_WAIT_SECONDS=${HEALTH_WAIT_SECONDS:-60}
SETTLE_SECONDS=${SETTLE_SECONDS:-2}
[ "$#" -gt 0 ] || { echo "usage: RESTART='...{port}...' $0 PORT..." >&2; exit 2; }

for port in "$@"; do
  echo "rolling restart: restarting the instance on port $port"
  command=$(printf '%s' "$RESTART" | sed "s/{port}/$port/g")
  sh -c "$command"
  waited=0
  until curl -fs -o /dev/null -m 2 -H "Host: $HEALTH_HOST" "http://127.0.0.1:$port/api/health"; do
    waited=$((waited + 1))
    if [ "$waited" -ge $((HEALTH_WAIT_SECONDS * 5)) ]; then
      echo "rolling restart: port $port not healthy after $HEALTH_WAIT_SECONDS s; stopping here" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "rolling restart: port $port is healthy"
  sleep "$SETTLE_SECONDS"
done
echo "rolling restart: done"
