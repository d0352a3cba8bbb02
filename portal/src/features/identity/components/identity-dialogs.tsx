import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog, SuccessDialog, TechnicalWorkDialog } from '@/components/dialogs';
import { usePersistedState } from '@/lib/persisted-state';
import { useLanding } from '../hooks/use-landing';
import { endLogin, faceCheckPassed, faceCheckTimedOut, retryLogin } from '../stores/login-flow';
import { useLoginFlow } from '../stores/login-flow-state';

// Loaded when first needed: most visitors never log in, and the camera, socket and offer text are heavy.
const FaceCheckDialog = lazy(() => import('../face-check/face-check-dialog').then((m) => ({ default: m.FaceCheckDialog })));
const OfferDialog = lazy(() => import('./offer-dialog').then((m) => ({ default: m.OfferDialog })));

/**
 * The dialogs of identification, mounted once in the layout so they outlive the page a login began on: the face
 * check, the outcome of /auth (docs/contracts/portal.md#authentication), the public offer a logged-in user has not
 * accepted yet, also at start-up (docs/contracts/portal.md#after-success).
 */
export function IdentityDialogs() {
  const { t } = useTranslation();
  const step = useLoginFlow((state) => state.step);
  const user = usePersistedState((state) => state.user);
  const land = useLanding();
  const offerDue = user !== null && user.termsofuse !== 1 && step.name === 'idle';
  const faceCheckOpened = step.name === 'face-check' || step.name === 'verifying';

  // After the success dialog: the offer first when it is not accepted yet (the offer dialog opens by itself).
  const afterSuccess = () => {
    endLogin();
    if (usePersistedState.getState().user?.termsofuse === 1) land();
  };

  return (
    <>
      <Suspense>
        {faceCheckOpened && (
          <FaceCheckDialog
            opened
            onPassed={faceCheckPassed}
            onTimeout={() => faceCheckTimedOut(t('identity.errors.face_check_timeout'))}
            onClose={endLogin}
          />
        )}
        {offerDue && <OfferDialog opened persistent />}
      </Suspense>
      <SuccessDialog
        opened={step.name === 'success'}
        title={t('identity.success_title')}
        message={step.name === 'success' ? step.message : ''}
        onOk={afterSuccess}
      />
      <TechnicalWorkDialog opened={step.name === 'technical-work'} onClose={endLogin} />
      <ErrorDialog
        opened={step.name === 'error'}
        message={step.name === 'error' ? step.message : ''}
        onRetry={() => void retryLogin()}
        onClose={endLogin}
      />
    </>
  );
}
