import { useTranslation } from 'react-i18next';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { optionalChoice, optionalText } from '../lib/form-rules.ts';
import {
  DetailLevelField,
  emptyPerson,
  FormSection,
  PersonFields,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  type DetailLevel,
  type PersonValues,
} from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

interface ThinkingPersonValues {
  target: PersonValues;
  relationship: OptionOf<'relationships'> | '';
  knownDuration: OptionOf<'knownDurations'> | '';
  question: string;
  detailLevel: DetailLevel;
}

function ThinkingPersonFields({ values, set, errorOf }: FieldsProps<ThinkingPersonValues>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t('readings.fields.sections.thinking-person')}>
        <QuestionField kind="thinking-person" values={values} set={set} errorOf={errorOf} />
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      </FormSection>
      <FormSection
        legend={t('readings.fields.thinkingPerson.target')}
        hint={t('readings.fields.thinkingPerson.targetHint')}
      >
        <div className="grid grid-cols-2 gap-3">
          <OptionSelect
            label={t('readings.fields.thinkingPerson.relationship')}
            name="relationship"
            options="relationships"
            value={values.relationship}
            onChange={(v) => set('relationship', v)}
          />
          <OptionSelect
            label={t('readings.fields.thinkingPerson.knownDuration')}
            name="knownDuration"
            options="knownDurations"
            value={values.knownDuration}
            onChange={(v) => set('knownDuration', v)}
          />
        </div>
        <PersonFields
          prefix="target"
          value={values.target}
          onChange={(v) => set('target', v)}
          errorOf={errorOf}
          labels={{
            name: t('readings.fields.thinkingPerson.name'),
            birthDate: t('readings.fields.thinkingPerson.birthDate'),
          }}
        />
      </FormSection>
    </>
  );
}

export const thinkingPersonForm: ReadingFormDefinition<'thinking-person', ThinkingPersonValues> = {
  kind: 'thinking-person',
  initial: () => ({
    target: emptyPerson(),
    relationship: '',
    knownDuration: '',
    question: '',
    detailLevel: 'detailed',
  }),
  validate: (v) => ({
    ...personErrors('target', v.target),
    question: questionError(v.question),
  }),
  toBody: (v) => {
    const target = {
      ...personBody(v.target),
      relationship: optionalChoice(v.relationship),
      known_duration: optionalChoice(v.knownDuration),
    };
    const anything = Object.values(target).some((value) => value !== undefined);
    return {
      target_person: anything ? target : undefined,
      question: optionalText(v.question),
      reading_preferences: { detail_level: v.detailLevel },
    };
  },
  Fields: ThinkingPersonFields,
  serverFields: {
    'target_person.name': 'target.name',
    'target_person.birth_date': 'target.birthDate',
    'target_person.birth_time': 'target.birthTime',
    question: 'question',
  },
};

export const view: ReadingKindView = {
  kind: 'thinking-person',
  order: 9,
  Screen: formFlow(thinkingPersonForm),
  drawing: (
    <>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
      <path d="M17 3v3M15.5 4.5h3" />
    </>
  ),
};
