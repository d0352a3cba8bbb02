import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { catalogues, i18n } from '@/lib/i18n';
import { withLoader } from '@/lib/loader';
import { ErrorDialog } from './error-dialog';
import { HelpVideoDialog } from './help-video-dialog';
import { LoaderOverlay } from './loader-overlay';
import { NotificationDialog } from './notification-dialog';
import { SuccessDialog } from './success-dialog';
import { TechnicalWorkDialog } from './technical-work-dialog';

const oz = catalogues.oz;

function renderDialog(dialog: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{dialog}</MantineProvider>
    </I18nextProvider>,
  );
}

/** Mantine puts a modal's width in the --modal-size variable of its root. */
function dialogWidth(): string {
  const root = document.querySelector<HTMLElement>('.mantine-Modal-root');
  return root?.style.getPropertyValue('--modal-size') ?? '';
}

function emulatePhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: phone,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('widths', () => {
  it.each([
    { name: 'general', dialog: <SuccessDialog opened title="T" message="M" onOk={() => undefined} />, desktop: '30%' },
    { name: 'notification', dialog: <NotificationDialog opened title="T" content="C" onClose={() => undefined} />, desktop: '40%' },
    { name: 'help video', dialog: <HelpVideoDialog opened url="/v.mp4" onClose={() => undefined} />, desktop: '60%' },
  ])('$name dialog: $desktop on a desktop, 90% on a phone', async ({ dialog, desktop }) => {
    emulatePhone(false);
    const { unmount } = renderDialog(dialog);
    await screen.findByRole('dialog');
    expect(dialogWidth()).toBe(desktop);
    unmount();
    emulatePhone(true);
    renderDialog(dialog);
    await screen.findByRole('dialog');
    await waitFor(() => expect(dialogWidth()).toBe('90%'));
  });

  it('the notification dialog takes another width as a prop', async () => {
    renderDialog(<NotificationDialog opened title="T" content="C" width="55%" onClose={() => undefined} />);
    await screen.findByRole('dialog');
    expect(dialogWidth()).toBe('55%');
  });
});

it('the success dialog shows its title and message and confirms with OK', async () => {
  const onOk = vi.fn();
  renderDialog(<SuccessDialog opened title="Tayyor" message="Identifikatsiyadan o‘tdingiz" onOk={onOk} />);
  expect(await screen.findByRole('dialog', { name: 'Tayyor' })).toHaveTextContent('Identifikatsiyadan o‘tdingiz');
  await userEvent.click(screen.getByRole('button', { name: oz.dialog.ok }));
  expect(onOk).toHaveBeenCalledOnce();
});

