import { MantineProvider, Modal } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import ozKiosk from '@/locales/kiosk/oz.json';
import { OnScreenKeyboard } from './on-screen-keyboard';

const keys = ozKiosk.keyboard;

/** A form like the identification form: react-hook-form fields and an imask field, as the kiosk pages have them. */
function Form({ onSubmit }: { onSubmit: (values: object) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { series: '', number: '', name: '' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <label>
        Series
        <input {...register('series')} data-keyboard="letters" maxLength={2} />
      </label>
      <label>
        Number
        <input {...register('number')} data-keyboard="digits" maxLength={7} inputMode="numeric" />
      </label>
      <label>
        Name
        <input {...register('name')} data-keyboard="text" />
      </label>
      <label>
        Pin
        <IMaskInput mask="00000000000000" data-keyboard="digits" maxLength={14} />
      </label>
      <label>
        Plain
        <input />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <Form onSubmit={onSubmit} />
      <OnScreenKeyboard />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const keyboard = () => screen.getByRole('group', { name: keys.label });
const queryKeyboard = () => screen.queryByRole('group', { name: keys.label });
const key = (name: string) => within(keyboard()).getByRole('button', { name });

async function press(user: ReturnType<typeof userEvent.setup>, ...names: string[]) {
  for (const name of names) await user.click(key(name));
}

it('shows only while a field that asks for it has focus', async () => {
  const { user } = renderForm();
  expect(queryKeyboard()).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('Series'));
  expect(keyboard()).toBeInTheDocument();
  await user.click(screen.getByLabelText('Plain'));
  expect(queryKeyboard()).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('Name'));
  expect(keyboard()).toBeInTheDocument();
  await press(user, keys.done);
  expect(queryKeyboard()).not.toBeInTheDocument();
  expect(screen.getByLabelText('Name')).not.toHaveFocus();
});

it('types into react-hook-form fields without taking the focus, within the field maxLength', async () => {
  const { user, onSubmit } = renderForm();
  const series = screen.getByLabelText('Series');
  await user.click(series);
  // A passport series is in capitals from the start.
  await press(user, 'A', 'B', 'C');
  expect(series).toHaveValue('AB');
  expect(series).toHaveFocus();
  await press(user, keys.backspace, 'D');
  expect(series).toHaveValue('AD');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ series: 'AD' }), expect.anything());
});

it('switches between Latin and Cyrillic letters, and capitals', async () => {
  const { user } = renderForm();
  const name = screen.getByLabelText('Name');
  await user.click(name);
  await press(user, 'q');
  await press(user, keys.switch_to_ru);
  expect(within(keyboard()).queryByRole('button', { name: 'q' })).not.toBeInTheDocument();
  await press(user, 'й', 'ў', keys.caps, 'Ж', keys.space);
  await press(user, keys.switch_to_en, 'W');
  expect(name).toHaveValue('qйўЖ W');
});

it('offers only digits for a digits field and closes when it is complete (7 for a passport number)', async () => {
  const { user } = renderForm();
  const number = screen.getByLabelText('Number');
  await user.click(number);
  expect(within(keyboard()).queryByRole('button', { name: 'A' })).not.toBeInTheDocument();
  expect(within(keyboard()).queryByRole('button', { name: keys.switch_to_ru })).not.toBeInTheDocument();
  await press(user, '1', '2', '3', '4', '5', '6');
  expect(keyboard()).toBeInTheDocument();
  await press(user, '7');
  expect(number).toHaveValue('1234567');
  expect(queryKeyboard()).not.toBeInTheDocument();
  expect(number).not.toHaveFocus();
});

it('types through an input mask (react-imask)', async () => {
  const { user } = renderForm();
  const pin = screen.getByLabelText('Pin');
  await user.click(pin);
  await press(user, ...'4140385023001'.split(''));
  expect(pin).toHaveValue('4140385023001');
  expect(keyboard()).toBeInTheDocument();
  await press(user, '2');
  expect(pin).toHaveValue('41403850230012');
  expect(queryKeyboard()).not.toBeInTheDocument();
});

it('types into a field of a dialog without closing the dialog', async () => {
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <Modal opened onClose={onClose} title="Login" transitionProps={{ duration: 0 }}>
        <label>
          Series
          <input data-keyboard="letters" maxLength={2} />
        </label>
      </Modal>
      <OnScreenKeyboard />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const series = await screen.findByLabelText('Series');
  await user.click(series);
  await press(user, 'A', 'C');
  expect(series).toHaveValue('AC');
  expect(series).toHaveFocus();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
});
