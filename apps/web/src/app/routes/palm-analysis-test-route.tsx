import { PalmTestScreen } from '../../features/palm/components/palm-test-screen.tsx';

/** `/palm-analysis-test`: the palm capture alone (camera or upload, preview), no charge. */
export function PalmAnalysisTestRoute() {
  return <PalmTestScreen />;
}
