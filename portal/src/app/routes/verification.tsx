import { useParams } from 'react-router';
import { VerificationScreen } from '@/features/verification/components/verification-screen';

/** `/verify/:code`: the page the QR of a print form opens, for anyone. */
export function VerificationPage() {
  const { code = '' } = useParams();
  // Keyed by the code: another code starts with no file checked.
  return <VerificationScreen key={code} code={code} />;
}
