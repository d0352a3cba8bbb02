import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, actRequests, DRAFT_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const texts = oz.acts.attachment;
const session = { session: {} };
const TRANSLATION = 11962;

/** A translation's certification at step 1: its paper to attach, by default while the applicant may still do it. */
function translation(patch: Partial<ActPublic> = {}): void {
  const base = actMocks.acts.get(DRAFT_UUID) as ActPublic;
  actMocks.acts.set(DRAFT_UUID, {
    ...base,
    type: TRANSLATION,
    terms_groups: ['translation'],
    attachment_needed: true,
    attachment: null,
    changes: ['parties', 'terms', 'attachment', 'notes'],
    ...patch,
  });
}

async function openTab() {
  const view = renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.terms }));
  return view;
}

/** Mantine's file field is a button labelled for the reader, beside the hidden input that takes the file. */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const pdf = () => new File([new Uint8Array([37, 80, 68, 70, 45, 49])], 'diplom.pdf', { type: 'application/pdf' });

beforeEach(() => {
  resetActMocks();
});

describe('the attached paper', () => {
  it('is attached as the file itself with its type, and then shown by its fingerprint', async () => {
    translation();
    const { user } = await openTab();
    expect(screen.getByText(texts.none)).toBeInTheDocument();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: texts.attach }));
    // jsdom's File is not the Blob of Node's fetch, so the bytes that arrive here are not the file's: its type is.
    await waitFor(() => expect(actRequests.attachments).toMatchObject([{ uuid: DRAFT_UUID, type: 'application/pdf' }]));
    expect(await screen.findByText('ab'.repeat(32))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.replace })).toBeInTheDocument();
  });

  it("shows the server's refusal as it is", async () => {
    translation();
    actMocks.attachmentRefusal = { status: 400, text: 'Faqat PDF, PNG yoki JPEG fayl ilova qilish mumkin' };
    const { user } = await openTab();
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: texts.attach }));
    expect(await screen.findByText('Faqat PDF, PNG yoki JPEG fayl ilova qilish mumkin')).toBeInTheDocument();
  });

  it('offers the download only, once the act has gone to the notary', async () => {
    translation({ attachment: { sha256: 'cd'.repeat(32), size: 2048 }, changes: ['notes'] });
    await openTab();
    const section = screen.getByRole('heading', { name: texts.title }).parentElement as HTMLElement;
    expect(within(section).getByText('2 KB')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: texts.download })).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.choose)).not.toBeInTheDocument();
  });

  it('is not there for a type that certifies no paper', async () => {
    translation({ attachment_needed: false });
    await openTab();
    expect(screen.queryByRole('heading', { name: texts.title })).not.toBeInTheDocument();
  });
});
