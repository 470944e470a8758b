import {
  OBSTACLE_CHALLENGES,
  QUESTION_MAX,
  RESOLUTION_FOCUSES,
  STORY_MAX,
} from '@duangdee/contract/readings';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../../components/ui/checkbox-group.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { optionalChoice, optionalText, textError } from '../../lib/form-rules.ts';
import {
  DetailLevelField,
  emptyPerson,
  FormSection,
  labelled,
  personBody,
  personErrors,
  QuestionField,
  SELF_SERVER_FIELDS,
  YouSection,
  type DetailLevel,
  type PersonValues,
} from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';

type Challenge = (typeof OBSTACLE_CHALLENGES)[number];

interface ObstaclesValues {
  self: PersonValues;
  challenges: Challenge[];
  description: string;
  approach: (typeof RESOLUTION_FOCUSES)[number] | '';
  question: string;
  detailLevel: DetailLevel;
}

function ObstaclesFields({ values, set, errorOf }: FieldsProps<ObstaclesValues>) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection legend={t('readings.fields.sections.obstacles')}>
        <CheckboxGroup
          legend={t('readings.fields.obstacles.challenges')}
          name="challenges"
          values={values.challenges}
          options={labelled(OBSTACLE_CHALLENGES, (v) =>
            t(`readings.options.obstacleChallenges.${v}`),
          )}
          onChange={(v) => set('challenges', v)}
          error={errorOf('challenges')}
        />
        <TextAreaField
          label={t('readings.fields.obstacles.description')}
          name="description"
          maxLength={STORY_MAX * 2}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
          error={errorOf('description')}
        />
        <SelectField
          label={t('readings.fields.obstacles.approach')}
          name="approach"
          placeholder={t('readings.common.notSpecified')}
          value={values.approach}
          options={labelled(RESOLUTION_FOCUSES, (v) =>
            t(`readings.options.resolutionFocuses.${v}`),
          )}
          onChange={(v) => set('approach', v)}
        />
        <QuestionField
          kind="obstacles"
          value={values.question}
          onChange={(v) => set('question', v)}
          error={errorOf('question')}
        />
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      </FormSection>
      <YouSection value={values.self} onChange={(v) => set('self', v)} errorOf={errorOf} />
    </>
  );
}

export const obstaclesForm: ReadingFormDefinition<'obstacles', ObstaclesValues> = {
  kind: 'obstacles',
  initial: () => ({
    self: emptyPerson(),
    challenges: [],
    description: '',
    approach: '',
    question: '',
    detailLevel: 'detailed',
  }),
  validate: (v) => ({
    ...personErrors('self', v.self),
    challenges: v.challenges.length === 0 ? { key: 'challenges' } : undefined,
    description: textError(v.description, { max: STORY_MAX }),
    question: textError(v.question, { max: QUESTION_MAX }),
  }),
  toBody: (v) => ({
    ...personBody(v.self),
    current_challenges: v.challenges,
    obstacle_context: { description: optionalText(v.description) },
    resolution_focus: {
      approach: optionalChoice(v.approach),
      question: optionalText(v.question),
    },
    reading_preferences: { detail_level: v.detailLevel },
  }),
  Fields: ObstaclesFields,
  serverFields: {
    ...SELF_SERVER_FIELDS,
    current_challenges: 'challenges',
    'obstacle_context.description': 'description',
    'resolution_focus.question': 'question',
  },
};
