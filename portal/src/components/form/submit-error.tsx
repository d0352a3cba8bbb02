import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/ui/failure-alert';
import { errorText } from '@/lib/api-errors';

interface SubmitErrorProps {
  /** The failed call's error (a mutation's `error`); nothing is shown without one. */
  error: unknown;
  /** Hides it (a mutation's `reset`), once the user has read it. */
  onClose?: () => void;
  title?: string;
}

/** Why what the form or dialog sent was not done, inside it, next to its buttons: the server's text as it is. */
export function SubmitError({ error, onClose, title }: SubmitErrorProps) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <FailureAlert
      failure={error}
      title={title ?? t('errors.action_failed')}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t('dialog.close_notice')}
    >
      {errorText(error)}
    </FailureAlert>
  );
}
