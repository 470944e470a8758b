import { LOVE_STATUSES } from '@duangdee/contract/readings';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { optionalChoice, optionalText } from '../../lib/form-rules.ts';
import {
  emptyPerson,
  FormSection,
  labelled,
  PersonFields,
  personBody,
  personErrors,
  QuestionField,
  questionError,
  SELF_SERVER_FIELDS,
  YouSection,
  type PersonValues,
} from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';

interface LoveValues {
  self: PersonValues;
  status: (typeof LOVE_STATUSES)[number] | '';
  partner: PersonValues;
  question: string;
}

function LoveFields({ values, set, errorOf }: FieldsProps<LoveValues>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t('readings.fields.sections.love')}>
        <SelectField
          label={t('readings.fields.love.status')}
          name="status"
          placeholder={t('readings.common.notSpecified')}
          value={values.status}
          options={labelled(LOVE_STATUSES, (v) => t(`readings.options.loveStatuses.${v}`))}
          onChange={(v) => set('status', v)}
        />
        <QuestionField
          kind="love"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
      </FormSection>
      <FormSection legend={t('readings.fields.love.partner')}>
        <PersonFields
          prefix="partner"
          value={values.partner}
          onChange={(v) => set('partner', v)}
          errorOf={errorOf}
          labels={{
            name: t('readings.fields.love.partnerName'),
            birthDate: t('readings.fields.love.partnerBirthDate'),
          }}
        />
      </FormSection>
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}

/** The partner goes out only when something about them was given. */
function partnerBody(partner: PersonValues) {
  const body = personBody(partner);
  return Object.values(body).some((v) => v !== undefined) ? body : undefined;
}

export const loveForm: ReadingFormDefinition<'love', LoveValues> = {
  kind: 'love',
  initial: () => ({ self: emptyPerson(), status: '', partner: emptyPerson(), question: '' }),
  validate: (v) => ({
    ...personErrors('self', v.self),
    ...personErrors('partner', v.partner),
    question: questionError(v.question),
  }),
  toBody: (v) => ({
    ...personBody(v.self),
    status: optionalChoice(v.status),
    partner: partnerBody(v.partner),
    question: optionalText(v.question),
  }),
  Fields: LoveFields,
  serverFields: {
    ...SELF_SERVER_FIELDS,
    'partner.name': 'partner.name',
    'partner.birth_date': 'partner.birthDate',
    'partner.birth_time': 'partner.birthTime',
  },
};
