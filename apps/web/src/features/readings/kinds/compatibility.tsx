import { useTranslation } from 'react-i18next';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { optionalChoice, optionalText } from '../lib/form-rules.ts';
import {
  emptyPerson,
  FormSection,
  PersonFields,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  type PersonValues,
} from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

interface CompatibilityValues {
  personA: PersonValues;
  personB: PersonValues;
  relationshipType: OptionOf<'relationshipTypes'> | '';
  question: string;
}

function CompatibilityFields({ values, set, errorOf }: FieldsProps<CompatibilityValues>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t('readings.fields.compatibility.personB')}>
        <PersonFields
          prefix="personB"
          value={values.personB}
          onChange={(v) => set('personB', v)}
          errorOf={errorOf}
          labels={{ birthDate: t('readings.fields.compatibility.otherBirthDate') }}
        />
      </FormSection>
      <FormSection
        legend={t('readings.fields.compatibility.personA')}
        hint={t('readings.fields.compatibility.personAHint')}
      >
        <PersonFields
          prefix="personA"
          value={values.personA}
          onChange={(v) => set('personA', v)}
          errorOf={errorOf}
        />
      </FormSection>
      <FormSection legend={t('readings.fields.sections.compatibility')}>
        <OptionSelect
          label={t('readings.fields.compatibility.relationshipType')}
          name="relationshipType"
          options="relationshipTypes"
          value={values.relationshipType}
          onChange={(v) => set('relationshipType', v)}
        />
        <QuestionField kind="compatibility" values={values} set={set} errorOf={errorOf} />
      </FormSection>
    </>
  );
}

export const compatibilityForm: ReadingFormDefinition<'compatibility', CompatibilityValues> = {
  kind: 'compatibility',
  initial: () => ({
    personA: emptyPerson(),
    personB: emptyPerson(),
    relationshipType: 'romantic',
    question: '',
  }),
  validate: (v) => ({
    ...personErrors('personA', v.personA),
    ...personErrors('personB', v.personB, { birthDateRequired: true }),
    question: questionError(v.question),
  }),
  toBody: (v) => {
    const personB = personBody(v.personB);
    return {
      person_a: personBody(v.personA),
      person_b: { ...personB, birth_date: personB.birth_date ?? '' },
      relationship_type: optionalChoice(v.relationshipType),
      question: optionalText(v.question),
    };
  },
  Fields: CompatibilityFields,
  serverFields: {
    'person_a.birth_date': 'personA.birthDate',
    'person_a.birth_time': 'personA.birthTime',
    'person_a.name': 'personA.name',
    'person_b.birth_date': 'personB.birthDate',
    'person_b.birth_time': 'personB.birthTime',
    'person_b.name': 'personB.name',
    question: 'question',
  },
};

export const view: ReadingKindView = {
  kind: 'compatibility',
  order: 1,
  Screen: formFlow(compatibilityForm),
  drawing: (
    <>
      <circle cx="9" cy="12" r="5.5" />
      <circle cx="15" cy="12" r="5.5" />
    </>
  ),
};
