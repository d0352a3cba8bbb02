import type { ActPublic } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { actMocks, actRequests, DRAFT_UUID, resetActMocks } from '@/testing/mocks/handlers/acts';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The shared texts with this feature's own (typed from its catalogue file). */
const oz = { ...catalogues.oz, acts: actsOz };
const terms = oz.acts.terms;
const session = { session: {} };
const GENERAL_POWER = 11651;
const MINOR_TRAVEL = 15034;
/** Country names as the browser gives them in Uzbek (Latin), the language the tests run in. */
const countryName = (code: string) => new Intl.DisplayNames(['uz-Latn'], { type: 'region' }).of(code) ?? code;

/** The draft with what the test needs: by default the applicant may still set its terms. */
function draft(patch: Partial<ActPublic> = {}): void {
  const base = actMocks.acts.get(DRAFT_UUID) as ActPublic;
  actMocks.acts.set(DRAFT_UUID, { ...base, changes: ['parties', 'subjects', 'terms', 'notes'], ...patch });
}

const powerDraft = (patch: Partial<ActPublic> = {}) =>
  draft({ type: GENERAL_POWER, terms_groups: ['power'], rights: ['represent', 'courts', 'sell'], ...patch });

async function openTerms() {
  const view = renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
  await view.user.click(await screen.findByRole('tab', { name: oz.acts.details.tabs.terms }));
  return view;
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: terms.set }));
  return screen.findByRole('dialog', { name: terms.title });
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const combobox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('combobox', { name });

async function choose(user: ReturnType<typeof renderApp>['user'], combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  resetActMocks();
});

