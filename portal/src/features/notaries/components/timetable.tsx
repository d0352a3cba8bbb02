import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkingDay } from '@/lib/api';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** Working days and hours, Monday to Sunday; a day missing from the timetable is a day off. */
export function Timetable({ days }: { days: WorkingDay[] }) {
  const { t } = useTranslation();
  const byWeekday = new Map(days.map((day) => [day.weekday, day]));
  return (
    <Table striped withTableBorder maw={520}>
      <Table.Caption>{t('notaries.timetable.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('notaries.timetable.day')}</Table.Th>
          <Table.Th scope="col">{t('notaries.timetable.hours')}</Table.Th>
          <Table.Th scope="col">{t('notaries.timetable.break')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {WEEK.map((weekday) => {
          const day = byWeekday.get(weekday);
          return (
            <Table.Tr key={weekday}>
              <Table.Th scope="row" fw={500}>
                {t(`notaries.weekday.${weekday}`)}
              </Table.Th>
              {day ? (
                <>
                  <Table.Td>{`${day.opens}–${day.closes}`}</Table.Td>
                  <Table.Td>{day.breakFrom && day.breakTo ? `${day.breakFrom}–${day.breakTo}` : '—'}</Table.Td>
                </>
              ) : (
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    {t('notaries.timetable.day_off')}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
