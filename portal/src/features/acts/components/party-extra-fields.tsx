import { Checkbox, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PartyPublic } from '@/lib/api';
import { languagesAsked, type PartyValues } from '../utils/party-schema';
import { LANGUAGES } from '../utils/terms-schema';

const TEXTS = 'acts.parties_tab.form';
const ERRORS = 'acts.parties_tab.errors';
const SIDES = [
  ['translateFrom', 'translate_from'],
  ['translateTo', 'translate_to'],
] as const;

/**
 * What some parties need besides who they are: the party they act for (a parent for a child), the guardianship
 * authority's decision, and an interpreter with the two languages (a translator names its languages too).
 */
export function PartyExtraFields({ form, parties }: { form: UseFormReturn<PartyValues>; parties: PartyPublic[] }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const [role, interpreter] = useWatch({ control, name: ['role', 'interpreter'] });
  const error = (key: string | undefined) => (key ? t(`${ERRORS}.${key}`) : undefined);
  const represented = parties.map((party) => ({ value: String(party.id), label: `${party.fullname} — ${t(`acts.roles.${party.role}`)}` }));
  const languages = LANGUAGES.map((value) => ({ value, label: t(`acts.terms.language.${value}`) }));
  return (
    <Stack gap="sm">
      {represented.length > 0 && (
        <Controller
          control={control}
          name="representedPartyId"
          render={({ field }) => (
            <Select
              label={t(`${TEXTS}.represented_party`)}
              description={t(`${TEXTS}.represented_party_hint`)}
              data={represented}
              value={field.value}
              onChange={field.onChange}
              clearable
            />
          )}
        />
      )}
      <Textarea
        label={t(`${TEXTS}.guardian_body`)}
        description={t(`${TEXTS}.guardian_body_hint`)}
        error={error(formState.errors.guardianBody?.message)}
        autosize
        minRows={1}
        {...register('guardianBody')}
      />
      {role !== 'translator' && <Checkbox label={t(`${TEXTS}.interpreter`)} {...register('interpreter')} />}
      {languagesAsked({ role, interpreter }) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SIDES.map(([name, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Select
                  label={t(`${TEXTS}.${label}`)}
                  data={languages}
                  value={field.value}
                  onChange={field.onChange}
                  error={error(formState.errors[name]?.message)}
                  searchable
                  required
                />
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
