import { FortuneHub } from '../../features/fortune/components/fortune-hub.tsx';
import { useReadingCosts } from './use-reading-services.ts';

/** `/fortune`: the hub, each kind with its price from `/coins/costs`. */
export function FortuneHubRoute() {
  return <FortuneHub costs={useReadingCosts()} />;
}