it('the error dialog offers a retry', async () => {
  const onRetry = vi.fn();
  renderDialog(<ErrorDialog opened message="Shaxs tasdiqlanmadi" onRetry={onRetry} onClose={() => undefined} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Shaxs tasdiqlanmadi');
  await userEvent.click(screen.getByRole('button', { name: oz.dialog.retry }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it('the technical-work notice says authorization is temporarily unavailable', async () => {
  renderDialog(<TechnicalWorkDialog opened onClose={() => undefined} />);
  expect(await screen.findByRole('dialog', { name: oz.dialog.technical_work_title })).toHaveTextContent(
    oz.dialog.technical_work_message,
  );
});

it('the notification dialog shows HTML content with scripts and handlers removed', async () => {
  const html = '<p>Video <b>10:00</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
  renderDialog(<NotificationDialog opened title="Eslatma" content={html} html icon={<span>i</span>} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: /Eslatma/ });
  expect(dialog.querySelector('b')).toHaveTextContent('10:00');
  expect(dialog.querySelector('script')).toBeNull();
  expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
});

it('the notification dialog shows plain content as text', async () => {
  renderDialog(<NotificationDialog opened title="Eslatma" content="<b>x</b>" onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('<b>x</b>');
  expect(dialog.querySelector('b')).toBeNull();
});

describe('help video', () => {
  const SHIPPED = '/help/identification.mp4';
  const tracks = () => [...document.querySelectorAll('track')];
  const defaultTrack = () => tracks().find((track) => track.default);

  afterEach(() => act(() => i18n.changeLanguage('oz')));

  it('plays a video file on request, described, and clears it on close', async () => {
    const { rerender } = renderDialog(<HelpVideoDialog opened url={SHIPPED} onClose={() => undefined} />);
    const video = await screen.findByLabelText(oz.dialog.help_video_title, { selector: 'video' });
    expect(video).toHaveAttribute('src', SHIPPED);
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAccessibleDescription(oz.dialog.help_video_description);
    rerender(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <HelpVideoDialog opened={false} url={SHIPPED} onClose={() => undefined} />
        </MantineProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(document.querySelector('video')).toBeNull());
  });

  it('has captions in every interface language beside the video, those of the current one on', async () => {
    renderDialog(<HelpVideoDialog opened url={SHIPPED} onClose={() => undefined} />);
    await screen.findByLabelText(oz.dialog.help_video_title, { selector: 'video' });
    expect(tracks().map((track) => [track.kind, track.srclang, track.getAttribute('src')])).toEqual([
      ['captions', 'uz-Latn', '/help/identification.oz.vtt'],
      ['captions', 'uz-Cyrl', '/help/identification.uz.vtt'],
      ['captions', 'ru', '/help/identification.ru.vtt'],
    ]);
    expect(defaultTrack()).toHaveAttribute('label', 'O‘zbekcha');
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(defaultTrack()).toHaveAttribute('srclang', 'ru'));
    expect(tracks().filter((track) => track.default)).toHaveLength(1);
    await act(() => i18n.changeLanguage('uz'));
    await waitFor(() => expect(defaultTrack()).toHaveAttribute('src', '/help/identification.uz.vtt'));
  });

  it('plays a configured hosted file, its captions beside it, fetched with CORS', async () => {
    const hosted = 'https://video.example/notary/identification-v2.webm?v=3';
    renderDialog(<HelpVideoDialog opened url={hosted} onClose={() => undefined} />);
    const video = await screen.findByLabelText(oz.dialog.help_video_title, { selector: 'video' });
    expect(video).toHaveAttribute('src', hosted);
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    expect(defaultTrack()).toHaveAttribute('src', 'https://video.example/notary/identification-v2.oz.vtt?v=3');
  });

  it('plays its own file without CORS', async () => {
    renderDialog(<HelpVideoDialog opened url={SHIPPED} onClose={() => undefined} />);
    const video = await screen.findByLabelText(oz.dialog.help_video_title, { selector: 'video' });
    expect(video).not.toHaveAttribute('crossorigin');
  });

  it('embeds a hosted player, which may not start by itself', async () => {
    renderDialog(<HelpVideoDialog opened url="https://video.example/embed/42" onClose={() => undefined} />);
    const player = await screen.findByTitle(oz.dialog.help_video_title);
    expect(player).toHaveProperty('tagName', 'IFRAME');
    expect(player).toHaveAttribute('allow', 'fullscreen');
    expect(player).toHaveAccessibleDescription(oz.dialog.help_video_description);
  });
});

it('the loader overlay covers the app while a task runs', async () => {
  renderDialog(<LoaderOverlay />);
  expect(screen.queryByLabelText(oz.common.loading)).not.toBeInTheDocument();
  let finish: () => void = () => undefined;
  let task: Promise<void> = Promise.resolve();
  act(() => {
    task = withLoader(() => new Promise<void>((resolve) => (finish = resolve)));
  });
  expect(await screen.findByLabelText(oz.common.loading)).toBeInTheDocument();
  await act(async () => {
    finish();
    await task;
  });
  await waitFor(() => expect(screen.queryByLabelText(oz.common.loading)).not.toBeInTheDocument());
});
