import { ThemeIcon } from '@mantine/core';
import { REGISTRATION_TYPE } from '@/lib/notify';

const SVG_PROPS = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function VideoCameraIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M15 10l4.55-2.28A1 1 0 0 1 21 8.62v6.76a1 1 0 0 1-1.45.9L15 14z" />
      <rect x="3" y="6" width="12" height="12" rx="2" />
    </svg>
  );
}

/** A notary's office: the act is registered in person. */
function OfficeIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M3 21h18M5 21V10M19 21V10M9 21v-6h6v6M2 10l10-6 10 6" />
    </svg>
  );
}

/**
 * The icon of a registration type (docs/contracts/portal.md#notify-warning-dialog: 1 in person, 2 online video); its
 * meaning is said in text beside it.
 */
export function RegistrationTypeIcon({ regtypeid }: { regtypeid: number }) {
  const video = regtypeid === REGISTRATION_TYPE.video;
  return (
    <ThemeIcon size="xl" radius="xl" variant="light" color={video ? 'ministry' : 'teal'} data-registration-type={regtypeid}>
      {video ? <VideoCameraIcon /> : <OfficeIcon />}
    </ThemeIcon>
  );
}
