import { DETAIL_LEVELS, NAME_MAX, QUESTION_MAX } from '@duangdee/contract/reading-kinds';
import { GENDERS } from '@duangdee/contract/reading-kinds';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ThaiDateField } from '../../../components/ui/thai-date-field.tsx';
import type { Catalogue } from '../../../i18n/th.ts';
import {
  birthDateError,
  birthTimeError,
  optionalChoice,
  optionalText,
  textError,
  todayIso,
  type FieldErrors,
} from '../lib/form-rules.ts';
import type { FieldsProps } from './reading-form.tsx';

export type Gender = (typeof GENDERS)[number];
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

/** A titled group of fields: a fieldset with its legend, drawn as a card. */
export function FormSection({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 dark:bg-indigo-900/70 dark:ring-indigo-800">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-indigo-950 dark:text-amber-100">
        {legend}
      </legend>
      {hint ? (
        <p className="clear-left text-sm text-slate-700 dark:text-indigo-200">{hint}</p>
      ) : null}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

/** A person's details as typed (every one may stay empty). */
export interface PersonValues {
  name: string;
  birthDate: string;
  birthTime: string;
  gender: Gender | '';
}

export const emptyPerson = (): PersonValues => ({
  name: '',
  birthDate: '',
  birthTime: '',
  gender: '',
});

/** The checks of a person's fields, keyed `${prefix}.birthDate` and so on. */
export function personErrors(
  prefix: string,
  person: PersonValues,
  { birthDateRequired = false }: { birthDateRequired?: boolean } = {},
): FieldErrors {
  return {
    [`${prefix}.name`]: textError(person.name, { max: NAME_MAX }),
    [`${prefix}.birthDate`]: birthDateError(person.birthDate, { required: birthDateRequired }),
    [`${prefix}.birthTime`]: birthTimeError(person.birthTime, person.birthDate),
  };
}

/** A person as the contract takes them: only what was given, cleaned. */
export function personBody(person: PersonValues) {
  return {
    name: optionalText(person.name),
    birth_date: person.birthDate || undefined,
    birth_time: person.birthDate && person.birthTime ? person.birthTime : undefined,
    gender: optionalChoice(person.gender),
  };
}

/** Options of a select or checkbox group, labelled from the catalogue. */
export function labelled<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

interface PersonFieldsProps {
  prefix: string;
  value: PersonValues;
  onChange: (value: PersonValues) => void;
  errorOf: (path: string) => string | undefined;
  labels?: { name?: string; birthDate?: string };
}

/** Name, gender, birth date and time of one person. */
export function PersonFields({ prefix, value, onChange, errorOf, labels }: PersonFieldsProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<PersonValues>) => onChange({ ...value, ...patch });
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        className="col-span-2"
        label={labels?.name ?? t('readings.fields.name')}
        name={`${prefix}.name`}
        autoComplete="off"
        maxLength={NAME_MAX * 2}
        value={value.name}
        onChange={(event) => change({ name: event.target.value })}
        error={errorOf(`${prefix}.name`)}
      />
      <ThaiDateField
        className="col-span-2"
        label={labels?.birthDate ?? t('readings.fields.birthDate')}
        name={`${prefix}.birthDate`}
        max={todayIso()}
        value={value.birthDate}
        onChange={(birthDate) => change({ birthDate })}
        error={errorOf(`${prefix}.birthDate`)}
      />
      <TextField
        label={t('readings.fields.birthTime')}
        name={`${prefix}.birthTime`}
        type="time"
        value={value.birthTime}
        onChange={(event) => change({ birthTime: event.target.value })}
        error={errorOf(`${prefix}.birthTime`)}
      />
      <SelectField
        className="col-span-2"
        label={t('readings.fields.gender')}
        name={`${prefix}.gender`}
        value={value.gender}
        placeholder={t('readings.common.notSpecified')}
        options={labelled(
          GENDERS.filter((g) => g !== 'unspecified'),
          (g) => t(`readings.options.genders.${g}`),
        )}
        onChange={(gender) => change({ gender })}
      />
    </div>
  );
}

/** The kinds that ask an open question, each with its own example. */
type QuestionKind = keyof Catalogue['readings']['fields']['questionPlaceholders'];

export function questionError(question: string) {
  return textError(question, { max: QUESTION_MAX });
}

/** The optional question to the fortune teller: the form's `question`, with its error. */
export function QuestionField({
  kind,
  values,
  set,
  errorOf,
  label,
  hint,
}: FieldsProps<{ question: string }> & {
  kind: QuestionKind;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={label ?? t('readings.fields.question')}
      name="question"
      placeholder={t(`readings.fields.questionPlaceholders.${kind}`)}
      maxLength={QUESTION_MAX * 2}
      rows={3}
      value={values.question}
      onChange={(event) => set('question', event.target.value)}
      error={errorOf('question')}
      hint={hint}
    />
  );
}

/** Short, standard or detailed. */
export function DetailLevelField({
  value,
  onChange,
}: {
  value: DetailLevel;
  onChange: (value: DetailLevel) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('readings.fields.detailLevel')}
      name="detailLevel"
      value={value}
      onChange={(level) => onChange(level || 'detailed')}
      options={labelled(DETAIL_LEVELS, (level) => t(`readings.options.detailLevels.${level}`))}
    />
  );
}

/** The asker's own details: optional, the profile fills what is left out. */
export function YouSection({
  value,
  onChange,
  errorOf,
}: {
  value: PersonValues;
  onChange: (value: PersonValues) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormSection legend={t('readings.fields.you')} hint={t('readings.fields.youHint')}>
      <PersonFields prefix="self" value={value} onChange={onChange} errorOf={errorOf} />
    </FormSection>
  );
}

/** Where the server's paths of the asker's own fields land. */
export const SELF_SERVER_FIELDS = {
  name: 'self.name',
  birth_date: 'self.birthDate',
  birth_time: 'self.birthTime',
  question: 'question',
} as const;
