import { Notifications } from '@mantine/notifications';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SubmitError } from '@/components/form/submit-error';
import { client } from '@/lib/api/client.gen';
import { catalogues, i18n } from '@/lib/i18n';
import { toastError } from '@/lib/notifications';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/mocks/server';
import { act, render, screen, waitFor, within } from '@/testing/test-utils';
import userEvent from '@testing-library/user-event';
import { QueryState } from './query-state';

const oz = catalogues.oz;
const URL = '/api/test-endpoint';
const REFUSAL = 'Bu ishni hozir bajarib bo‘lmaydi: notarius dam olishda';

function renderWithApp(ui: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>
          <Notifications />
          {ui}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** A page's data through the real API client: its state, then the data once there is some. */
function Page() {
  const query = useQuery({
    queryKey: ['test'],
    queryFn: async () => (await client.get({ url: URL, throwOnError: true })).data as { name: string },
  });
  if (!query.data) return <QueryState query={query} />;
  return <p>{query.data.name}</p>;
}

/** A form's submit through the real API client, its failure told next to the button. */
function Form() {
  const save = useMutation({ mutationFn: () => client.post({ url: URL, throwOnError: true }) });
  return (
    <form>
      <SubmitError error={save.error} onClose={save.reset} />
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </form>
  );
}

describe('the state of a page’s data', () => {
  it('says it is loading, in words and as a status', async () => {
    server.use(http.get(URL, () => new Promise<Response>(() => undefined)));
    renderWithApp(<Page />);
    expect(await screen.findByRole('status')).toHaveTextContent(oz.common.loading);
  });

  it('tells the server’s reason in a red alert with an icon, and its retry asks again', async () => {
    server.use(http.get(URL, () => new HttpResponse(REFUSAL, { status: 409 })));
    const user = userEvent.setup();
    renderWithApp(<Page />);
    const alert = await screen.findByRole('alert', { name: oz.errors.load_failed });
    expect(alert).toHaveTextContent(REFUSAL);
    expect(alert.querySelector('svg[aria-hidden]')).not.toBeNull();
    // Said once, in place: the API client's toast of the same text is taken back.
    await waitFor(() => expect(screen.getAllByText(REFUSAL)).toHaveLength(1));

    server.use(http.get(URL, () => HttpResponse.json({ name: 'Malika' })));
    await user.click(within(alert).getByRole('button', { name: oz.errors.try_again }));
    expect(await screen.findByText('Malika')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: oz.errors.load_failed })).not.toBeInTheDocument();
  });

  it('says in the interface language why when no answer came', async () => {
    server.use(http.get(URL, () => HttpResponse.error()));
    renderWithApp(<Page />);
    expect(await screen.findByRole('alert', { name: oz.errors.load_failed })).toHaveTextContent(oz.errors.network);
  });

  it('never shows the server’s internals of a 500', async () => {
    server.use(http.get(URL, () => new HttpResponse('Traceback: KeyError', { status: 500 })));
    renderWithApp(<Page />);
    const alert = await screen.findByRole('alert', { name: oz.errors.load_failed });
    expect(alert).toHaveTextContent(oz.errors.system);
    expect(alert).not.toHaveTextContent('Traceback');
  });

  it('only waits when the failure sent the user to another page, which tells it', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ message: 'Not a party', code: 'pin_not_found_in_uuid' }, { status: 418 })));
    renderWithApp(<Page />);
    expect(await screen.findByText(oz.errors.not_a_party)).toBeInTheDocument(); // the toast that goes with the user
    expect(screen.queryByRole('alert', { name: oz.errors.load_failed })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(oz.common.loading);
  });
});

describe('a failed submit', () => {
  it('shows the server’s text next to the button, as an alert, until closed', async () => {
    server.use(http.post(URL, () => new HttpResponse(REFUSAL, { status: 400 })));
    const user = userEvent.setup();
    renderWithApp(<Form />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: oz.errors.action_failed });
    expect(alert).toHaveTextContent(REFUSAL);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByText(REFUSAL)).toHaveLength(1));
    await user.click(within(alert).getByRole('button', { name: oz.dialog.close_notice }));
    expect(screen.queryByRole('alert', { name: oz.errors.action_failed })).not.toBeInTheDocument();
  });
});

describe('an error toast', () => {
  it('is an alert with a title, an icon and its text at body size in black', async () => {
    renderWithApp(null);
    act(() => void toastError(REFUSAL));
    const text = await screen.findByText(REFUSAL);
    const toast = text.closest('[role="alert"]') as HTMLElement;
    expect(toast).toHaveTextContent(oz.toast.error_title);
    expect(toast.querySelector('svg[aria-hidden]')).not.toBeNull();
    expect(text.style.fontSize).toBe('var(--mantine-font-size-md)');
    expect(text.style.color).toBe('var(--mantine-color-black)');
  });
});
