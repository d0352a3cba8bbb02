import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { href } from '@/config/paths';
import { toastSuccess } from '@/lib/notifications';
import { SubmitError } from '@/components/form/submit-error';
import { useRestoreCatalogueTexts } from '../api/catalogue-texts';

/** Throws away the edits of every language, after a confirmation: they cannot be got back. */
export function RestoreReleaseTexts({ actTypeId, edited }: { actTypeId: number; edited: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const restore = useRestoreCatalogueTexts(actTypeId);
  const width = useDialogWidth();
  const confirm = () =>
    restore.mutate(undefined, {
      onSuccess: () => {
        toastSuccess(t('catalogue.edit.restored'));
        void navigate(href('serviceDetails', { id: actTypeId }));
      },
    });
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => {
          restore.reset();
          setOpened(true);
        }}
        disabled={!edited}
      >
        {t('catalogue.edit.restore')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('catalogue.edit.restore_title')} size={width} centered>
        <Text>{t('catalogue.edit.restore_confirm')}</Text>
        <SubmitError error={restore.error} />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)} data-autofocus>
            {t('catalogue.edit.cancel')}
          </Button>
          <Button color="red" loading={restore.isPending} onClick={confirm}>
            {t('catalogue.edit.restore')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
