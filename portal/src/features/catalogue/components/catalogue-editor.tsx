import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Switch, Tabs, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, FormProvider, type Resolver, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmitError } from '@/components/form/submit-error';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import type { CatalogueTexts, CatalogueTextsPublic } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { HTML_LANG } from '@/lib/i18n';
import { toastSuccess } from '@/lib/notifications';
import { SAVED_MEANWHILE, useCatalogueTexts, useSaveCatalogueTexts } from '../api/catalogue-texts';
import { editOf, formValues, TEXT_LANGUAGES, type TextLanguage, type TextsValues, textsSchema } from '../utils/texts-form';
import { LanguageTextsFields } from './language-texts-fields';
import { RestoreReleaseTexts } from './restore-release-texts';

/** The schema follows the switch: hand-written Cyrillic is checked, Cyrillic the server writes is not. */
const resolver: Resolver<TextsValues> = (values, context, options) =>
  zodResolver(textsSchema(values.uzFromLatin))(values, context, options as never) as ReturnType<Resolver<TextsValues>>;

function EditedNote({ texts }: { texts: CatalogueTextsPublic }) {
  const { t } = useTranslation();
  const note = texts.editedAt
    ? t('catalogue.edit.edited', { name: texts.editedBy ?? '', date: dayjs(texts.editedAt).format('DD.MM.YYYY HH:mm') })
    : t('catalogue.edit.release_text');
  return (
    <Text size="sm" c="dimmed">
      {note}
    </Text>
  );
}

function UzFromLatin() {
  const { t } = useTranslation();
  const { control } = useFormContext<TextsValues>();
  return (
    <Stack gap={4}>
      <Controller
        control={control}
        name="uzFromLatin"
        render={({ field }) => (
          <Switch
            label={t('catalogue.edit.uz_from_latin')}
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Text size="sm" c="dimmed">
        {t('catalogue.edit.uz_from_latin_hint')}
      </Text>
    </Stack>
  );
}

/** Someone saved since this editor read the texts: their save is kept, this one is not made. */
function SavedMeanwhile({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('catalogue.edit.conflict_title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onReload}>
          {t('catalogue.edit.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}

function TextsForm({ texts, onReload }: { texts: CatalogueTexts; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCatalogueTexts(texts.actTypeId);
  const [tab, setTab] = useState<TextLanguage>('oz');
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm<TextsValues>({ resolver, defaultValues: formValues(texts) });
  const uzFromLatin = useWatch({ control: form.control, name: 'uzFromLatin' });
  const detailsPath = href('serviceDetails', { id: texts.actTypeId });
  const submit = form.handleSubmit(
    (values) => {
      setConflict(null);
      save.mutate(editOf(values, texts.revision), {
        onSuccess: () => {
          toastSuccess(t('catalogue.edit.saved'));
          void navigate(detailsPath);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === SAVED_MEANWHILE) setConflict(error.message);
        },
      });
    },
    // The first language with a mistake is shown: the others' tabs are marked.
    (errors) => setTab(TEXT_LANGUAGES.find((language) => errors[language]) ?? tab),
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && <SavedMeanwhile message={conflict} onReload={onReload} />}
          <Tabs value={tab} onChange={(value) => setTab((value as TextLanguage | null) ?? 'oz')}>
            <Tabs.List>
              {TEXT_LANGUAGES.map((language) => {
                const mistaken = form.formState.errors[language] !== undefined;
                const name = t(`catalogue.edit.languages.${language}`);
                return (
                  <Tabs.Tab key={language} value={language} color={mistaken ? 'red' : undefined} c={mistaken ? 'red' : undefined}>
                    {mistaken ? `${name} (${t('catalogue.edit.has_errors')})` : name}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {TEXT_LANGUAGES.map((language) => (
              <Tabs.Panel key={language} value={language} pt="md" lang={HTML_LANG[language]}>
                <Stack gap="md">
                  <EditedNote texts={texts[language]} />
                  {language === 'uz' && <UzFromLatin />}
                  {(language !== 'uz' || !uzFromLatin) && <LanguageTextsFields language={language} />}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          {/* A conflict is told above, with its reload. */}
          <SubmitError error={conflict ? null : save.error} onClose={save.reset} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('catalogue.edit.save')}
            </Button>
            <Button component={Link} to={detailsPath} variant="default">
              {t('catalogue.edit.cancel')}
            </Button>
            <RestoreReleaseTexts actTypeId={texts.actTypeId} edited={TEXT_LANGUAGES.some((language) => texts[language].editedAt)} />
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Administrator: an act type's catalogue texts in the three languages, saved together. */
export function CatalogueEditor({ actTypeId }: { actTypeId: number }) {
  const { t } = useTranslation();
  const texts = useCatalogueTexts(actTypeId);
  if (!texts.data) return <QueryState query={texts} />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={href('serviceDetails', { id: actTypeId })} size="sm">
        ← {texts.data.name}
      </Anchor>
      <Stack gap="xs">
        <PageTitle>{t('catalogue.edit.title', { name: texts.data.name })}</PageTitle>
        <Text maw={760}>{t('catalogue.edit.intro')}</Text>
      </Stack>
      {/* A new revision (after a reload) is a new form with the latest texts. */}
      <TextsForm key={texts.data.revision} texts={texts.data} onReload={() => void texts.refetch()} />
    </Stack>
  );
}
