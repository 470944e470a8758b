import { CAREER_OBJECTIVES, EXPERIENCE_LEVELS, INDUSTRIES } from '@duangdee/contract/readings';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { optionalChoice, optionalText } from '../../lib/form-rules.ts';
import {
  emptyPerson,
  FormSection,
  labelled,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  SELF_SERVER_FIELDS,
  YouSection,
  type PersonValues,
} from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';

interface CareerValues {
  self: PersonValues;
  industry: (typeof INDUSTRIES)[number] | '';
  experienceLevel: (typeof EXPERIENCE_LEVELS)[number] | '';
  objective: (typeof CAREER_OBJECTIVES)[number] | '';
  question: string;
}

function CareerFields({ values, set, errorOf }: FieldsProps<CareerValues>) {
  const { t } = useTranslation();
  const none = t('readings.common.notSpecified');
  return (
    <>
      <FormSection legend={t('readings.fields.sections.career')}>
        <SelectField
          label={t('readings.fields.career.industry')}
          name="industry"
          placeholder={none}
          value={values.industry}
          options={labelled(INDUSTRIES, (v) => t(`readings.options.industries.${v}`))}
          onChange={(v) => set('industry', v)}
        />
        <SelectField
          label={t('readings.fields.career.experienceLevel')}
          name="experienceLevel"
          placeholder={none}
          value={values.experienceLevel}
          options={labelled(EXPERIENCE_LEVELS, (v) => t(`readings.options.experienceLevels.${v}`))}
          onChange={(v) => set('experienceLevel', v)}
        />
        <SelectField
          label={t('readings.fields.career.objective')}
          name="objective"
          placeholder={none}
          value={values.objective}
          options={labelled(CAREER_OBJECTIVES, (v) => t(`readings.options.careerObjectives.${v}`))}
          onChange={(v) => set('objective', v)}
        />
        <QuestionField
          kind="career"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
      </FormSection>
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}

export const careerForm: ReadingFormDefinition<'career', CareerValues> = {
  kind: 'career',
  initial: () => ({
    self: emptyPerson(),
    industry: '',
    experienceLevel: '',
    objective: '',
    question: '',
  }),
  validate: (v) => ({ ...personErrors('self', v.self), question: questionError(v.question) }),
  toBody: (v) => ({
    ...personBody(v.self),
    industry: optionalChoice(v.industry),
    experience_level: optionalChoice(v.experienceLevel),
    objective: optionalChoice(v.objective),
    question: optionalText(v.question),
  }),
  Fields: CareerFields,
  serverFields: SELF_SERVER_FIELDS,
};
