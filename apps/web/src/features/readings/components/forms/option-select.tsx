import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from '../../../../components/ui/select-field.tsx';
import {
  READING_OPTION_SETS,
  type OptionOf,
  type OptionSetName,
} from '../../../../i18n/reading-option-sets.ts';
import { labelled } from '../form-parts.tsx';

type OptionSelectProps<N extends OptionSetName> = Omit<
  SelectFieldProps<OptionOf<N>>,
  'options' | 'placeholder'
> & {
  /** The option set offered, labelled from `readings.options` of the same name. */
  options: N;
  /** The empty first choice; "not specified" unless told. */
  placeholder?: string;
};

/** A select of one of the contract's option sets, which may be left unanswered. */
export function OptionSelect<N extends OptionSetName>({
  options,
  placeholder,
  ...props
}: OptionSelectProps<N>) {
  const { t } = useTranslation();
  const values: readonly OptionOf<N>[] = READING_OPTION_SETS[options];
  return (
    <SelectField
      {...props}
      placeholder={placeholder ?? t('readings.common.notSpecified')}
      options={labelled(values, (value) =>
        // Every value of the set has a label: the catalogue is checked against the same sets.
        t(`readings.options.${options}.${value}` as ParseKeys),
      )}
    />
  );
}
