import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EnrolmentCodeCreate,
  type EnrolmentCodeIssued,
  type KioskPublic,
  type KioskReportPublic,
  kiosksIssueEnrolmentCode,
  kiosksKioskReports,
  kiosksListKiosks,
  kiosksRevokeKiosk,
} from '@/lib/api';

const FLEET_KEY = ['admin-fleet', 'kiosks'] as const;
/** How many of a kiosk's kept reports the expanded row lists. */
export const REPORTS_SHOWN = 10;

/** Every enrolled kiosk, offline ones first (the server's order). */
export function useKiosks() {
  return useQuery({
    queryKey: FLEET_KEY,
    queryFn: async (): Promise<KioskPublic[]> => (await kiosksListKiosks({ throwOnError: true })).data,
    staleTime: 30_000,
  });
}

/** The kiosk's newest reports, each with whether its signature verified; fetched when its row is opened. */
export function useKioskReports(kioskId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...FLEET_KEY, kioskId, 'reports'],
    queryFn: async (): Promise<KioskReportPublic[]> =>
      (await kiosksKioskReports({ path: { kiosk_id: kioskId }, query: { limit: REPORTS_SHOWN }, throwOnError: true })).data,
    enabled,
  });
}

/** A one-time enrolment code; the answer is the only place the code is ever shown. */
export function useIssueCode() {
  return useMutation({
    mutationFn: async (body: EnrolmentCodeCreate): Promise<EnrolmentCodeIssued> =>
      (await kiosksIssueEnrolmentCode({ body, throwOnError: true })).data,
  });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kioskId: string): Promise<KioskPublic> =>
      (await kiosksRevokeKiosk({ path: { kiosk_id: kioskId }, throwOnError: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLEET_KEY }),
  });
}
