import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActPublic } from '@/lib/api';
import { AttachmentSection } from '../attachment/attachment-section';
import { Later } from '../later';
import { TermsDialog } from './terms-dialog';
import { TermsFacts } from './terms-facts';

/**
 * The act type's own terms as set; while the applicant prepares the act (`changes` has "terms"), setting them; and
 * the paper the act certifies, where its type has one.
 */
export function TermsTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const set = act.terms_groups.some((group) => act.terms[group]);
  return (
    <Stack gap="md">
      {set ? <TermsFacts act={act} /> : <Later>{t('acts.terms.not_set')}</Later>}
      {act.changes.includes('terms') && (
        <Group>
          <Button onClick={() => setEditing(true)}>{set ? t('acts.terms.edit') : t('acts.terms.set')}</Button>
        </Group>
      )}
      {editing && <TermsDialog act={act} onClose={() => setEditing(false)} />}
      {act.attachment_needed && <AttachmentSection act={act} />}
    </Stack>
  );
}
