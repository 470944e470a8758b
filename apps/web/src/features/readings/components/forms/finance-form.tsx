import { FINANCE_GOALS, INCOME_SOURCES } from '@duangdee/contract/readings';
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

interface FinanceValues {
  self: PersonValues;
  incomeSource: (typeof INCOME_SOURCES)[number] | '';
  goal: (typeof FINANCE_GOALS)[number] | '';
  question: string;
}

function FinanceFields({ values, set, errorOf }: FieldsProps<FinanceValues>) {
  const { t } = useTranslation();
  const none = t('readings.common.notSpecified');
  return (
    <>
      <FormSection legend={t('readings.fields.sections.finance')}>
        <SelectField
          label={t('readings.fields.finance.incomeSource')}
          name="incomeSource"
          placeholder={none}
          value={values.incomeSource}
          options={labelled(INCOME_SOURCES, (v) => t(`readings.options.incomeSources.${v}`))}
          onChange={(v) => set('incomeSource', v)}
        />
        <SelectField
          label={t('readings.fields.finance.goal')}
          name="goal"
          placeholder={none}
          value={values.goal}
          options={labelled(FINANCE_GOALS, (v) => t(`readings.options.financeGoals.${v}`))}
          onChange={(v) => set('goal', v)}
        />
        <QuestionField
          kind="finance"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
      </FormSection>
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}

export const financeForm: ReadingFormDefinition<'finance', FinanceValues> = {
  kind: 'finance',
  initial: () => ({ self: emptyPerson(), incomeSource: '', goal: '', question: '' }),
  validate: (v) => ({ ...personErrors('self', v.self), question: questionError(v.question) }),
  toBody: (v) => ({
    ...personBody(v.self),
    income_source: optionalChoice(v.incomeSource),
    goal: optionalChoice(v.goal),
    question: optionalText(v.question),
  }),
  Fields: FinanceFields,
  serverFields: SELF_SERVER_FIELDS,
};
