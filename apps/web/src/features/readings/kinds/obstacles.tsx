import { STORY_MAX } from '@duangdee/contract/reading-kinds';
import { OBSTACLE_CHALLENGES } from '@duangdee/contract/reading-options';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import type { OptionOf } from '../../../i18n/reading-option-sets.ts';
import { optionalChoice, optionalText, textError } from '../lib/form-rules.ts';
import {
  DetailLevelField,
  labelled,
  personBody,
  SELF_SERVER_FIELDS,
  type DetailLevel,
} from '../components/form-parts.tsx';
import type { FieldsProps, ReadingFormDefinition } from '../components/reading-form.tsx';
import { formFlow, type ReadingKindView } from '../kind-view.tsx';
import {
  askerErrors,
  AskerTopicFields,
  emptyAsker,
  type AskerValues,
} from '../components/forms/asker-topic-fields.tsx';
import { OptionSelect } from '../components/forms/option-select.tsx';

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

export const view: ReadingKindView = {
  kind: 'obstacles',
  order: 6,
  Screen: formFlow(obstaclesForm),
  drawing: (
    <>
      <path d="m3 20 6-11 4 6 2.5-3.5L21 20Z" />
      <path d="M9 9V4l3 1.5L9 7" />
    </>
  ),
};
