import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMaskedField } from '@/components/form/masked-field';
import { useKiosk } from '../hooks/use-kiosk';
import { type BookingValues, DESCRIPTION_MAX, PHONE_LENGTH } from '../utils/booking-schema';

const PHONE_MASK = '0'.repeat(PHONE_LENGTH);
const FIELDS = 'equeue.book.fields';
const ERRORS = 'equeue.book.errors';

/** Where the SMS and the e-mail go, and what the citizen comes about; on a kiosk each opens the on-screen keyboard. */
export function ContactFields({ form }: { form: UseFormReturn<BookingValues> }) {
  const { t } = useTranslation();
  const kiosk = useKiosk();
  const { errors } = form.formState;
  const errorOf = (key: string | undefined) => (key ? t(`${ERRORS}.${key}`) : undefined);
  return (
    <>
      <FormMaskedField
        control={form.control}
        name="phone"
        texts={FIELDS}
        errors={ERRORS}
        mask={PHONE_MASK}
        maxLength={PHONE_LENGTH}
        keyboard="digits"
        size={kiosk ? 'lg' : 'md'}
      />
      <TextInput
        type="email"
        label={t(`${FIELDS}.email`)}
        description={t(`${FIELDS}.email_hint`)}
        error={errorOf(errors.email?.message)}
        autoComplete="email"
        maxLength={254}
        data-keyboard="text"
        {...form.register('email')}
      />
      <Textarea
        label={t(`${FIELDS}.description`)}
        description={t(`${FIELDS}.description_hint`)}
        error={errorOf(errors.description?.message)}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        data-keyboard="text"
        {...form.register('description')}
      />
    </>
  );
}
