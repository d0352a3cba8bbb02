import { useParams } from 'react-router';
import { InvitationScreen } from '@/features/invitations/components/invitation-screen';

/** `/invitation/:id` and its kiosk variant: `id` is the invitation link's token. */
export function InvitationPage() {
  const { id = '' } = useParams();
  // Keyed by the token: another link starts with no answer given and no dialog open.
  return <InvitationScreen key={id} token={id} />;
}
