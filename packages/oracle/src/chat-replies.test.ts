import { describe, expect, it } from 'vitest';
import {
  analyseChatQuestion,
  CHAT_CONSULT_NOTES,
  CHAT_REPLY_MAX,
  detectChatTopic,
  replyToChat,
  type ChatReplyInput,
  type ChatReplyReading,
  type ChatTurn,
} from './chat-replies.ts';
import { PALM_FEAR_FACTS } from './lore/palm-fears.ts';
import { PALM_LINE_IDS as PALM_IDS, readPalm, type PalmFeatures } from './palm-lines.ts';
import { ReadingInputError } from './readings/common.ts';
import { loveReading } from './readings/love.ts';
import { caringReplyEn, caringReplyTh } from './safety.ts';
import { LOTTERY_REFUSALS } from './safety/lottery.ts';

const line = (strength: number, length: number, curvature: number, breaks: number) => ({
  strength,
  length,
  curvature,
  breaks,
});

const PALM: PalmFeatures = {
  life: line(0.9, 0.9, 0.8, 0.1),
  head: line(0.8, 0.7, 0.2, 0.0),
  heart: line(0.85, 0.8, 0.7, 0.1),
  fate: line(0.7, 0.8, 0.3, 0.6),
  sun: line(0.6, 0.5, 0.6, 0.1),
  mercury: line(0.5, 0.5, 0.4, 0.2),
};

/** A palm reading as the server hands it over: one section per line, id = line id. */
function palmReading(features: PalmFeatures = PALM, seed = 'palm-1'): ChatReplyReading {
  const p = readPalm(features, seed);
  return {
    kind: 'palm',
    titleTh: 'ลายมือของคุณ',
    summaryTh: p.overallTh,
    sections: p.lines.map((l) => ({
      id: l.id,
      headingTh: l.nameTh,
      headingEn: l.nameEn,
      bodyTh: l.readingTh,
      bodyEn: l.readingEn,
    })),
    adviceTh: 'ลายมือบอกแนวโน้ม ไม่ใช่คำตัดสิน',
    adviceEn: 'A palm shows tendencies, not verdicts.',
    luckyColoursTh: p.luckyColoursTh,
    luckyNumbers: p.luckyNumbers,
  };
}

const PERSON = { name: 'มิว', birthDate: '1995-03-15', birthTime: '09:30' };

function ask(question: string, extra: Partial<ChatReplyInput> = {}) {
  return replyToChat({
    question,
    history: [],
    date: '2026-11-23',
    seed: 'seed-1',
    person: PERSON,
    ...extra,
  });
}

/** The longest run of characters that `text` shares with `source` (for "it quotes the section"). */
function sharedRun(text: string, source: string): number {
  let best = 0;
  for (let i = 0; i < source.length; i++) {
    for (let len = best + 1; i + len <= source.length; len++) {
      if (text.includes(source.slice(i, i + len))) best = len;
      else break;
    }
  }
  return best;
}

const thaiShare = (text: string) =>
  (text.match(/[\u0E00-\u0E7F]/g)?.length ?? 0) / Math.max(1, text.length);

const englishSentences = (text: string) => text.split(/(?<=[.!?]”?)\s+(?=[A-Z“])/).length;

