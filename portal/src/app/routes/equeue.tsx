import { Equeue } from '@/features/equeue/components/equeue';
import { NotaryDay } from '@/features/equeue/components/notary-day';

/** Booking and history (`/equeue`, `/kiosk/equeue`); the page takes the kiosk's size from the path. */
export const EqueuePage = () => <Equeue />;
/** The logged-in notary's bookings of a day (`/notary_desk/queue`). */
export const NotaryQueuePage = () => <NotaryDay />;
