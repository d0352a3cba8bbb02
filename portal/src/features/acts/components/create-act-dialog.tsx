import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Modal, Radio, Select, Stack } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { useDictionaries } from '@/lib/dictionaries';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import { useCreateAct } from '../api/create-act';
import { useActHref, useActTypes, useQuickStartHref } from './act-labels';
import { NotaryPicker } from './notary-picker';

/** Messages are catalogue keys. */
const CreateSchema = z
  .object({
    type: z.string({ error: 'acts.create.type_required' }).min(1, { error: 'acts.create.type_required' }),
    registrationType: z.enum(['1', '2']),
    notaryMode: z.enum(['auto', 'manual']),
    notaryId: z.string().nullable(),
  })
  .refine((values) => values.notaryMode === 'auto' || Boolean(values.notaryId), {
    error: 'acts.create.notary_required',
    path: ['notaryId'],
  });
type CreateValues = z.infer<typeof CreateSchema>;

const DEFAULTS: CreateValues = { type: '', registrationType: '1', notaryMode: 'auto', notaryId: null };

/**
 * A new act: its type, in person or by video, and the notary picked by the service or by the citizen. The quick
 * start (`quick`) asks the notary later, on its own screen, and opens the act's quick start.
 */
type CreateActDialogProps = { opened: boolean; onClose: () => void; defaultType?: string; quick?: boolean };

export function CreateActDialog({ opened, onClose, defaultType = '', quick = false }: CreateActDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actHref = useActHref();
  const quickStartHref = useQuickStartHref();
  const types = useActTypes();
  const dictionaries = useDictionaries();
  const create = useCreateAct();
  const defaults = { ...DEFAULTS, type: defaultType };
  const form = useForm<CreateValues>({ resolver: zodResolver(CreateSchema), defaultValues: defaults });
  const notaryMode = useWatch({ control: form.control, name: 'notaryMode' });
  const close = () => {
    form.reset(defaults);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(
      {
        type: Number(values.type),
        registration_type: Number(values.registrationType),
        notary: values.notaryMode === 'manual' ? { mode: 'manual', id: Number(values.notaryId) } : { mode: 'auto' },
      },
      { onSuccess: (act) => void navigate(quick ? quickStartHref(act.uuid) : actHref(act.uuid)) },
    );
  });
  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(quick ? 'acts.quick_start.create_title' : 'acts.create.title')}
      size={useDialogWidth()}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('acts.create.type')}
                data={types}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.type?.message && t(errors.type.message)}
                searchable
                required
                nothingFoundMessage={t('form.nothing_found')}
                rightSection={dictionaries.isLoading ? <Loader size="xs" aria-label={t('common.loading')} /> : undefined}
              />
            )}
          />
          {/* Without them there is no type to choose: why, and a retry, under the empty list. */}
          {dictionaries.isError && <QueryState query={dictionaries.query} title={t('errors.dictionaries_failed')} />}
          <Controller
            control={form.control}
            name="registrationType"
            render={({ field }) => (
              <Radio.Group label={t('acts.create.registration_type')} value={field.value} onChange={field.onChange} required>
                <Group mt="xs">
                  <Radio value="1" label={t('acts.registration.1')} />
                  <Radio value="2" label={t('acts.registration.2')} />
                </Group>
              </Radio.Group>
            )}
          />
          {!quick && (
            <Controller
              control={form.control}
              name="notaryMode"
              render={({ field }) => (
                <Radio.Group label={t('acts.create.notary_mode')} value={field.value} onChange={field.onChange} required>
                  <Group mt="xs">
                    <Radio value="auto" label={t('acts.create.notary_auto')} />
                    <Radio value="manual" label={t('acts.create.notary_manual')} />
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          {notaryMode === 'manual' && (
            <Controller
              control={form.control}
              name="notaryId"
              render={({ field }) => (
                <NotaryPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.notaryId?.message && t(errors.notaryId.message)}
                />
              )}
            />
          )}
          <SubmitError error={create.error} onClose={create.reset} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('acts.dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('acts.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
