import { z } from 'zod';
import type { Language, Purpose, Right, SubjectKind } from '@/lib/api';
import { parseDisplayDate } from '@/lib/dates';

/**
 * The terms form: every group an act type may fill, each present only when the act's `terms_groups` lists it. Only
 * what a field needs to be sent is checked here; the rules between fields and parties are the server's (its 400).
 * Messages are catalogue keys.
 */

/** The rights that dispose of property (the API's `Right`: "the last four"): a grant of one names the property. */
export const DISPOSAL_RIGHTS: readonly Right[] = ['sell', 'gift', 'pledge', 'exchange'];
export const PROPERTY_KINDS = ['vehicle', 'realty', 'other'] as const satisfies readonly SubjectKind[];
export const PURPOSES = ['tourism', 'study', 'treatment', 'relatives', 'sport', 'other'] as const satisfies readonly Purpose[];
export const LANGUAGES = ['oz', 'uz', 'ru', 'kaa', 'en', 'de', 'fr', 'tr', 'ko', 'zh', 'ar', 'kk', 'ky', 'tg'] as const satisfies readonly Language[];
const RIGHTS = [
  'represent', 'courts', 'banking', 'receive_payments', 'receive_documents', 'manage', 'lease', 'pay_utilities',
  'drive', 'register_vehicle', 'inspection', 'insurance', 'sell', 'gift', 'pledge', 'exchange',
] as const satisfies readonly Right[];

const E = 'acts.terms.errors';
const REQUIRED = `${E}.required`;

const filled = z.string().trim().min(1, REQUIRED);
const isDay = (text: string) => parseDisplayDate(text) !== null;
/** A day typed as dd.mm.yyyy; it is sent as YYYY-MM-DD. */
const day = z.string().min(1, 'form.date.required').refine(isDay, 'form.date.format');
/** A Mantine number field gives a number, or its text while it is none yet ('' when empty, '24,' mid-typing). */
const figure = z.union([z.number(), z.string()], { error: REQUIRED }).transform((value, context) => {
  const number = typeof value === 'number' ? value : Number(value.replace(/\s/g, '').replace(',', '.'));
  if (value === '' || !Number.isFinite(number)) {
    context.addIssue({ code: 'custom', message: REQUIRED });
    return z.NEVER;
  }
  return number;
});
/** A group's checks between its fields run even while a field of it is empty, so every message shows at once. */
const ALONGSIDE = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };

const CreditSchema = z.object({
  number: filled,
  date: day,
  /** So'm, as the money field gives it. */
  sum: figure,
  percent: figure,
  term_months: figure,
  purpose: filled,
});

const GrantSchema = z
  .object({
    right: z.enum(RIGHTS),
    checked: z.boolean(),
    delegation: z.boolean(),
    property: z.enum(PROPERTY_KINDS).nullable(),
  })
  .superRefine((grant, context) => {
    if (grant.checked && DISPOSAL_RIGHTS.includes(grant.right) && !grant.property) {
      context.addIssue({ code: 'custom', path: ['property'], message: REQUIRED });
    }
  });

const PowerSchema = z
  .object({
    term_from: day,
    term_to: day,
    /** One line for each right the act type offers (`act.rights`), in that order. */
    grants: z.array(GrantSchema).refine((grants) => grants.some((grant) => grant.checked), `${E}.rights_required`),
    delegated: z.boolean(),
    main_regnum: z.string().trim(),
    main_regdate: z.string(),
  })
  .superRefine((power, context) => {
    if (!power.delegated) return;
    if (!power.main_regnum) context.addIssue({ code: 'custom', path: ['main_regnum'], message: REQUIRED });
    if (!power.main_regdate) context.addIssue({ code: 'custom', path: ['main_regdate'], message: 'form.date.required' });
    else if (!isDay(power.main_regdate)) context.addIssue({ code: 'custom', path: ['main_regdate'], message: 'form.date.format' });
  }, ALONGSIDE);

const TravelSchema = z
  .object({
    departure_country: filled,
    destinations: z.array(z.string()),
    all_countries: z.boolean(),
    purpose: z.enum(PURPOSES, { error: REQUIRED }),
    other_purpose: z.string().trim(),
    date_from: day,
    date_to: day,
    selfdep: z.boolean(),
  })
  .superRefine((travel, context) => {
    if (!travel.all_countries && travel.destinations.length === 0) {
      context.addIssue({ code: 'custom', path: ['destinations'], message: `${E}.destinations_required` });
    }
    if (travel.purpose === 'other' && !travel.other_purpose) {
      context.addIssue({ code: 'custom', path: ['other_purpose'], message: REQUIRED });
    }
  }, ALONGSIDE);

const MarriageSchema = z.object({
  sections: z.array(z.object({ title: filled, text: filled })).min(1, `${E}.sections_required`),
});

const TranslationSchema = z.object({
  document_title: filled,
  translate_from: z.enum(LANGUAGES, { error: REQUIRED }),
  translate_to: z.enum(LANGUAGES, { error: REQUIRED }),
});

const RenunciationSchema = z.object({
  case_number: filled,
  /** The heir's party id, '' for none. */
  in_favour_of: z.string(),
});

/** Empty: a permanent registration. */
const ResidenceSchema = z.object({ until: z.string().refine((text) => text === '' || isDay(text), 'form.date.format') });

export const TermsSchema = z.object({
  credit: CreditSchema.optional(),
  power: PowerSchema.optional(),
  travel: TravelSchema.optional(),
  marriage: MarriageSchema.optional(),
  translation: TranslationSchema.optional(),
  renunciation: RenunciationSchema.optional(),
  residence: ResidenceSchema.optional(),
  document: z.object({ title: filled }).optional(),
  abroad: z.object({ country: filled }).optional(),
});

/** As the fields hold them (dates dd.mm.yyyy, a number not yet typed undefined). */
export type TermsValues = z.input<typeof TermsSchema>;
export type TermsParsed = z.output<typeof TermsSchema>;
