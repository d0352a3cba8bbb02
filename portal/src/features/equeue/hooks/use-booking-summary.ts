import { useQueryClient } from '@tanstack/react-query';
import { usePersistedState } from '@/lib/persisted-state';
import { districtNotariesQueryOptions } from '../api/get-notaries';
import { servicesQueryOptions } from '../api/get-services';
import type { BookingSummary } from '../components/confirm-booking-dialog';
import type { BookingValues } from '../utils/booking-schema';

/** The chosen service and notary by name, from the lists the form has just shown them in. */
export function useBookingSummary(): (values: BookingValues) => BookingSummary {
  const queryClient = useQueryClient();
  const locale = usePersistedState((state) => state.locale);
  return (values) => {
    const services = queryClient.getQueryData(servicesQueryOptions(locale).queryKey);
    const notaries = queryClient.getQueryData(districtNotariesQueryOptions(values.place.district, locale).queryKey);
    const service = services?.items.find((item) => String(item.id) === values.serviceId);
    const notary = notaries?.find((item) => String(item.id) === values.notaryId);
    return {
      service: service?.name ?? '',
      notary: notary?.fullname ?? '',
      office: notary?.office.name ?? '',
      address: notary?.office.address ?? '',
      date: values.date,
      time: values.time,
      phone: values.phone,
      email: values.email.trim(),
    };
  };
}
