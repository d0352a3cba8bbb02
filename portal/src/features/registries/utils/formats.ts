import { z } from 'zod';

/** As the registry writes it: digits, Latin letters, "/" and "-" (for example 0001234), at most 32 signs. */
export const registryNumber = z
  .string()
  .trim()
  .min(1, { error: 'registries.errors.regnum_required' })
  .max(32, { error: 'registries.errors.regnum_format' })
  .regex(/^[0-9A-Za-z/-]+$/, { error: 'registries.errors.regnum_format' });

/** Letters of either script, the apostrophes of o‘ and g‘ in all their spellings, hyphens and spaces. */
const NAME_PATTERN = /^[\p{L}'ʻʼ‘’`\- ]+$/u;

export const personName = z
  .string()
  .trim()
  .min(1, { error: 'registries.errors.name_required' })
  .max(64, { error: 'registries.errors.name_letters' })
  .regex(NAME_PATTERN, { error: 'registries.errors.name_letters' });

export const optionalPersonName = z
  .string()
  .trim()
  .max(64, { error: 'registries.errors.name_letters' })
  .refine((text) => text === '' || NAME_PATTERN.test(text), { error: 'registries.errors.name_letters' });