describe('detectChatTopic', () => {
  it.each([
    // Love
    ['แฟนจะกลับมาไหม', 'love'],
    ['เมื่อไหร่จะเจอเนื้อคู่', 'love'],
    ['คนคุยคนนี้ใช่ไหม', 'love'],
    ['โสดมานานแล้ว จะมีแฟนไหม', 'love'],
    ['ปีนี้จะได้แต่งงานไหม', 'love'],
    ['เขาจะทักมาหาเราอีกไหม', 'love'],
    ['Will my boyfriend propose?', 'love'],
    ['Does my crush like me back?', 'love'],
    // Work
    ['จะได้เลื่อนตำแหน่งไหม', 'work'],
    ['พรุ่งนี้สัมภาษณ์งาน จะผ่านไหม', 'work'],
    ['ควรย้ายงานดีไหม', 'work'],
    ['อยากเปิดร้านกาแฟ ธุรกิจจะไปรอดไหม', 'work'],
    ['ลูกค้าจะติดต่อมาไหม', 'work'],
    ['Should I quit my job?', 'work'],
    ['How will my business do this year?', 'work'],
    // Money
    ['หนี้จะหมดเมื่อไหร่', 'money'],
    ['ควรลงทุนหุ้นตัวไหน', 'money'],
    ['ขอเลขเด็ดงวดนี้หน่อย', 'money'],
    ['ช่วงนี้โชคลาภเป็นยังไง', 'money'],
    ['Will I be rich?', 'money'],
    ['lottery numbers please', 'money'],
    // Health
    ['สุขภาพปีนี้เป็นยังไง', 'health'],
    ['ปวดหลังบ่อย ควรกินยาอะไร', 'health'],
    ['I have a pain in my chest, is it serious?', 'health'],
    // Study
    ['จะสอบติดมหาลัยไหม', 'study'],
    ['เรียนต่อปริญญาโทดีไหม', 'study'],
    ['Will I pass my exam?', 'study'],
    // Travel and moving
    ['ย้ายบ้านเดือนไหนดี', 'travel'],
    ['จะได้ไปเที่ยวต่างประเทศไหม', 'travel'],
    ['Is it a good time to move abroad?', 'travel'],
    // Family
    ['พ่อแม่จะเข้าใจไหม', 'family'],
    ['ทะเลาะกับพี่สาวบ่อย ทำยังไงดี', 'family'],
    ['How can I get along with my mother?', 'family'],
    // Luck
    ['สีมงคลวันนี้คือสีอะไร', 'luck'],
    ['เลขมงคลของฉันคืออะไร', 'luck'],
    ['What is my lucky colour?', 'luck'],
    ['What should I wear to my interview?', 'luck'],
    // Legal
    ['จะชนะคดีไหม', 'legal'],
    ['Should I sue my landlord?', 'legal'],
    // Timing, yes/no, courtesy, other
    ['เมื่อไหร่ชีวิตจะดีขึ้น', 'timing'],
    ['When will things get better?', 'timing'],
    ['ปีนี้จะดีไหม', 'yesno'],
    ['Will everything be okay?', 'yesno'],
    ['สวัสดีค่ะ', 'greeting'],
    ['Hello!', 'greeting'],
    ['ขอบคุณมากค่ะ', 'thanks'],
    ['Thank you so much', 'thanks'],
    ['เล่าเรื่องตลกให้ฟังหน่อย', 'other'],
    ['what is the meaning of life', 'other'],
  ] as const)('%j is about %s', (question, topic) => {
    expect(detectChatTopic(question)).toBe(topic);
  });

  it('does not mistake look-alike Thai words for a topic', () => {
    // "แต่งงาน" holds "งาน", "หมอดู" holds "หมอ", "ลงทุน" holds "ทุน", "อย่า" holds "ย่า".
    expect(analyseChatQuestion('แต่งงานปีนี้ดีไหม').subject).toBe('love');
    expect(analyseChatQuestion('หมอดูคิดว่ายังไง').sensitive).not.toContain('medical');
    expect(analyseChatQuestion('อย่าเพิ่งลงทุนดีไหม').subject).toBe('money');
    expect(analyseChatQuestion('ไฟไหม้บ้าน').form).toBe('open');
    expect(analyseChatQuestion('แฟน จะ กลับ มา ไหม').subject).toBe('love');
  });

  it('reads the shape of a question and what must go to a professional', () => {
    expect(analyseChatQuestion('เมื่อไหร่จะรวย').form).toBe('when');
    expect(analyseChatQuestion('จะรวยไหม').form).toBe('yesno');
    expect(analyseChatQuestion('จะสอบผ่านได้ไหม').form).toBe('yesno');
    // A polite request is not a yes/no question.
    expect(analyseChatQuestion('ช่วยดูดวงความรักให้หน่อยได้ไหม').form).toBe('open');
    expect(analyseChatQuestion('Can you tell me about my love life?').form).toBe('open');
    expect(analyseChatQuestion('Will I get the job?').form).toBe('yesno');
    expect(analyseChatQuestion('ต้องผ่าตัดไหม').sensitive).toContain('medical');
    expect(analyseChatQuestion('ควรซื้อคริปโตไหม').sensitive).toContain('investment');
    expect(analyseChatQuestion('หวยงวดนี้ออกอะไร').sensitive).toContain('gambling');
    expect(analyseChatQuestion('จะโดนฟ้องไหม').sensitive).toContain('legal');
    expect(analyseChatQuestion('ผ่อนงวดนี้ไหวไหม').sensitive).not.toContain('gambling');
    // Symptom words count as medical only when the question is about health.
    expect(analyseChatQuestion('เจ็บคอมาสามวันแล้ว').sensitive).toContain('medical');
    expect(analyseChatQuestion('อาการแบบนี้แปลว่าเขาชอบเราไหม').sensitive).toEqual([]);
    expect(analyseChatQuestion("I'm sick of my job").sensitive).toEqual([]);
    expect(analyseChatQuestion('I feel sick, should I see a doctor?').sensitive).toContain(
      'medical',
    );
    expect(analyseChatQuestion('Will my boyfriend propose?').subtopic).toBe('marriage');
    expect(analyseChatQuestion('เส้นชีวิตบอกอะไร').line).toBe('life');
  });
});

