import { useTranslation } from 'react-i18next';
import { optionalChoice } from '../lib/form-rules.ts';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { SELF_SERVER_FIELDS } from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import {
  askerBody,
  askerErrors,
  AskerTopicFields,
  emptyAsker,
  type AskerValues,
} from '../components/forms/asker-topic-fields.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

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

export const view: ReadingKindView = {
  kind: 'career',
  order: 0,
  Screen: formFlow(careerForm),
  drawing: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
};