describe('the terms tab', () => {
  it('is not there for an act type without terms', async () => {
    draft();
    renderApp(`/enotarial_act/${DRAFT_UUID}`, session);
    expect(await screen.findByRole('tab', { name: oz.acts.details.tabs.subjects })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: oz.acts.details.tabs.terms })).not.toBeInTheDocument();
  });

  it("offers the rights the server lists; a disposal right sends its property and whether it may be delegated", async () => {
    powerDraft();
    const { user } = await openTerms();
    expect(screen.getByText(terms.not_set)).toBeInTheDocument();
    const dialog = await openDialog(user);
    const rights = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('[role="group"]')?.getAttribute('aria-label'));
    expect(rights).toEqual([terms.rights.represent, terms.rights.courts, terms.rights.sell]);

    await user.type(textbox(dialog, terms.power.term_from), '01122026');
    await user.type(textbox(dialog, terms.power.term_to), '01122027');
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    expect(await within(dialog).findByText(terms.errors.rights_required)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: terms.rights.represent }));
    await user.click(within(dialog).getByRole('checkbox', { name: terms.rights.sell }));
    const sell = within(dialog).getByRole('group', { name: terms.rights.sell });
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    expect(await within(sell).findByText(terms.errors.required)).toBeInTheDocument();
    expect(actRequests.terms).toHaveLength(0);

    await choose(user, combobox(sell, terms.power.property), oz.acts.subjects_tab.kind.other);
    await user.click(within(sell).getByRole('checkbox', { name: terms.power.delegation }));
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(actRequests.terms).toEqual([
      {
        uuid: DRAFT_UUID,
        body: {
          power: {
            term_from: '2026-12-01',
            term_to: '2027-12-01',
            grants: [
              { right: 'represent', delegation: false },
              { right: 'sell', delegation: true, property: 'other' },
            ],
            main: null,
          },
        },
      },
    ]);
    const power = await screen.findByRole('region', { name: terms.groups.power });
    expect(within(power).getByText('01.12.2026 – 01.12.2027')).toBeInTheDocument();
    expect(within(power).getByText(terms.rights.represent)).toBeInTheDocument();
    expect(
      within(power).getByText(`${terms.rights.sell} (${oz.acts.subjects_tab.kind.other}), ${terms.power.with_delegation}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: terms.edit })).toBeInTheDocument();
  });

  it("shows the server's refusal as it is and keeps the dialog open with what was typed", async () => {
    powerDraft();
    const text = 'Bosh ishonchnoma ko‘chmas mulk yoki avtotransport vositalarini tasarruf etish huquqini bera olmaydi';
    actMocks.termsRefusal = { status: 400, text };
    const { user } = await openTerms();
    const dialog = await openDialog(user);
    await user.type(textbox(dialog, terms.power.term_from), '01122026');
    await user.type(textbox(dialog, terms.power.term_to), '01122027');
    await user.click(within(dialog).getByRole('checkbox', { name: terms.rights.sell }));
    const sell = within(dialog).getByRole('group', { name: terms.rights.sell });
    await choose(user, combobox(sell, terms.power.property), oz.acts.subjects_tab.kind.realty);
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(terms.refused);
    expect(alert).toHaveTextContent(text);
    expect(actRequests.terms[0]?.body.power?.grants).toEqual([{ right: 'sell', delegation: false, property: 'realty' }]);
    expect(screen.getByRole('dialog', { name: terms.title })).toBeInTheDocument();
    expect(textbox(dialog, terms.power.term_from)).toHaveValue('01.12.2026');
    expect(screen.getByText(terms.not_set)).toBeInTheDocument();
  });

  it("sends a minor's travel to the countries chosen, from Uzbekistan by default", async () => {
    draft({ type: MINOR_TRAVEL, terms_groups: ['travel'] });
    const { user } = await openTerms();
    const dialog = await openDialog(user);
    expect(combobox(dialog, terms.travel.departure_country)).toHaveValue(countryName('UZ'));
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    expect(await within(dialog).findByText(terms.errors.destinations_required)).toBeInTheDocument();

    const destinations = within(dialog).getByLabelText(terms.travel.destinations);
    await user.type(destinations, countryName('TR'));
    // The departure select keeps its own options in the page: the one to click is in the list this field opened.
    const listbox = document.getElementById(destinations.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: countryName('TR'), hidden: true }));
    await choose(user, combobox(dialog, terms.travel.purpose), terms.purpose.tourism);
    await user.type(textbox(dialog, terms.travel.date_from), '01072027');
    await user.type(textbox(dialog, terms.travel.date_to), '31072027');
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body).toEqual({
      travel: {
        departure_country: 'UZ',
        destinations: ['TR'],
        all_countries: false,
        purpose: 'tourism',
        other_purpose: null,
        date_from: '2027-07-01',
        date_to: '2027-07-31',
        selfdep: false,
      },
    });
    const travel = await screen.findByRole('region', { name: terms.groups.travel });
    expect(within(travel).getByText(countryName('TR'))).toBeInTheDocument();
    expect(within(travel).getByText(terms.purpose.tourism)).toBeInTheDocument();
  });

  it('sends all countries instead of a list, with another purpose in words', async () => {
    draft({ type: MINOR_TRAVEL, terms_groups: ['travel'] });
    const { user } = await openTerms();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: terms.travel.all_countries }));
    expect(within(dialog).getByLabelText(terms.travel.destinations)).toBeDisabled();
    await choose(user, combobox(dialog, terms.travel.purpose), terms.purpose.other);
    await user.type(textbox(dialog, terms.travel.other_purpose), 'Olimpiada');
    await user.type(textbox(dialog, terms.travel.date_from), '01072027');
    await user.type(textbox(dialog, terms.travel.date_to), '31072027');
    await user.click(within(dialog).getByRole('checkbox', { name: terms.travel.selfdep }));
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body.travel).toMatchObject({
      destinations: [],
      all_countries: true,
      purpose: 'other',
      other_purpose: 'Olimpiada',
      selfdep: true,
    });
    const travel = await screen.findByRole('region', { name: terms.groups.travel });
    expect(within(travel).getByText(terms.travel.all_countries)).toBeInTheDocument();
    expect(within(travel).getByText('Olimpiada')).toBeInTheDocument();
  });

  it("sends a pledge's credit with its sum to the tiyin and shows it as money", async () => {
    draft({ type: 9, terms_groups: ['credit'] });
    const { user } = await openTerms();
    const dialog = await openDialog(user);
    await user.type(textbox(dialog, terms.credit.number), 'KR-2026/15');
    await user.type(textbox(dialog, terms.credit.date), '15102026');
    await user.type(textbox(dialog, terms.credit.sum), '150000000.5');
    await user.type(textbox(dialog, terms.credit.percent), '24,5');
    await user.type(textbox(dialog, terms.credit.term_months), '36');
    await user.type(textbox(dialog, terms.credit.purpose), 'Uy-joy xaridi');
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body).toEqual({
      credit: {
        number: 'KR-2026/15',
        date: '2026-10-15',
        sum: '150000000.50',
        percent: 24.5,
        term_months: 36,
        purpose: 'Uy-joy xaridi',
      },
    });
    const credit = await screen.findByRole('region', { name: terms.groups.credit });
    expect(within(credit).getByText('150 000 000,50 so‘m')).toBeInTheDocument();
    expect(within(credit).getByText('36 oy')).toBeInTheDocument();
  });

  it('sends the sections of a marriage contract, as many as were added', async () => {
    draft({ type: 11771, terms_groups: ['marriage'] });
    const { user } = await openTerms();
    const dialog = await openDialog(user);
    const section = (number: number) => within(dialog).getByRole('group', { name: terms.marriage.section.replace('{{number}}', String(number)) });
    expect(within(section(1)).getByRole('button', { name: terms.marriage.remove_section })).toBeDisabled();
    await user.type(within(section(1)).getByRole('textbox', { name: terms.marriage.section_title }), 'Umumiy mulk');
    await user.type(within(section(1)).getByRole('textbox', { name: terms.marriage.section_text }), 'Nikohda orttirilgan mulk umumiy');
    await user.click(within(dialog).getByRole('button', { name: terms.marriage.add_section }));
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));
    expect(await within(section(2)).findAllByText(terms.errors.required)).toHaveLength(2);
    await user.type(within(section(2)).getByRole('textbox', { name: terms.marriage.section_title }), 'Alohida mulk');
    await user.type(within(section(2)).getByRole('textbox', { name: terms.marriage.section_text }), 'Sovg‘alar alohida');
    await user.click(within(dialog).getByRole('button', { name: terms.submit }));

    await waitFor(() => expect(actRequests.terms).toHaveLength(1));
    expect(actRequests.terms[0]?.body).toEqual({
      marriage: {
        sections: [
          { title: 'Umumiy mulk', text: 'Nikohda orttirilgan mulk umumiy' },
          { title: 'Alohida mulk', text: 'Sovg‘alar alohida' },
        ],
      },
    });
  });

  it('shows the terms read-only once they may no longer change', async () => {
    powerDraft({
      changes: ['notes'],
      terms: {
        power: {
          term_from: '2026-12-01',
          term_to: '2027-12-01',
          grants: [{ right: 'sell', delegation: false, property: 'vehicle' }],
          main: { regnum: '2026-0000777', regdate: '2026-10-01' },
        },
      },
    });
    await openTerms();
    const power = screen.getByRole('region', { name: terms.groups.power });
    expect(within(power).getByText(`${terms.rights.sell} (${oz.acts.subjects_tab.kind.vehicle})`)).toBeInTheDocument();
    expect(within(power).getByText('№ 2026-0000777, 01.10.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: terms.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: terms.set })).not.toBeInTheDocument();
  });

  it('says the terms are not set yet, with nothing to press, when the caller may not set them', async () => {
    powerDraft({ changes: [] });
    await openTerms();
    expect(screen.getByText(terms.not_set)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: terms.set })).not.toBeInTheDocument();
  });
});
