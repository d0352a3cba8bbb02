import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import type { StepCount } from '@/lib/api';
import { useDesk } from '../api/get-desk';
import { ActTable } from './act-table';

/** `?step=n` keeps the chosen step in the URL; the desk's steps are 1-8 (a completed act is off the desk). */
function useDeskStep(): [number | null, (step: number | null) => void] {
  const [query, setQuery] = useSearchParams();
  const raw = Number(query.get('step'));
  const step = Number.isInteger(raw) && raw >= 1 && raw <= 8 ? raw : null;
  return [step, (next) => setQuery(next === null ? {} : { step: String(next) })];
}

function StepCard({ count, selected, onSelect }: { count: StepCount; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      p="sm"
      style={{
        border: `${selected ? 2 : 1}px solid var(--mantine-color-${count.notaryDecides ? 'orange-5' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: count.notaryDecides ? 'var(--mantine-color-orange-0)' : undefined,
      }}
    >
      <Text size="sm" fw={600}>
        {count.step}. {t(`acts.steps.${count.step}`)}
      </Text>
      <Text size="xl" fw={700} aria-label={t('acts.desk.count', { count: count.count })}>
        {count.count}
      </Text>
      {count.notaryDecides && (
        <Badge color="orange" variant="light" size="sm">
          {t('acts.desk.decides')}
        </Badge>
      )}
    </UnstyledButton>
  );
}

/** The notary's desk: acts on their way counted by step, where the notary decides highlighted, and those of a step. */
export function NotaryDesk() {
  const { t } = useTranslation();
  const [step, setStep] = useDeskStep();
  const desk = useDesk(step);
  const { data, isFetching } = desk;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('acts.desk.title')}</PageTitle>
        <Text maw={760}>{t('acts.desk.intro')}</Text>
      </div>
      {/* The day's queue is the electronic queue's page (features/equeue); the desk only leads there. */}
      <Group>
        <Button component={Link} to={href('notaryQueue')} variant="light">
          {t('equeue.day.desk_link')}
        </Button>
      </Group>
      {!data && <QueryState query={desk} />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label={t('acts.desk.steps_label')}>
            {data.steps.map((count) => (
              <StepCard
                key={count.step}
                count={count}
                selected={count.step === step}
                onSelect={() => setStep(count.step === step ? null : count.step)}
              />
            ))}
          </SimpleGrid>
          <Text role="status" size="sm" c="dimmed">
            {step === null ? t('acts.desk.showing_all') : t('acts.desk.showing_step', { step, name: t(`acts.steps.${step}`) })}
          </Text>
          {data.items.length === 0 ? (
            <Alert variant="light" color="gray">
              {t('acts.desk.empty')}
            </Alert>
          ) : (
            <ActTable items={data.items} label={t('acts.desk.items_label')} busy={isFetching} />
          )}
        </>
      )}
    </Stack>
  );
}
