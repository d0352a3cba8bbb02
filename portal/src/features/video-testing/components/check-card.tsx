import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATE_COLOR, StatusIcon, type CheckState } from './status-icon';

interface CheckCardProps {
  title: string;
  state: CheckState;
  /** What was found, announced when it changes. */
  result: string;
  /** What to do about a problem; shown, and announced at once, unless all is well. */
  advice?: string;
  children?: ReactNode;
}

/** One check of the device: its name, result with colour and icon, what was measured, and advice on a problem. */
export function CheckCard({ title, state, result, advice, children }: CheckCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <StatusIcon state={state} />
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
          </Group>
          <Badge color={STATE_COLOR[state]} variant="light">
            {t(`video-testing.status.${state}`)}
          </Badge>
        </Group>
        <Text role="status">{result}</Text>
        {children}
        {advice && state !== 'ok' && state !== 'checking' && (
          <Alert role="alert" variant="light" color={STATE_COLOR[state]}>
            {advice}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