describe('replyToChat grounded in a palm reading', () => {
  const reading = palmReading();
  const section = (id: string) => reading.sections.find((s) => s.id === id)!;

  it('answers a love question from the heart line', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = ask('เขาจะรักเราจริงไหม', { reading, seed });
      expect(r.topic).toBe('love');
      expect(r.text).toContain('เส้นใจ');
      expect(sharedRun(r.text, section('heart').bodyTh)).toBeGreaterThanOrEqual(20);
    }
  });

  it('answers a work question from the fate or head line', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = ask('งานปีนี้จะเป็นยังไงบ้าง', { reading, seed });
      expect(r.topic).toBe('work');
      const used = ['fate', 'head'].find((id) => r.text.includes(section(id).headingTh));
      expect(used).toBeDefined();
      expect(sharedRun(r.text, section(used!).bodyTh)).toBeGreaterThanOrEqual(20);
    }
  });

  it('quotes the English line reading for an English question', () => {
    const r = ask('Does he really love me?', { reading });
    expect(r.lang).toBe('en');
    expect(r.text.toLowerCase()).toContain('heart line');
    expect(sharedRun(r.text, section('heart').bodyEn)).toBeGreaterThanOrEqual(20);
  });

  it('follows the line a question names, and maps money and study to their lines', () => {
    expect(ask('เส้นชีวิตของฉันบอกอะไร', { reading }).text).toContain('เส้นชีวิต');
    expect(ask('จะรวยไหม', { reading }).text).toMatch(/เส้นอาทิตย์|เส้นพุธ|เส้นวาสนา/);
    expect(ask('จะสอบผ่านไหม', { reading }).text).toContain('เส้นสมอง');
    // The sun line by its Thai name, or by สุริยะ as people also call it.
    for (const q of ['เส้นอาทิตย์ของฉันเป็นยังไง', 'เส้นสุริยะของฉันเป็นยังไง']) {
      const r = ask(q, { reading });
      expect(r.text).toContain('เส้นอาทิตย์');
      expect(r.text).not.toContain('สุริยะ');
    }
  });

  it('reads no palm line as a sign of health', () => {
    const r = ask('สุขภาพช่วงนี้เป็นยังไง', { reading });
    for (const id of ['life', 'head', 'heart', 'fate', 'sun', 'mercury']) {
      expect(sharedRun(r.text, section(id).bodyTh)).toBeLessThan(20);
    }
    expect(r.text).not.toMatch(/เส้นชีวิต|เส้นพุธ|ลายมือ/);
  });

  it('reads a missing fate line kindly', () => {
    const faint = palmReading({ ...PALM, fate: line(0.05, 0.1, 0.5, 0.5) }, 'x');
    const r = ask('การงานจะไปทางไหนดี', { reading: faint });
    expect(r.text).toContain('ไม่ได้แปลว่าไม่มีวาสนา');
  });
});

describe('replyToChat grounded in a topic reading', () => {
  it('answers from the matching section of a love reading', () => {
    const love = loveReading({ date: '2026-11-23', birthDate: '1995-03-15', status: 'single' });
    const reading: ChatReplyReading = { ...love, sections: love.sections };
    const r = ask('จะเจอเนื้อคู่ไหม', { reading });
    const used = love.sections.find((s) => r.text.includes(s.headingTh));
    expect(used).toBeDefined();
    expect(sharedRun(r.text, used!.bodyTh)).toBeGreaterThanOrEqual(20);
  });
});

describe('replyToChat without a reading', () => {
  it('uses the birth weekday lore and the day', () => {
    const texts = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (seed) => ask('งานปีนี้จะเป็นยังไงบ้าง', { seed }).text,
    );
    // 1995-03-15 was a Wednesday; 2026-11-23 is a Monday.
    expect(texts.some((t) => /วันพุธ|วันจันทร์|ปีกุน|ปีมะเมีย/.test(t))).toBe(true);
  });

  it('gives a timing window as a tendency, with a Thai month and a weekday', () => {
    for (const seed of ['a', 'b', 'c']) {
      const r = ask('เมื่อไหร่จะได้เลื่อนตำแหน่ง', { seed });
      expect(r.text).toMatch(
        /เดือน(มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)/,
      );
      expect(r.text).toMatch(/วัน(อาทิตย์|จันทร์|อังคาร|พุธ|พฤหัสบดี|ศุกร์|เสาร์)/);
      expect(r.text).toMatch(/แนวโน้ม|เป็นช่วงมากกว่าเป็นวัน/);
      const en = ask('When will I get promoted?', { seed });
      expect(en.text).toMatch(/tendency|leaning|seasons rather than dates/);
    }
  });

  it('leans gently on yes/no questions and never promises', () => {
    const questions = ['จะได้งานใหม่ไหม', 'เขาจะกลับมาไหม', 'ปีนี้จะรวยไหม', 'จะสอบผ่านไหม'];
    for (const q of questions) {
      for (const seed of ['a', 'b']) {
        const th = ask(q, { seed }).text;
        expect(th).not.toMatch(/แน่นอน|ฟันธง|รับรองว่า|100%/);
      }
    }
    for (const q of ['Will I get the job?', 'Will he come back?', 'Will I be rich?']) {
      expect(ask(q).text).not.toMatch(/definitely|certainly|guaranteed|100%|for sure/i);
    }
  });

  it('asks for a birth date when it has none', () => {
    const texts = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
      (seed) => ask('ดวงความรักเป็นยังไง', { seed, person: {} }).text,
    );
    expect(texts.every((t) => t.length > 0)).toBe(true);
    expect(texts.some((t) => t.includes('วันเดือนปีเกิด'))).toBe(true);
  });
});

