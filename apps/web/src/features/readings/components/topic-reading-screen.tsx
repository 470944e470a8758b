import type { ReadingKind, ReadingServices } from '../types.ts';
import { careerForm } from './forms/career-form.tsx';
import { compatibilityForm } from './forms/compatibility-form.tsx';
import { financeForm } from './forms/finance-form.tsx';
import { loveForm } from './forms/love-form.tsx';
import { luckForm } from './forms/luck-form.tsx';
import { obstaclesForm } from './forms/obstacles-form.tsx';
import { phoneNumberForm } from './forms/phone-number-form.tsx';
import { theirFeelingsForm } from './forms/their-feelings-form.tsx';
import { thinkingPersonForm } from './forms/thinking-person-form.tsx';
import { LoveSticksScreen } from './love-sticks-screen.tsx';
import { ReadingFlow } from './reading-flow.tsx';

/**
 * The screen of one reading kind: the generic flow with the kind's form (love sticks have their
 * own, with the cylinder). Each is keyed by its kind, so moving between kinds starts afresh.
 */
export function TopicReadingScreen({
  kind,
  services,
}: {
  kind: ReadingKind;
  services: ReadingServices;
}) {
  switch (kind) {
    case 'career':
      return <ReadingFlow key={kind} definition={careerForm} services={services} />;
    case 'compatibility':
      return <ReadingFlow key={kind} definition={compatibilityForm} services={services} />;
    case 'finance':
      return <ReadingFlow key={kind} definition={financeForm} services={services} />;
    case 'love':
      return <ReadingFlow key={kind} definition={loveForm} services={services} />;
    case 'luck':
      return <ReadingFlow key={kind} definition={luckForm} services={services} />;
    case 'obstacles':
      return <ReadingFlow key={kind} definition={obstaclesForm} services={services} />;
    case 'phone-number':
      return <ReadingFlow key={kind} definition={phoneNumberForm} services={services} />;
    case 'their-feelings':
      return <ReadingFlow key={kind} definition={theirFeelingsForm} services={services} />;
    case 'thinking-person':
      return <ReadingFlow key={kind} definition={thinkingPersonForm} services={services} />;
    case 'love-sticks':
      return <LoveSticksScreen key={kind} services={services} />;
  }
}
