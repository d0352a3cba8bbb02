import { http, HttpResponse } from 'msw';
import type { ActPublic, ActTermsInput, ActTermsOutput, Missing, PartyPublic, PartyRole, Right, SubjectKind, TermsGroup } from '@/lib/api';
import { catalogues } from '@/lib/i18n';
import actsOz from '@/locales/acts/oz.json';
import { clientConfig } from '@/testing/mocks/data';
import { actMocks, actRequests, NEW_UUID, PERSON_PARTY, resetActMocks, stagedAct } from '@/testing/mocks/handlers/acts';
import { partyRequests, resetPartyMocks } from '@/testing/mocks/handlers/act-parties';
import { resetSubjectMocks, subjectRequests } from '@/testing/mocks/handlers/act-subjects';
import { server } from '@/testing/mocks/server';
import { authenticate } from '@/testing/mocks/server-state';
import { choose, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/**
 * The clicks and screens of each act type's quick start, from the act just created to its sending for check, against
 * the budgets of the specification (section 4.6; docs/contracts/entities.md#quick-start-flows). A change that adds a
 * click or a screen to a type's walk fails its row.
 */

const oz = { ...catalogues.oz, acts: actsOz };
const qs = oz.acts.quick_start;
const form = oz.acts.parties_tab.form;
const terms = oz.acts.terms;
const session = { session: {} };
const UUID = '3f1c2a9e-0000-4000-8000-0000000000b1';
const HEADERS = { 'X-App-Version': clientConfig.appVersion };
const YEAR = new Date().getFullYear();

// --- what the server says of each type (server/notary/acts) --------------------------------------------------------

/**
 * One act type as the server makes it: the applicant's role and the roles it may invite (roles.py, in PartyRole's
 * order), those an organisation may take; what it needs before the notary sees it (act_types.NEEDS); its terms groups
 * (act_types.TERMS) and the rights its power offers (act_types.RIGHTS).
 */
interface TypeFacts {
  applicant: PartyRole;
  invited: PartyRole[];
  juridical: PartyRole[];
  needs: { roles: PartyRole[]; subjects: SubjectKind[]; attachment: boolean };
  groups: TermsGroup[];
  rights: Right[];
}

const ANY_PROPERTY: SubjectKind[] = ['vehicle', 'realty', 'other'];
/** sorted(DISPOSAL): the disposals come last, by name. */
const DISPOSALS: Right[] = ['exchange', 'gift', 'pledge', 'sell'];
const NOTHING = { roles: [], subjects: [], attachment: false };

function facts(
  applicant: PartyRole,
  invited: PartyRole[],
  needs: Partial<TypeFacts['needs']>,
  more: Partial<TypeFacts> = {},
): TypeFacts {
  return { applicant, invited, juridical: [], needs: { ...NOTHING, ...needs }, groups: [], rights: [], ...more };
}

const TYPES = {
  1: facts('seller', ['seller', 'buyer'], { roles: ['buyer'], subjects: ['vehicle'] }, { juridical: ['buyer'] }),
  4: facts('donor', ['donor', 'donee'], { roles: ['donee'], subjects: ['vehicle'] }, { juridical: ['donee'] }),
  9: facts('pledgor', ['pledgor', 'pledgee'], { roles: ['pledgee'], subjects: ANY_PROPERTY }, {
    juridical: ['pledgee'],
    groups: ['credit'],
  }),
  101: facts('principal', ['attorney'], { roles: ['attorney'], subjects: ['vehicle'] }, {
    groups: ['power'],
    rights: ['drive', 'register_vehicle', 'inspection', 'insurance', 'represent', 'lease', ...DISPOSALS],
  }),
  105: facts('principal', ['attorney'], { roles: ['attorney'], subjects: ['realty', 'other'] }, {
    groups: ['power'],
    rights: ['manage', 'lease', 'pay_utilities', 'receive_documents', 'represent', ...DISPOSALS],
  }),
  11651: facts('principal', ['attorney'], { roles: ['attorney'] }, {
    groups: ['power'],
    rights: ['represent', 'courts', 'banking', 'receive_payments', 'receive_documents', 'manage', 'pay_utilities', ...DISPOSALS],
  }),
  11680: facts('applicant', [], { attachment: true }, { groups: ['document'] }),
  11771: facts('spouse', ['spouse'], { roles: ['spouse'] }, { groups: ['marriage'] }),
  11944: facts('owner', ['owner', 'resident'], { roles: ['resident'], subjects: ['realty'] }, { groups: ['residence'] }),
  11962: facts('applicant', ['translator'], { roles: ['translator'], attachment: true }, { groups: ['translation'] }),
  12047: facts('heir', ['heir'], {}, { groups: ['renunciation'] }),
  15003: facts('spouse', ['spouse'], { roles: ['spouse'], subjects: ANY_PROPERTY }),
  15034: facts('parent', ['parent', 'child'], { roles: ['child'] }, { groups: ['travel'] }),
  15035: facts('parent', ['parent', 'child', 'escort'], { roles: ['child', 'escort'] }, { groups: ['travel'] }),
  15036: facts('parent', ['parent', 'child'], { roles: ['child'] }, { groups: ['abroad'] }),
} satisfies Record<number, TypeFacts>;
type TypeId = keyof typeof TYPES;

// --- the demo people (docs/contracts/sandbox.md) --------------------------------------------------------------------

interface Person {
  passserial: string;
  passnum: string;
  pin: string;
  phone: string;
}

const DILNOZA_PIN = '41403850230012';
const AZIZ: Person = { passserial: 'AC', passnum: '1111111', pin: '32107830340017', phone: '907654321' };
const SARDOR: Person = { passserial: 'AD', passnum: '2222222', pin: '30501900450028', phone: '901112233' };
const KAMOLA: Person = { passserial: 'AG', passnum: '5555555', pin: '61804100780052', phone: '935556677' };
/** Kamola's birth record names both her parents: the one who does not apply must take part (type_rules._both_parents). */
const PARENTS_OF: Record<string, string[]> = { [KAMOLA.pin]: [DILNOZA_PIN, AZIZ.pin] };

/** Whom Dilnoza invites in each role: her husband where a family act or a trusted person needs him. */
const INVITED: Partial<Record<PartyRole, Person>> = {
  buyer: AZIZ,
  donee: AZIZ,
  attorney: AZIZ,
  spouse: AZIZ,
  parent: AZIZ,
  pledgee: SARDOR,
  resident: SARDOR,
  translator: SARDOR,
  escort: SARDOR,
  child: KAMOLA,
};

/** The parties a type's walk adds: those it needs, and for a child the parent of the birth record who does not apply. */
function partiesOf(type: TypeId): PartyRole[] {
  const { roles } = TYPES[type].needs;
  return roles.includes('child') ? [...roles, 'parent'] : roles;
}

// --- the mock server as the real one answers each type ---------------------------------------------------------------

/** The act as `POST /notarial_act` creates it for Dilnoza: she applies, nothing else is there yet. */
function created(type: TypeId): ActPublic {
  const { applicant, invited, juridical, needs, groups, rights } = TYPES[type];
  const me: PartyPublic = {
    ...PERSON_PARTY,
    id: 1,
    role: applicant,
    pin: DILNOZA_PIN,
    fullname: 'Karimova Dilnoza',
    applicant: true,
    status: 'accepted',
  };
  const groupChanges = groups.length > 0 ? (['terms'] as const) : [];
  const paperChanges = needs.attachment ? (['attachment'] as const) : [];
  return {
    ...stagedAct(UUID, 1, []),
    type,
    state: 'draft',
    parties: [me],
    subjects: [],
    terms: {},
    terms_groups: groups,
    rights,
    attachment: null,
    attachment_needed: needs.attachment,
    needed_roles: needs.roles,
    subject_kinds: needs.subjects,
    party_roles: invited,
    juridical_roles: juridical,
    // lifecycle._changes of the applicant at step 1.
    changes: ['parties', 'subjects', ...groupChanges, ...paperChanges, 'notes'],
  };
}

/** type_rules.missing: what the act still needs, from its type's needs and what the walk has added so far. */
function missingOf(act: ActPublic): Missing[] {
  const { needs, groups } = TYPES[act.type as TypeId];
  const found: Missing[] = groups.every((group) => act.terms[group]) ? [] : [{ item: 'terms', role: null }];
  const roles = new Set(act.parties.map((party) => party.role));
  found.push(...needs.roles.filter((role) => !roles.has(role)).map((role) => ({ item: 'party' as const, role })));
  if (needs.subjects.length > 0 && !act.subjects.some((subject) => needs.subjects.includes(subject.kind))) {
    found.push({ item: 'subject', role: null });
  }
  if (needs.attachment && !act.attachment) found.push({ item: 'attachment', role: null });
  return found;
}

/**
 * The act as the server answers its applicant while preparing it. Each invited party answers its SMS link from its own
 * phone (a child is never asked): those are not the applicant's clicks, so here they have answered by the next read.
 * The actions are workflow.available's for the applicant at step 1, sending only once every party has accepted.
 */
function preparing(act: ActPublic): ActPublic {
  const parties = act.parties.map((party) => (party.status === null ? { ...party, status: 'accepted' as const } : party));
  const actions = [
    ...(parties.every((party) => party.status === 'accepted') ? ['send_for_check'] : []),
    'delete',
    ...(parties.some((party) => !party.applicant) ? ['resend_invitation'] : []),
    'change_notary',
  ];
  return { ...act, parties, actions, missing: missingOf(act) };
}

/** type_rules._complete's refusal of the first thing missing, in the server's words (locales/act_terms). */
const INCOMPLETE: Record<Missing['item'], string> = {
  terms: "Notarial harakatning shartlarini to'ldiring",
  party: "Ishtirokchini qo'shing: {role}",
  subject: "Notarial harakatning predmetini (mol-mulkni) qo'shing",
  attachment: 'Tasdiqlanadigan hujjatni ilova qiling',
};

/** The blocks sending checks again (type_rules._complete, _both_parents), in the server's words (a role in the portal's). */
function blockOf(act: ActPublic): string | null {
  const [first] = missingOf(act);
  if (first) return INCOMPLETE[first.item].replace('{role}', first.role ? oz.acts.roles[first.role] : '');
  const pins = new Set(act.parties.map((party) => party.pin));
  const child = act.parties.find((party) => party.role === 'child');
  const absent = child && (PARENTS_OF[child.pin] ?? []).find((pin) => !pins.has(pin));
  return absent ? `Bolaning ikkinchi ota-onasi (JShShIR ${absent}) ishtirokchi sifatida qo'shilishi va rozilik berishi kerak` : null;
}

function answer(request: Request, act: ActPublic) {
  const fresh = authenticate(request);
  if (!fresh) return HttpResponse.json({ message: 'Access Denied', requestId: 'test' }, { status: 403, headers: HEADERS });
  return HttpResponse.json(act, { headers: HEADERS });
}

/** The act changed as `change` says, kept, and answered as the server reads it afresh (its `missing` too). */
function changed(request: Request, change: (act: ActPublic) => ActPublic) {
  const act = change(actMocks.acts.get(UUID) as ActPublic);
  // Once sent, nothing is asked of the applicant any more (lifecycle._editing).
  const seen = act.step === 1 ? preparing(act) : { ...act, missing: [], party_roles: [], juridical_roles: [] };
  actMocks.acts.set(UUID, seen);
  return answer(request, seen);
}

/** Sums and percents as the server keeps them: decimal strings. */
function termsKept(body: ActTermsInput): ActTermsOutput {
  const { credit, ...rest } = body;
  return { ...rest, credit: credit ? { ...credit, sum: Number(credit.sum).toFixed(2), percent: Number(credit.percent).toFixed(2) } : null };
}

/**
 * This test's act as the server answers it: every read and every change of its terms or paper answers the act as it
 * now is (the shared handlers answer the parties and subjects, which the portal reads again after); other acts and
 * calls are the shared handlers'.
 */
const serverOfTypes = [
  http.get('/api/notarial_act/:uuid', ({ request, params }) => (params.uuid === UUID ? changed(request, (act) => act) : undefined)),
  http.put('/api/notarial_act/:uuid/terms', async ({ request, params }) => {
    if (params.uuid !== UUID) return undefined;
    const body = (await request.json()) as ActTermsInput;
    actRequests.terms.push({ uuid: UUID, body });
    return changed(request, (act) => ({ ...act, terms: { ...act.terms, ...termsKept(body) } }));
  }),
  http.put('/api/notarial_act/:uuid/attachment', async ({ request, params }) => {
    if (params.uuid !== UUID) return undefined;
    const size = (await request.arrayBuffer()).byteLength;
    actRequests.attachments.push({ uuid: UUID, type: request.headers.get('Content-Type') ?? '', size });
    return changed(request, (act) => ({ ...act, attachment: { sha256: 'ab'.repeat(32), size } }));
  }),
  http.post('/api/notarial_act/:uuid/actions/send_for_check', ({ params }) => {
    const act = actMocks.acts.get(String(params.uuid));
    const block = params.uuid === UUID && act ? blockOf(act) : null;
    if (block) return new HttpResponse(block, { status: 400, headers: { ...HEADERS, 'Content-Type': 'text/plain' } });
    return undefined;
  }),
];

// --- the walk, its clicks counted ----------------------------------------------------------------------------------

type Step = keyof typeof qs.steps;
type User = ReturnType<typeof renderApp>['user'];

/**
 * The citizen's clicks: a button, a radio or a checkbox is one; a select is two (opened, option picked), as is a file
 * (the chooser opened, the file picked). Typing is not clicking.
 */
function walker(user: User) {
  const walk = {
    clicks: 0,
    async click(element: Element) {
      walk.clicks += 1;
      await user.click(element);
    },
    async choose(label: string, option: string, scope: HTMLElement) {
      walk.clicks += 2;
      await choose(user, label, option, scope);
    },
    async upload(input: HTMLInputElement, file: File) {
      walk.clicks += 2;
      await user.upload(input, file);
    },
  };
  return walk;
}
type Walk = ReturnType<typeof walker>;

/**
 * The create dialog, reached from the type's link (the catalogue's "create act", the kiosk menu:
 * `enotarial_act/-1?type=…&quick=1`), has the type chosen and the notary automatic: its one click is "create". The
 * test below makes it; each walk starts on the quick start it opens.
 */
const CREATE_CLICKS = 1;

const STEP_OF_LABEL = new Map(Object.entries(qs.steps).map(([step, label]) => [label, step as Step]));

/** The screen the quick start shows: its stepper marks it. */
function currentStep(): Step | undefined {
  const label = document.querySelector('[aria-current="step"] .mantine-Stepper-stepLabel')?.textContent;
  return label ? STEP_OF_LABEL.get(label) : undefined;
}

const missingText = (item: Missing) => qs.missing[item.item].replace('{{role}}', item.role ? oz.acts.roles[item.role] : '');

/** What the screen lists as still missing here: the server's items of this screen. */
function shownMissing(): string[] {
  const list = screen.queryByRole('list', { name: qs.missing.title });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

const SCREEN_OF: Record<Missing['item'], Step> = { subject: 'subject', party: 'parties', terms: 'terms', attachment: 'terms' };

const OWN: Record<SubjectKind, string> = {
  vehicle: '01A123BC — Chevrolet Cobalt',
  realty: '10:01:02:03:0004:0005 — Kvartira',
  other: '',
};

async function pickSubject(walk: Walk, type: TypeId) {
  // The form starts on the first kind the type takes; the registries offer Dilnoza's own of it.
  const kind = TYPES[type].needs.subjects[0] as 'vehicle' | 'realty';
  const own = await screen.findByRole('radiogroup', { name: oz.acts.subjects_tab.own[`label_${kind}`] });
  await walk.click(within(own).getByRole('radio', { name: OWN[kind] }));
  await walk.click(screen.getByRole('button', { name: oz.acts.subjects_tab.add.submit }));
  await waitFor(() => expect(subjectRequests.adds).toHaveLength(1));
  expect(subjectRequests.adds[0]?.body.kind).toBe(kind);
}

async function addParty(walk: Walk, user: User, role: PartyRole) {
  const person = INVITED[role] as Person;
  const added = partyRequests.adds.length;
  await walk.click(await screen.findByRole('button', { name: oz.acts.parties_tab.add }));
  const dialog = await screen.findByRole('dialog', { name: oz.acts.parties_tab.add_title });
  // The role comes chosen when the type lets the applicant invite one role only.
  if (within(dialog).getByRole('combobox', { name: form.role }).getAttribute('value') !== oz.acts.roles[role]) {
    await walk.choose(form.role, oz.acts.roles[role], dialog);
  }
  await user.type(within(dialog).getByLabelText(form.passserial, { exact: false }), person.passserial);
  await user.type(within(dialog).getByLabelText(form.passnum, { exact: false }), person.passnum);
  await user.type(within(dialog).getByLabelText(form.pin, { exact: false }), person.pin);
  await user.type(within(dialog).getByLabelText(form.phone, { exact: false }), person.phone);
  if (role === 'translator') {
    // The portal asks a translator's languages (party-schema.languagesAsked), behind "more details".
    await walk.click(within(dialog).getByRole('checkbox', { name: form.more }));
    await walk.choose(form.translate_from, terms.language.en, dialog);
    await walk.choose(form.translate_to, terms.language.oz, dialog);
  }
  await walk.click(within(dialog).getByRole('button', { name: form.next }));
  const confirm = await screen.findByRole('dialog', { name: oz.acts.parties_tab.confirm_title });
  await walk.click(within(confirm).getByRole('button', { name: oz.acts.parties_tab.confirm_send }));
  await waitFor(() => expect(partyRequests.adds).toHaveLength(added + 1));
  expect(partyRequests.adds[added]?.body).toMatchObject({ role, pin: person.pin, phone: person.phone });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

type Fill = (walk: Walk, user: User, dialog: HTMLElement, type: TypeId) => Promise<void>;

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Each group's required fields, and nothing more. */
const FILL: Record<TermsGroup, Fill> = {
  credit: async (_walk, user, dialog) => {
    await user.type(textbox(dialog, terms.credit.number), 'KR-2026/15');
    await user.type(textbox(dialog, terms.credit.date), `1510${YEAR - 1}`);
    await user.type(textbox(dialog, terms.credit.sum), '150000000');
    await user.type(textbox(dialog, terms.credit.percent), '24');
    await user.type(textbox(dialog, terms.credit.term_months), '36');
    await user.type(textbox(dialog, terms.credit.purpose), 'Avtomobil xaridi');
  },
  power: async (walk, user, dialog, type) => {
    await user.type(textbox(dialog, terms.power.term_from), `0101${YEAR + 1}`);
    await user.type(textbox(dialog, terms.power.term_to), `0101${YEAR + 2}`);
    // One right, the first the type offers (not a disposal, which would also ask of what property).
    await walk.click(within(dialog).getByRole('checkbox', { name: terms.rights[TYPES[type].rights[0] as Right] }));
  },
  travel: async (walk, user, dialog) => {
    // From Uzbekistan (the form's default) to one country, for a month.
    await walk.choose(terms.travel.destinations, new Intl.DisplayNames(['uz-Latn'], { type: 'region' }).of('TR') ?? 'TR', dialog);
    await walk.choose(terms.travel.purpose, terms.purpose.tourism, dialog);
    await user.type(textbox(dialog, terms.travel.date_from), `0107${YEAR + 1}`);
    await user.type(textbox(dialog, terms.travel.date_to), `3107${YEAR + 1}`);
  },
  marriage: async (_walk, user, dialog) => {
    await user.type(textbox(dialog, terms.marriage.section_title), 'Umumiy mulk');
    await user.type(textbox(dialog, terms.marriage.section_text), 'Nikohda orttirilgan mulk umumiy');
  },
  translation: async (walk, user, dialog) => {
    await user.type(textbox(dialog, terms.translation.document_title), 'Diplom');
    await walk.choose(terms.translation.translate_from, terms.language.en, dialog);
    await walk.choose(terms.translation.translate_to, terms.language.oz, dialog);
  },
  renunciation: async (_walk, user, dialog) => {
    await user.type(textbox(dialog, terms.renunciation.case_number), 'INH-2025-0042');
  },
  // Permanent: nothing to give.
  residence: async () => undefined,
  document: async (_walk, user, dialog) => {
    await user.type(textbox(dialog, terms.document.title), 'Ishonch xati');
  },
  abroad: async (walk, _user, dialog) => {
    await walk.choose(terms.abroad.country, new Intl.DisplayNames(['uz-Latn'], { type: 'region' }).of('KZ') ?? 'KZ', dialog);
  },
};

async function setTerms(walk: Walk, user: User, type: TypeId) {
  await walk.click(screen.getByRole('button', { name: terms.set }));
  const dialog = await screen.findByRole('dialog', { name: terms.title });
  for (const group of TYPES[type].groups) await FILL[group](walk, user, dialog, type);
  await walk.click(within(dialog).getByRole('button', { name: terms.submit }));
  await waitFor(() => expect(actRequests.terms).toHaveLength(1));
  expect(Object.keys(actRequests.terms[0]?.body ?? {})).toEqual(TYPES[type].groups);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function attach(walk: Walk) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await walk.upload(input, new File([new Uint8Array([37, 80, 68, 70, 45])], 'hujjat.pdf', { type: 'application/pdf' }));
  await walk.click(screen.getByRole('button', { name: oz.acts.attachment.attach }));
  await waitFor(() => expect(actRequests.attachments).toHaveLength(1));
}

async function fillScreen(walk: Walk, user: User, type: TypeId, step: Exclude<Step, 'review'>) {
  switch (step) {
    case 'subject':
      return pickSubject(walk, type);
    case 'parties':
      for (const role of partiesOf(type)) await addParty(walk, user, role);
      return;
    case 'terms':
      if (TYPES[type].groups.length > 0) await setTerms(walk, user, type);
      if (TYPES[type].needs.attachment) await attach(walk);
  }
}

/** From the quick start just opened to the act sent for check: the screens seen and the clicks made. */
async function walkThrough(type: TypeId) {
  actMocks.acts.set(UUID, created(type));
  const { user, router } = renderApp(`/enotarial_act/${UUID}/quick_start`, session);
  const walk = walker(user);
  walk.clicks = CREATE_CLICKS;
  const screens: string[] = ['create'];
  await screen.findByRole('button', { name: qs.back });
  for (let step = currentStep(); step !== 'review'; ) {
    if (!step || screens.includes(step)) throw new Error(`the quick start went from ${screens.join(', ')} to ${step}`);
    screens.push(step);
    const here = step;
    // The screen lists what the server still misses of it; the walk gives each.
    const expected = missingOf(actMocks.acts.get(UUID) as ActPublic).filter((item) => SCREEN_OF[item.item] === here);
    expect(shownMissing()).toEqual(expected.map(missingText));
    await fillScreen(walk, user, type, here);
    await waitFor(() => expect(shownMissing()).toEqual([]));
    await walk.click(screen.getByRole('button', { name: qs.next }));
    await waitFor(() => expect(currentStep()).not.toBe(here));
    step = currentStep();
  }
  screens.push('review');

  // Nothing missing, every party has answered: sent with its confirmation, and the act's page takes over.
  expect(missingOf(actMocks.acts.get(UUID) as ActPublic)).toEqual([]);
  expect(screen.queryByRole('list', { name: qs.missing.title })).not.toBeInTheDocument();
  await walk.click(await screen.findByRole('button', { name: oz.acts.actions.send_for_check.label }));
  const prompt = await screen.findByRole('dialog', { name: oz.acts.actions.send_for_check.title });
  await walk.click(within(prompt).getByRole('button', { name: oz.acts.actions.send_for_check.label }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${UUID}`));
  expect(actRequests.actions.map((one) => one.action)).toEqual(['send_for_check']);
  return { screens, clicks: walk.clicks };
}

// --- the budgets ---------------------------------------------------------------------------------------------------

/** Section 4.6's step counts, read as the most screens a type's quick start may show (the create dialog included). */
const BUDGET = { sale: 6, spouseConsent: 5, minorTravel: 6, about: 5, none: null } as const;

/**
 * Each type's walk: its screens and clicks (the create dialog's one click included), and its budget. The pledge,
 * general power of attorney, 11680, 11944 and 11962 have "about 4-5 steps"; 101, 105, 11771 and 12047 have none in the
 * specification; 15036 (its meaning "not shown" there) is a minor's departure, as the others of 1503x.
 */
const WALKS: [TypeId, string, Step[], number, number | null][] = [
  [1, 'vehicle sale', ['subject', 'parties', 'review'], 12, BUDGET.sale],
  [4, 'vehicle gift', ['subject', 'parties', 'review'], 12, BUDGET.sale],
  [9, 'pledge', ['subject', 'parties', 'terms', 'review'], 15, BUDGET.about],
  [101, 'vehicle power of attorney', ['subject', 'parties', 'terms', 'review'], 14, BUDGET.none],
  [105, 'property power of attorney', ['subject', 'parties', 'terms', 'review'], 14, BUDGET.none],
  [11651, 'general power of attorney', ['parties', 'terms', 'review'], 11, BUDGET.about],
  [11680, 'signature certification', ['terms', 'review'], 9, BUDGET.about],
  [11771, 'marriage contract', ['parties', 'terms', 'review'], 10, BUDGET.none],
  [11944, 'residence registration consent', ['subject', 'parties', 'terms', 'review'], 15, BUDGET.about],
  [11962, 'translation certification', ['parties', 'terms', 'review'], 22, BUDGET.about],
  [12047, 'inheritance renunciation', ['terms', 'review'], 6, BUDGET.none],
  [15003, 'spouse consent', ['subject', 'parties', 'review'], 10, BUDGET.spouseConsent],
  [15034, 'minor’s travel', ['parties', 'terms', 'review'], 21, BUDGET.minorTravel],
  [15035, 'minor’s travel with an escort', ['parties', 'terms', 'review'], 26, BUDGET.minorTravel],
  [15036, 'minor’s departure to live abroad', ['parties', 'terms', 'review'], 19, BUDGET.minorTravel],
];

beforeEach(() => {
  resetActMocks();
  resetPartyMocks();
  resetSubjectMocks();
  server.use(...serverOfTypes);
});

describe('the quick start’s budget', () => {
  it('creates the act from its type’s link in one click', async () => {
    const { user, router } = renderApp('/enotarial_act/-1?type=1&quick=1', session);
    const walk = walker(user);
    const dialog = await screen.findByRole('dialog', { name: qs.create_title });
    await walk.click(await within(dialog).findByRole('button', { name: oz.acts.create.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/enotarial_act/${NEW_UUID}/quick_start`));
    expect(actRequests.creates).toEqual([{ type: 1, registration_type: 1, notary: { mode: 'auto' } }]);
    expect(walk.clicks).toBe(CREATE_CLICKS);
  });

  it.each(WALKS)('walks type %i (%s) through the screens %j in %i clicks', async (type, _name, steps, clicks, budget) => {
    const walked = await walkThrough(type);
    expect(walked).toEqual({ screens: ['create', ...steps], clicks });
    if (budget !== null) expect(walked.screens.length).toBeLessThanOrEqual(budget);
  });
});
