import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Modal, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { SubmitError } from '@/components/form/submit-error';
import type { ActPublic, TermsGroup } from '@/lib/api';
import { toastSuccess } from '@/lib/notifications';
import { useSetTerms } from '../../api/set-terms';
import { type TermsParsed, TermsSchema, type TermsValues } from '../../utils/terms-schema';
import { termsBody, termsValues } from '../../utils/terms-values';
import { AbroadFields } from './abroad-fields';
import { CreditFields } from './credit-fields';
import { DocumentFields } from './document-fields';
import { MarriageFields } from './marriage-fields';
import { PowerFields } from './power-fields';
import { RenunciationFields } from './renunciation-fields';
import { ResidenceFields } from './residence-fields';
import { TranslationFields } from './translation-fields';
import { TravelFields } from './travel-fields';

const GROUP_FIELDS: Record<TermsGroup, ComponentType<{ act: ActPublic }>> = {
  credit: CreditFields,
  power: PowerFields,
  travel: TravelFields,
  marriage: MarriageFields,
  translation: TranslationFields,
  renunciation: RenunciationFields,
  residence: ResidenceFields,
  document: DocumentFields,
  abroad: AbroadFields,
};

/**
 * Every group of the act's type at once, as the server lists them, filled with the terms as set. A business rule's
 * refusal (400) keeps the dialog open with what was typed and shows the server's text as it is.
 */
export function TermsDialog({ act, onClose }: { act: ActPublic; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetTerms(act.uuid);
  const form = useForm<TermsValues, unknown, TermsParsed>({ resolver: zodResolver(TermsSchema), defaultValues: termsValues(act) });
  const title = t('acts.terms.title');
  const submit = form.handleSubmit((values) =>
    save.mutate(termsBody(act.terms_groups, values), {
      onSuccess: () => {
        toastSuccess(t('acts.terms.saved'));
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={title} size={useDialogWidth()} centered>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <Stack gap="md">
            {act.terms_groups.map((group) => {
              const Fields = GROUP_FIELDS[group];
              return (
                <Fieldset key={group} legend={t(`acts.terms.groups.${group}`)}>
                  <Fields act={act} />
                </Fieldset>
              );
            })}
            <SubmitError error={save.error} onClose={save.reset} title={t('acts.terms.refused')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('acts.dialog.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('acts.terms.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
