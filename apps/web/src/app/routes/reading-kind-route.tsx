import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { findReadingKind } from '../../features/fortune/reading-kinds.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * A reading screen: `/fortune/compatibility`, `/fortune/love-sticks` (fixed `kindId`) or
 * `/fortune/:featureId`. An unknown feature id is a 404.
 */
export function ReadingKindRoute({ kindId }: { kindId?: string }) {
  const { t } = useTranslation();
  const { featureId } = useParams();
  const kind = findReadingKind(kindId ?? featureId);
  if (!kind) return <NotFoundRoute />;
  return <ComingSoon title={t(`fortune.kinds.${kind.key}.title`)} />;
}
