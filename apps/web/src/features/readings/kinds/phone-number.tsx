import { DEFAULT_COUNTRY_CODE } from '@duangdee/contract/reading-kinds';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { clean, optionalChoice } from '../lib/form-rules.ts';
import { phoneNumberError } from '../lib/phone-number.ts';
import type { ReadingBody } from '../types.ts';
import {
  DetailLevelField,
  FormSection,
  labelled,
  type DetailLevel,
} from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

type Goal = keyof NonNullable<ReadingBody<'phone-number'>['analysis_preferences']>;

/** Spec §7 AnalysisPreferences: what the reading looks at (at least one, spec §5). */
const PHONE_GOALS = [
  'include_career_luck',
  'include_love_luck',
  'include_wealth_luck',
  'include_health_luck',
  'include_personality_analysis',
] as const satisfies readonly Goal[];

/** Thai mobile networks (brand names, the same in every language). */
const CARRIERS = ['AIS', 'TrueMove H', 'dtac', 'NT'] as const;

interface PhoneValues {
  number: string;
  category: OptionOf<'phoneCategories'> | '';
  carrier: (typeof CARRIERS)[number] | '';
  goals: Goal[];
  detailLevel: DetailLevel;
  luckyElements: boolean;
  compatibleNumbers: boolean;
  timeBased: boolean;
}

function PhoneFields({ values, set, errorOf }: FieldsProps<PhoneValues>) {
  const { t } = useTranslation();
  const none = t('readings.common.notSpecified');
  return (
    <>
      <FormSection legend={t('readings.fields.sections.phone-number')}>
        <TextField
          label={t('readings.fields.phone.number')}
          name="number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={40}
          value={values.number}
          onChange={(event) => set('number', event.target.value)}
          error={errorOf('number')}
          hint={t('readings.fields.phone.numberHint')}
        />
        <div className="grid grid-cols-2 gap-3">
          <OptionSelect
            label={t('readings.fields.phone.category')}
            name="category"
            options="phoneCategories"
            value={values.category}
            onChange={(v) => set('category', v)}
          />
          <SelectField
            label={t('readings.fields.phone.carrier')}
            name="carrier"
            placeholder={none}
            value={values.carrier}
            options={labelled(CARRIERS, (v) => v)}
            onChange={(v) => set('carrier', v)}
          />
        </div>
        <CheckboxGroup
          legend={t('readings.fields.phone.goals')}
          name="goals"
          values={values.goals}
          options={labelled(PHONE_GOALS, (v) => t(`readings.options.phoneGoals.${v}`))}
          onChange={(v) => set('goals', v)}
          error={errorOf('goals')}
        />
      </FormSection>
      <FormSection legend={t('readings.fields.phone.extras')}>
        <div className="flex flex-col">
          <CheckboxField
            label={t('readings.fields.phone.luckyElements')}
            name="luckyElements"
            checked={values.luckyElements}
            onChange={(v) => set('luckyElements', v)}
          />
          <CheckboxField
            label={t('readings.fields.phone.compatibleNumbers')}
            name="compatibleNumbers"
            checked={values.compatibleNumbers}
            onChange={(v) => set('compatibleNumbers', v)}
          />
          <CheckboxField
            label={t('readings.fields.phone.timeBased')}
            name="timeBased"
            checked={values.timeBased}
            onChange={(v) => set('timeBased', v)}
          />
        </div>
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      </FormSection>
    </>
  );
}

export const phoneNumberForm: ReadingFormDefinition<'phone-number', PhoneValues> = {
  kind: 'phone-number',
  initial: () => ({
    number: '',
    category: '',
    carrier: '',
    goals: [],
    detailLevel: 'detailed',
    luckyElements: true,
    compatibleNumbers: false,
    timeBased: false,
  }),
  validate: (v) => ({
    number: phoneNumberError(v.number),
    goals: v.goals.length === 0 ? { key: 'phoneGoals' } : undefined,
  }),
  toBody: (v) => ({
    phone_number: {
      number: clean(v.number),
      country_code: DEFAULT_COUNTRY_CODE,
      carrier: optionalChoice(v.carrier),
      category: optionalChoice(v.category),
    },
    analysis_preferences: Object.fromEntries(PHONE_GOALS.map((g) => [g, v.goals.includes(g)])),
    reading_preferences: {
      detail_level: v.detailLevel,
      include_lucky_elements: v.luckyElements,
      include_compatible_numbers: v.compatibleNumbers,
      include_time_based_analysis: v.timeBased,
    },
  }),
  Fields: PhoneFields,
  serverFields: { 'phone_number.number': 'number', analysis_preferences: 'goals' },
};

export const view: ReadingKindView = {
  kind: 'phone-number',
  order: 7,
  Screen: formFlow(phoneNumberForm),
  drawing: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" />
    </>
  ),
};
