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

export const view: ReadingKindView = {
  kind: 'luck',
  order: 5,
  Screen: formFlow(luckForm),
  drawing: (
    <>
      <path d="M12 12C9 12 7 10 7 7.5a2.5 2.5 0 0 1 5-1 2.5 2.5 0 0 1 5 1C17 10 15 12 12 12Z" />
      <path d="M12 12c0 3-2 5-4.5 5a2.5 2.5 0 0 1-1-5 2.5 2.5 0 0 1 1-5" />
      <path d="M12 12c0 3 2 5 4.5 5a2.5 2.5 0 0 0 1-5" />
      <path d="M12 12c1 4 2 7 4 9" />
    </>
  ),
};
