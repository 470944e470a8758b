import { FortuneResultsScreen } from '../../features/readings/components/fortune-results-screen.tsx';
import { useReadingServices } from './use-reading-services.ts';

/** `/fortune-results`: a reading of the user's, or one shared by its link (public). */
export function FortuneResultsRoute() {
  return <FortuneResultsScreen services={useReadingServices()} />;
}
