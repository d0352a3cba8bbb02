import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PassportNumberField, PassportSeriesField, PinField } from '@/components/form/passport-fields';
import { SubmitError } from '@/components/form/submit-error';
import { useClientConfig } from '@/lib/client-config';
import { IdCardReader } from '../card/id-card-reader';
import { documentNumberOf } from '../card/mrz-key';
import { type IdCard, idCardAgentUrl } from '../card/read-id-card';
import { startLogin } from '../stores/login-flow';
import { useLoginFlow } from '../stores/login-flow-state';
import { type LoginValues, loginSchema, prefillFromQuery } from '../utils/login-schema';

// Few open the help video or the offer: their dialogs' code loads when first asked for.
const HelpVideoDialog = lazy(() =>
  import('@/components/dialogs/help-video-dialog').then((m) => ({ default: m.HelpVideoDialog })),
);
const OfferDialog = lazy(() => import('./offer-dialog').then((m) => ({ default: m.OfferDialog })));

const LOGIN_FIELDS = ['passserial', 'passnum', 'pin'] as const;

/** Whether a dialog has been opened: from then on it stays mounted, so that it closes as it always does. */
function useOpenedOnce(opened: boolean) {
  const [once, setOnce] = useState(false);
  if (opened && !once) setOnce(true);
  return once;
}

interface IdentificationFormProps {
  size?: 'md' | 'lg';
}

/**
 * The identification form (docs/contracts/portal.md#identification-form): passport series, number and pin, checked
 * as docs/contracts/entities.md#identification-form says, then the login flow (check-before-auth, face check, auth).
 * Also offers the help video and the public offer to read, and on a kiosk with a card reader the three fields can
 * come from the citizen's ID card instead of being typed.
 */
export function IdentificationForm({ size = 'md' }: IdentificationFormProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const defaultValues = useMemo(() => prefillFromQuery(search), [search]);
  const { control, handleSubmit, setFocus, setValue, getValues } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const [cyrillicTyped, setCyrillicTyped] = useState(false);
  const busy = useLoginFlow((state) => state.step.name !== 'idle');
  const failure = useLoginFlow((state) => state.failure);
  const helpVideoUrl = useClientConfig().data?.helpVideoUrl;
  const [videoOpened, video] = useDisclosure(false);
  const [offerOpened, offer] = useDisclosure(false);
  const videoMounted = useOpenedOnce(videoOpened);
  const offerMounted = useOpenedOnce(offerOpened);
  const cardAgentUrl = idCardAgentUrl(pathname);
  const submitRef = useRef<HTMLButtonElement>(null);

  const field = { control, texts: 'identity.form', errors: 'identity.errors', size } as const;
  const onSubmit = handleSubmit((login) => startLogin(login, { pathname, search }));

  // What the card holds replaces what was typed; a field the card lacks is left to type, and gets the focus.
  const fillFromCard = (card: IdCard) => {
    for (const name of LOGIN_FIELDS) {
      const value = card[name];
      if (value) setValue(name, value, { shouldValidate: true, shouldDirty: true });
    }
    setCyrillicTyped(false);
    const missing = LOGIN_FIELDS.find((name) => !getValues(name));
    if (missing) setFocus(missing);
    else submitRef.current?.focus();
  };

  return (
    <>
      {cardAgentUrl && (
        <IdCardReader
          agentUrl={cardAgentUrl}
          size={size}
          typedDocumentNumber={() => documentNumberOf(getValues('passserial'), getValues('passnum'))}
          onRead={fillFromCard}
        />
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('identity.page_title')}>
        <Stack gap="md">
          <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
            {/* A Cyrillic letter in the series is refused, with a warning until a Latin one comes
                (docs/contracts/entities.md#login-dialog). */}
            <PassportSeriesField
              {...field}
              name="passserial"
              onCyrillic={setCyrillicTyped}
              onComplete={() => setFocus('passnum')}
            />
            <PassportNumberField {...field} name="passnum" />
          </Group>
          {cyrillicTyped && (
            <Alert color="orange" variant="light" role="alert">
              {t('identity.form.cyrillic_warning')}
            </Alert>
          )}
          <PinField {...field} name="pin" />
          <SubmitError error={failure} />
          <Button ref={submitRef} type="submit" size={size} loading={busy}>
            {t('identity.form.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            {helpVideoUrl && (
              <Anchor component="button" type="button" onClick={video.open}>
                {t('identity.help_video')}
              </Anchor>
            )}
            <Anchor component="button" type="button" onClick={offer.open}>
              {t('identity.form.offer_link')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      {helpVideoUrl && videoMounted && (
        <Suspense>
          <HelpVideoDialog opened={videoOpened} url={helpVideoUrl} onClose={video.close} />
        </Suspense>
      )}
      {offerMounted && (
        <Suspense>
          <OfferDialog opened={offerOpened} onClose={offer.close} />
        </Suspense>
      )}
    </>
  );
}
