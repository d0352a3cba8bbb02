/** The SHA-256 of a file as lower-case hex, computed in the browser: the file never leaves the device. */
export async function sha256Hex(file: Blob): Promise<string> {
  // A view of this realm over the bytes: the buffer a File gives may come from another one (an embedded frame).
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The registry's hash and a computed one name the same file (hex compared without regard to case). */
export function sameHash(registered: string, computed: string): boolean {
  return registered.trim().toLowerCase() === computed.toLowerCase();
}