describe('replyToChat boundaries', () => {
  it('sends medical questions to a doctor', () => {
    for (const q of ['ปวดหัวบ่อยมาก ควรกินยาอะไร', 'ผลตรวจมะเร็งจะออกมาดีไหม', 'เมื่อไหร่อาการจะหาย']) {
      const r = ask(q);
      expect(r.topic).toBe('health');
      expect(r.text).toContain(CHAT_CONSULT_NOTES.medical.th);
    }
    const en = ask('Is this pain in my chest serious? Should I take medicine?');
    expect(en.text).toContain(CHAT_CONSULT_NOTES.medical.en);
    // No recovery date, no "yes".
    expect(ask('เมื่อไหร่อาการจะหาย').text).not.toMatch(/แนวโน้มที่ดวงเปิดทาง|ช่วงที่น่าจับตา/);
    // A general health question still says to see a doctor about anything unusual.
    expect(ask('สุขภาพปีนี้เป็นยังไง').text).toContain('ปรึกษาแพทย์');
  });

  it('sends legal questions to a lawyer', () => {
    for (const q of ['จะชนะคดีไหม', 'โดนฟ้องแล้วควรทำยังไง']) {
      expect(ask(q).text).toContain(CHAT_CONSULT_NOTES.legal.th);
    }
    expect(ask('Should I sue my landlord?').text).toContain(CHAT_CONSULT_NOTES.legal.en);
  });

  it('sends investment questions to a financial adviser and never leans "yes"', () => {
    for (const q of ['ควรลงทุนหุ้นตัวไหน', 'ซื้อคริปโตตอนนี้ดีไหม', 'ลงทุนกองทุนรวมดีไหม']) {
      for (const seed of ['a', 'b', 'c']) {
        const t = ask(q, { seed }).text;
        expect(t).toContain(CHAT_CONSULT_NOTES.investment.th);
        expect(t).not.toContain('ดวงเอนไปทาง “ใช่”');
      }
    }
    expect(ask('Should I invest in crypto?').text).toContain(CHAT_CONSULT_NOTES.investment.en);
  });

  it('kindly refuses lottery numbers, in the chat and the palm follow-up, as the luck reading does', () => {
    const refused = (t: string, lang: 'th' | 'en') =>
      LOTTERY_REFUSALS.some((r) => t.includes(r[lang]));
    const questions = [
      'ขอเลขเด็ดงวดนี้หน่อย',
      'หวยงวดนี้ออกอะไร',
      'ซื้อลอตเตอรี่เลขไหนดี',
      'ช่วยให้หวยหน่อย จะถูกรางวัลไหม',
    ];
    for (const q of questions) {
      for (const seed of ['a', 'b', 'c']) {
        for (const reading of [undefined, palmReading()]) {
          const t = ask(q, { seed, ...(reading ? { reading } : {}) }).text;
          expect(refused(t, 'th'), `${q} ${seed}: ${t}`).toBe(true);
          expect(t).not.toMatch(/เลขมงคล[^ ]{0,6} ?(?:ของคุณ)?(?:ช่วงนี้)?(?:คือ)? ?\d/);
          expect(t).not.toMatch(/\d+\s*,\s*\d+/);
        }
      }
    }
    for (const q of ['Give me lottery numbers', 'Which lottery number will win?']) {
      const t = ask(q).text;
      expect(refused(t, 'en'), t).toBe(true);
      expect(t).not.toMatch(/\d+\s*,\s*\d+/);
    }
  });

  it('reads a lottery seller’s question as one about their business, not a gamble', () => {
    for (const q of [
      'ขายลอตเตอรี่มา 5 ปี อยากเปิดแผงที่สองดีไหม',
      'จะเปิดแผงลอตเตอรี่แผงที่สองปีหน้าดีไหม',
      'เป็นตัวแทนจำหน่ายสลากอยู่ ควรขยายร้านไหม',
    ]) {
      const t = ask(q).text;
      expect(
        LOTTERY_REFUSALS.some((r) => t.includes(r.th)),
        `${q}: ${t}`,
      ).toBe(false);
      expect(analyseChatQuestion(q)).toMatchObject({ subject: 'work' });
      expect(analyseChatQuestion(q).sensitive).not.toContain('gambling');
    }
  });

  it('answers self-harm with care and the hotline, not a fortune', () => {
    const th = ask('เหนื่อยมาก ไม่อยากมีชีวิตอยู่แล้ว', { reading: palmReading() });
    expect(th).toEqual({ text: caringReplyTh, topic: 'safety', lang: 'th' });
    expect(th.text).toContain('1323');
    const en = ask('I want to end my life');
    expect(en).toEqual({ text: caringReplyEn, topic: 'safety', lang: 'en' });
    expect(en.text).toContain('1323');
  });
});

describe('replyToChat language', () => {
  it('answers English in English and Thai in Thai', () => {
    for (const q of [
      'Will my boyfriend propose?',
      'What is my lucky colour?',
      'Should I change jobs?',
      'Hello!',
      'thanks',
    ]) {
      const r = ask(q, { reading: palmReading() });
      expect(r.lang).toBe('en');
      expect(thaiShare(r.text)).toBeLessThan(0.05);
    }
    const th = ask('แฟนจะกลับมาไหม');
    expect(th.lang).toBe('th');
    expect(thaiShare(th.text)).toBeGreaterThan(0.6);
  });

  it('follows an explicit language', () => {
    const r = ask('แฟนจะกลับมาไหม', { lang: 'en' });
    expect(r.lang).toBe('en');
    expect(r.topic).toBe('love');
    expect(thaiShare(r.text)).toBeLessThan(0.05);
  });
});

