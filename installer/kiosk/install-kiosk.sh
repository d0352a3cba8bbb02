#!/usr/bin/env bash
# Turns a fresh Debian 12 or Ubuntu 24.04 box into a notary kiosk (install), or takes the kiosk off it (uninstall).
# Idempotent: running it again converges on the same result. With --root DIR it is a dry run: every file is written
# under DIR, and the commands that would change the running system (apt-get, useradd, systemctl on the live system)
# are printed instead of run. See docs/kiosk.md.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
TEMPLATES=$HERE/templates
SETTING_NAMES=(SERVER_URL KIOSK_ID SHELL_USER AGENT_USER AGENT_PORT KIOSK_TTY PRINTER_NAME NIGHTLY_RESTART_TIME)
UNITS=(notary-camera-agent.service notary-kiosk-shell.service notary-kiosk-nightly-restart.timer)

# Every file the installer owns, as "template destination mode"; uninstall removes exactly these.
MANAGED_FILES=(
  "notary-kiosk-shell.service /etc/systemd/system/notary-kiosk-shell.service 0644"
  "notary-camera-agent.service /etc/systemd/system/notary-camera-agent.service 0644"
  "notary-kiosk-nightly-restart.service /etc/systemd/system/notary-kiosk-nightly-restart.service 0644"
  "notary-kiosk-nightly-restart.timer /etc/systemd/system/notary-kiosk-nightly-restart.timer 0644"
  "pam-notary-kiosk /etc/pam.d/notary-kiosk 0644"
  "60-notary-kiosk-pcscd.rules /etc/polkit-1/rules.d/60-notary-kiosk-pcscd.rules 0644"
  "logind-notary-kiosk.conf /etc/systemd/logind.conf.d/notary-kiosk.conf 0644"
  "system-notary-kiosk.conf /etc/systemd/system.conf.d/notary-kiosk.conf 0644"
  "sysctl-notary-kiosk.conf /etc/sysctl.d/90-notary-kiosk.conf 0644"
)
MANAGED_DIRS=(/etc/notary-kiosk /opt/notary-kiosk)

ROOT=""
DRY_RUN=0
CONFIG_FILE=""
SHELL_BUNDLE=""
AGENT_WHEELHOUSE=""

usage() {
  cat <<'EOF'
Usage:
  install-kiosk.sh install [--kiosk-id ID] [--server-url URL] [--printer NAME] [--config FILE]
                           [--shell-bundle DIR] [--agent-wheelhouse DIR] [--root DIR]
  install-kiosk.sh uninstall [--root DIR]

  --kiosk-id ID            this kiosk's id as enrolled on the server (required unless set in the config)
  --server-url URL         the central server's origin, e.g. https://notary.example.uz
  --printer NAME           CUPS name of the ticket printer (default: the system default printer)
  --config FILE            installer settings (default: /etc/notary-kiosk/installer.conf when the kiosk
                           was installed before, else config/installer.conf)
  --shell-bundle DIR       the packaged shell (kiosk-shell/release/linux-unpacked) to install
  --agent-wheelhouse DIR   wheels of the camera agent and its dependencies, installed offline
  --root DIR               dry run: write everything under DIR, print the commands instead of running them
EOF
}

die() {
  echo "install-kiosk: $*" >&2
  exit 1
}

note() {
  echo "install-kiosk: $*"
}

# Commands that act on the running system; a dry run only shows them.
on_system() {
  if [[ $DRY_RUN == 1 ]]; then
    echo "DRY-RUN would run:$(printf ' %q' "$@")"
  else
    "$@"
  fi
}

is_setting() {
  local name
  for name in "${SETTING_NAMES[@]}"; do
    [[ $name == "$1" ]] && return 0
  done
  return 1
}

