import { useMutation } from '@tanstack/react-query';
import { queueIcs } from '@/lib/api';
import { filenameOf } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export interface CalendarFile {
  blob: Blob;
  filename: string;
}

/**
 * The booking as an iCalendar file (text). It is fetched through the API client, which sends the session's token,
 * and handed to the browser as a blob: a plain link could not carry the token. A booking gone meanwhile (404) is told
 * next to the button, not taken for a missing page.
 */
export async function getIcs(uuid: string): Promise<CalendarFile> {
  const { data, response } = await queueIcs({ path: { uuid }, parseAs: 'text', throwOnError: true, expectedStatuses: [404] });
  const filename = filenameOf(response.headers.get('Content-Disposition')) ?? `booking-${uuid.slice(0, 8)}.ics`;
  return { blob: new Blob([data], { type: 'text/calendar' }), filename };
}

export function useIcsDownload(uuid: string) {
  return useMutation({ mutationFn: () => getIcs(uuid), onSuccess: saveFile });
}
