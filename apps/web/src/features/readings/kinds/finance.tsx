import { useTranslation } from 'react-i18next';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { optionalChoice } from '../lib/form-rules.ts';
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

export const view: ReadingKindView = {
  kind: 'finance',
  order: 2,
  Screen: formFlow(financeForm),
  drawing: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
};
