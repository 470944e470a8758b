import { describe, expect, it } from 'vitest';
import { replyToChat } from '../chat-replies.ts';
import { compatibilityReading } from '../readings/compatibility.ts';
import { generatedInput } from '../readings/testing/inputs.ts';
import { TOPIC_GENERATORS, TOPIC_KINDS, type TopicKind } from '../topic-readings.ts';
import { thaiWeekdayOfLocal, WEEKDAYS } from '../weekday.ts';
import {
  checkRecommendations,
  forbiddenFor,
  guardText,
  peopleInInput,
  recommendationsIn,
} from './colours-and-days.ts';

const words = (text: string) => recommendationsIn(text).map((r) => r.word);

describe('reading what a text recommends', () => {
  it('tells a colour to wear from one to avoid and from one named as a fact', () => {
    expect(words('ลองใส่สีส้มติดตัวไว้ ควรเลี่ยงสีเหลือง และสีแดง')).toEqual(['สีส้ม']);
    expect(words('สีเสริมดวงของคุณช่วงนี้คือสีส้ม สีแดง และสีเขียว ควรเลี่ยงสีม่วง')).toEqual([
      'สีส้ม',
      'สีแดง',
      'สีเขียว',
    ]);
    expect(words('สีประจำวันคือสีเหลือง')).toEqual([]);
    expect(words('สีกาลกิณีของคุณคือสีส้ม')).toEqual([]);
    expect(words('Wear a touch of grey; avoid red.')).toEqual(['grey']);
  });

  it('tells a day to choose from a birth day, and a Wednesday night from a Wednesday', () => {
    expect(words('ให้เลือกคุยในวันจันทร์หรือวันอังคาร')).toEqual(['วันจันทร์', 'วันอังคาร']);
    expect(words('คนเกิดวันอังคารใจร้อน')).toEqual([]);
    const saturday = forbiddenFor([WEEKDAYS.saturday]);
    expect(saturday.days.has('wednesday-day')).toBe(true);
    expect(checkText('ให้เลือกคืนวันพุธที่ 3', [WEEKDAYS.saturday])).toEqual([]);
    expect(checkText('ให้เลือกวันพุธที่ 3', [WEEKDAYS.saturday])).toEqual(['วันพุธ']);
  });

  it('knows a Wednesday-night birth by its time, with orange to avoid', () => {
    const night = thaiWeekdayOfLocal('1990-05-16', '19:30');
    expect(night.id).toBe('wednesday-night');
    expect([...forbiddenFor([night]).coloursTh]).toEqual(['สีส้ม']);
    expect(guardText('ใส่สีส้มติดตัวไว้ ส่วนเลขมงคลคือ 8', [night])).toBe('ส่วนเลขมงคลคือ 8');
  });
});

function checkText(text: string, people: Parameters<typeof forbiddenFor>[0]) {
  return recommendationsIn(text)
    .filter((r) => {
      const f = forbiddenFor(people);
      return r.kind === 'colour'
        ? f.coloursTh.has(r.word)
        : (r.word === 'วันพุธ' && f.days.has('wednesday-day')) ||
            [...f.days].some((d) => WEEKDAYS[d].nameTh === r.word);
    })
    .map((r) => r.word);
}

describe('no reading recommends a colour or day that is a กาลกิณี of anyone it reads for', () => {
  it.each(TOPIC_KINDS)('%s, written for 150 people (before the guard)', (kind: TopicKind) => {
    const generator = TOPIC_GENERATORS[kind] as (
      input: unknown,
    ) => Parameters<typeof checkRecommendations>[0];
    for (let i = 0; i < 150; i++) {
      const input = generatedInput(kind, i);
      const problems = checkRecommendations(generator(input), peopleInInput(input));
      expect(problems, `${kind} #${i}`).toEqual([]);
    }
  });

  it('a compatibility reading of two people born on opposite days recommends neither’s กาลกิณี', () => {
    // Sunday's กาลกิณี is Friday (blues); Friday's is Wednesday night (grey).
    const reading = compatibilityReading({
      personA: { name: 'เอ', birthDate: '1990-05-13' },
      personB: { name: 'บี', birthDate: '1992-05-15' },
      relationshipType: 'romantic',
      date: '2026-11-23',
    });
    const people = [WEEKDAYS.sunday, WEEKDAYS.friday];
    expect(checkRecommendations(reading, people)).toEqual([]);
    for (const c of reading.luckyColoursTh) expect(['สีฟ้า', 'สีน้ำเงิน', 'สีเทา']).not.toContain(c);
  });

  it('the chat never tells anyone to wear or choose their กาลกิณี', () => {
    const questions = ['ใส่สีอะไรดีวันนี้', 'สีมงคลของฉันคือสีอะไร', 'วันไหนเหมาะกับการเซ็นสัญญา'];
    for (const birth of ['1990-05-13', '1990-05-15', '1990-05-16', '1990-05-18', '1990-05-19']) {
      for (const time of [undefined, '20:00']) {
        const w = thaiWeekdayOfLocal(birth, time);
        for (const question of questions) {
          for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']) {
            const { text } = replyToChat({
              question,
              history: [],
              date,
              seed: date,
              person: { birthDate: birth, ...(time ? { birthTime: time } : {}) },
            });
            expect(checkText(text, [w]), `${w.id} ${date} ${question}: ${text}`).toEqual([]);
          }
        }
      }
    }
  });
});
