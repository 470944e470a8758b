/**
 * ดวงรายวัน: the fortune of one day — its colour (สีประจำวัน), lucky and unlucky colours, the
 * ทักษา colours, lucky numbers and a short horoscope for work, money, love, health and luck. With
 * a birth weekday, the day is also read as a ทักษา position for that person (วันศรี, วันกาลกิณี…).
 */
import { intBetween, pick } from '../seed.ts';
import { capitalise, listEn, listTh, type Bi } from '../text.ts';
import {
  BIRTH_DAY_BUDDHA,
  type DayColours,
  taksaRoleOf,
  type TaksaRoleId,
  WEEKDAY_TRAITS,
} from '../thai-calendar.ts';
import { WEEKDAYS, WEEKDAY_IDS, type Weekday, type WeekdayId } from '../weekday.ts';
import {
  checkOption,
  clampScore,
  dayContext,
  dayEn,
  dayRoleLine,
  dayTh,
  luckyFor,
  personContext,
  readingRng,
  section,
  tierOf,
  type PersonContext,
  type ReadingResult,
  type Tier,
} from './common.ts';

export const DAILY_ASPECTS = ['work', 'money', 'love', 'health', 'luck'] as const;
export type DailyAspect = (typeof DAILY_ASPECTS)[number];
export const DAILY_ASPECT_LABELS: Record<DailyAspect, Bi> = {
  work: { th: 'การงาน', en: 'Work' },
  money: { th: 'การเงิน', en: 'Money' },
  love: { th: 'ความรัก', en: 'Love' },
  health: { th: 'สุขภาพ', en: 'Health' },
  luck: { th: 'โชคลาภ', en: 'Luck' },
};

export interface DailyInput {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** The person's birth weekday, if known; wins over one derived from `birthDate`. */
  birthWeekday?: WeekdayId;
  birthDate?: string;
  birthTime?: string;
  name?: string;
}

export interface DailyAspectReading {
  score: number;
  th: string;
  en: string;
}

export interface DailyReading extends ReadingResult<'daily'> {
  weekday: Weekday;
  colours: DayColours;
  /** The day's ทักษา position for the person, when a birth weekday is known. */
  dayRole: TaksaRoleId | null;
  aspects: Record<DailyAspect, DailyAspectReading>;
}

const DAY_ENERGY: Record<WeekdayId, Bi> = {
  sunday: {
    th: 'วันอาทิตย์เป็นวันของพระอาทิตย์ พลังแห่งเกียรติและความมั่นใจ เหมาะกับการเริ่มต้น การไหว้พระ และการใช้เวลากับครอบครัว',
    en: 'Sunday belongs to the Sun: a day of honour and confidence, good for beginnings, temple visits and family.',
  },
  monday: {
    th: 'วันจันทร์เป็นวันของพระจันทร์ พลังแห่งความอ่อนโยนและเสน่ห์ เหมาะกับงานที่ต้องใช้ความละเอียดและการดูแลผู้คน',
    en: 'Monday belongs to the Moon: gentleness and charm, good for careful work and looking after people.',
  },
  tuesday: {
    th: 'วันอังคารเป็นวันของพระอังคาร พลังแห่งความกล้าและการลงมือ เหมาะกับงานที่ต้องใช้แรงและการตัดสินใจ แต่ควรระวังอารมณ์ร้อน',
    en: 'Tuesday belongs to Mars: courage and action, good for energetic work and decisions — mind your temper.',
  },
  'wednesday-day': {
    th: 'วันพุธเป็นวันของพระพุธ พลังแห่งการสื่อสารและการค้า เหมาะกับการเจรจา การขาย และการเรียนรู้สิ่งใหม่',
    en: 'Wednesday belongs to Mercury: communication and trade, good for negotiating, selling and learning.',
  },
  'wednesday-night': {
    th: 'คืนวันพุธเป็นเวลาของพระราหู พลังแห่งความคิดแหวกแนวและลาภฉับพลัน เหมาะกับงานสร้างสรรค์ แต่ควรเลี่ยงการเสี่ยงเกินตัว',
    en: 'Wednesday night belongs to Rahu: bold ideas and sudden gains, good for creative work — but avoid reckless risks.',
  },
  thursday: {
    th: 'วันพฤหัสบดีเป็นวันครู พลังแห่งปัญญาและความเมตตาของผู้ใหญ่ เหมาะกับการเรียน การไหว้ครู และการขอคำปรึกษา',
    en: 'Thursday is the teachers’ day, ruled by Jupiter: wisdom and the kindness of elders, good for study and seeking advice.',
  },
  friday: {
    th: 'วันศุกร์เป็นวันของพระศุกร์ พลังแห่งความรักและความสุข เหมาะกับการนัดพบ งานศิลปะ และการให้รางวัลตัวเอง',
    en: 'Friday belongs to Venus: love and pleasure, good for dates, art and treating yourself.',
  },
  saturday: {
    th: 'วันเสาร์เป็นวันของพระเสาร์ พลังแห่งความอดทนและความมั่นคง เหมาะกับการจัดการเรื่องค้างคา บ้าน และทรัพย์สิน',
    en: 'Saturday belongs to Saturn: patience and stability, good for clearing backlogs, home and property.',
  },
};

