import { convertKeys, toSnakeKey } from '@duangdee/contract/case-keys';
import {
  ESTIMATED_WAIT_SECONDS,
  type ReadingKind,
  type ReadingResultView,
  type ResultKind,
} from '@duangdee/contract/readings';
import { readStickForQuestion, type LoveStick } from '@duangdee/oracle/love-sticks';
import {
  PHONE_ASPECT_LABELS,
  type PhoneAnalysis,
  type PhoneAspectId,
  type PhoneGrade,
} from '@duangdee/oracle/phone-numerology';
import type { ReadingResult } from '@duangdee/oracle/readings/common';
import {
  caringReplyEn,
  caringReplyTh,
  EMERGENCY_NUMBER,
  MENTAL_HEALTH_HOTLINE,
} from '@duangdee/oracle/safety';
import type { Bi } from '@duangdee/oracle/text';
import type { ReadingSessionRow } from './repo.ts';

/** The wire form of an oracle value: its keys in snake_case, as every response is. */
export function snakeCased<T>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}

/** A topic reading of the oracle, as served. */
export function presentOracleReading(result: ReadingResult): ReadingResultView {
  return snakeCased<ReadingResultView>(result);
}

const section = (id: string, heading: Bi, body: Bi) => ({
  id,
  heading_th: heading.th,
  heading_en: heading.en,
  body_th: body.th,
  body_en: body.en,
});

const PHONE_ADVICE: Record<PhoneGrade, Bi> = {
  excellent: {
    th: 'เบอร์นี้ส่งเสริมคุณอย่างมาก ใช้ต่อได้อย่างมั่นใจ และใช้เป็นเบอร์หลักในการติดต่อเรื่องสำคัญ',
    en: 'This number supports you strongly: keep it, and use it as your main number for what matters.',
  },
  'very-good': {
    th: 'เบอร์นี้ให้พลังบวกมากกว่าลบ ใช้ต่อได้ดี เสริมด้วยความขยันและการรักษาคำพูด',
    en: 'This number gives more than it takes: keep using it, backed by effort and keeping your word.',
  },
  good: {
    th: 'เบอร์นี้ใช้ได้ดีในภาพรวม หากอยากเสริมด้านที่สนใจ ลองมองหาคู่เลขที่แนะนำในเบอร์ถัดไป',
    en: 'This number works well overall; to boost the areas you care about, look for the suggested pairs in a next number.',
  },
  fair: {
    th: 'เบอร์นี้มีทั้งแรงหนุนและแรงต้าน ใช้ได้ แต่ควรระวังเรื่องที่คู่เลขเตือนไว้ และพิจารณาเบอร์ที่มีคู่เลขดีกว่านี้',
    en: 'This number both helps and hinders: usable, but mind what its pairs warn of and consider one with better pairs.',
  },
  caution: {
    th: 'เบอร์นี้มีคู่เลขที่ควรระวังหลายคู่ หากเปลี่ยนได้ ลองเลือกเบอร์ที่มีคู่เลขเสริมดวงตามที่แนะนำ',
    en: 'This number carries several pairs to be careful of; if you can, choose one with the supportive pairs suggested.',
  },
};

export interface PhonePreferences {
  detailLevel: 'basic' | 'standard' | 'detailed';
  includeLuckyElements: boolean;
  includeCompatibleNumbers: boolean;
  includeTimeBasedAnalysis: boolean;
}

