import { Alert, Button, Group, Input } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useFreeSlots } from '../api/get-free-slots';

interface SlotButtonsProps {
  notaryId: number;
  serviceId: number;
  day: string;
  /** The chosen time, HH:MM, or ''. */
  value: string;
  onChange: (time: string) => void;
  error?: string;
}

/** The day's free times as buttons; the chosen one is pressed. */
export function SlotButtons({ notaryId, serviceId, day, value, onChange, error }: SlotButtonsProps) {
  const { t } = useTranslation();
  const slots = useFreeSlots(notaryId, serviceId, day);
  const { data } = slots;
  // A time taken meanwhile (the slots are asked again after a refusal) is no longer a choice.
  useEffect(() => {
    if (data && value && !data.some((slot) => slot.time === value)) onChange('');
  }, [data, value, onChange]);
  if (!data) return <QueryState query={slots} />;
  if (data.length === 0) {
    return (
      <Alert variant="light" color="gray">
        {t('equeue.book.slots_none')}
      </Alert>
    );
  }
  return (
    <Input.Wrapper label={t('equeue.book.fields.slots')} error={error} required>
      <Group gap="xs" pt="xs" role="group" aria-label={t('equeue.book.fields.slots')}>
        {data.map((slot) => (
          <Button
            key={slot.time}
            variant={slot.time === value ? 'filled' : 'default'}
            aria-pressed={slot.time === value}
            aria-label={t('equeue.book.slot_label', { time: slot.time, count: slot.free })}
            onClick={() => onChange(slot.time)}
          >
            {slot.time}
          </Button>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
