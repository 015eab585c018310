#!/usr/bin/env bash
# A throwaway single-node Ceph on loopback with its RADOS Gateway (Debian's radosgw, ceph-mon, ceph-osd), for the
# S3 driver's tests (decision 063). No systemd, no disks: one monitor, one OSD in memory (memstore), the gateway
# with the beast frontend, one S3 user with fixed test keys. Everything lives under CEPH_DIR; run as root.
# Idempotent: a gateway that already answers is left as it is. Prints the settings to export.
# RGW_BUCKETS="a b" also creates those buckets (an instance's S3_BUCKET must exist before it starts).
set -euo pipefail

CEPH_DIR="${CEPH_DIR:-/tmp/soundboard-ceph}"
RGW_PORT="${RGW_PORT:-7480}"
MON_PORT="${MON_PORT:-13300}"
ACCESS_KEY="${RGW_ACCESS_KEY:-SOUNDBOARDTESTKEY000}"
SECRET_KEY="${RGW_SECRET_KEY:-soundboard-test-secret-not-for-production}"
ENDPOINT="http://127.0.0.1:${RGW_PORT}"
CONF="$CEPH_DIR/ceph.conf"

# curl signs the request itself (SigV4); no S3 client needed. 409: the bucket is there already.
create_buckets() {
  local bucket status empty_sha256=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
  for bucket in ${RGW_BUCKETS:-}; do
    status="$(curl -sS -o /dev/null -w '%{http_code}' -X PUT "$ENDPOINT/$bucket" \
      --aws-sigv4 aws:amz:us-east-1:s3 --user "$ACCESS_KEY:$SECRET_KEY" \
      -H "x-amz-content-sha256: $empty_sha256")"
    case "$status" in
      200 | 409) ;;
      *)
        echo "start-radosgw: creating the bucket $bucket answered HTTP $status" >&2
        exit 1
        ;;
    esac
  done
}

print_settings() {
  echo "TEST_S3_ENDPOINT=$ENDPOINT"
  echo "TEST_S3_ACCESS_KEY_ID=$ACCESS_KEY"
  echo "TEST_S3_SECRET_ACCESS_KEY=$SECRET_KEY"
}

if curl -fsS -o /dev/null "$ENDPOINT" 2>/dev/null; then
  create_buckets
  print_settings
  exit 0
fi

for tool in ceph-mon ceph-osd radosgw radosgw-admin monmaptool ceph; do
  command -v "$tool" >/dev/null || {
    echo "start-radosgw: $tool is missing (apt-get install radosgw ceph-mon ceph-osd)" >&2
    exit 1
  }
done

# A half-started cluster from an earlier run is not reused: start from nothing.
"$(dirname "$0")/stop-radosgw.sh" >/dev/null 2>&1 || true
mkdir -p "$CEPH_DIR"/{mon,osd/ceph-0,run,log}
fsid="$(cat /proc/sys/kernel/random/uuid)"

# Authentication off: the cluster is reachable from loopback only and lives for one test run. The S3 user's
# keys still apply at the gateway. memstore keeps the objects in the OSD's memory (1 GB at most).
cat >"$CONF" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$MON_PORT
mon initial members = a
public network = 127.0.0.0/8
cluster network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
ms bind ipv6 = false
ms bind msgr1 = false
ms mon client mode = crc
ms client mode = crc
run dir = $CEPH_DIR/run
admin socket = $CEPH_DIR/run/\$name.asok
pid file = $CEPH_DIR/run/\$name.pid
log file = $CEPH_DIR/log/\$name.log
keyring = $CEPH_DIR/keyring
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon warn on pool no redundancy = false
mon max pg per osd = 1000
mon data avail warn = 1
mon data avail crit = 0

[mon]
mon data = $CEPH_DIR/mon/ceph-\$id

[osd]
osd data = $CEPH_DIR/osd/ceph-\$id
osd objectstore = memstore
memstore device bytes = 1073741824

[client.rgw.soundboard]
rgw frontends = beast endpoint=127.0.0.1:$RGW_PORT
rgw data = $CEPH_DIR/rgw
rgw enable usage log = false
EOF

ceph-authtool --create-keyring "$CEPH_DIR/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$MON_PORT]" "$CEPH_DIR/monmap" >/dev/null
ceph-mon -c "$CONF" --mkfs -i a --monmap "$CEPH_DIR/monmap" --keyring "$CEPH_DIR/keyring"
ceph-mon -c "$CONF" -i a 2>>"$CEPH_DIR/log/start.err"

osd_uuid="$(cat /proc/sys/kernel/random/uuid)"
osd_id="$(ceph -c "$CONF" --connect-timeout 20 osd new "$osd_uuid")"
ceph-osd -c "$CONF" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" >/dev/null 2>&1
ceph-osd -c "$CONF" -i "$osd_id" 2>>"$CEPH_DIR/log/start.err"

mkdir -p "$CEPH_DIR/rgw"
radosgw -c "$CONF" -n client.rgw.soundboard 2>>"$CEPH_DIR/log/start.err"

for _ in $(seq 1 360); do
  curl -fsS -o /dev/null "$ENDPOINT" 2>/dev/null && break
  sleep 0.25
done
if ! curl -fsS -o /dev/null "$ENDPOINT" 2>/dev/null; then
  echo "start-radosgw: the gateway does not answer at $ENDPOINT; logs in $CEPH_DIR/log" >&2
  exit 1
fi

radosgw-admin -c "$CONF" user create --uid=soundboard-test \
  --display-name="soundboard tests" --access-key="$ACCESS_KEY" --secret-key="$SECRET_KEY" >/dev/null
create_buckets
print_settings
