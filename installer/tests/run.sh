#!/usr/bin/env bash
# Tests of the kiosk installer and the server recipe, without touching this machine: the installer runs in dry-run
# mode into temporary roots. Checks: shellcheck on every script; the files and symlinks an install writes; the units
# with systemd-analyze verify; idempotence (a second run changes nothing); Debian 12 and Ubuntu 24.04 package lists;
# refusal of bad settings; uninstall leaves the root empty; the nginx site with nginx -t.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
INSTALLER=$(cd "$HERE/.." && pwd)
INSTALL=$INSTALLER/kiosk/install-kiosk.sh
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FAILURES=0
CHECKS=0

pass() {
  CHECKS=$((CHECKS + 1))
  echo "ok   $*"
}

fail() {
  CHECKS=$((CHECKS + 1))
  FAILURES=$((FAILURES + 1))
  echo "FAIL $*"
}

check() {
  local description=$1
  shift
  if "$@" >/dev/null 2>&1; then pass "$description"; else fail "$description"; fi
}

contains() {
  grep -qF -- "$2" "$1"
}

# A root that looks like the given distribution to the installer.
new_root() {
  local root=$WORK/$1 id=$2 version=$3
  mkdir -p "$root/etc"
  printf 'ID=%s\nVERSION_ID="%s"\n' "$id" "$version" >"$root/etc/os-release"
  echo "$root"
}

# What a root holds: every path with its type, mode and link target or content hash.
snapshot() {
  (cd "$1" && find . -printf '%p %y %m %l\n' | sort && find . -type f -exec sha256sum {} + | sort -k2)
}

# A packaged shell as electron-builder lays it out (the real one is built on a machine with the Electron binary).
make_shell_bundle() {
  local bundle=$WORK/linux-unpacked
  mkdir -p "$bundle/resources"
  printf '#!/bin/sh\nexit 0\n' >"$bundle/notary-kiosk-shell"
  printf 'sandbox helper\n' >"$bundle/chrome-sandbox"
  printf 'asar\n' >"$bundle/resources/app.asar"
  chmod 0755 "$bundle/notary-kiosk-shell" "$bundle/chrome-sandbox"
  echo "$bundle"
}

