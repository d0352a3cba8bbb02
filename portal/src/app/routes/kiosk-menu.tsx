import { KioskMenu } from '@/features/kiosk/components/kiosk-menu';

/** The kiosk's main page (`/kiosk`): its reduced menu. */
export function KioskMenuPage() {
  return <KioskMenu />;
}
