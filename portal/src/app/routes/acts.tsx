import { Navigate, useLocation, useParams } from 'react-router';
import { modePaths } from '@/config/paths';
import { modeOfPath } from '@/config/env';
import { ServiceIntro } from '@/components/ui/service-intro';
import { ActDetails } from '@/features/acts/components/act-details';
import { MyActs } from '@/features/acts/components/my-acts';
import { NewAct } from '@/features/acts/components/new-act';
import { NotaryDesk } from '@/features/acts/components/notary-desk';

/** The act id the catalogue's "create act" link carries (`enotarial_act/-1?type=1`). */
const NEW_ACT = '-1';

export function NotarialActPage() {
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  if (!uuid) return <Navigate to={modePaths.myActs(modeOfPath(pathname))} replace />;
  if (uuid === NEW_ACT) return <NewAct />;
  // Keyed by the act: another act starts on its first tab with no dialog open.
  return <ActDetails key={uuid} uuid={uuid} />;
}
export const MyActsPage = () => <MyActs />;
export const NotaryDeskPage = () => <NotaryDesk />;
export const MyActPage = () => <ServiceIntro page="myAct" />;
export const MyActMemberPage = () => <ServiceIntro page="myActMember" />;
export const MyActVehiclePage = () => <ServiceIntro page="myActVehicle" />;
export const MyActRealtyPage = () => <ServiceIntro page="myActRealty" />;
export const MyActOtherPropertyPage = () => <ServiceIntro page="myActOtherProperty" />;
