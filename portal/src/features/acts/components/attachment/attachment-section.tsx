import { Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import { Fact } from '@/components/ui/fact';
import type { ActPublic } from '@/lib/api';
import { toastSuccess } from '@/lib/notifications';
import { useAttach, useAttachment } from '../../api/attachment';
import { saveFile } from '@/lib/save-file';
import { Later } from '../later';

/** What the file input offers; the server decides what it keeps, from the bytes. */
const ACCEPT = 'application/pdf,image/png,image/jpeg';

/**
 * The paper an act certifies (a translation's original, a paper whose signature is certified): its fingerprint, the
 * file to download, and, while the applicant prepares the act, a file to attach in its place.
 */
export function AttachmentSection({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const attach = useAttach(act.uuid);
  const download = useAttachment(act.uuid, `${act.rid}-attachment`);
  const attached = act.attachment;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('acts.attachment.title')}
      </Title>
      {attached ? (
        <Stack gap={4}>
          <Fact label={t('acts.attachment.size')}>{t('acts.attachment.kilobytes', { kb: Math.ceil(attached.size / 1024) })}</Fact>
          <Fact label="SHA-256">
            <Text span ff="monospace" size="xs">
              {attached.sha256}
            </Text>
          </Fact>
          <Group>
            <Button variant="light" loading={download.isPending} onClick={() => download.mutate(undefined, { onSuccess: saveFile })}>
              {t('acts.attachment.download')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Later>{t('acts.attachment.none')}</Later>
      )}
      {act.changes.includes('attachment') && (
        <Stack gap="xs">
          <FileInput label={t('acts.attachment.choose')} description={t('acts.attachment.hint')} accept={ACCEPT} value={file} onChange={setFile} clearable />
          <SubmitError error={attach.error} onClose={attach.reset} />
          <Group>
            <Button disabled={!file} loading={attach.isPending} onClick={() => file && attach.mutate(file, { onSuccess: () => {
                  setFile(null);
                  toastSuccess(t('acts.attachment.saved'));
                } })}>
              {attached ? t('acts.attachment.replace') : t('acts.attachment.attach')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