/** A phone-number analysis in the common result shape; the full analysis rides along as `phone`. */
export function presentPhoneReading(
  analysis: PhoneAnalysis,
  focus: readonly PhoneAspectId[],
  prefs: PhonePreferences,
): ReadingResultView {
  const sections = [
    section(
      'sum',
      {
        th: `ผลรวม ${analysis.sum}: ${analysis.sumTitleTh}`,
        en: `Sum ${analysis.sum}: ${analysis.sumTitleEn}`,
      },
      { th: analysis.sumMeaningTh, en: analysis.sumMeaningEn },
    ),
    ...focus.map((aspect) =>
      section(aspect, PHONE_ASPECT_LABELS[aspect], {
        th: analysis.aspects[aspect].th,
        en: analysis.aspects[aspect].en,
      }),
    ),
  ];
  if (prefs.detailLevel === 'detailed') {
    sections.push(
      section(
        'pairs',
        // Named, because a disputed pair's meaning goes on to say what the other school holds.
        {
          th: `ความหมายคู่เลข ตาม${analysis.school.nameTh}`,
          en: `The digit pairs, by ${analysis.school.nameEn}`,
        },
        {
          th: analysis.pairs.map((p) => `${p.pair} (${p.groupNameTh}): ${p.meaningTh}`).join(' '),
          en: analysis.pairs.map((p) => `${p.pair} (${p.groupNameEn}): ${p.meaningEn}`).join(' '),
        },
      ),
    );
  }
  const lucky = analysis.luckyElements;
  if (prefs.includeLuckyElements) {
    sections.push(
      section(
        'lucky',
        { th: 'สีและเลขมงคล', en: 'Lucky colours and digits' },
        {
          th: `สีเสริมดวง: ${lucky.coloursTh.join(', ')} เลขนำโชค: ${lucky.luckyDigits.join(', ')}`,
          en: `Colours that help: ${lucky.coloursEn.join(', ')}. Lucky digits: ${lucky.luckyDigits.join(', ')}.`,
        },
      ),
    );
  }
  if (prefs.includeCompatibleNumbers && lucky.compatiblePairs.length > 0) {
    sections.push(
      section(
        'compatible-numbers',
        { th: 'คู่เลขที่เข้ากับคุณ', en: 'Pairs that suit you' },
        {
          th: `หากจะเลือกเบอร์ใหม่ ลองมองหาคู่เลข ${lucky.compatiblePairs.join(', ')} ซึ่งทั้ง${analysis.school.nameTh}และ${analysis.otherSchool.nameTh}มองว่าดี`,
          en: `For a next number, look for the pairs ${lucky.compatiblePairs.join(', ')}, which both ${analysis.school.nameEn} and ${analysis.otherSchool.nameEn} call good.`,
        },
      ),
    );
  }
  if (prefs.includeTimeBasedAnalysis) {
    sections.push(
      section(
        'timing',
        { th: 'วันที่เสริมพลังเบอร์', en: 'The day that strengthens this number' },
        {
          th: `${lucky.supportiveDayTh} เหมาะกับการโทรหรือติดต่อเรื่องสำคัญ`,
          en: `${lucky.supportiveDayEn} is the day for important calls and contacts.`,
        },
      ),
    );
  }
  const advice = PHONE_ADVICE[analysis.grade];
  return {
    kind: 'phone-number',
    title_th: `ความหมายเบอร์ ${analysis.formatted} (${analysis.gradeTh})`,
    title_en: `Reading of ${analysis.formatted} (${analysis.gradeEn})`,
    // A shared link speaks of "a phone number", never this one.
    shared_title_th: `ความหมายเบอร์โทรศัพท์ (${analysis.gradeTh})`,
    shared_title_en: `A phone number reading (${analysis.gradeEn})`,
    summary_th: analysis.summaryTh,
    summary_en: analysis.summaryEn,
    sections,
    lucky_colours_th: lucky.coloursTh,
    lucky_colours_en: lucky.coloursEn,
    lucky_numbers: lucky.luckyDigits,
    score0to100: analysis.score0to100,
    advice_th: advice.th,
    advice_en: advice.en,
    phone: snakeCased<Record<string, unknown>>(analysis),
  };
}

export type StickView = ReturnType<typeof presentStick>;

export function presentStick(stick: LoveStick) {
  return {
    number: stick.number,
    title_th: stick.titleTh,
    title_en: stick.titleEn,
    verse_th: [...stick.verseTh],
    verse_en: stick.verseEn,
    level: stick.level,
    level_th: stick.levelTh,
    level_en: stick.levelEn,
    meanings: { ...stick.meanings },
  };
}

/**
 * A drawn เซียมซี slip in the common result shape, read against the question (its subject's
 * meaning first, the verse related to it and to the time asked); the slip rides along as `stick`.
 */
export function presentStickReading(stick: LoveStick, question: string | null): ReadingResultView {
  const reading = readStickForQuestion(stick, question);
  return {
    kind: 'love-sticks',
    title_th: `เซียมซีใบที่ ${stick.number}: ${stick.titleTh} (${stick.levelTh})`,
    title_en: `Slip ${stick.number}: ${stick.titleEn} (${stick.levelEn})`,
    summary_th: reading.summary.th,
    summary_en: reading.summary.en,
    sections: reading.sections.map((s) => section(s.id, s.heading, s.body)),
    advice_th: reading.advice.th,
    advice_en: reading.advice.en,
    question,
    stick: presentStick(stick),
  };
}

