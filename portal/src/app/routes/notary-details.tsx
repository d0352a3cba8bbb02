import { Navigate, useParams } from 'react-router';
import { href } from '@/config/paths';
import { NotaryDetails } from '@/features/notaries/components/notary-details';

/** One notary's page, apart from the list's: its office map (leaflet) loads only here. */
export function NotaryDetailsPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={href('notFound')} replace />;
  // Keyed by the notary: moving to another one starts with a fresh review form and page of reviews.
  return <NotaryDetails key={id} id={id} />;
}
