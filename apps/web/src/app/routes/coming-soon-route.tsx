import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import type { Catalogue } from '../../i18n/th.ts';

export type ScreenName = Exclude<keyof Catalogue['screens'], 'productChatTest'>;

/** A screen a later release builds: the shared coming-soon state with the screen's title. */
export function ComingSoonRoute({ screen }: { screen: ScreenName }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`screens.${screen}`)} />;
}