/** What is served instead of a fortune when someone writes about harming themselves. */
export function presentCaringReply(kind: ResultKind): ReadingResultView {
  return {
    kind,
    safety: true,
    hotline: MENTAL_HEALTH_HOTLINE,
    title_th: 'เราเป็นห่วงคุณ',
    title_en: 'We care about you',
    summary_th: caringReplyTh,
    summary_en: caringReplyEn,
    sections: [],
    advice_th: `โทรสายด่วนสุขภาพจิต ${MENTAL_HEALTH_HOTLINE} ได้ฟรีตลอด 24 ชั่วโมง หากอยู่ในอันตรายเร่งด่วน โทร ${EMERGENCY_NUMBER}`,
    advice_en: `Call the mental health hotline ${MENTAL_HEALTH_HOTLINE}, free and open 24 hours; in immediate danger, call ${EMERGENCY_NUMBER}.`,
  };
}

export function isCaringReply(result: unknown): boolean {
  return Boolean(result && typeof result === 'object' && (result as { safety?: unknown }).safety);
}

/** Coins a session has cost the user: none before it starts, after a refund or a caring reply. */
export function coinsCharged(row: ReadingSessionRow): number {
  if (row.status === 'created' || row.status === 'failed' || isCaringReply(row.result)) return 0;
  return row.cost;
}

export function presentCreated(row: ReadingSessionRow, estimatedSeconds: number) {
  return {
    session_id: row.id,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    status: 'created' as const,
    estimated_completion_time: estimatedSeconds,
    cost: { coins_required: row.cost, reading_type: row.kind as ReadingKind },
  };
}

export function presentStarted(row: ReadingSessionRow, estimatedSeconds: number) {
  return {
    session_id: row.id,
    status: row.status,
    coins_deducted: coinsCharged(row),
    coin_cost: row.cost,
    reading_started: true as const,
    estimated_wait_time: row.status === 'processing' ? estimatedSeconds : 0,
  };
}

export function presentSession(row: ReadingSessionRow) {
  return {
    session_id: row.id,
    user_id: row.userId,
    kind: row.kind as ReadingKind,
    status: row.status,
    cost: { coins_required: row.cost, reading_type: row.kind as ReadingKind },
    input: row.input,
    additional_context: row.additionalContext,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

export function presentFinished(row: ReadingSessionRow) {
  const completed = row.status === 'completed';
  return {
    session_id: row.id,
    kind: row.kind as ReadingKind,
    status: completed ? ('completed' as const) : ('failed' as const),
    result: completed ? (row.result as ReadingResultView | null) : null,
    error: completed ? null : row.error,
    completed_at: row.completedAt?.toISOString() ?? null,
    // A caring reply is nobody's to pass around.
    share_token: completed && !isCaringReply(row.result) ? row.shareToken : null,
    coins_charged: coinsCharged(row),
  };
}

export function presentProgress(row: ReadingSessionRow, now: Date, estimatedSeconds: number) {
  let percent: number;
  if (row.status === 'completed' || row.status === 'failed') percent = 100;
  else if (row.status === 'created') percent = 0;
  else if (row.status === 'started' || !row.startedAt) percent = 10;
  else {
    const elapsed = (now.getTime() - row.startedAt.getTime()) / 1000;
    const estimate = estimatedSeconds || ESTIMATED_WAIT_SECONDS;
    percent = Math.min(95, Math.max(10, Math.round(10 + (85 * elapsed) / estimate)));
  }
  return {
    session_id: row.id,
    status: row.status,
    progress_percent: percent,
    estimated_wait_time: estimatedSeconds,
  };
}

export function presentHistoryItem(row: ReadingSessionRow) {
  const result = row.status === 'completed' ? (row.result as ReadingResultView | null) : null;
  return {
    session_id: row.id,
    kind: row.kind as ReadingKind,
    status: row.status,
    cost: row.cost,
    title_th: result?.title_th ?? null,
    title_en: result?.title_en ?? null,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}
