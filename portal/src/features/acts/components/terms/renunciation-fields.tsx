import { Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import type { ActPublic } from '@/lib/api';
import { useTermsForm } from './use-terms-form';

const T = 'acts.terms.renunciation';

/** The inheritance case renounced and, optionally, the other heir it is renounced in favour of. */
export function RenunciationFields({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, register, formState } = useTermsForm();
  const errors = formState.errors.renunciation;
  const heirs = act.parties
    .filter((party) => party.role === 'heir' && !party.applicant)
    .map((party) => ({ value: String(party.id), label: party.fullname }));
  return (
    <Stack gap="sm">
      <TextInput label={t(`${T}.case_number`)} error={fieldError(errors?.case_number)} required {...register('renunciation.case_number')} />
      <Controller
        control={control}
        name="renunciation.in_favour_of"
        render={({ field }) => (
          <Select
            label={t(`${T}.in_favour_of`)}
            description={t(`${T}.in_favour_of_hint`)}
            data={heirs}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            clearable
          />
        )}
      />
    </Stack>
  );
}
