import { Navigate, useLocation, useParams } from 'react-router';
import { modePaths } from '@/config/paths';
import { modeOfPath } from '@/config/env';
import { ActDetails } from '@/features/acts/components/act-details';
import { ActByRid, SubRecord, type SubRecordKind } from '@/features/acts/components/act-by-rid';
import { NewAct } from '@/features/acts/components/new-act';
import { QuickStart } from '@/features/acts/components/quick-start/quick-start';

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
/** The quick start of an act being prepared (docs/contracts/entities.md#quick-start-flows). */
export function QuickStartPage() {
  const { uuid = '' } = useParams();
  return <QuickStart key={uuid} uuid={uuid} />;
}
/** A positive whole number from the path, or null (a mistyped address goes to the not-found page). */
function idOf(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,17}$/.test(text) ? Number(text) : null;
}

export function MyActPage() {
  const { rid } = useParams();
  const { pathname } = useLocation();
  const number = idOf(rid);
  if (number === null) return <Navigate to={modePaths.notFound(modeOfPath(pathname))} replace />;
  return <ActByRid key={number} rid={number} />;
}

function SubRecordPage({ kind }: { kind: SubRecordKind }) {
  const params = useParams();
  const { pathname } = useLocation();
  const rid = idOf(params.rid);
  const id = idOf(params.id);
  if (rid === null || id === null) return <Navigate to={modePaths.notFound(modeOfPath(pathname))} replace />;
  return <SubRecord key={`${rid}/${kind}/${id}`} rid={rid} kind={kind} id={id} />;
}

export const MyActMemberPage = () => <SubRecordPage kind="member" />;
export const MyActVehiclePage = () => <SubRecordPage kind="vehicle" />;
export const MyActRealtyPage = () => <SubRecordPage kind="realty" />;
export const MyActOtherPropertyPage = () => <SubRecordPage kind="other" />;
