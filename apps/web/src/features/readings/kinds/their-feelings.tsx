import { NAME_MAX, STORY_MAX } from '@duangdee/contract/reading-kinds';
import { THEIR_FEELINGS_FOCUSES } from '@duangdee/contract/reading-options';
import { GENDERS } from '@duangdee/contract/reading-kinds';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ThaiDateField } from '../../../components/ui/thai-date-field.tsx';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import {
  birthDateError,
  choiceError,
  optionalChoice,
  optionalText,
  textError,
  todayIso,
} from '../lib/form-rules.ts';
import {
  DetailLevelField,
  FormSection,
  labelled,
  type DetailLevel,
  type Gender,
} from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

type Focus = (typeof THEIR_FEELINGS_FOCUSES)[number];

interface TheirFeelingsValues {
  name: string;
  relationship: OptionOf<'relationships'> | '';
  gender: Gender | '';
  ageRange: OptionOf<'ageRanges'> | '';
  knownDuration: OptionOf<'knownDurations'> | '';
  birthDate: string;
  situation: string;
  recent: string;
  yourFeelings: string;
  wantToKnow: Focus[];
  detailLevel: DetailLevel;
  includeAdvice: boolean;
  timeline: boolean;
}

function TheirFeelingsFields({ values, set, errorOf }: FieldsProps<TheirFeelingsValues>) {
  const { t } = useTranslation();
  const none = t('readings.common.notSpecified');
  const story = (field: 'situation' | 'recent' | 'yourFeelings') => (
    <TextAreaField
      label={t(`readings.fields.theirFeelings.${field}`)}
      name={field}
      maxLength={STORY_MAX * 2}
      rows={2}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errorOf(field)}
    />
  );
  return (
    <>
      <FormSection legend={t('readings.fields.theirFeelings.target')}>
        <OptionSelect
          label={t('readings.fields.theirFeelings.relationship')}
          name="relationship"
          placeholder={t('readings.common.choose')}
          required
          options="relationships"
          value={values.relationship}
          onChange={(v) => set('relationship', v)}
          error={errorOf('relationship')}
        />
        <TextField
          label={t('readings.fields.theirFeelings.name')}
          name="name"
          autoComplete="off"
          maxLength={NAME_MAX * 2}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errorOf('name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('readings.fields.theirFeelings.gender')}
            name="gender"
            placeholder={none}
            value={values.gender}
            options={labelled(
              GENDERS.filter((g) => g !== 'unspecified'),
              (g) => t(`readings.options.genders.${g}`),
            )}
            onChange={(v) => set('gender', v)}
          />
          <OptionSelect
            label={t('readings.fields.theirFeelings.ageRange')}
            name="ageRange"
            options="ageRanges"
            value={values.ageRange}
            onChange={(v) => set('ageRange', v)}
          />
        </div>
        <OptionSelect
          label={t('readings.fields.theirFeelings.knownDuration')}
          name="knownDuration"
          options="knownDurations"
          value={values.knownDuration}
          onChange={(v) => set('knownDuration', v)}
        />
        <ThaiDateField
          label={t('readings.fields.theirFeelings.birthDate')}
          name="birthDate"
          max={todayIso()}
          value={values.birthDate}
          onChange={(value) => set('birthDate', value)}
          error={errorOf('birthDate')}
        />
      </FormSection>
      <FormSection legend={t('readings.fields.theirFeelings.story')}>
        {story('situation')}
        {story('recent')}
        {story('yourFeelings')}
      </FormSection>
      <FormSection legend={t('readings.fields.sections.their-feelings')}>
        <CheckboxGroup
          legend={t('readings.fields.theirFeelings.wantToKnow')}
          name="wantToKnow"
          values={values.wantToKnow}
          options={labelled(THEIR_FEELINGS_FOCUSES, (v) =>
            t(`readings.options.theirFeelingsFocuses.${v}`),
          )}
          onChange={(v) => set('wantToKnow', v)}
          error={errorOf('wantToKnow')}
        />
        <div className="flex flex-col">
          <CheckboxField
            label={t('readings.fields.theirFeelings.includeAdvice')}
            name="includeAdvice"
            checked={values.includeAdvice}
            onChange={(v) => set('includeAdvice', v)}
          />
          <CheckboxField
            label={t('readings.fields.theirFeelings.timeline')}
            name="timeline"
            checked={values.timeline}
            onChange={(v) => set('timeline', v)}
          />
        </div>
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      </FormSection>
    </>
  );
}

export const theirFeelingsForm: ReadingFormDefinition<'their-feelings', TheirFeelingsValues> = {
  kind: 'their-feelings',
  initial: () => ({
    name: '',
    relationship: '',
    gender: '',
    ageRange: '',
    knownDuration: '',
    birthDate: '',
    situation: '',
    recent: '',
    yourFeelings: '',
    wantToKnow: [],
    detailLevel: 'detailed',
    includeAdvice: true,
    timeline: false,
  }),
  validate: (v) => ({
    relationship: choiceError(v.relationship, true),
    name: textError(v.name, { max: NAME_MAX }),
    birthDate: birthDateError(v.birthDate),
    situation: textError(v.situation, { max: STORY_MAX }),
    recent: textError(v.recent, { max: STORY_MAX }),
    yourFeelings: textError(v.yourFeelings, { max: STORY_MAX }),
    wantToKnow: v.wantToKnow.length === 0 ? { key: 'wantToKnow' } : undefined,
  }),
  toBody: (v) => ({
    target_person: {
      name: optionalText(v.name),
      // The check above makes sure one was chosen.
      relationship: v.relationship || 'friend',
      gender: optionalChoice(v.gender),
      age_range: optionalChoice(v.ageRange),
      known_duration: optionalChoice(v.knownDuration),
      birth_date: v.birthDate || undefined,
    },
    context: {
      specific_situation: optionalText(v.situation),
      recent_interactions: optionalText(v.recent),
      your_feelings: optionalText(v.yourFeelings),
      question_focus: v.wantToKnow,
    },
    reading_preferences: {
      detail_level: v.detailLevel,
      include_advice: v.includeAdvice,
      timeline_prediction: v.timeline,
    },
  }),
  Fields: TheirFeelingsFields,
  serverFields: {
    'target_person.relationship': 'relationship',
    'target_person.name': 'name',
    'target_person.birth_date': 'birthDate',
    'context.specific_situation': 'situation',
    'context.recent_interactions': 'recent',
    'context.your_feelings': 'yourFeelings',
    'context.question_focus': 'wantToKnow',
  },
};

export const view: ReadingKindView = {
  kind: 'their-feelings',
  order: 8,
  Screen: formFlow(theirFeelingsForm),
  drawing: (
    <>
      <path d="M5 10a6 5 0 0 1 6-5h2a6 5 0 0 1 0 10h-3l-4 3v-3.7A5 5 0 0 1 5 10Z" />
      <circle cx="5" cy="20" r="1.2" />
    </>
  ),
};
