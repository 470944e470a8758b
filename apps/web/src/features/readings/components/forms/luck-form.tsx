import { LUCK_FOCUSES } from '@duangdee/contract/readings';
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

interface LuckValues {
  self: PersonValues;
  focus: (typeof LUCK_FOCUSES)[number] | '';
  question: string;
}

function LuckFields({ values, set, errorOf }: FieldsProps<LuckValues>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t('readings.fields.sections.luck')}>
        <SelectField
          label={t('readings.fields.luck.focus')}
          name="focus"
          placeholder={t('readings.common.notSpecified')}
          value={values.focus}
          options={labelled(LUCK_FOCUSES, (v) => t(`readings.options.luckFocuses.${v}`))}
          onChange={(v) => set('focus', v)}
        />
        <QuestionField
          kind="luck"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
      </FormSection>
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}

export const luckForm: ReadingFormDefinition<'luck', LuckValues> = {
  kind: 'luck',
  initial: () => ({ self: emptyPerson(), focus: '', question: '' }),
  validate: (v) => ({ ...personErrors('self', v.self), question: questionError(v.question) }),
  toBody: (v) => ({
    ...personBody(v.self),
    focus: optionalChoice(v.focus),
    question: optionalText(v.question),
  }),
  Fields: LuckFields,
  serverFields: SELF_SERVER_FIELDS,
};