/** How each day of the week leans for each aspect, before any personal reading. */
const DAY_BIAS: Record<WeekdayId, Partial<Record<DailyAspect, number>>> = {
  sunday: { work: 4, luck: 2 },
  monday: { love: 4, health: 2 },
  tuesday: { work: 3, health: -2 },
  'wednesday-day': { money: 4, work: 2 },
  'wednesday-night': { luck: 3, money: -2 },
  thursday: { work: 3, luck: 3 },
  friday: { love: 5, money: 2 },
  saturday: { money: 3, health: -1 },
};

/** How each ทักษา position of the day leans for each aspect. */
const ROLE_BIAS: Record<TaksaRoleId, Partial<Record<DailyAspect, number>>> = {
  companions: { love: 8, work: 3 },
  longevity: { health: 10, love: 2 },
  power: { work: 10, luck: 3 },
  fortune: { money: 10, love: 6, luck: 6 },
  foundation: { money: 6, health: 3 },
  diligence: { work: 6, health: -4 },
  support: { work: 6, luck: 8 },
  misfortune: { work: -8, money: -8, love: -8, health: -6, luck: -10 },
};

const ASPECT_TEXTS: Record<DailyAspect, Record<Tier, readonly Bi[]>> = {
  work: {
    high: [
      {
        th: 'งานเดินหน้าได้ดี ความคิดชัดเจน เหมาะกับการนำเสนองานหรือปิดงานที่ค้างอยู่',
        en: 'Work moves well and your thinking is clear — good for presenting or closing out pending tasks.',
      },
      {
        th: 'มีคนเห็นความตั้งใจของคุณ อาจได้รับคำชมหรืองานใหม่ที่น่าสนใจ',
        en: 'Someone notices your effort; praise or an interesting new task may come.',
      },
      {
        th: 'การประสานงานราบรื่น ทีมให้ความร่วมมือดี เป็นวันที่ทำงานได้เต็มที่',
        en: 'Coordination is smooth and the team cooperates — a day to work at full stride.',
      },
    ],
    mid: [
      {
        th: 'งานไปได้ตามปกติ ทำทีละอย่างให้เสร็จจะดีกว่าเปิดหลายเรื่องพร้อมกัน',
        en: 'Work goes as normal; finish one thing at a time rather than opening many.',
      },
      {
        th: 'อาจมีงานแทรกเข้ามาบ้าง จัดลำดับความสำคัญไว้ตั้งแต่เช้าจะช่วยได้มาก',
        en: 'Extra tasks may cut in; setting priorities in the morning helps a lot.',
      },
      {
        th: 'วันนี้เหมาะกับงานที่ต้องใช้ความละเอียดมากกว่าการตัดสินใจเรื่องใหญ่',
        en: 'Today suits detailed work better than big decisions.',
      },
    ],
    low: [
      {
        th: 'งานอาจติดขัดหรือมีความเข้าใจผิด ตรวจทานก่อนส่งและถามให้ชัดก่อนลงมือ',
        en: 'Work may snag or be misunderstood; check before sending and clarify before you start.',
      },
      {
        th: 'ระวังคำพูดในที่ประชุม เลื่อนการเจรจาเรื่องสำคัญไปวันอื่นถ้าทำได้',
        en: 'Mind your words in meetings, and move important negotiations to another day if you can.',
      },
      {
        th: 'พลังงานด้านการงานต่ำกว่าปกติ ทำงานประจำให้ดีและพักสายตาเป็นระยะ',
        en: 'Work energy is below par; do routine tasks well and rest your eyes now and then.',
      },
    ],
  },
  money: {
    high: [
      {
        th: 'การเงินคล่องมือ อาจมีรายได้พิเศษหรือได้ของที่ถูกใจในราคาดี',
        en: 'Money flows easily; extra income or a good deal on something you like may come.',
      },
      {
        th: 'วันดีสำหรับการวางแผนออมหรือเจรจาเรื่องค่าตอบแทน',
        en: 'A good day to plan savings or discuss pay.',
      },
      {
        th: 'มีแววได้เงินคืนหรือของขวัญจากคนใกล้ตัว',
        en: 'Money owed or a gift from someone close may come your way.',
      },
    ],
    mid: [
      {
        th: 'การเงินสมดุล ใช้จ่ายตามแผนแล้วจะไม่มีเรื่องให้กังวล',
        en: 'Money is balanced; spend to plan and there is nothing to worry about.',
      },
      {
        th: 'รายรับรายจ่ายพอดีกัน เลี่ยงการซื้อของตามอารมณ์',
        en: 'Income and spending even out; avoid impulse buys.',
      },
      {
        th: 'เหมาะกับการจัดการบัญชีและจ่ายบิลที่ค้างอยู่',
        en: 'Good for sorting accounts and paying outstanding bills.',
      },
    ],
    low: [
      {
        th: 'ระวังรายจ่ายไม่คาดคิดและการให้ยืมเงิน วันนี้ควรถือเงินสดให้น้อย',
        en: 'Watch for unexpected costs and lending; carry little cash today.',
      },
      {
        th: 'ไม่ใช่วันที่ดีสำหรับการลงทุนหรือเซ็นสัญญาเรื่องเงิน',
        en: 'Not a good day to invest or sign anything about money.',
      },
      {
        th: 'ระวังข้อความหรือลิงก์ที่ชวนให้โอนเงิน ตรวจสอบทุกครั้งก่อนทำธุรกรรม',
        en: 'Beware messages or links urging you to transfer money; verify before any transaction.',
      },
    ],
  },
  love: {
    high: [
      {
        th: 'เสน่ห์แรง คนรอบตัวเอ็นดู คนมีคู่หวานชื่น คนโสดมีโอกาสได้คุยกับคนถูกใจ',
        en: 'Charm is strong: couples are sweet, and singles may get talking with someone they like.',
      },
      {
        th: 'วันดีสำหรับการบอกความรู้สึกหรือนัดเจอคนพิเศษ',
        en: 'A good day to share your feelings or meet someone special.',
      },
      {
        th: 'ความสัมพันธ์อบอุ่น ข้อความเล็ก ๆ ที่ส่งไปจะได้รับการตอบกลับอย่างน่ารัก',
        en: 'Relationships are warm; a small message will get a lovely reply.',
      },
    ],
    mid: [
      {
        th: 'ความรักราบเรียบ ความใส่ใจเล็ก ๆ จะช่วยเติมความหวาน',
        en: 'Love is calm; small attentions add sweetness.',
      },
      {
        th: 'ฟังอีกฝ่ายให้มากขึ้นอีกนิด แล้ววันนี้จะผ่านไปอย่างอบอุ่น',
        en: 'Listen a little more and the day will pass warmly.',
      },
      {
        th: 'คนโสดยังไม่หวือหวา แต่การออกไปพบปะเพื่อนฝูงจะทำให้ใจสดชื่น',
        en: 'Nothing dramatic for singles, but seeing friends will lift your spirits.',
      },
    ],
    low: [
      {
        th: 'อารมณ์อ่อนไหวง่าย ระวังน้อยใจหรือพูดแรงโดยไม่ตั้งใจ',
        en: 'Feelings are tender; beware taking offence or speaking harshly by accident.',
      },
      {
        th: 'เลี่ยงการคุยเรื่องหนักใจกับคนรักในวันนี้ รอให้ใจเย็นก่อน',
        en: 'Avoid heavy talks with your partner today; wait until you are calm.',
      },
      {
        th: 'อาจมีความเข้าใจผิดจากข้อความสั้น ๆ ถ้าสงสัยให้โทรคุยแทน',
        en: 'A short message may be misread; if in doubt, call instead.',
      },
    ],
  },
  health: {
    high: [
      {
        th: 'ร่างกายกระปรี้กระเปร่า เหมาะกับการออกกำลังกายหรือเริ่มนิสัยสุขภาพใหม่',
        en: 'You feel lively — good for exercise or starting a healthy habit.',
      },
      {
        th: 'พลังดี จิตใจแจ่มใส นอนหลับพักผ่อนได้เต็มที่',
        en: 'Good energy and a clear mind, with restful sleep.',
      },
      {
        th: 'สุขภาพโดยรวมดี ดื่มน้ำให้พอเพื่อรักษาความสดชื่นไว้ทั้งวัน',
        en: 'Overall health is good; drink enough water to stay fresh all day.',
      },
    ],
    mid: [
      {
        th: 'สุขภาพปกติ แต่ควรพักสายตาและยืดเส้นยืดสายระหว่างวัน',
        en: 'Health is normal; rest your eyes and stretch during the day.',
      },
      {
        th: 'อย่าข้ามมื้ออาหาร และเข้านอนให้เร็วกว่าปกติสักหน่อย',
        en: 'Do not skip meals, and get to bed a little earlier than usual.',
      },
      {
        th: 'ความเครียดเล็ก ๆ สะสมได้ หาเวลาเดินเล่นหรือหายใจลึก ๆ สักพัก',
        en: 'Small stresses add up; take a walk or a few deep breaths.',
      },
    ],
    low: [
      {
        th: 'อาจรู้สึกอ่อนเพลียง่าย ระวังอุบัติเหตุจากความรีบร้อน และพักผ่อนให้มากขึ้น',
        en: 'You may tire easily; beware accidents from rushing, and rest more.',
      },
      {
        th: 'ระวังการเดินทางและการใช้ของมีคม ถ้ามีอาการผิดปกติควรปรึกษาแพทย์',
        en: 'Take care travelling and with sharp tools; see a doctor about anything unusual.',
      },
      {
        th: 'อย่าหักโหมงานหรือออกกำลังกายเกินตัววันนี้ ร่างกายต้องการการฟื้นตัว',
        en: 'Do not overdo work or exercise today; your body needs to recover.',
      },
    ],
  },
  luck: {
    high: [
      {
        th: 'โชคเข้าข้าง สิ่งที่ขอมีแนวโน้มสมหวัง ลองใช้โอกาสนี้ขอในสิ่งที่ต้องการ',
        en: 'Luck is on your side; what you ask for is likely to be granted — so ask.',
      },
      {
        th: 'มีเรื่องดีเล็ก ๆ เข้ามาระหว่างวัน เช่น ได้ที่จอดรถหรือเจอคนรู้ใจ',
        en: 'Small good things drop in — a parking spot, a kindred spirit.',
      },
      {
        th: 'ผู้ใหญ่เมตตา มีคนยื่นมือช่วยในจังหวะที่พอดี',
        en: 'Elders are kind, and help arrives right on time.',
      },
    ],
    mid: [
      {
        th: 'โชคปานกลาง ความตั้งใจของคุณจะพาไปได้ไกลกว่าการรอโชค',
        en: 'Luck is middling; your own intent will take you further than waiting.',
      },
      {
        th: 'ทำบุญเล็ก ๆ ตอนเช้าจะช่วยให้วันนี้ราบรื่นขึ้น',
        en: 'A small act of merit in the morning will smooth the day.',
      },
      {
        th: 'โชคมาแบบเรียบ ๆ ไม่หวือหวา แต่ก็ไม่มีเรื่องร้าย',
        en: 'Luck is plain — no windfalls, but nothing bad either.',
      },
    ],
    low: [
      {
        th: 'วันนี้ไม่ควรเสี่ยงโชค ทำสิ่งที่ถนัดและอยู่ในความไม่ประมาท',
        en: 'Not a day for chance; stick to what you know and stay careful.',
      },
      {
        th: 'อาจมีเรื่องให้หงุดหงิดเล็ก ๆ น้อย ๆ ยิ้มรับแล้วปล่อยผ่าน',
        en: 'Small annoyances may come; smile and let them pass.',
      },
      {
        th: 'เลี่ยงสีกาลกิณีของวันนี้ และสวดมนต์ก่อนออกจากบ้านเพื่อความสบายใจ',
        en: 'Avoid today’s unlucky colour, and say a short prayer before leaving home for peace of mind.',
      },
    ],
  },
};