# KEY=value lines only; the file is parsed, never sourced, so it cannot run anything.
read_config() {
  local file=$1 line key value
  [[ -r $file ]] || die "cannot read $file"
  while IFS= read -r line || [[ -n $line ]]; do
    [[ $line =~ ^[[:space:]]*(#|$) ]] && continue
    [[ $line =~ ^([A-Z_]+)=(.*)$ ]] || die "$file: not a KEY=value line: $line"
    key=${BASH_REMATCH[1]}
    value=${BASH_REMATCH[2]}
    is_setting "$key" || die "$file: unknown setting $key"
    printf -v "$key" '%s' "$value"
  done <"$file"
}

validate_settings() {
  [[ $KIOSK_ID =~ ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$ ]] || die "KIOSK_ID must be 1-64 letters, digits, '.', '_' or '-' (give --kiosk-id)"
  [[ $SERVER_URL =~ ^(https://[A-Za-z0-9.-]+|http://(127\.0\.0\.1|localhost))(:[0-9]{1,5})?$ ]] ||
    die "SERVER_URL must be an https origin such as https://notary.example.uz (http only for a server on the kiosk)"
  [[ $SHELL_USER =~ ^[a-z][a-z0-9-]{0,30}$ ]] || die "SHELL_USER is not a valid user name"
  [[ $AGENT_USER =~ ^[a-z][a-z0-9-]{0,30}$ ]] || die "AGENT_USER is not a valid user name"
  [[ $SHELL_USER != "$AGENT_USER" ]] || die "the shell and the camera agent need separate users"
  if ! [[ $AGENT_PORT =~ ^[0-9]{4,5}$ ]] || ((AGENT_PORT < 1024 || AGENT_PORT > 65535)); then
    die "AGENT_PORT must be 1024-65535"
  fi
  [[ $KIOSK_TTY =~ ^tty[1-9]$ ]] || die "KIOSK_TTY must be tty1 to tty9"
  [[ $PRINTER_NAME =~ ^[A-Za-z0-9_.-]{0,127}$ ]] || die "PRINTER_NAME must be a CUPS queue name (letters, digits, '_', '.', '-')"
  [[ $NIGHTLY_RESTART_TIME =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]] || die "NIGHTLY_RESTART_TIME must be HH:MM"
}

os_release_field() {
  sed -n "s/^$1=//p" "$2" | tr -d "\"'"
}

# The distribution decides package names (Ubuntu 24.04 renamed several libraries with a t64 suffix).
kiosk_packages() {
  local release=$ROOT/etc/os-release id version
  [[ -r $release ]] || release=/etc/os-release
  id=$(os_release_field ID "$release")
  version=$(os_release_field VERSION_ID "$release")
  local common=(cage kbd pcscd libccid polkitd cups python3-venv fonts-noto-core fonts-dejavu-core
    libnss3 libgbm1 libxss1 libxtst6 libsecret-1-0 libdrm2 libxkbcommon0)
  case "$id $version" in
    "debian 12") echo "${common[*]} libgtk-3-0 libasound2 libatspi2.0-0 libcups2" ;;
    "ubuntu 24.04") echo "${common[*]} libgtk-3-0t64 libasound2t64 libatspi2.0-0t64 libcups2t64" ;;
    *) die "unsupported system '$id $version' (Debian 12 or Ubuntu 24.04 only)" ;;
  esac
}

render() {
  local template=$1 destination=$2 mode=$3 rendered
  rendered=$(mktemp)
  sed -e "s|@SERVER_URL@|$SERVER_URL|g" -e "s|@KIOSK_ID@|$KIOSK_ID|g" \
    -e "s|@SHELL_USER@|$SHELL_USER|g" -e "s|@AGENT_USER@|$AGENT_USER|g" \
    -e "s|@AGENT_PORT@|$AGENT_PORT|g" -e "s|@KIOSK_TTY@|$KIOSK_TTY|g" -e "s|@KIOSK_VT@|${KIOSK_TTY#tty}|g" \
    -e "s|@NIGHTLY_RESTART_TIME@|$NIGHTLY_RESTART_TIME|g" "$TEMPLATES/$template" >"$rendered"
  install -D -m "$mode" "$rendered" "$ROOT$destination"
  rm -f "$rendered"
}

# The shell's configuration is the repository's commented file with this kiosk's values filled in.
write_shell_config() {
  local rendered
  rendered=$(mktemp)
  sed -e "s|^serverUrl = .*|serverUrl = \"$SERVER_URL\"|" -e "s|^kioskId = .*|kioskId = \"$KIOSK_ID\"|" \
    -e "s|^cameraAgentUrl = .*|cameraAgentUrl = \"http://127.0.0.1:$AGENT_PORT\"|" \
    -e "s|^printerName = .*|printerName = \"$PRINTER_NAME\"|" "$REPO/config/kiosk-shell.toml" >"$rendered"
  install -D -m 0644 "$rendered" "$ROOT/etc/notary-kiosk/kiosk-shell.toml"
  rm -f "$rendered"
}

# The agent's configuration is the repository's commented file with the kiosk's values and absolute paths; its
# country signing certificates are copied beside it.
write_agent_config() {
  local rendered
  rendered=$(mktemp)
  sed -e 's|^host = .*|host = "127.0.0.1"|' -e "s|^port = .*|port = $AGENT_PORT|" \
    -e "s|^server_url = .*|server_url = \"$SERVER_URL\"|" -e 's|^data_dir = .*|data_dir = "/var/lib/notary-camera-agent"|' \
    -e 's|^csca_dir = .*|csca_dir = "/etc/notary-kiosk/csca"|' "$REPO/config/camera-agent.toml" >"$rendered"
  install -D -m 0644 "$rendered" "$ROOT/etc/notary-kiosk/camera-agent.toml"
  rm -f "$rendered"
  rm -rf "$ROOT/etc/notary-kiosk/csca"
  cp -R "$REPO/config/csca" "$ROOT/etc/notary-kiosk/csca"
}

# The values this install used, so a later run on the kiosk (--config /etc/notary-kiosk/installer.conf) keeps them.
write_installer_config() {
  local rendered name
  rendered=$(mktemp)
  {
    echo "# Written by install-kiosk.sh: the settings of this kiosk's installation."
    for name in "${SETTING_NAMES[@]}"; do
      echo "$name=${!name}"
    done
  } >"$rendered"
  install -D -m 0644 "$rendered" "$ROOT/etc/notary-kiosk/installer.conf"
  rm -f "$rendered"
}

create_users() {
  if [[ $DRY_RUN == 1 ]] || ! getent passwd "$SHELL_USER" >/dev/null; then
    on_system useradd --system --user-group --create-home --home-dir "/var/lib/$SHELL_USER" \
      --shell /usr/sbin/nologin --groups audio,video --comment "Notary kiosk session" "$SHELL_USER"
  fi
  if [[ $DRY_RUN == 1 ]] || ! getent passwd "$AGENT_USER" >/dev/null; then
    on_system useradd --system --user-group --no-create-home --home-dir /var/lib/notary-camera-agent \
      --shell /usr/sbin/nologin --comment "Notary kiosk camera agent" "$AGENT_USER"
  fi
}

# Replaces the installed shell as a whole. chrome-sandbox must be setuid root: Chromium's sandbox needs it where
# unprivileged user namespaces are restricted (Ubuntu 24.04 does so by default).
install_shell_bundle() {
  [[ -x $SHELL_BUNDLE/notary-kiosk-shell ]] || die "$SHELL_BUNDLE is not a packaged shell (no notary-kiosk-shell)"
  local target=$ROOT/opt/notary-kiosk/shell
  rm -rf "$target.new"
  mkdir -p "$(dirname "$target")"
  cp -a "$SHELL_BUNDLE" "$target.new"
  # Owned by root, so the kiosk user cannot change what it runs; chown clears setuid, so chmod comes after.
  on_system chown -R root:root "$target.new"
  [[ ! -e $target.new/chrome-sandbox ]] || chmod 4755 "$target.new/chrome-sandbox"
  rm -rf "$target"
  mv "$target.new" "$target"
}

install_camera_agent() {
  [[ -d $AGENT_WHEELHOUSE ]] || die "$AGENT_WHEELHOUSE is not a directory of wheels"
  on_system python3 -m venv --clear /opt/notary-kiosk/camera-agent
  on_system /opt/notary-kiosk/camera-agent/bin/pip install --no-index --find-links "$AGENT_WHEELHOUSE" notary-camera-agent
}

enable_units() {
  if [[ $DRY_RUN == 1 ]]; then
    systemctl --root="$ROOT" --quiet enable "${UNITS[@]}"
    systemctl --root="$ROOT" --quiet mask ctrl-alt-del.target
  else
    systemctl daemon-reload
    systemctl --quiet enable "${UNITS[@]}"
    systemctl --quiet mask ctrl-alt-del.target
    sysctl --quiet --system
  fi
}

install_kiosk() {
  validate_settings
  local packages entry
  packages=$(kiosk_packages)
  on_system apt-get update
  # shellcheck disable=SC2086  # the package list is deliberately split into words
  on_system env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $packages
  create_users
  for entry in "${MANAGED_FILES[@]}"; do
    # shellcheck disable=SC2086  # "template destination mode"
    render $entry
  done
  write_shell_config
  write_agent_config
  write_installer_config
  [[ -z $SHELL_BUNDLE ]] || install_shell_bundle
  [[ -z $AGENT_WHEELHOUSE ]] || install_camera_agent
  enable_units
  [[ -x $ROOT/opt/notary-kiosk/shell/notary-kiosk-shell ]] || note "no shell installed yet: run again with --shell-bundle"
  note "kiosk '$KIOSK_ID' for $SERVER_URL installed; reboot to start it."
}

# Removes the empty directories the installer's files left behind, up to the dry-run root. Only in a dry run:
# on a real system those directories may belong to packages.
prune_empty_parents() {
  local entry path directory
  for entry in "${MANAGED_FILES[@]}" "${MANAGED_DIRS[@]}"; do
    path=$(echo "$entry" | cut -d' ' -f2)
    directory=$ROOT$(dirname "$path")
    while [[ $directory != "$ROOT" ]] && rmdir "$directory" 2>/dev/null; do
      directory=$(dirname "$directory")
    done
  done
}

uninstall_kiosk() {
  local entry directory
  if [[ $DRY_RUN == 1 ]]; then
    systemctl --root="$ROOT" --quiet disable "${UNITS[@]}" 2>/dev/null || true
    systemctl --root="$ROOT" --quiet unmask ctrl-alt-del.target
  else
    systemctl --quiet disable --now "${UNITS[@]}" 2>/dev/null || true
    systemctl --quiet unmask ctrl-alt-del.target
  fi
  for entry in "${MANAGED_FILES[@]}"; do
    rm -f "$ROOT$(echo "$entry" | cut -d' ' -f2)"
  done
  for directory in "${MANAGED_DIRS[@]}"; do
    rm -rf "${ROOT:?}$directory"
  done
  [[ $DRY_RUN == 0 ]] || prune_empty_parents
  if [[ $DRY_RUN == 1 ]] || getent passwd "$SHELL_USER" >/dev/null; then on_system userdel --remove "$SHELL_USER"; fi
  if [[ $DRY_RUN == 1 ]] || getent passwd "$AGENT_USER" >/dev/null; then on_system userdel "$AGENT_USER"; fi
  if [[ $DRY_RUN == 0 ]]; then
    systemctl daemon-reload
    sysctl --quiet --system
  fi
  note "kiosk removed; the packages it installed (cage, pcscd, cups, ...) are left in place."
}

main() {
  [[ $# -ge 1 ]] || {
    usage
    exit 2
  }
  local action=$1 cli=()
  shift
  while [[ $# -gt 0 ]]; do
    if [[ $1 == -h || $1 == --help ]]; then
      usage
      exit 0
    fi
    [[ $# -ge 2 ]] || die "$1 needs a value"
    case $1 in
      --kiosk-id) cli+=("KIOSK_ID=$2") ;;
      --server-url) cli+=("SERVER_URL=$2") ;;
      --printer) cli+=("PRINTER_NAME=$2") ;;
      --config) CONFIG_FILE=$2 ;;
      --shell-bundle) SHELL_BUNDLE=$(cd "$2" && pwd) ;;
      --agent-wheelhouse) AGENT_WHEELHOUSE=$(cd "$2" && pwd) ;;
      --root)
        [[ $2 == /* && $2 != / ]] || die "--root needs an absolute directory other than /"
        mkdir -p "$2"
        ROOT=$(cd "$2" && pwd)
        DRY_RUN=1
        ;;
      *) die "unknown option $1 (see --help)" ;;
    esac
    shift 2
  done
  [[ $DRY_RUN == 1 || $EUID == 0 ]] || die "run as root (or use --root DIR for a dry run)"

  # A kiosk that was installed before keeps its settings unless told otherwise.
  if [[ -z $CONFIG_FILE ]]; then
    CONFIG_FILE=$REPO/config/installer.conf
    [[ ! -r $ROOT/etc/notary-kiosk/installer.conf ]] || CONFIG_FILE=$ROOT/etc/notary-kiosk/installer.conf
  fi
  read_config "$CONFIG_FILE"
  local assignment
  for assignment in "${cli[@]}"; do
    printf -v "${assignment%%=*}" '%s' "${assignment#*=}"
  done

  case $action in
    install) install_kiosk ;;
    uninstall) uninstall_kiosk ;;
    *) die "unknown action '$action' (install or uninstall)" ;;
  esac
}

main "$@"
