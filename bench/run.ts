/**
 * `npm run bench`: each scenario runs against a baseline measured in the same run on this
 * machine, and prints both numbers and their ratio. Numbers from different machines or runs are
 * not comparable; ratios roughly are.
 */
import { coldStartScenario, restartScenario } from './cold-start.ts';
import { deductScenario } from './deduct.ts';
import { healthScenario } from './health.ts';
import { lighthouseCompareScenario } from './lighthouse-compare.ts';
import { lighthouseScenario } from './lighthouse.ts';
import type { Measurement } from './measure.ts';
import { palmAnalysisScenario } from './palm-analysis.ts';
import { balanceScenario, meScenario } from './read-paths.ts';

const scenarios = [
  healthScenario,
  balanceScenario,
  meScenario,
  deductScenario,
  coldStartScenario,
  restartScenario,
  palmAnalysisScenario,
  lighthouseScenario,
  lighthouseCompareScenario,
];
const only = process.argv[2];

for (const scenario of scenarios) {
  if (only ? scenario.name !== only : 'onlyByName' in scenario && scenario.onlyByName) continue;
  const result = await scenario.run();
  const unit = 'unit' in scenario ? scenario.unit : 'req/s';
  console.log(`\n${scenario.name}`);
  const p99 = (m: Measurement) => (m.p99Ms === undefined ? '' : `, p99 ${m.p99Ms} ms`);
  console.log(
    `  subject : ${result.subject.label} — ${result.subject.value.toFixed(0)} ${unit}${p99(result.subject)}`,
  );
  console.log(
    `  baseline: ${result.baseline.label} — ${result.baseline.value.toFixed(0)} ${unit}${p99(result.baseline)}`,
  );
  const rounds = result.roundRatios;
  console.log(
    `  ratio   : ${(result.subject.value / result.baseline.value).toFixed(2)}` +
      (rounds && rounds.length > 1
        ? ` (the median of ${rounds.length} rounds: ${rounds.map((r) => r.toFixed(2)).join(', ')})`
        : ''),
  );
}