describe('replyToChat variety and memory', () => {
  it('is deterministic for the same input and seed', () => {
    const input: ChatReplyInput = {
      question: 'เมื่อไหร่จะเจอเนื้อคู่',
      reading: palmReading(),
      history: [{ role: 'user', content: 'สวัสดี' }],
      person: PERSON,
      date: '2026-11-23',
      seed: 's',
    };
    expect(replyToChat(input)).toEqual(replyToChat(structuredClone(input)));
    const seeds = ['1', '2', '3', '4', '5', '6'].map(
      (seed) => replyToChat({ ...input, seed }).text,
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('gives 50 different questions at least 45 different replies', () => {
    const questions = [
      'แฟนจะกลับมาไหม',
      'เมื่อไหร่จะเจอเนื้อคู่',
      'คนคุยคนนี้ใช่ไหม',
      'โสดมานาน จะมีแฟนไหม',
      'ปีนี้จะได้แต่งงานไหม',
      'แฟนนอกใจหรือเปล่า',
      'จะคืนดีกับแฟนเก่าได้ไหม',
      'เขาคิดถึงเราบ้างไหม',
      'จะได้เลื่อนตำแหน่งไหม',
      'สัมภาษณ์งานพรุ่งนี้จะผ่านไหม',
      'ควรย้ายงานดีไหม',
      'เปิดร้านกาแฟดีไหม',
      'หัวหน้าไม่ชอบเรา ทำยังไงดี',
      'การงานปีหน้าเป็นยังไง',
      'เมื่อไหร่จะได้งานใหม่',
      'ธุรกิจจะรุ่งไหม',
      'หนี้จะหมดเมื่อไหร่',
      'ควรลงทุนหุ้นไหม',
      'ขอเลขเด็ดงวดนี้',
      'ปีนี้จะรวยไหม',
      'เก็บเงินไม่อยู่เลย ทำยังไงดี',
      'โชคลาภช่วงนี้เป็นยังไง',
      'สุขภาพปีนี้เป็นยังไง',
      'นอนไม่หลับมาหลายวัน',
      'จะสอบติดมหาลัยไหม',
      'เรียนต่อโทดีไหม',
      'สอบราชการจะผ่านไหม',
      'ย้ายบ้านเดือนไหนดี',
      'จะได้ไปเที่ยวญี่ปุ่นไหม',
      'ย้ายไปทำงานต่างประเทศดีไหม',
      'พ่อแม่จะยอมรับแฟนไหม',
      'ทะเลาะกับพี่สาวบ่อย ทำยังไงดี',
      'อยากมีลูก ช่วงไหนดี',
      'สีมงคลวันนี้คือสีอะไร',
      'เลขมงคลของฉันคืออะไร',
      'ควรใส่สีอะไรไปสัมภาษณ์',
      'จะชนะคดีไหม',
      'เมื่อไหร่ชีวิตจะดีขึ้น',
      'ปีนี้จะดีไหม',
      'สวัสดีค่ะ',
      'ขอบคุณมากค่ะ',
      'ดวงปีหน้าเป็นยังไง',
      'Will my boyfriend propose?',
      'Should I quit my job?',
      'Will I be rich?',
      'When will I meet the one?',
      'What is my lucky colour?',
      'Will I pass my exam?',
      'Is it a good time to move abroad?',
      'Hello!',
    ];
    expect(questions).toHaveLength(50);
    const replies = questions.map((q) => ask(q).text);
    expect(new Set(replies).size).toBeGreaterThanOrEqual(45);
  });

  it('never opens two replies in a row the same way across a five-turn chat', () => {
    const scripts = [
      ['แฟนเก่าจะกลับมาไหม', 'ทำไมล่ะ', 'แล้วช่วงไหนดี', 'แล้วเรื่องงานล่ะ', 'จะได้เลื่อนตำแหน่งไหม'],
      ['งานจะดีไหม', 'งานจะดีไหม', 'งานจะดีไหม', 'งานจะดีไหม', 'งานจะดีไหม'],
      ['สวัสดีค่ะ', 'ขอบคุณค่ะ', 'สวัสดีค่ะ', 'ขอบคุณค่ะ', 'สวัสดีค่ะ'],
      ['Will he come back?', 'why?', 'when?', 'What about my job?', 'thanks!'],
    ];
    for (const script of scripts) {
      for (const reading of [palmReading(), null]) {
        for (const seed of ['x', 'y', 'z']) {
          const history: ChatTurn[] = [];
          let previous = '';
          script.forEach((question, i) => {
            const r = replyToChat({
              question,
              reading,
              history: [...history],
              person: PERSON,
              date: '2026-11-23',
              seed: `${seed}:${i}`,
            });
            if (previous) expect(r.text.slice(0, 12)).not.toBe(previous.slice(0, 12));
            previous = r.text;
            history.push(
              { role: 'user', content: question },
              { role: 'assistant', content: r.text },
            );
          });
        }
      }
    }
  });

  it('follows up on the subject of the earlier question', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'แฟนจะกลับมาไหม' },
      { role: 'assistant', content: 'ลองมาดูกันทีละส่วนนะ' },
    ];
    expect(ask('แล้วช่วงไหนดี', { history }).topic).toBe('love');
    expect(ask('ทำไมล่ะ', { history }).topic).toBe('love');
    expect(ask('ขอบคุณค่ะ', { history }).topic).toBe('thanks');
    expect(ask('แล้วเรื่องงานล่ะ', { history }).topic).toBe('work');
  });

  it('does not repeat the advice it just gave', () => {
    const history: ChatTurn[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = ask('แฟนเก่าจะกลับมาไหม', { history: [...history], seed: `t${i}` });
      texts.push(r.text);
      history.push(
        { role: 'user', content: 'แฟนเก่าจะกลับมาไหม' },
        { role: 'assistant', content: r.text },
      );
    }
    expect(new Set(texts).size).toBe(3);
  });
});

