import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { TopicReadingScreen } from '../../features/readings/components/topic-reading-screen.tsx';
import { isReadingKind } from '../../features/readings/lib/reading-links.ts';
import { NotFoundRoute } from './not-found.tsx';
import { useReadingServices } from './use-reading-services.ts';

/**
 * A reading screen: `/fortune/compatibility`, `/fortune/love-sticks` (fixed `kindId`) or
 * `/fortune/:featureId`. Palm reading has its own screen; an unknown feature id is a 404.
 */
export function ReadingKindRoute({ kindId }: { kindId?: string }) {
  const { featureId } = useParams();
  const services = useReadingServices();
  const kind = kindId ?? featureId;
  if (kind === 'palm') return <Navigate to={paths.palmAnalysis} replace />;
  if (!isReadingKind(kind)) return <NotFoundRoute />;
  return <TopicReadingScreen kind={kind} services={services} />;
}
