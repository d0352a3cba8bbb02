import '@mantine/dates/styles.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz';
import 'dayjs/locale/uz-latn';
import { ActionIcon, InputBase, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import dayjs from 'dayjs';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import type { Locale } from '@/config/env';
import {
  DATE_MASK,
  displayDate,
  INCOMPLETE_DATE_DEFINITIONS,
  INCOMPLETE_DATE_MASK,
  incompleteDateChar,
  parseDisplayDate,
} from '@/lib/dates';
import { usePersistedState } from '@/lib/persisted-state';

/** dayjs's names of the interface languages, for month and weekday names in the calendar. */
const CALENDAR_LOCALE: Record<Locale, string> = { oz: 'uz-latn', uz: 'uz', ru: 'ru' };

interface DateFieldProps {
  label: string;
  /** The typed text, dd.mm.yyyy (docs/contracts/entities.md#input-masks). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  required?: boolean;
  /**
   * The days the calendar offers, YYYY-MM-DD: by default the past and today (a registration, a death); a day ahead
   * (a visit) sets `minDate` and `maxDate: null`.
   */
  minDate?: string;
  maxDate?: string | null;
  /**
   * An incomplete date (docs/contracts/entities.md#input-masks): XX may stand for an unknown day, or day and month
   * (XX.12.2024, XX.XX.2024). The calendar still picks whole days and shows none picked for such a text.
   */
  incomplete?: boolean;
}

/** The mask and keyboard of each kind of date: XX needs letters, so an incomplete one opens the letters keyboard. */
const DATE_INPUT = {
  full: { mask: DATE_MASK, inputMode: 'numeric', keyboard: 'digits', hint: 'form.date.hint' },
  incomplete: {
    mask: INCOMPLETE_DATE_MASK,
    definitions: INCOMPLETE_DATE_DEFINITIONS,
    prepareChar: incompleteDateChar,
    inputMode: 'text',
    keyboard: 'letters',
    hint: 'form.date.incomplete_hint',
  },
} as const;

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A date typed through the dd.mm.yyyy mask, or picked in a calendar in the interface language. By default only past
 * days and today can be picked (a registration, a death has already happened); `minDate`/`maxDate` change that.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, onBlur, error, name, required = false, minDate, maxDate, incomplete = false } = props;
  const { t } = useTranslation();
  const locale = usePersistedState((state) => state.locale);
  const [opened, calendar] = useDisclosure(false);
  const picked = parseDisplayDate(value);
  const { hint, keyboard, ...maskProps } = DATE_INPUT[incomplete ? 'incomplete' : 'full'];
  const pick = (day: string | null) => {
    if (day) onChange(displayDate(day));
    calendar.close();
  };
  const calendarButton = (
    <Popover opened={opened} onChange={calendar.toggle} position="bottom-end" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" onClick={calendar.toggle} aria-label={t('form.date.open_calendar')}>
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          locale={CALENDAR_LOCALE[locale]}
          value={picked}
          defaultDate={picked ?? undefined}
          minDate={minDate}
          maxDate={maxDate === undefined ? dayjs().format('YYYY-MM-DD') : (maxDate ?? undefined)}
          onChange={pick}
        />
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <InputBase
      component={IMaskInput}
      {...maskProps}
      value={value}
      onAccept={(text: string) => onChange(text)}
      onBlur={onBlur}
      name={name}
      label={label}
      placeholder={t('form.date.placeholder')}
      description={t(hint)}
      error={error}
      required={required}
      autoComplete="off"
      data-keyboard={keyboard}
      rightSection={calendarButton}
      rightSectionPointerEvents="all"
    />
  );
}

interface FormDateFieldProps<Form extends FieldValues, Parsed extends FieldValues> {
  control: Control<Form, unknown, Parsed>;
  name: FieldPath<Form>;
  label: string;
  error?: string;
  required?: boolean;
  minDate?: string;
  maxDate?: string | null;
  incomplete?: boolean;
}

/** A DateField bound to a react-hook-form field, as forms use it. */
export function FormDateField<Form extends FieldValues, Parsed extends FieldValues>({
  control,
  name,
  ...props
}: FormDateFieldProps<Form, Parsed>) {
  const { field } = useController<Form, FieldPath<Form>, Parsed>({ control, name });
  return (
    <DateField {...props} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
  );
}