describe('replyToChat output', () => {
  const questions = [
    'แฟนจะกลับมาไหม',
    'เมื่อไหร่จะได้เลื่อนตำแหน่ง',
    'ขอเลขเด็ดงวดนี้หน่อย',
    'ปวดหัวบ่อย ต้องไปหาหมอไหม',
    'จะชนะคดีไหม ควรลงทุนต่อไหม',
    'สีมงคลวันนี้',
    'ย้ายบ้านเดือนไหนดี',
    'สวัสดีค่ะ',
    'ขอบคุณค่ะ',
    'อืม',
    '???',
    '',
    'Will my boyfriend propose this year?',
    'When will I be rich?',
    'What should I wear to my interview?',
    'Should I invest in crypto or buy lottery tickets?',
    'hi',
  ];
  const readings = [palmReading(), null];
  const people = [
    PERSON,
    {},
    { name: 'Ann', birthDate: '1988-12-31', birthTime: '23:10' },
    { name: '<b>x</b>', birthDate: 'not-a-date', birthTime: '99:99' },
  ];

  it('is never empty, never too long and never prints undefined, null or NaN', () => {
    for (const question of questions) {
      for (const reading of readings) {
        for (const person of people) {
          for (const date of ['2026-11-23', '2027-01-31', '2026-12-30']) {
            const r = replyToChat({ question, reading, history: [], person, date, seed: question });
            expect(r.text.trim().length).toBeGreaterThan(20);
            expect(r.text.length).toBeLessThanOrEqual(CHAT_REPLY_MAX);
            expect(r.text).not.toMatch(/undefined|null|NaN|\[object/);
            if (r.lang === 'en') {
              const n = englishSentences(r.text);
              expect(n).toBeGreaterThanOrEqual(2);
              expect(n).toBeLessThanOrEqual(5);
            }
          }
        }
      }
    }
  });

  it('uses the same polite, ungendered voice throughout', () => {
    for (const question of questions) {
      const t = ask(question, { lang: 'th' }).text;
      expect(t).not.toMatch(/ครับ|ค่ะ|คะ|จ้ะ/);
    }
  });

  it('throws for an invalid date only', () => {
    expect(() => ask('แฟนจะกลับมาไหม', { date: '2026-02-30' })).toThrow(ReadingInputError);
    expect(() => ask('แฟนจะกลับมาไหม', { person: { birthDate: '1990-13-01' } })).not.toThrow();
  });
});

describe('replyToChat answers the time asked', () => {
  // 2026-11-24 is a Tuesday in the year of the Horse (มะเมีย); 2027 is the Goat (มะแม).
  const on = (question: string, extra: Partial<ChatReplyInput> = {}) =>
    ask(question, { date: '2026-11-24', ...extra });
  const seeds = ['a', 'b', 'c', 'd'];
  const aboutToday = /ดวงวันนี้|วันอังคารนี้/;

  it('reads next year by its animal and ชง, not by this Tuesday', () => {
    for (const seed of seeds) {
      const t = on('ปีหน้าการเงินจะดีขึ้นไหม', { seed }).text;
      expect(t).toContain('ปีหน้า (พ.ศ. 2570) เป็นปีมะแม');
      // The asker (1995, ปีกุน) and next year's Goat are a harmony triad.
      expect(t).toContain('ส่งเสริมคนเกิดปีกุน');
      expect(t).toContain('เรื่องการเงิน');
      expect(t).not.toMatch(aboutToday);
      expect(t).not.toContain('ปีนี้เป็นปีมะเมีย');
    }
    // Born in 1985, the Ox: next year's Goat clashes head-on.
    const ox = on('ปีหน้างานจะเป็นยังไง', { person: { birthDate: '1985-06-10' } }).text;
    expect(ox).toContain('ชงตรงกับปีฉลูของคุณ');
    // The animal year changes on 1 January here; other counts start it later (decision 012).
    expect(ox).toContain('ช่วงต้นปีหน้ายังเป็นปีมะเมีย');
    // Without a birth year, the animals next year is ชง with.
    const anyone = on('ปีหน้าจะเป็นยังไงบ้าง', { person: {} }).text;
    expect(anyone).toContain('ปีที่ชงตรงคือปีฉลู');
    expect(anyone).toContain('ปีชงร่วมคือปีมะโรง ปีมะแม และปีจอ');
  });

  it('answers "when" within next year with months of that year', () => {
    const t = on('เมื่อไหร่จะได้เลื่อนตำแหน่งปีหน้า').text;
    expect(t).toMatch(
      /ในปีหน้าอยู่ราวเดือน(มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)/,
    );
    expect(t).toMatch(/แนวโน้ม/);
  });

  it("reads this week's days and next week's", () => {
    for (const seed of seeds) {
      const t = on('สัปดาห์นี้งานจะเป็นยังไง', { seed }).text;
      expect(t).toContain('สัปดาห์นี้ (24–29 พฤศจิกายน)');
      expect(t).toMatch(/มากที่สุดคือวัน(จันทร์|อังคาร|พุธ|พฤหัสบดี|ศุกร์|เสาร์|อาทิตย์)ที่ 2[4-9]/);
      // Tuesday is the กาลกิณี day of someone born on a Wednesday.
      expect(t).toContain('วันอังคารที่ 24 เป็นวันกาลกิณีของคนเกิดวันพุธ');
    }
    const next = on('สัปดาห์หน้าควรเซ็นสัญญาวันไหนดี').text;
    expect(next).toContain('สัปดาห์หน้า (30 พฤศจิกายน – 6 ธันวาคม)');
    const en = on('How will my work be next week?').text;
    expect(en).toContain('Next week (30 November – 6 December)');
  });

  it('reads next month by its dates, and tomorrow by tomorrow', () => {
    for (const seed of seeds) {
      const t = on('เดือนหน้าการเงินจะดีขึ้นไหม', { seed }).text;
      expect(t).toContain('เดือนหน้า (ธันวาคม 2569)');
      expect(t).toMatch(/เด่นคือวันที่ \d/);
      expect(t).toContain('สำหรับเดือนหน้า');
      expect(t).not.toMatch(aboutToday);
    }
    const tomorrow = on('พรุ่งนี้สัมภาษณ์งาน จะผ่านไหม').text;
    expect(tomorrow).toContain('พรุ่งนี้ตรงกับวันพุธที่ 25 พฤศจิกายน 2569');
    expect(tomorrow).not.toMatch(aboutToday);
  });

  it('keeps the time asked when a follow-up asks "when?"', () => {
    const history: ChatTurn[] = [
      { role: 'user', content: 'ปีหน้าลูกจะสอบติดไหม' },
      { role: 'assistant', content: 'ลองมาดูกันทีละส่วนนะ' },
    ];
    const r = on('แล้วช่วงไหนดี', { history });
    expect(r.topic).toBe('study');
    expect(r.text).toContain('ในปีหน้าอยู่ราวเดือน');
    expect(r.text).toContain('ลูก');
  });

  it('never turns a time into a promise', () => {
    for (const q of [
      'ปีหน้าจะรวยไหม',
      'เดือนหน้าจะได้งานไหม',
      'สัปดาห์นี้จะสอบผ่านไหม',
      'ปีหน้าแฟนจะขอแต่งงานไหม',
    ]) {
      for (const seed of seeds) expect(on(q, { seed }).text).not.toMatch(/แน่นอน|ฟันธง|รับรองว่า|100%/);
    }
  });
});

describe('replyToChat routes study, family, health and money to their own lines', () => {
  const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

  it("answers a child's university exam as the child's study, never the work line", () => {
    for (const seed of seeds) {
      const r = ask('ลูกจะสอบเข้ามหาลัยได้ไหม', { seed, date: '2026-11-24' });
      expect(r.topic).toBe('study');
      expect(r.text).not.toMatch(/ด้านการงาน|เรื่องการงาน/);
      // The asker's own birth lore (Wednesday, ปีกุน) says nothing about the child's exam.
      expect(r.text).not.toMatch(/คนเกิดวันพุธ|คนเกิดปีกุน|ดาวประจำวันเกิดของคุณ/);
      expect(r.text).toContain('ลูก');
    }
  });

  it("reads one's own exam from the study line", () => {
    const texts = seeds.map((seed) => ask('จะสอบผ่านไหม', { seed }).text);
    for (const t of texts) expect(t).not.toContain('ด้านการงาน');
    expect(texts.some((t) => t.includes('ด้านการเรียน'))).toBe(true);
  });

  it("answers a parent's illness with care and the doctor, not a leaning or the asker's health", () => {
    for (const seed of seeds) {
      const t = ask('แม่จะหายป่วยไหม', { seed }).text;
      expect(t).toContain(CHAT_CONSULT_NOTES.medical.th);
      expect(t).not.toMatch(/ดวงเอนไปทาง|ออกมาทางบวก|คนเกิดวันพุธ/);
    }
    const anyHealth = ['พ่อแม่จะสุขภาพแข็งแรงไหม', 'สุขภาพปีหน้าจะดีไหม'];
    for (const q of anyHealth) {
      for (const seed of seeds) {
        const t = ask(q, { seed }).text;
        expect(t).toContain('ปรึกษาแพทย์');
        expect(t).not.toMatch(/ดวงเอนไปทาง “ใช่”|ออกมาทางบวก/);
      }
    }
  });

  it("never reads someone's illness from the palm, and always sends it to a doctor", () => {
    const reading = palmReading();
    for (const seed of seeds) {
      const t = ask('ลูกป่วยบ่อย จะหายเมื่อไหร่', { reading, seed }).text;
      expect(t).toContain(CHAT_CONSULT_NOTES.medical.th);
      expect(t).not.toMatch(/เส้น(ชีวิต|สมอง|ใจ|วาสนา|อาทิตย์|พุธ)|ลายมือ/);
      expect(t).not.toMatch(/แนวโน้มที่ดวงเปิดทาง|ช่วงที่น่าจับตา/);
    }
  });

  it('reads a quarrel with a sister as family, with the family line', () => {
    const texts = seeds.map((seed) => ask('ทะเลาะกับพี่สาวจะคืนดีกันไหม', { seed }));
    for (const r of texts) {
      expect(r.topic).toBe('family');
      expect(r.text).not.toMatch(/ความรัก|คนเก่า/);
    }
  });

  it('reads a partner’s job as work', () => {
    const r = ask('แฟนจะได้งานไหม');
    expect(r.topic).toBe('work');
    expect(r.text).toContain('แฟน');
  });
});

describe('replyToChat on a palm reading: fears, unclear lines and the question asked with the photo', () => {
  const reading = palmReading();
  const none = line(0, 0, 0, 1);
  const unreadable = palmReading({
    life: none,
    head: none,
    heart: none,
    fate: none,
    sun: none,
    mercury: none,
  });

  it('answers "อายุสั้นไหม" with: the life line does not tell the length of a life', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const r = ask('อายุสั้นไหม', { reading, seed });
      expect(r.text).toContain(PALM_FEAR_FACTS.notForetold.lifespan.th);
      expect(r.text).toContain('ไม่ได้บอกว่าชีวิตจะยาวหรือสั้น');
      // No forecast of any kind: no leaning, no window of time, no years.
      expect(r.text.replace('“อายุสั้นไหม”', '')).not.toMatch(
        /จะอายุยืน|อายุถึง|\d+\s*ปี|แนวโน้มที่ดวงเปิดทาง|ช่วงที่น่าจับตา|แน่นอน/,
      );
      expect(r.text.length).toBeLessThanOrEqual(CHAT_REPLY_MAX);
    }
  });

  it('answers fears of death and illness plainly, with a doctor for a health worry', () => {
    const death = ask('จะตายเมื่อไหร่', { reading });
    expect(death.text).toContain(PALM_FEAR_FACTS.notForetold.death.th);
    expect(death.text).not.toMatch(/เดือน(?:มกราคม|มีนาคม|ธันวาคม)|วันที่\s*\d/);
    const ill = ask('จะป่วยหนักไหม', { reading });
    expect(ill.text).toContain(PALM_FEAR_FACTS.notForetold.illness.th);
    expect(ill.text).toMatch(/แพทย์/);
    const en = ask('Will I die young?', { reading });
    expect(en.text).toContain(PALM_FEAR_FACTS.notForetold.death.en);
  });

  it('answers the same fear the same way for the same input', () => {
    expect(ask('เส้นชีวิตขาด', { reading, seed: 'x' })).toEqual(
      ask('เส้นชีวิตขาด', { reading, seed: 'x' }),
    );
    expect(ask('เส้นชีวิตขาด', { reading }).text).toContain(
      PALM_FEAR_FACTS.notForetold['life-line'].th,
    );
  });

  it('says plainly that an unreadable palm cannot answer, instead of quoting its template', () => {
    for (const q of ['ความรักจะเป็นยังไง', 'งานจะดีไหม', 'เมื่อไหร่จะรวย']) {
      const r = ask(q, { reading: unreadable });
      expect(r.text).toContain('ยังไม่เห็นเส้นชัดพอจะอ่านได้สักเส้น');
      expect(r.text).toContain('ถ่ายใหม่');
      expect(r.text).not.toContain('เส้นนี้ในภาพยังไม่ชัด');
      expect(r.text).not.toMatch(/แนวโน้มที่ดวงเปิดทาง|ช่วงที่น่าจับตา/);
    }
    const en = ask('Will I find love?', { reading: unreadable });
    expect(en.text).toContain('did not show any line clearly enough');
  });

  it('does not read love from a heart line the photo did not show', () => {
    const noHeart = palmReading({ ...PALM, heart: none });
    const r = ask('เขาจะรักเราจริงไหม', { reading: noHeart });
    expect(r.text).toContain('เส้นใจในภาพที่ส่งมายังไม่ชัดพอจะอ่าน');
    // The server's own flags say so too, whatever the sections' text.
    const flagged = { ...reading, lines: PALM_IDS.map((id) => ({ id, present: id !== 'heart' })) };
    expect(ask('เขาจะรักเราจริงไหม', { reading: flagged }).text).toContain(
      'เส้นใจในภาพที่ส่งมายังไม่ชัดพอจะอ่าน',
    );
  });

  it('follows the question typed with the photo when a message names no subject', () => {
    const r = ask('แล้วช่วงไหนดี', { reading, readingQuestion: 'ความรักจะเป็นยังไง' });
    expect(r.topic).toBe('love');
    expect(r.text).toContain('เส้นใจ');
    const other = ask('แล้วช่วงไหนดี', { reading, readingQuestion: 'งานจะรุ่งไหม' });
    expect(other.topic).toBe('work');
    expect(other.text).not.toBe(r.text);
  });
});
