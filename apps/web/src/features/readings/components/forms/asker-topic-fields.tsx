import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalText, type FieldErrors } from '../../lib/form-rules.ts';
import {
  emptyPerson,
  FormSection,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  YouSection,
  type PersonValues,
} from '../form-parts.tsx';
import type { FieldsProps } from '../reading-form.tsx';

/** What a topic reading asks of everyone: their own details and an open question. */
export interface AskerValues {
  self: PersonValues;
  question: string;
}

export const emptyAsker = (): AskerValues => ({ self: emptyPerson(), question: '' });

export const askerErrors = (values: AskerValues): FieldErrors => ({
  ...personErrors('self', values.self),
  question: questionError(values.question),
});

/** The asker's details and question as the contract takes them. */
export const askerBody = (values: AskerValues) => ({
  ...personBody(values.self),
  question: optionalText(values.question),
});

type TopicKind = 'career' | 'finance' | 'love' | 'luck' | 'obstacles';

interface AskerTopicFieldsProps extends FieldsProps<AskerValues> {
  kind: TopicKind;
  /** The kind's own fields, above the question. */
  children: ReactNode;
  /** Fields of the topic below the question. */
  afterQuestion?: ReactNode;
  /** Sections between the topic and the asker's own details. */
  sections?: ReactNode;
}

/** A topic reading's fields: its section (own fields, then the question), then the asker. */
export function AskerTopicFields({
  kind,
  values,
  set,
  errorOf,
  children,
  afterQuestion,
  sections,
}: AskerTopicFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t(`readings.fields.sections.${kind}`)}>
        {children}
        <QuestionField kind={kind} values={values} set={set} errorOf={errorOf} />
        {afterQuestion}
      </FormSection>
      {sections}
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}
