import { useLocation } from 'react-router';
import { modeOfPath } from '@/config/env';

/** The page is the kiosk's (`/kiosk/equeue`): large targets, the on-screen keyboard, no file to take away. */
export function useKiosk(): boolean {
  return modeOfPath(useLocation().pathname) === 'kiosk';
}
