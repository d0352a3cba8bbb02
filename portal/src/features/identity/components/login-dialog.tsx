import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { useLoginFlow } from '../stores/login-flow-state';
import { IdentificationForm } from './identification-form';

interface LoginDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The login dialog (docs/contracts/portal.md#login-dialog): the identification form in a closable dialog. It steps
 * aside while the face check and its outcome are on screen, and is back if the visitor closes the face check.
 */
export function LoginDialog({ opened, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  const formStep = useLoginFlow((state) => state.step.name === 'idle' || state.step.name === 'checking');
  return (
    <Modal opened={opened && formStep} onClose={onClose} title={t('identity.login')} size={useDialogWidth()} centered>
      <IdentificationForm />
    </Modal>
  );
}
