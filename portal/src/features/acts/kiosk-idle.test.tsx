import { fireEvent } from '@testing-library/react';
import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import ozKiosk from '@/locales/kiosk/oz.json';
import { resetPartyMocks } from '@/testing/mocks/handlers/act-parties';
import { actMocks, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const tab = oz.acts.parties_tab;
const UUID = '3f1c2a9e-0000-4000-8000-0000000000e1';
const IDLE_MS = 120_000;

/** A spouse consent on the kiosk, its parties' screen open: it needs the spouse. */
const CONSENT: Partial<ActPublic> = {
  type: 15003,
  state: 'draft',
  step: 1,
  subject_kinds: ['vehicle', 'realty', 'other'],
  needed_roles: ['spouse'],
  party_roles: ['spouse'],
  changes: ['parties', 'subjects', 'notes'],
  actions: ['send_for_check', 'change_notary', 'delete'],
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const countdown = () => screen.queryByRole('dialog', { name: ozKiosk.idle.title });

beforeEach(() => {
  resetActMocks();
  resetPartyMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

it('warns a person who paused mid-way through the quick start before the reset, and a touch keeps what was typed', async () => {
  actMocks.acts.set(UUID, { ...stagedAct(UUID, 15003, []), parties: [], ...CONSENT });
  const { user } = renderApp(`/kiosk/enotarial_act/${UUID}/quick_start?step=parties`, { session: {} });
  await user.click(await screen.findByRole('button', { name: tab.add }));
  const dialog = await screen.findByRole('dialog', { name: tab.add_title });
  const series = within(dialog).getByLabelText(tab.form.passserial, { exact: false });
  await user.type(series, 'ac');

  await advance(IDLE_MS - 1_000);
  expect(countdown()).not.toBeInTheDocument();
  await advance(1_000);
  expect(await screen.findByRole('dialog', { name: ozKiosk.idle.title })).toBeInTheDocument();

  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(countdown()).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: tab.add_title })).toBeInTheDocument();
  expect(series).toHaveValue('AC');
});
