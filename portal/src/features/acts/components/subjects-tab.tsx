import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActPublic } from '@/lib/api';
import { Later } from './later';
import { SubjectCard } from './subject-card';
import { AddSubjectForm } from './subject-form';

/** What the act disposes of; while the applicant prepares it (`changes` has "subjects"), adding and removing. */
export function SubjectsTab({ act }: { act: ActPublic }) {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState(false);
  const editable = act.changes.includes('subjects');
  return (
    <Stack gap="md">
      {act.subjects.length === 0 ? (
        <Later>{t('acts.details.later.subjects')}</Later>
      ) : (
        <Stack gap="sm" role="list" aria-label={t('acts.subjects_tab.label')}>
          {act.subjects.map((subject) => (
            <SubjectCard key={subject.id} act={act} subject={subject} onRemoved={() => setRemoved(true)} />
          ))}
        </Stack>
      )}
      {removed && (
        <Alert variant="light" color="teal" role="status" withCloseButton onClose={() => setRemoved(false)}>
          {t('acts.subjects_tab.remove.done')}
        </Alert>
      )}
      {editable && <AddSubjectForm act={act} />}
    </Stack>
  );
}
