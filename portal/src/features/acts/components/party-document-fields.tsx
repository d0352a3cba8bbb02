import { Select, SimpleGrid } from '@mantine/core';
import { Controller, type UseFormReturn, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedField } from '@/components/form/masked-field';
import { PassportSeriesField } from '@/components/form/passport-fields';
import type { DocumentTypePublic } from '@/lib/api';
import { type DocumentNumberShape, documentNumberShape, type NumberRule } from '@/lib/document-number';
import { useLocalName } from '@/lib/dictionaries';
import type { PartyValues } from '../utils/party-schema';

const TEXTS = 'acts.parties_tab.form';
const ERRORS = 'acts.parties_tab.errors';

/** The number's shape for a document type of the dictionaries (7 digits while they load). */
export function shapeOfType(types: DocumentTypePublic[], documentType: string): DocumentNumberShape {
  const rule = types.find((type) => String(type.id) === documentType)?.numberRule as NumberRule | undefined;
  return documentNumberShape(rule);
}

/** What the hint says of a shape: its lengths in digits, or free text up to a length. */
function useShapeHint(shape: DocumentNumberShape): string {
  const { t } = useTranslation();
  if (!shape.digitsOnly) return t(`${TEXTS}.passnum_hint_free`, { max: shape.maxLength });
  return t(`${TEXTS}.passnum_hint_digits`, { digits: shape.lengths.join(` ${t(`${TEXTS}.or`)} `) });
}

interface PartyDocumentFieldsProps {
  form: UseFormReturn<PartyValues>;
  types: DocumentTypePublic[];
}

/**
 * A person's identity document: its type from the dictionaries (an ID card first), its series and its number, typed
 * through the mask the type's rule gives (docs/contracts/entities.md#input-masks). Another type clears the number.
 */
export function PartyDocumentFields({ form, types }: PartyDocumentFieldsProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const documentType = useWatch({ control: form.control, name: 'documentType' });
  const shape = shapeOfType(types, documentType);
  const hint = useShapeHint(shape);
  const number = useController({ control: form.control, name: 'passnum' });
  const numberError = number.fieldState.error?.message;
  const field = { control: form.control, texts: TEXTS, errors: ERRORS, size: 'md' } as const;
  return (
    <>
      <Controller
        control={form.control}
        name="documentType"
        render={({ field: chosen }) => (
          <Select
            label={t(`${TEXTS}.document_type`)}
            data={types.map((type) => ({ value: String(type.id), label: localName(type.name) }))}
            value={chosen.value}
            onChange={(value) => {
              if (!value || value === chosen.value) return;
              chosen.onChange(value);
              form.setValue('passnum', '');
            }}
            allowDeselect={false}
            required
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PassportSeriesField {...field} name="passserial" onComplete={() => form.setFocus('passnum')} />
        <MaskedField
          key={documentType}
          name="passnum"
          label={t(`${TEXTS}.passnum`)}
          description={hint}
          mask={shape.mask}
          maxLength={shape.maxLength}
          keyboard={shape.keyboard}
          prepareChar={shape.digitsOnly ? undefined : (char) => char.toUpperCase()}
          value={number.field.value}
          error={numberError ? t(`${ERRORS}.${numberError}`) : undefined}
          inputRef={number.field.ref}
          size="md"
          onAccept={number.field.onChange}
          onBlur={number.field.onBlur}
        />
      </SimpleGrid>
    </>
  );
}