# systemd-analyze verify --root resolves units and ExecStart binaries inside the root. A copy of the written root
# gets this machine's stock units plus executables for the programs packages and packaging provide
# (cage, chvt, systemctl, the camera agent's venv, the server's venv) so that the check is about our units.
verify_units() {
  local written=$1 verify=$WORK/verify-$2 unit output status=0
  shift 2
  rm -rf "$verify"
  cp -a "$written" "$verify"
  mkdir -p "$verify/usr/lib/systemd"
  cp -a /usr/lib/systemd/system "$verify/usr/lib/systemd/"
  for program in "$@"; do
    mkdir -p "$verify$(dirname "$program")"
    [[ -e $verify$program ]] || printf '#!/bin/sh\nexit 0\n' >"$verify$program"
    chmod 0755 "$verify$program"
  done
  for unit in "$verify"/etc/systemd/system/*.service "$verify"/etc/systemd/system/*.timer; do
    output=$(systemd-analyze verify --root="$verify" "$(basename "$unit")" 2>&1) || status=$?
    if [[ $status -eq 0 && -z $output ]]; then
      pass "systemd-analyze verify $(basename "$unit")"
    else
      fail "systemd-analyze verify $(basename "$unit"): $output"
    fi
    status=0
  done
}

test_shellcheck() {
  local script
  while IFS= read -r script; do
    check "shellcheck ${script#"$INSTALLER"/}" shellcheck -x "$script"
  done < <(find "$INSTALLER" -name '*.sh' | sort)
}

test_install() {
  local root out bundle
  root=$(new_root debian debian 12)
  out=$WORK/debian.out
  bundle=$(make_shell_bundle)
  "$INSTALL" install --root "$root" --kiosk-id tashkent-07 --server-url https://notary.example.uz \
    --printer Ticket_1 --shell-bundle "$bundle" >"$out" 2>&1 || {
    cat "$out"
    fail "dry-run install"
    return
  }
  pass "dry-run install (Debian 12)"

  local system=$root/etc/systemd/system
  check "kiosk session unit runs cage without VT switching" contains "$system/notary-kiosk-shell.service" \
    "ExecStart=/usr/bin/cage -d -- /opt/notary-kiosk/shell/notary-kiosk-shell --ozone-platform=wayland"
  check "kiosk session autologins the unprivileged shell user" contains "$system/notary-kiosk-shell.service" "User=notary-kiosk"
  check "kiosk session restarts" contains "$system/notary-kiosk-shell.service" "Restart=always"
  check "camera agent runs as its own user" contains "$system/notary-camera-agent.service" "User=notary-camera"
  check "camera agent serves on its port" contains "$system/notary-camera-agent.service" "camera-agent serve --port 8470"
  check "camera agent reads the installed configuration" contains "$system/notary-camera-agent.service" \
    "CAMERA_AGENT_CONFIG_FILE=/etc/notary-kiosk/camera-agent.toml"
  check "camera agent configuration: loopback only, this server, absolute paths" python3 - "$root/etc/notary-kiosk/camera-agent.toml" <<'EOF'
import sys, tomllib
config = tomllib.load(open(sys.argv[1], "rb"))
assert config["host"] == "127.0.0.1", config
assert config["port"] == 8470, config
assert config["server_url"] == "https://notary.example.uz", config
assert config["data_dir"] == "/var/lib/notary-camera-agent", config
assert config["card"]["csca_dir"] == "/etc/notary-kiosk/csca", config
EOF
  check "country signing certificates directory installed" test -d "$root/etc/notary-kiosk/csca"
  check "camera agent restarts on failure" contains "$system/notary-camera-agent.service" "Restart=on-failure"
  check "units are enabled" test -L "$system/multi-user.target.wants/notary-kiosk-shell.service" -a \
    -L "$system/multi-user.target.wants/notary-camera-agent.service" -a \
    -L "$system/timers.target.wants/notary-kiosk-nightly-restart.timer"
  check "nightly restart at 03:30" contains "$system/notary-kiosk-nightly-restart.timer" "OnCalendar=*-*-* 03:30:00"
  check "Ctrl+Alt+Del is masked" test "$(readlink "$system/ctrl-alt-del.target")" = /dev/null
  check "power keys ignored" contains "$root/etc/systemd/logind.conf.d/notary-kiosk.conf" "HandlePowerKey=ignore"
  check "no spare VTs" contains "$root/etc/systemd/logind.conf.d/notary-kiosk.conf" "NAutoVTs=0"
  check "SysRq off" contains "$root/etc/sysctl.d/90-notary-kiosk.conf" "kernel.sysrq = 0"
  check "polkit lets the agent user reach pcscd" contains "$root/etc/polkit-1/rules.d/60-notary-kiosk-pcscd.rules" \
    'subject.user == "notary-camera"'
  check "PAM session registers with logind" contains "$root/etc/pam.d/notary-kiosk" "pam_systemd.so"
  check "shell installed with a setuid sandbox helper" test "$(stat -c %a "$root/opt/notary-kiosk/shell/chrome-sandbox")" = 4755
  check "shell executable installed" test -x "$root/opt/notary-kiosk/shell/notary-kiosk-shell"
  check "no placeholder left in any written file" bash -c "! grep -rq '@[A-Z_]*@' '$root/etc'"
  check "shell configuration carries this kiosk's values" python3 - "$root/etc/notary-kiosk/kiosk-shell.toml" <<'EOF'
import sys, tomllib
config = tomllib.load(open(sys.argv[1], "rb"))
assert config["serverUrl"] == "https://notary.example.uz", config
assert config["kioskId"] == "tashkent-07", config
assert config["cameraAgentUrl"] == "http://127.0.0.1:8470", config
assert config["printerName"] == "Ticket_1", config
assert config["idleSeconds"] == 120 and config["idleGraceSeconds"] == 30, config
EOF
  check "users created (printed in a dry run)" grep -q "useradd .*notary-kiosk$" "$out"
  check "camera user created (printed in a dry run)" grep -q "useradd .*notary-camera$" "$out"
  check "Debian 12 package names" grep -q "apt-get install .* cage .* libasound2 .*libcups2$" "$out"
  check "nothing ran on this machine" bash -c "! grep -q 'daemon-reload' '$out'"

  verify_units "$root" kiosk /usr/bin/cage /usr/bin/chvt /usr/bin/systemctl \
    /opt/notary-kiosk/camera-agent/bin/camera-agent

  local before after
  before=$(snapshot "$root")
  "$INSTALL" install --root "$root" --shell-bundle "$bundle" >"$WORK/second.out" 2>&1 || fail "second install run"
  after=$(snapshot "$root")
  check "idempotent: a second run (settings kept from /etc) changes nothing" test "$before" = "$after"

  "$INSTALL" uninstall --root "$root" >"$WORK/uninstall.out" 2>&1 || fail "uninstall run"
  check "uninstall leaves only what was there before (os-release)" \
    test "$(cd "$root" && find . -mindepth 1 | sort | tr '\n' ' ')" = "./etc ./etc/os-release "
  check "uninstall removes both users (printed in a dry run)" grep -q "userdel notary-camera" "$WORK/uninstall.out"
}

test_ubuntu() {
  local root
  root=$(new_root ubuntu ubuntu 24.04)
  "$INSTALL" install --root "$root" --kiosk-id samarkand-02 --server-url https://notary.example.uz >"$WORK/ubuntu.out" 2>&1 ||
    fail "dry-run install (Ubuntu 24.04)"
  check "Ubuntu 24.04 package names (t64 libraries)" grep -q "libasound2t64 .*libcups2t64$" "$WORK/ubuntu.out"
  check "without a shell bundle the installer says so" grep -q "run again with --shell-bundle" "$WORK/ubuntu.out"
}

refuses() {
  local description=$1 root
  shift
  root=$(new_root "refuse-$CHECKS" debian 12)
  if "$INSTALL" install --root "$root" "$@" >/dev/null 2>&1; then fail "refuses $description"; else pass "refuses $description"; fi
}

test_refusals() {
  local root
  refuses "a missing kiosk id" --server-url https://notary.example.uz
  refuses "a kiosk id with a path in it" --kiosk-id ../x --server-url https://notary.example.uz
  refuses "a plain-http remote server" --kiosk-id k1 --server-url http://notary.example.uz
  refuses "a server URL with a path" --kiosk-id k1 --server-url https://notary.example.uz/kiosk
  refuses "a printer name that is not a CUPS name" --kiosk-id k1 --printer 'a b'
  refuses "an unknown option" --kiosk-id k1 --frobnicate yes
  root=$(new_root fedora fedora 40)
  if "$INSTALL" install --root "$root" --kiosk-id k1 >"$WORK/fedora.out" 2>&1; then
    fail "refuses an unsupported distribution"
  else
    check "refuses an unsupported distribution, saying why" grep -q "unsupported system 'fedora 40'" "$WORK/fedora.out"
  fi
}

test_server_recipe() {
  local root=$WORK/server
  mkdir -p "$root/etc/systemd/system" "$root/opt/notary/installer/server"
  cp "$INSTALLER"/server/*.service "$INSTALLER"/server/*.timer "$root/etc/systemd/system/"
  cp "$INSTALLER/server/notary-backup.sh" "$root/opt/notary/installer/server/"
  verify_units "$root" server /opt/notary/.venv/bin/notary /usr/bin/janus
  check "API runs several workers" contains "$INSTALLER/server/notary-api.service" "--workers \${NOTARY_WORKERS}"
  check "nginx upgrades the face-check socket" contains "$INSTALLER/server/nginx-notary.conf" "location = /api/face-check/ws"
  check "nginx passes the media server's socket" contains "$INSTALLER/server/nginx-notary.conf" "location = /janus"
  check "Janus starts with the server's configuration" contains "$INSTALLER/server/notary-media.service" \
    "notary media-config --out /run/notary-media"
  check "coturn takes only the server's time-limited credentials" contains "$INSTALLER/server/turnserver-notary.conf" \
    "use-auth-secret"
  check "coturn relays to no private network" contains "$INSTALLER/server/turnserver-notary.conf" \
    "denied-peer-ip=10.0.0.0-10.255.255.255"
  check "expired face images are purged daily" contains "$INSTALLER/server/notary-purge-face-images.timer" \
    "OnCalendar=*-*-* 01:45:00"
  check "the purge runs the server's command" contains "$INSTALLER/server/notary-purge-face-images.service" \
    "notary purge-face-images"

  # nginx -t on the site, with throw-away certificates in place of the real ones.
  local nginx=$WORK/nginx
  mkdir -p "$nginx/logs" "$nginx/tls"
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=notary.example.uz \
    -keyout "$nginx/tls/privkey.pem" -out "$nginx/tls/fullchain.pem" >/dev/null 2>&1
  cp "$nginx/tls/fullchain.pem" "$nginx/tls/internal.crt"
  sed "s|/etc/notary/tls/|$nginx/tls/|g" "$INSTALLER/server/nginx-notary.conf" >"$nginx/site.conf"
  cat >"$nginx/nginx.conf" <<EOF
pid $nginx/nginx.pid;
error_log $nginx/logs/error.log;
events {}
http {
    access_log off;
    client_body_temp_path $nginx/body;
    proxy_temp_path $nginx/proxy;
    fastcgi_temp_path $nginx/fastcgi;
    uwsgi_temp_path $nginx/uwsgi;
    scgi_temp_path $nginx/scgi;
    include $nginx/site.conf;
}
EOF
  local output
  if output=$(nginx -t -p "$nginx" -c "$nginx/nginx.conf" 2>&1); then
    pass "nginx -t accepts the site configuration"
  else
    fail "nginx -t: $output"
  fi
}

command -v shellcheck >/dev/null || { echo "shellcheck is missing (apt-get install shellcheck)"; exit 1; }
command -v systemd-analyze >/dev/null || { echo "systemd-analyze is missing (apt-get install systemd)"; exit 1; }
command -v nginx >/dev/null || { echo "nginx is missing (apt-get install nginx)"; exit 1; }

test_shellcheck
test_install
test_ubuntu
test_refusals
test_server_recipe

echo "installer tests: $((CHECKS - FAILURES))/$CHECKS passed"
[[ $FAILURES -eq 0 ]]
