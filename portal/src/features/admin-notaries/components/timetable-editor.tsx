import { Checkbox, Fieldset, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WeekValues } from '../utils/timetable';

type DayErrors = { closes?: { message?: string }; breakTo?: { message?: string } } | undefined;

interface TimetableEditorProps {
  value: WeekValues;
  onChange: (week: WeekValues) => void;
  errors?: DayErrors[];
  legend: string;
}

const T = 'admin-notaries.timetable';

/** The weekly timetable: each weekday working or off, its hours, and a break inside them when it has one. */
export function TimetableEditor({ value, onChange, errors, legend }: TimetableEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<WeekValues[number]>) =>
    onChange(value.map((day, at) => (at === index ? { ...day, ...patch } : day)));
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${T}.day`)}</Table.Th>
            <Table.Th scope="col">{t(`${T}.hours`)}</Table.Th>
            <Table.Th scope="col">{t(`${T}.break`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((day, index) => {
            const weekday = t(`notaries.weekday.${day.weekday}`);
            const hoursError = errors?.[index]?.closes?.message;
            const breakError = errors?.[index]?.breakTo?.message;
            return (
              <Table.Tr key={day.weekday}>
                <Table.Th scope="row">
                  <Checkbox label={weekday} checked={day.working} onChange={(event) => change(index, { working: event.currentTarget.checked })} />
                </Table.Th>
                <Table.Td>
                  {day.working ? (
                    <Group gap={4} wrap="nowrap">
                      <TextInput type="time" size="xs" aria-label={t(`${T}.opens`, { day: weekday })} value={day.opens} onChange={(event) => change(index, { opens: event.currentTarget.value })} />
                      <TextInput type="time" size="xs" aria-label={t(`${T}.closes`, { day: weekday })} value={day.closes} onChange={(event) => change(index, { closes: event.currentTarget.value })} />
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('notaries.timetable.day_off')}
                    </Text>
                  )}
                  {hoursError && (
                    <Text c="red" size="xs" role="alert">
                      {t(hoursError)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {day.working && (
                    <Group gap={4} wrap="nowrap">
                      <Checkbox aria-label={t(`${T}.with_break`, { day: weekday })} checked={day.withBreak} onChange={(event) => change(index, { withBreak: event.currentTarget.checked })} />
                      {day.withBreak && (
                        <>
                          <TextInput type="time" size="xs" aria-label={t(`${T}.break_from`, { day: weekday })} value={day.breakFrom} onChange={(event) => change(index, { breakFrom: event.currentTarget.value })} />
                          <TextInput type="time" size="xs" aria-label={t(`${T}.break_to`, { day: weekday })} value={day.breakTo} onChange={(event) => change(index, { breakTo: event.currentTarget.value })} />
                        </>
                      )}
                    </Group>
                  )}
                  {breakError && (
                    <Text c="red" size="xs" role="alert">
                      {t(breakError)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Fieldset>
  );
}
