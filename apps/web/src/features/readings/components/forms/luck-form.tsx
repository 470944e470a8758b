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

interface LuckValues extends AskerValues {
  focus: OptionOf<'luckFocuses'> | '';
}

function LuckFields(props: FieldsProps<LuckValues>) {
  const { t } = useTranslation();
  const { values, set } = props;
  return (
    <AskerTopicFields kind="luck" {...props}>
      <OptionSelect
        label={t('readings.fields.luck.focus')}
        name="focus"
        options="luckFocuses"
        value={values.focus}
        onChange={(v) => set('focus', v)}
      />
    </AskerTopicFields>
  );
}

export const luckForm: ReadingFormDefinition<'luck', LuckValues> = {
  kind: 'luck',
  initial: () => ({ ...emptyAsker(), focus: '' }),
  validate: askerErrors,
  toBody: (v) => ({ ...askerBody(v), focus: optionalChoice(v.focus) }),
  Fields: LuckFields,
  serverFields: SELF_SERVER_FIELDS,
};
