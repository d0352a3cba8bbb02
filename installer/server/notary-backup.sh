#!/usr/bin/env bash
# Nightly backup of the notary service: a custom-format dump of the database and an archive of the data directory
# (signing keys, generated files), kept for BACKUP_KEEP_DAYS days. Run by notary-backup.service as user notary.
set -euo pipefail

BACKUP_DIR=${BACKUP_DIR:-/var/backups/notary}
DATA_DIR=${NOTARY_DATA_DIR:-/var/lib/notary}
DATABASE=${BACKUP_DATABASE:-notary}
KEEP_DAYS=${BACKUP_KEEP_DAYS:-30}

stamp=$(date -u +%Y%m%dT%H%M%SZ)
umask 077
mkdir -p "$BACKUP_DIR"

# Written under a temporary name and renamed only when complete, so a failed run never looks like a backup.
pg_dump --format=custom --compress=6 --file="$BACKUP_DIR/.notary-$stamp.dump" "$DATABASE"
mv "$BACKUP_DIR/.notary-$stamp.dump" "$BACKUP_DIR/notary-$stamp.dump"
tar --create --gzip --file="$BACKUP_DIR/.data-$stamp.tar.gz" --directory="$DATA_DIR" .
mv "$BACKUP_DIR/.data-$stamp.tar.gz" "$BACKUP_DIR/data-$stamp.tar.gz"

# The dump must be readable, or it is no backup.
pg_restore --list "$BACKUP_DIR/notary-$stamp.dump" >/dev/null

find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'notary-*.dump' -o -name 'data-*.tar.gz' \) -mtime "+$KEEP_DAYS" -delete
echo "notary backup $stamp written to $BACKUP_DIR"
