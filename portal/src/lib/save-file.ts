/** A file to save, named as the server named it. */
export interface SavedFile {
  blob: Blob;
  filename: string;
}

/** Saves the file under its name; the blob's address lives a minute, long enough for the download. */
export function saveFile({ blob, filename }: SavedFile): void {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
