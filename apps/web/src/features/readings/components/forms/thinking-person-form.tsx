import { KNOWN_DURATIONS, RELATIONSHIPS } from '@duangdee/contract/readings';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { optionalChoice, optionalText } from '../../lib/form-rules.ts';
import {
  DetailLevelField,
  emptyPerson,
  FormSection,
  labelled,
  PersonFields,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  type DetailLevel,
  type PersonValues,
} from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';

interface ThinkingPersonValues {
  target: PersonValues;
  relationship: (typeof RELATIONSHIPS)[number] | '';
  knownDuration: (typeof KNOWN_DURATIONS)[number] | '';
  question: string;
  detailLevel: DetailLevel;
}

function ThinkingPersonFields({ values, set, errorOf }: FieldsProps<ThinkingPersonValues>) {
  const { t } = useTranslation();
  const none = t('readings.common.notSpecified');
  return (
    <>
      <FormSection legend={t('readings.fields.sections.thinking-person')}>
        <QuestionField
          kind="thinking-person"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      </FormSection>
      <FormSection
        legend={t('readings.fields.thinkingPerson.target')}
        hint={t('readings.fields.thinkingPerson.targetHint')}
      >
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('readings.fields.thinkingPerson.relationship')}
            name="relationship"
            placeholder={none}
            value={values.relationship}
            options={labelled(RELATIONSHIPS, (v) => t(`readings.options.relationships.${v}`))}
            onChange={(v) => set('relationship', v)}
          />
          <SelectField
            label={t('readings.fields.thinkingPerson.knownDuration')}
            name="knownDuration"
            placeholder={none}
            value={values.knownDuration}
            options={labelled(KNOWN_DURATIONS, (v) => t(`readings.options.knownDurations.${v}`))}
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
