import { OBSTACLE_CHALLENGES, STORY_MAX } from '@duangdee/contract/readings';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../../components/ui/checkbox-group.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import type { OptionOf } from '../../../../i18n/reading-option-sets.ts';
import { optionalChoice, optionalText, textError } from '../../lib/form-rules.ts';
import {
  DetailLevelField,
  labelled,
  personBody,
  SELF_SERVER_FIELDS,
  type DetailLevel,
} from '../form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../reading-form.tsx';
import {
  askerErrors,
  AskerTopicFields,
  emptyAsker,
  type AskerValues,
} from './asker-topic-fields.tsx';
import { OptionSelect } from './option-select.tsx';

type Challenge = (typeof OBSTACLE_CHALLENGES)[number];

interface ObstaclesValues extends AskerValues {
  challenges: Challenge[];
  description: string;
  approach: OptionOf<'resolutionFocuses'> | '';
  detailLevel: DetailLevel;
}

function ObstaclesFields(props: FieldsProps<ObstaclesValues>) {
  const { t } = useTranslation();
  const { values, set, errorOf } = props;
  return (
    <AskerTopicFields
      kind="obstacles"
      {...props}
      afterQuestion={
        <DetailLevelField value={values.detailLevel} onChange={(v) => set('detailLevel', v)} />
      }
    >
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
      <OptionSelect
        label={t('readings.fields.obstacles.approach')}
        name="approach"
        options="resolutionFocuses"
        value={values.approach}
        onChange={(v) => set('approach', v)}
      />
    </AskerTopicFields>
  );
}

export const obstaclesForm: ReadingFormDefinition<'obstacles', ObstaclesValues> = {
  kind: 'obstacles',
  initial: () => ({
    ...emptyAsker(),
    challenges: [],
    description: '',
    approach: '',
    detailLevel: 'detailed',
  }),
  validate: (v) => ({
    ...askerErrors(v),
    challenges: v.challenges.length === 0 ? { key: 'challenges' } : undefined,
    description: textError(v.description, { max: STORY_MAX }),
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