function personFor(input: DailyInput, d: ReturnType<typeof dayContext>): PersonContext {
  const p = personContext(
    { name: input.name, birthDate: input.birthDate, birthTime: input.birthTime },
    d,
    'person',
  );
  if (!input.birthWeekday) return p;
  checkOption(input.birthWeekday, WEEKDAY_IDS, 'birthWeekday');
  const weekday = WEEKDAYS[input.birthWeekday];
  return {
    ...p,
    weekday,
    traits: WEEKDAY_TRAITS[weekday.id],
    dayRole: taksaRoleOf(weekday.id, d.weekday.id),
  };
}

export function dailyReading(input: DailyInput): DailyReading {
  const d = dayContext(input.date);
  const p = personFor(input, d);
  const rng = readingRng('daily', input);
  const c = d.colours;

  const aspects = {} as Record<DailyAspect, DailyAspectReading>;
  for (const a of DAILY_ASPECTS) {
    let s = 58 + intBetween(rng, -10, 10) + (DAY_BIAS[d.weekday.id][a] ?? 0);
    if (p.dayRole) s += ROLE_BIAS[p.dayRole.id][a] ?? 0;
    const score = clampScore(s);
    const text = pick(rng, ASPECT_TEXTS[a][tierOf(score)]);
    aspects[a] = { score, th: text.th, en: text.en };
  }
  const score = clampScore(
    DAILY_ASPECTS.reduce((sum, a) => sum + aspects[a].score, 0) / DAILY_ASPECTS.length,
  );
  const best = DAILY_ASPECTS.reduce((x, y) => (aspects[y].score > aspects[x].score ? y : x));
  const worst = DAILY_ASPECTS.reduce((x, y) => (aspects[y].score < aspects[x].score ? y : x));
  const lucky = luckyFor(p, d, rng);
  const owner = p.weekday ?? d.weekday;
  const buddha = BIRTH_DAY_BUDDHA[owner.id];

  const colourSection = section('colours', { th: 'สีประจำวัน', en: 'Colours of the day' }, [
    {
      th: `${dayTh(d.weekday)}ที่ ${d.dateTh} สีประจำวันคือ${c.colourOfDayTh} สีมงคล: ${listTh(c.luckyColoursTh)} สีที่ควรเลี่ยง: ${listTh(c.unluckyColoursTh)}`,
      en: `${dayEn(d.weekday)}, ${d.dateEn}: the colour of the day is ${c.colourOfDayEn}. Lucky colours: ${listEn(c.luckyColoursEn)}. Colours to avoid: ${listEn(c.unluckyColoursEn)}.`,
    },
    {
      th: `ตามทักษาของวันนี้ ใส่${c.taksa.power.colourTh}เสริมอำนาจ (เดช) ${c.taksa.fortune.colourTh}เสริมโชคลาภ (ศรี) และ${c.taksa.support.colourTh}เสริมผู้อุปถัมภ์ (มนตรี)`,
      en: `By the day’s ทักษา: wear ${c.taksa.power.colourEn} for authority (power), ${c.taksa.fortune.colourEn} for luck (fortune) and ${c.taksa.support.colourEn} for patrons (support).`,
    },
    ...(p.weekday
      ? [
          {
            th: `สำหรับคุณที่เกิด${dayTh(p.weekday)} สีเสริมดวงวันนี้คือ${listTh(lucky.coloursTh)} และควรเลี่ยง${listTh(lucky.avoidTh)}`,
            en: `For you, born on a ${dayEn(p.weekday)}, today’s helpful colours are ${listEn(lucky.coloursEn)}; avoid ${listEn(lucky.avoidEn)}.`,
          },
        ]
      : []),
  ]);

  const energy = section('energy', { th: 'พลังของวันนี้', en: 'The day’s energy' }, [
    DAY_ENERGY[d.weekday.id],
    ...(dayRoleLine(p, d) ? [dayRoleLine(p, d) as Bi] : []),
  ]);

  const aspectSections = DAILY_ASPECTS.map((a) =>
    section(a, DAILY_ASPECT_LABELS[a], [
      {
        th: `${aspects[a].th} (${aspects[a].score}/100)`,
        en: `${aspects[a].en} (${aspects[a].score}/100)`,
      },
    ]),
  );

  const merit = section('merit', { th: 'เสริมดวงวันนี้', en: 'For a better day' }, [
    {
      th: `ไหว้${buddha.postureTh} (พระประจำ${dayTh(owner)}) และสวดมนต์ ${buddha.chantCount} จบ ก่อนเริ่มวัน`,
      en: `Pay respects to ${buddha.postureEn} (the Buddha image of ${dayEn(owner)}) and chant ${buddha.chantCount} times before your day begins.`,
    },
    {
      th: `เลขนำโชคของวันนี้: ${lucky.numbers.join(', ')}`,
      en: `Today’s lucky numbers: ${lucky.numbers.join(', ')}.`,
    },
  ]);

  const bestL = DAILY_ASPECT_LABELS[best];
  const worstL = DAILY_ASPECT_LABELS[worst];
  const greetingTh = p.name ? `คุณ${p.name} ` : '';
  const greetingEn = p.name ? `${p.name}, ` : '';
  const summaryTh = `${greetingTh}ดวง${dayTh(d.weekday)}ที่ ${d.dateTh}: สีประจำวัน${c.colourOfDayTh.replace('สี', '')} ภาพรวม ${score}/100 เด่นเรื่อง${bestL.th} (${aspects[best].score}) ควรระวังเรื่อง${worstL.th} (${aspects[worst].score}) ${aspects[best].th}`;
  const summaryEn = `${greetingEn}${capitalise(`${dayEn(d.weekday)}, ${d.dateEn}`)}: colour of the day ${c.colourOfDayEn}, overall ${score}/100 — strongest in ${bestL.en.toLowerCase()} (${aspects[best].score}), careful with ${worstL.en.toLowerCase()} (${aspects[worst].score}). ${aspects[best].en}`;

  const advice: Bi =
    p.dayRole?.id === 'misfortune'
      ? {
          th: 'วันนี้เป็นวันกาลกิณีของคุณ ทำสิ่งเดิมให้ดี เลี่ยงการเริ่มเรื่องใหญ่ และใจเย็นกับทุกสถานการณ์',
          en: 'Today is your misfortune day: tend to what you have, avoid big launches and keep calm whatever happens.',
        }
      : pick(rng, [
          {
            th: `ใช้จุดเด่นด้าน${bestL.th}ให้เต็มที่ และดูแลเรื่อง${worstL.th}ด้วยความรอบคอบ`,
            en: `Make the most of your ${bestL.en.toLowerCase()} and handle ${worstL.en.toLowerCase()} with care.`,
          },
          {
            th: `เริ่มวันด้วยใจที่สงบ ใส่${c.taksa.fortune.colourTh}ติดตัวไว้สักชิ้น แล้ววันนี้จะผ่านไปอย่างราบรื่น`,
            en: `Start the day calmly, wear a touch of ${c.taksa.fortune.colourEn}, and the day will go smoothly.`,
          },
        ]);

  return {
    kind: 'daily',
    date: d.iso,
    titleTh: `ดวงประจำ${dayTh(d.weekday)}`,
    titleEn: `Your ${dayEn(d.weekday)} fortune`,
    summaryTh,
    summaryEn,
    sections: [colourSection, energy, ...aspectSections, merit],
    luckyColoursTh: p.weekday ? lucky.coloursTh : c.luckyColoursTh,
    luckyColoursEn: p.weekday ? lucky.coloursEn : c.luckyColoursEn,
    luckyNumbers: lucky.numbers,
    score0to100: score,
    adviceTh: advice.th,
    adviceEn: advice.en,
    weekday: d.weekday,
    colours: c,
    dayRole: p.dayRole?.id ?? null,
    aspects,
  };
}
