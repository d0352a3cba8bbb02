import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogWidth } from '@/components/dialogs/use-dialog-width';
import { DateField } from '@/components/form/date-field';
import { SubmitError } from '@/components/form/submit-error';
import { QueryState } from '@/components/ui/query-state';
import type { ActionBody, ActPublic } from '@/lib/api';
import { serverNow, useClientConfig } from '@/lib/client-config';
import { parseDisplayDate, tashkentTime, tashkentToday } from '@/lib/dates';
import { useNotaryTimetable } from '../api/get-notary-timetable';
import { visitTimes } from '../utils/visit-times';

const TEXTS = 'acts.actions.assign_time';

interface AssignTimeDialogProps {
  act: ActPublic;
  pending: boolean;
  failure: unknown;
  onCancel: () => void;
  onConfirm: (body: ActionBody) => void;
}

interface Errors {
  date?: string;
  time?: string;
}

/**
 * The notary sets the registration time (docs/contracts/acts.md#actions, `assign_time`): a day from today on and a
 * time on the server's slot grid within the notary's hours, in Tashkent time. The server still refuses a slot taken
 * meanwhile: its text is shown in the dialog.
 */
export function AssignTimeDialog({ act, pending, failure, onCancel, onConfirm }: AssignTimeDialogProps) {
  const { t } = useTranslation();
  const hours = useNotaryTimetable(act.notary.id);
  const timetable = hours.data;
  const [dateText, setDateText] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { data: config } = useClientConfig();
  const serverClock = serverNow(config);
  const today = tashkentToday(serverClock);
  const date = parseDisplayDate(dateText);
  const future = date !== null && date >= today;
  const now = tashkentTime(serverClock);
  const slotMinutes = config?.visitMinutes ?? 30;
  const times = future ? visitTimes(date, timetable, slotMinutes).filter((slot) => date > today || slot > now) : [];

  const confirm = () => {
    const found: Errors = {};
    if (!dateText) found.date = t(`${TEXTS}.date_required`);
    else if (!date) found.date = t('form.date.format');
    else if (!future) found.date = t(`${TEXTS}.date_past`);
    if (!time || !times.includes(time)) found.time = t(`${TEXTS}.time_required`);
    setErrors(found);
    if (date && time && !found.date && !found.time) onConfirm({ date, time });
  };

  return (
    <Modal opened onClose={onCancel} title={t(`${TEXTS}.title`)} size={useDialogWidth()} centered>
      <Stack gap="md">
        <Text>{t(`${TEXTS}.prompt`)}</Text>
        <DateField
          label={t(`${TEXTS}.date`)}
          value={dateText}
          onChange={(text) => {
            setDateText(text);
            setTime(null);
            setErrors({});
          }}
          error={errors.date}
          minDate={today}
          maxDate={null}
          required
        />
        <Select
          label={t(`${TEXTS}.time`)}
          description={t(`${TEXTS}.time_hint`, { minutes: slotMinutes })}
          placeholder={future ? t(`${TEXTS}.time_placeholder`) : t(`${TEXTS}.date_first`)}
          data={times}
          value={time}
          onChange={(value) => {
            setTime(value);
            setErrors((current) => ({ ...current, time: undefined }));
          }}
          disabled={!future}
          nothingFoundMessage={t(`${TEXTS}.day_off`)}
          error={errors.time ?? (future && times.length === 0 ? t(`${TEXTS}.day_off`) : undefined)}
          required
        />
        {/* Without the notary's hours every day would look like a day off. */}
        {hours.isError && <QueryState query={hours} />}
        <SubmitError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('acts.dialog.cancel')}
          </Button>
          <Button loading={pending} onClick={confirm}>
            {t(`${TEXTS}.label`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
