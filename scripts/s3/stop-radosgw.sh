#!/usr/bin/env bash
# Stops the throwaway Ceph that start-radosgw.sh started (by the pid files under CEPH_DIR) and removes its folder.
# Decision 063. Safe to run when nothing is running.
set -uo pipefail

CEPH_DIR="${CEPH_DIR:-/tmp/soundboard-ceph}"
run="$CEPH_DIR/run"

# SIGKILL, all three at once: the cluster and its objects are thrown away, so there is nothing to save, and a
# clean stop takes ~2 s per daemon.
pids=()
for name in client.rgw.soundboard osd.0 mon.a; do
  file="$run/$name.pid"
  [ -f "$file" ] || continue
  pid="$(cat "$file")"
  [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null && pids+=("$pid")
done
for pid in "${pids[@]}"; do
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
done
# Only a folder this script made: CEPH_DIR may be set to anything.
[ -f "$CEPH_DIR/ceph.conf" ] && rm -rf "$CEPH_DIR"
exit 0
