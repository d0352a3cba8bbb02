import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import type { Right } from '@/lib/api';
import { DISPOSAL_RIGHTS, PROPERTY_KINDS } from '../../utils/terms-schema';
import { useTermsForm } from './use-terms-form';

/** One right the power may grant: once checked, whether it may be delegated and, for a disposal, of what property. */
export function GrantField({ index, right }: { index: number; right: Right }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { control, formState } = useTermsForm();
  const checked = useWatch({ control, name: `power.grants.${index}.checked` });
  const name = t(`acts.terms.rights.${right}`);
  return (
    <Stack gap={6} role="group" aria-label={name}>
      <Controller
        control={control}
        name={`power.grants.${index}.checked`}
        render={({ field }) => (
          <Checkbox label={name} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />
        )}
      />
      {checked && (
        <Group gap="md" pl="xl" align="flex-end">
          <Controller
            control={control}
            name={`power.grants.${index}.delegation`}
            render={({ field }) => (
              <Checkbox
                label={t('acts.terms.power.delegation')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {DISPOSAL_RIGHTS.includes(right) && (
            <Controller
              control={control}
              name={`power.grants.${index}.property`}
              render={({ field }) => (
                <Select
                  label={t('acts.terms.power.property')}
                  data={PROPERTY_KINDS.map((kind) => ({ value: kind, label: t(`acts.subjects_tab.kind.${kind}`) }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldError(formState.errors.power?.grants?.[index]?.property)}
                  required
                />
              )}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
