import { createHash } from 'node:crypto';
import { catalogues } from '@/lib/i18n';
import verificationOz from '@/locales/verification/oz.json';
import {
  REGISTERED_PDF,
  resetVerificationMocks,
  UNKNOWN_CODE,
  verificationMocks,
  verificationRecord,
  verificationRequests,
} from '@/testing/mocks/handlers/verification';
import { fireEvent, renderApp, screen, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, verification: verificationOz };
const v = oz.verification;
const REGISTERED_HASH = createHash('sha256').update(REGISTERED_PDF).digest('hex');

const pdf = (text: string, name: string) => new File([text], name, { type: 'application/pdf' });

beforeEach(() => {
  resetVerificationMocks();
  verificationMocks.record = verificationRecord({ sha256: REGISTERED_HASH });
});

describe('the verification page', () => {
  it("shows the registry's record to anyone, without a session, and that the journal chain holds", async () => {
    renderApp('/verify/VX-1234');
    expect(await screen.findByRole('heading', { level: 1, name: v.title })).toBeInTheDocument();
    expect(await screen.findByText('2026-0001234')).toBeInTheDocument();
    expect(screen.getByText('18.11.2026')).toBeInTheDocument();
    expect(screen.getByText('Avtotransport vositasi oldi-sotdi shartnomasi')).toBeInTheDocument();
    expect(screen.getByText('Aliyev Rustam Karimovich')).toBeInTheDocument();
    expect(screen.getByText(v.state.registered)).toBeInTheDocument();
    expect(screen.getByText(v.chain.holds_title)).toBeInTheDocument();
    expect(verificationRequests.codes).toEqual(['VX-1234']);
    expect(verificationRequests.authorizations).toEqual([null]);
  });

  it('says that this is the registered document for the same file', async () => {
    const { user } = renderApp('/verify/VX-1234');
    await screen.findByText('2026-0001234');
    await user.upload(screen.getByLabelText(v.file.choose), pdf(REGISTERED_PDF, 'shartnoma.pdf'));
    const verdict = await screen.findByRole('status', { name: v.file.match_title });
    expect(within(verdict).getByText('shartnoma.pdf fayli reyestrda ro‘yxatga olingan hujjat bilan aynan bir xil.')).toBeInTheDocument();
  });

  it('says that a changed file differs from the registered document', async () => {
    const { user } = renderApp('/verify/VX-1234');
    await screen.findByText('2026-0001234');
    await user.upload(screen.getByLabelText(v.file.choose), pdf(`${REGISTERED_PDF} edited`, 'nusxa.pdf'));
    const verdict = await screen.findByRole('alert', { name: v.file.mismatch_title });
    expect(within(verdict).getByText(/nusxa\.pdf fayli reyestrdagi hujjat bilan mos kelmaydi/)).toBeInTheDocument();
    expect(screen.queryByText(v.file.match_title)).not.toBeInTheDocument();
  });

  it('checks a file dropped on the zone', async () => {
    renderApp('/verify/VX-1234');
    await screen.findByText('2026-0001234');
    const zone = screen.getByRole('button', { name: new RegExp(v.file.drop) });
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(REGISTERED_PDF, 'shartnoma.pdf')] } });
    expect(await screen.findByRole('status', { name: v.file.match_title })).toBeInTheDocument();
  });

  it('warns when the journal chain does not hold at the entry', async () => {
    verificationMocks.record = verificationRecord({ sha256: REGISTERED_HASH, chain_holds: false });
    renderApp('/verify/VX-1234');
    expect(await screen.findByRole('alert', { name: v.chain.broken_title })).toBeInTheDocument();
    expect(screen.queryByText(v.chain.holds_title)).not.toBeInTheDocument();
  });

  it('says plainly that an unknown code is not in the registry', async () => {
    renderApp(`/verify/${UNKNOWN_CODE}`);
    expect(await screen.findByRole('alert', { name: v.not_found_title })).toBeInTheDocument();
    expect(screen.queryByLabelText(v.file.choose)).not.toBeInTheDocument();
  });
});
