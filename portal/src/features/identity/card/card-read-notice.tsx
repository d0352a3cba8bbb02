import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardReadFailure, IdCard } from './read-id-card';

/** Says what came from the card: all three fields, or some, the rest to be typed by hand. */
export function CardReadNotice({ card }: { card: IdCard }) {
  const { t } = useTranslation();
  const complete = Boolean(card.passserial && card.passnum && card.pin);
  const name = `${card.givenNames} ${card.surname}`.trim();
  return (
    <Alert role="status" color={complete ? 'green' : 'yellow'} variant="light" title={t('identity.card.read_title')}>
      {t(complete ? 'identity.card.read_complete' : 'identity.card.read_partial', { name })}
    </Alert>
  );
}

/** Why nothing came from the card, and what the citizen can do now. */
export function CardFailureNotice({ reason }: { reason: CardReadFailure }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color={reason === 'refused' ? 'red' : 'orange'} variant="light" title={t(`identity.card.failures.${reason}.title`)}>
      {t(`identity.card.failures.${reason}.text`)}
    </Alert>
  );
}
