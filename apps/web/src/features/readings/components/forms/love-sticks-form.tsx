import { useTranslation } from 'react-i18next';
import { optionalText } from '../../lib/form-rules.ts';
import { QuestionField, questionError } from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';

interface LoveSticksValues {
  question: string;
}

function LoveSticksFields(props: FieldsProps<LoveSticksValues>) {
  const { t } = useTranslation();
  return (
    <QuestionField
      kind="love-sticks"
      label={t('readings.fields.loveSticks.question')}
      hint={t('readings.fields.loveSticks.questionHint')}
      {...props}
    />
  );
}

export const loveSticksForm: ReadingFormDefinition<'love-sticks', LoveSticksValues> = {
  kind: 'love-sticks',
  initial: () => ({ question: '' }),
  validate: (v) => ({ question: questionError(v.question) }),
  toBody: (v) => ({ question: optionalText(v.question) }),
  Fields: LoveSticksFields,
  serverFields: { question: 'question' },
};
