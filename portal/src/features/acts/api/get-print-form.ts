import { useMutation } from '@tanstack/react-query';
import { actsPrintForm } from '@/lib/api';
import { filenameOf } from '@/lib/api-client';

export interface PrintForm {
  blob: Blob;
  filename: string;
}

/**
 * The registered act's signed PDF (step 9), for its parties and its notary. It is fetched through the API client,
 * which sends the session's token, and handed to the browser as a blob: a plain link could not carry the token.
 */
export async function getPrintForm(uuid: string, fallbackName: string): Promise<PrintForm> {
  const { data, response } = await actsPrintForm({ path: { uuid }, parseAs: 'blob', throwOnError: true });
  return { blob: data as Blob, filename: filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/** The blob's address lives a minute: long enough for the tab or the download to take the file. */
function blobUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}

/**
 * Shows the PDF in the tab opened at the click (a tab opened after the download would be taken for a pop-up), or,
 * when none could be opened, in this one.
 */
export function showFile({ blob }: PrintForm, tab: Window | null): void {
  const url = blobUrl(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}

/** Each click fetches the file afresh: it is the signed original, never a cached copy. */
export function usePrintForm(uuid: string, fallbackName: string) {
  return useMutation({ mutationFn: (_use: 'open' | 'download') => getPrintForm(uuid, fallbackName) });
}
