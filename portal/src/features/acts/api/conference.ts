import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConferencePublic,
  type DeviceCheck,
  type JoinTicket,
  actsEnd,
  actsGetConference,
  actsGetReady,
  actsJoin,
  actsReportQuality,
  actsStart,
} from '@/lib/api';
import { actKeys } from './keys';

/** Refusals (400 below the minimums, 409 not now, 502 the media server away) are shown where the person looks. */
const IN_PLACE = [400, 409, 502];
/** Who is ready, who is in the room, everyone's quality: they change while the tab is open. */
const CONFERENCE_POLL_MS = 5_000;
/** Before the notary starts, parties wait for "join": looked at more often, so they enter soon after the start. */
const WAITING_POLL_MS = 1_500;

export const conferenceKey = (uuid: string) => [...actKeys.all, 'conference', uuid] as const;

export const conferenceQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: conferenceKey(uuid),
    queryFn: async () => (await actsGetConference({ path: { uuid }, throwOnError: true })).data,
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? WAITING_POLL_MS : CONFERENCE_POLL_MS),
    retry: false,
  });

export function useConference(uuid: string) {
  return useQuery(conferenceQueryOptions(uuid));
}

function useConferenceChange(uuid: string, change: () => Promise<ConferencePublic>) {
  const queryClient = useQueryClient();
  return useMutation<ConferencePublic, Error>({
    mutationFn: change,
    onSuccess: (conference) => queryClient.setQueryData(conferenceKey(uuid), conference),
  });
}

export function useGetReady(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (check: DeviceCheck) =>
      (await actsGetReady({ path: { uuid }, body: check, throwOnError: true, expectedStatuses: IN_PLACE })).data,
    onSuccess: (conference) => queryClient.setQueryData(conferenceKey(uuid), conference),
  });
}

export function useStartConference(uuid: string) {
  return useConferenceChange(uuid, async () =>
    (await actsStart({ path: { uuid }, throwOnError: true, expectedStatuses: IN_PLACE })).data,
  );
}

export function useEndConference(uuid: string) {
  return useConferenceChange(uuid, async () =>
    (await actsEnd({ path: { uuid }, throwOnError: true, expectedStatuses: IN_PLACE })).data,
  );
}

export async function joinTicket(uuid: string): Promise<JoinTicket> {
  return (await actsJoin({ path: { uuid }, throwOnError: true, expectedStatuses: IN_PLACE })).data;
}

/** The quality this participant measures; a lost report is no matter, the next one follows. */
export async function reportQuality(uuid: string, quality: number): Promise<void> {
  await actsReportQuality({ path: { uuid }, body: { quality }, expectedStatuses: [0, 400, 409] });
}
