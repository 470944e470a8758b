import { useTranslation } from 'react-i18next';
import { optionalChoice } from '../../lib/form-rules.ts';
import type { OptionOf } from '../../../../i18n/reading-option-sets.ts';
import { SELF_SERVER_FIELDS } from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';
import {
  askerBody,
  askerErrors,
  AskerTopicFields,
  emptyAsker,
  type AskerValues,
} from './asker-topic-fields.tsx';
import { OptionSelect } from './option-select.tsx';

interface CareerValues extends AskerValues {
  industry: OptionOf<'industries'> | '';
  experienceLevel: OptionOf<'experienceLevels'> | '';
  objective: OptionOf<'careerObjectives'> | '';
}

function CareerFields(props: FieldsProps<CareerValues>) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <AskerTopicFields kind="career" {...props}>
      <OptionSelect
        label={t('readings.fields.career.industry')}
        name="industry"
        options="industries"
        value={values.industry}
        onChange={(v) => set('industry', v)}
      />
      <OptionSelect
        label={t('readings.fields.career.experienceLevel')}
        name="experienceLevel"
        options="experienceLevels"
        value={values.experienceLevel}
        onChange={(v) => set('experienceLevel', v)}
      />
      <OptionSelect
        label={t('readings.fields.career.objective')}
        name="objective"
        options="careerObjectives"
        value={values.objective}
        onChange={(v) => set('objective', v)}
      />
    </AskerTopicFields>
  );
}

export const careerForm: ReadingFormDefinition<'career', CareerValues> = {
  kind: 'career',
  initial: () => ({ ...emptyAsker(), industry: '', experienceLevel: '', objective: '' }),
  validate: askerErrors,
  toBody: (v) => ({
    ...askerBody(v),
    industry: optionalChoice(v.industry),
    experience_level: optionalChoice(v.experienceLevel),
    objective: optionalChoice(v.objective),
  }),
  Fields: CareerFields,
  serverFields: SELF_SERVER_FIELDS,
};
