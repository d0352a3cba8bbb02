import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import type { UserPublic } from '@/lib/api';
import { router } from '@/lib/navigation';
import { usePersistedState } from '@/lib/persisted-state';
import { demoCitizen } from './mocks/data';
import { startSession } from './mocks/server-state';

interface RenderAppOptions {
  /** Start logged in (the mock server holds this session's cookie) as this user. */
  session?: { token?: string; user?: UserPublic };
}

/** Renders the whole app, with its real route table, at `url`, against the MSW handlers. */
export function renderApp(url: string, { session }: RenderAppOptions = {}) {
  if (session) {
    const token = session.token ?? 'session-token';
    startSession(token);
    usePersistedState.getState().signIn(session.user ?? demoCitizen);
  }
  const view = render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}

/** Navigation from outside the app (a typed address, a link in another tab), settled inside act(). */
export async function visit(app: typeof router, to: string): Promise<void> {
  await act(() => app.navigate(to));
}

/**
 * Picks an option of the combobox with this label. Mantine animates its dropdowns, which jsdom never finishes
 * showing: the options are picked while hidden, and only this field's (another on the page may offer the same names).
 */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string, scope: HTMLElement = document.body) {
  const field = within(scope).getByRole('combobox', { name: label });
  await user.click(field);
  const listbox = await waitFor(() => {
    const found = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options open for ${label}`);
    return found;
  });
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

export function persisted() {
  return usePersistedState.getState();
}

export * from '@testing-library/react';
