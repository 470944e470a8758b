import { useTranslation } from 'react-i18next';
import type { OptionOf } from '../../../../i18n/reading-option-sets.ts';
import { optionalChoice } from '../../lib/form-rules.ts';
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

interface FinanceValues extends AskerValues {
  incomeSource: OptionOf<'incomeSources'> | '';
  goal: OptionOf<'financeGoals'> | '';
}

function FinanceFields(props: FieldsProps<FinanceValues>) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <AskerTopicFields kind="finance" {...props}>
      <OptionSelect
        label={t('readings.fields.finance.incomeSource')}
        name="incomeSource"
        options="incomeSources"
        value={values.incomeSource}
        onChange={(v) => set('incomeSource', v)}
      />
      <OptionSelect
        label={t('readings.fields.finance.goal')}
        name="goal"
        options="financeGoals"
        value={values.goal}
        onChange={(v) => set('goal', v)}
      />
    </AskerTopicFields>
  );
}

export const financeForm: ReadingFormDefinition<'finance', FinanceValues> = {
  kind: 'finance',
  initial: () => ({ ...emptyAsker(), incomeSource: '', goal: '' }),
  validate: askerErrors,
  toBody: (v) => ({
    ...askerBody(v),
    income_source: optionalChoice(v.incomeSource),
    goal: optionalChoice(v.goal),
  }),
  Fields: FinanceFields,
  serverFields: SELF_SERVER_FIELDS,
};
