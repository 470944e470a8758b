import { useTranslation } from 'react-i18next';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { optionalChoice } from '../lib/form-rules.ts';
import {
  emptyPerson,
  FormSection,
  PersonFields,
  personBody,
  personErrors,
  SELF_SERVER_FIELDS,
  type PersonValues,
} from '../components/form-parts.tsx';
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

interface LoveValues extends AskerValues {
  status: OptionOf<'loveStatuses'> | '';
  partner: PersonValues;
}

function LoveFields(props: FieldsProps<LoveValues>) {
  const { t } = useTranslation();
  const { values, set, errorOf } = props;
  return (
    <AskerTopicFields
      kind="love"
      {...props}
      sections={
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
      }
    >
      <OptionSelect
        label={t('readings.fields.love.status')}
        name="status"
        options="loveStatuses"
        value={values.status}
        onChange={(v) => set('status', v)}
      />
    </AskerTopicFields>
  );
}

/** The partner goes out only when something about them was given. */
function partnerBody(partner: PersonValues) {
  const body = personBody(partner);
  return Object.values(body).some((v) => v !== undefined) ? body : undefined;
}

export const loveForm: ReadingFormDefinition<'love', LoveValues> = {
  kind: 'love',
  initial: () => ({ ...emptyAsker(), status: '', partner: emptyPerson() }),
  validate: (v) => ({ ...askerErrors(v), ...personErrors('partner', v.partner) }),
  toBody: (v) => ({
    ...askerBody(v),
    status: optionalChoice(v.status),
    partner: partnerBody(v.partner),
  }),
  Fields: LoveFields,
  serverFields: {
    ...SELF_SERVER_FIELDS,
    'partner.name': 'partner.name',
    'partner.birth_date': 'partner.birthDate',
    'partner.birth_time': 'partner.birthTime',
  },
};

export const view: ReadingKindView = {
  kind: 'love',
  order: 3,
  Screen: formFlow(loveForm),
  drawing: (
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />
  ),
};
