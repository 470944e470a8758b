/**
 * Palm reading (ลายมือ) from measurable line features. The server estimates, for each line's
 * region of the palm, numbers between 0 and 1 (edge strength, extent, orientation change, gaps);
 * this module turns them into categories and the categories into Thai and English readings
 * following Thai palmistry: เส้นชีวิต, เส้นสมอง, เส้นใจ, เส้นวาสนา, เส้นสุริยะ and เส้นพุธ.
 *
 * Lore respected on purpose: the life line speaks of vitality and life changes, never of how long
 * someone will live; a missing Mercury line is traditionally a good sign for health; a missing
 * fate line means a self-made path, not a lack of fortune. Readings are tendencies, not facts.
 */
import { createRng, intBetween, pick, seedOf, type Rng } from './seed.ts';
import { joinBi, type Bi } from './text.ts';
import { WEEKDAYS, WEEKDAY_LORE, type WeekdayId } from './weekday.ts';

export const PALM_LINE_IDS = ['life', 'head', 'heart', 'fate', 'sun', 'mercury'] as const;
export type PalmLineId = (typeof PALM_LINE_IDS)[number];

/** Lines that may be missing from a palm. The life, head and heart lines are always read. */
export const OPTIONAL_PALM_LINES: readonly PalmLineId[] = ['fate', 'sun', 'mercury'];

/** What image analysis gives per line; every number is 0–1 (values outside are clamped). */
export interface PalmLineFeatures {
  /** Edge strength along the line: 0 faint … 1 deep. */
  strength: number;
  /** How far the line runs across its region: 0 short … 1 long. */
  length: number;
  /** Change of orientation along the line: 0 straight … 1 strongly curved. */
  curvature: number;
  /** Share of the line with gaps: 0 unbroken … 1 broken. */
  breaks: number;
  /**
   * Confidence that the line is there at all (optional lines only). Without it a line counts as
   * present when `strength >= 0.2` and `length >= 0.15`.
   */
  presence?: number;
}

export type PalmFeatures = Record<PalmLineId, PalmLineFeatures>;

export type LineLength = 'short' | 'medium' | 'long';
export type LineDepth = 'faint' | 'clear' | 'deep';
export type LineCurvature = 'straight' | 'curved';

export interface PalmLineCategory {
  present: boolean;
  length: LineLength;
  depth: LineDepth;
  curvature: LineCurvature;
  broken: boolean;
}

function unit(n: number | undefined): number {
  if (n === undefined || !Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n));
}

/** Numbers → categories: thirds for length and depth, halves for curvature and breaks. */
export function categorizeLine(id: PalmLineId, f: PalmLineFeatures): PalmLineCategory {
  const strength = unit(f.strength);
  const length = unit(f.length);
  const present = !OPTIONAL_PALM_LINES.includes(id)
    ? true
    : f.presence !== undefined
      ? unit(f.presence) >= 0.5
      : strength >= 0.2 && length >= 0.15;
  return {
    present,
    length: length < 1 / 3 ? 'short' : length < 2 / 3 ? 'medium' : 'long',
    depth: strength < 1 / 3 ? 'faint' : strength < 2 / 3 ? 'clear' : 'deep',
    curvature: unit(f.curvature) < 0.5 ? 'straight' : 'curved',
    broken: unit(f.breaks) >= 0.5,
  };
}

interface LineTexts {
  nameTh: string;
  nameEn: string;
  /** The weekday whose planet rules the line's part of the palm (for lucky colours and numbers). */
  planetDay: WeekdayId;
  intro: readonly Bi[];
  length: Record<LineLength, Bi>;
  depth: Record<LineDepth, Bi>;
  curvature: Record<LineCurvature, Bi>;
  broken: Record<'yes' | 'no', Bi>;
  absent?: Bi;
}

export const PALM_LINE_TEXTS: Record<PalmLineId, LineTexts> = {
  life: {
    nameTh: 'เส้นชีวิต',
    nameEn: 'Life line',
    planetDay: 'friday',
    intro: [
      {
        th: 'เส้นชีวิตโค้งรอบเนินศุกร์ บอกถึงพลังกาย พลังใจ และการเปลี่ยนแปลงสำคัญของชีวิต (ไม่ได้บอกอายุขัย)',
        en: 'The life line arcs around the mount of Venus and speaks of vitality, stamina and life’s big changes (not of lifespan).',
      },
      {
        th: 'เส้นชีวิตสะท้อนพลังชีวิตประจำวันและความผูกพันกับบ้านและครอบครัว',
        en: 'The life line reflects your everyday energy and your bond with home and family.',
      },
    ],
    length: {
      short: {
        th: 'เส้นค่อนข้างสั้น แสดงถึงพลังแบบเข้มข้นเป็นช่วง ๆ ทำอะไรชอบให้จบไว ควรจัดสรรแรงให้สม่ำเสมอ',
        en: 'It is fairly short: energy that comes in intense bursts and likes to finish things fast — pace yourself.',
      },
      medium: {
        th: 'เส้นยาวพอดี แสดงถึงพลังชีวิตที่สมดุล รู้จักทำงานและพักผ่อนอย่างเหมาะสม',
        en: 'It is of medium length: balanced vitality, knowing when to work and when to rest.',
      },
      long: {
        th: 'เส้นยาวต่อเนื่อง แสดงถึงความอึดและความทนทาน ฟื้นตัวจากความเหนื่อยได้เร็ว',
        en: 'It runs long: stamina and resilience, with a quick recovery from fatigue.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง พลังกายอาจขึ้นลงตามอารมณ์และการพักผ่อน การนอนให้พอจะช่วยได้มาก',
        en: 'The line is faint: physical energy may follow your mood and sleep, so rest well.',
      },
      clear: {
        th: 'ลายเส้นชัดเจน ร่างกายและจิตใจทำงานประสานกันดี',
        en: 'The line is clear: body and mind work well together.',
      },
      deep: {
        th: 'ลายเส้นลึกและหนักแน่น มีพลังกายแข็งแกร่งและความมุ่งมั่นสูง',
        en: 'The line is deep and firm: strong physical energy and real determination.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นโค้งแคบชิดนิ้วโป้ง เป็นคนระมัดระวัง รักความมั่นคง และผูกพันกับบ้าน',
        en: 'It hugs the thumb: careful, security-minded and attached to home.',
      },
      curved: {
        th: 'เส้นโค้งกว้างออกกลางฝ่ามือ เป็นคนใจกว้าง อบอุ่น ชอบการผจญภัยและพบปะผู้คน',
        en: 'It sweeps wide into the palm: warm, open-hearted and fond of adventure and people.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาดหรือแยก หมายถึงจุดเปลี่ยนครั้งสำคัญ เช่น ย้ายที่อยู่หรือเปลี่ยนวิถีชีวิต ซึ่งมักนำไปสู่การเริ่มต้นใหม่ที่ดี',
        en: 'It has a break or fork: a major turning point, such as a move or a new way of life, often leading to a good fresh start.',
      },
      no: {
        th: 'เส้นต่อเนื่องไม่ขาดตอน ชีวิตดำเนินไปอย่างมั่นคงตามจังหวะของตัวเอง',
        en: 'It runs unbroken: life moves steadily at its own pace.',
      },
    },
  },
  head: {
    nameTh: 'เส้นสมอง',
    nameEn: 'Head line',
    planetDay: 'tuesday',
    intro: [
      {
        th: 'เส้นสมองพาดผ่านกลางฝ่ามือ บอกวิธีคิด การตัดสินใจ และความถนัดทางสติปัญญา',
        en: 'The head line crosses the middle of the palm and shows how you think, decide and learn.',
      },
      {
        th: 'เส้นสมองสะท้อนว่าคุณใช้เหตุผลหรือจินตนาการนำทางชีวิต',
        en: 'The head line reveals whether reason or imagination leads your life.',
      },
    ],
    length: {
      short: {
        th: 'เส้นสั้น ตัดสินใจเร็ว ชอบลงมือมากกว่าคิดวนไปมา เหมาะกับงานที่ต้องแก้ปัญหาเฉพาะหน้า',
        en: 'It is short: quick decisions and a bias for action over deliberation — ideal for thinking on your feet.',
      },
      medium: {
        th: 'เส้นยาวพอดี คิดอย่างมีเหตุผลและรอบด้านในระดับที่ลงมือทำได้จริง',
        en: 'It is of medium length: reasoned, well-rounded thinking that still gets things done.',
      },
      long: {
        th: 'เส้นยาวเกือบสุดฝ่ามือ คิดลึก ละเอียด วางแผนไกล และมองเห็นภาพใหญ่',
        en: 'It runs almost across the palm: deep, detailed thinking, long-range planning and a view of the big picture.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง มีไอเดียมากมายแต่อาจโฟกัสยาก ลองจดสิ่งสำคัญไว้เป็นลำดับ',
        en: 'It is faint: ideas aplenty but focus comes harder — write priorities down in order.',
      },
      clear: {
        th: 'ลายเส้นชัด ความคิดแจ่มใส สื่อสารความคิดออกมาได้เข้าใจง่าย',
        en: 'It is clear: lucid thinking, explained in a way others easily follow.',
      },
      deep: {
        th: 'ลายเส้นลึก มีสมาธิสูง ความจำดี และยึดมั่นในความคิดของตัวเอง',
        en: 'It is deep: strong concentration, a good memory and firmly held views.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นตรง คิดเป็นระบบ ชอบตรรกะ ตัวเลข และข้อเท็จจริง',
        en: 'It is straight: systematic, logical, at home with numbers and facts.',
      },
      curved: {
        th: 'เส้นโค้งลงสู่เนินจันทร์ มีจินตนาการสูง สร้างสรรค์ และมีหัวศิลปะ',
        en: 'It curves down towards the mount of the Moon: imaginative, creative and artistic.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาด แสดงถึงการเปลี่ยนแนวคิดหรือเปลี่ยนสายงานครั้งสำคัญ ซึ่งทำให้มุมมองกว้างขึ้น',
        en: 'It has a gap: a major change of outlook or career that broadens your view.',
      },
      no: {
        th: 'เส้นต่อเนื่อง ความคิดมั่นคงและยึดมั่นในเป้าหมาย',
        en: 'It is unbroken: steady thinking and commitment to your goals.',
      },
    },
  },
  heart: {
    nameTh: 'เส้นใจ',
    nameEn: 'Heart line',
    planetDay: 'thursday',
    intro: [
      {
        th: 'เส้นใจอยู่ใต้โคนนิ้ว บอกถึงอารมณ์ ความรัก และวิธีแสดงความรู้สึก',
        en: 'The heart line runs beneath the fingers and speaks of emotion, love and how you show feelings.',
      },
      {
        th: 'เส้นใจสะท้อนหัวใจของคุณ ทั้งในความรักและในมิตรภาพ',
        en: 'The heart line mirrors your heart, in love and in friendship alike.',
      },
    ],
    length: {
      short: {
        th: 'เส้นสั้น รักแบบเรียบง่าย ไม่ชอบแสดงออกมาก และให้ความสำคัญกับอิสระของตัวเอง',
        en: 'It is short: a simple way of loving, not showy, and protective of your own freedom.',
      },
      medium: {
        th: 'เส้นยาวพอดี รักอย่างสมดุล ให้และรับได้อย่างพอเหมาะ',
        en: 'It is of medium length: balanced love, giving and receiving in good measure.',
      },
      long: {
        th: 'เส้นยาวพาดเกือบทั้งฝ่ามือ รักลึกซึ้ง ทุ่มเท และเอาใจใส่คนรอบตัวมาก',
        en: 'It stretches almost across the palm: deep, devoted love and great care for those around you.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง จิตใจอ่อนไหวง่าย รับรู้ความรู้สึกคนอื่นไว แต่ก็เจ็บง่ายเช่นกัน',
        en: 'It is faint: a sensitive heart that picks up others’ feelings fast — and is easily hurt.',
      },
      clear: {
        th: 'ลายเส้นชัด อารมณ์มั่นคง รู้ว่าตัวเองต้องการอะไรในความรัก',
        en: 'It is clear: emotionally steady, knowing what you want in love.',
      },
      deep: {
        th: 'ลายเส้นลึก รักแรง ซื่อสัตย์ และปกป้องคนที่รักเต็มที่',
        en: 'It is deep: passionate, faithful and fiercely protective of those you love.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นตรง ใช้เหตุผลนำความรู้สึก เก็บความรักไว้ในการกระทำมากกว่าคำพูด',
        en: 'It is straight: reason leads feeling, and love shows in deeds more than words.',
      },
      curved: {
        th: 'เส้นโค้งขึ้นสู่โคนนิ้ว แสดงความรักอย่างเปิดเผย อบอุ่น และโรแมนติก',
        en: 'It curves up towards the fingers: open, warm and romantic in love.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาด เคยผ่านความผิดหวังที่ทำให้หัวใจเติบโตและรู้จักรักตัวเองมากขึ้น',
        en: 'It has a break: a past heartbreak that helped your heart grow and love yourself more.',
      },
      no: {
        th: 'เส้นต่อเนื่อง ความรู้สึกมั่นคง รักใครแล้วรักนาน',
        en: 'It is unbroken: steady feelings — when you love, it lasts.',
      },
    },
  },
  fate: {
    nameTh: 'เส้นวาสนา',
    nameEn: 'Fate line',
    planetDay: 'saturday',
    intro: [
      {
        th: 'เส้นวาสนาลากขึ้นกลางฝ่ามือสู่นิ้วกลาง บอกเส้นทางการงานและแรงหนุนของโชคชะตา',
        en: 'The fate line climbs the centre of the palm towards the middle finger and shows your path in work and the backing of fortune.',
      },
      {
        th: 'เส้นวาสนาสะท้อนทิศทางชีวิตและบุญวาสนาที่ติดตัวมา',
        en: 'The fate line reflects the direction of your life and the merit you carry.',
      },
    ],
    length: {
      short: {
        th: 'เส้นสั้น วาสนาเด่นชัดในช่วงใดช่วงหนึ่งของชีวิต มักเป็นช่วงวัยกลางคนขึ้นไป',
        en: 'It is short: fortune shines in one chapter of life, often from middle age on.',
      },
      medium: {
        th: 'เส้นยาวพอดี เส้นทางการงานค่อย ๆ ชัดเจนขึ้นตามประสบการณ์',
        en: 'It is of medium length: your career path grows clearer with experience.',
      },
      long: {
        th: 'เส้นยาวต่อเนื่อง รู้เป้าหมายชีวิตตั้งแต่เนิ่น ๆ และมีเส้นทางการงานที่มั่นคง',
        en: 'It runs long: you knew your aims early, and your career path is steady.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง ความสำเร็จมาจากความพยายามของตัวเองเป็นหลัก ยิ่งลงมือยิ่งเห็นผล',
        en: 'It is faint: success comes mostly from your own effort — the more you act, the more you see.',
      },
      clear: {
        th: 'ลายเส้นชัด งานมีทิศทาง และมักได้รับโอกาสในจังหวะที่เหมาะสม',
        en: 'It is clear: your work has direction and chances come at the right moments.',
      },
      deep: {
        th: 'ลายเส้นลึก มีผู้อุปถัมภ์และโชคชะตาหนุนนำ งานใหญ่มักมาหาเอง',
        en: 'It is deep: patrons and fortune back you, and big work tends to find you.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นตรง มุ่งมั่นในเส้นทางเดียว เชี่ยวชาญลึกในสิ่งที่ทำ',
        en: 'It is straight: devoted to one path and deeply skilled in it.',
      },
      curved: {
        th: 'เส้นโค้งมาจากเนินจันทร์ วาสนามาจากผู้คน ความสัมพันธ์ และการเป็นที่รู้จัก',
        en: 'It curves in from the mount of the Moon: fortune comes through people, connections and being known.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาด แสดงถึงการเปลี่ยนงานหรือเปลี่ยนทิศทางชีวิต ซึ่งมักเป็นการขยับไปสู่สิ่งที่ใช่มากขึ้น',
        en: 'It has a break: a change of job or direction, usually a step towards what suits you better.',
      },
      no: {
        th: 'เส้นต่อเนื่อง การงานมั่นคงไม่สะดุด',
        en: 'It is unbroken: a steady career without major interruptions.',
      },
    },
    absent: {
      th: 'ไม่พบเส้นวาสนาชัดเจน ซึ่งไม่ได้แปลว่าไม่มีวาสนา แต่หมายถึงคนที่ขีดเส้นทางชีวิตเอง ไม่ยึดติดกรอบ และเปลี่ยนทิศได้อย่างอิสระ',
      en: 'No clear fate line — which does not mean no fortune: it marks someone who draws their own path, free of set frames and able to change course.',
    },
  },
  sun: {
    nameTh: 'เส้นสุริยะ',
    nameEn: 'Sun line',
    planetDay: 'sunday',
    intro: [
      {
        th: 'เส้นสุริยะหรือเส้นความสำเร็จอยู่ใต้นิ้วนาง บอกถึงชื่อเสียง ความคิดสร้างสรรค์ และความพอใจในชีวิต',
        en: 'The Sun line, or line of success, lies below the ring finger and speaks of renown, creativity and contentment.',
      },
      {
        th: 'เส้นสุริยะสะท้อนแสงสว่างที่ผู้อื่นมองเห็นในตัวคุณ',
        en: 'The Sun line reflects the light others see in you.',
      },
    ],
    length: {
      short: {
        th: 'เส้นสั้น ชื่อเสียงและความสำเร็จมักมาในวัยกลางคนขึ้นไป และยั่งยืน',
        en: 'It is short: recognition tends to arrive from middle age on — and to last.',
      },
      medium: {
        th: 'เส้นยาวพอดี มีผลงานเป็นที่ยอมรับในวงการหรือกลุ่มของตัวเอง',
        en: 'It is of medium length: your work is respected within your field or circle.',
      },
      long: {
        th: 'เส้นยาว มีแนวโน้มเป็นที่รู้จักกว้างขวางและได้รับการยกย่องในสิ่งที่ทำ',
        en: 'It runs long: a tendency to be widely known and praised for what you do.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง พรสวรรค์ยังรอการแสดงออก ลองเปิดโอกาสให้คนอื่นเห็นผลงานมากขึ้น',
        en: 'It is faint: talent still waiting to show — let more people see your work.',
      },
      clear: {
        th: 'ลายเส้นชัด มีเสน่ห์และความสามารถที่คนรอบข้างมองเห็น',
        en: 'It is clear: charm and ability that those around you notice.',
      },
      deep: {
        th: 'ลายเส้นลึก ความสำเร็จโดดเด่น มีบารมีและเป็นแรงบันดาลใจให้ผู้อื่น',
        en: 'It is deep: standout success, presence and the power to inspire.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นตรง ความสำเร็จมาจากความเชี่ยวชาญเฉพาะทาง',
        en: 'It is straight: success through specialist mastery.',
      },
      curved: {
        th: 'เส้นโค้ง ความสำเร็จมาจากศิลปะ ความคิดสร้างสรรค์ และการสื่อสารกับผู้คน',
        en: 'It curves: success through art, creativity and connecting with people.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาด ชื่อเสียงอาจขึ้นลงเป็นช่วง ๆ แต่ทุกครั้งจะกลับมาได้ด้วยฝีมือ',
        en: 'It has breaks: your standing may rise and dip, but your skill always brings it back.',
      },
      no: {
        th: 'เส้นต่อเนื่อง ความสำเร็จสะสมอย่างมั่นคง',
        en: 'It is unbroken: success that builds steadily.',
      },
    },
    absent: {
      th: 'ไม่พบเส้นสุริยะชัดเจน ความสำเร็จของคุณมักมาจากการทำงานเงียบ ๆ อย่างมั่นคง มากกว่าการเป็นจุดสนใจ',
      en: 'No clear Sun line: your success tends to come from quiet, steady work rather than the spotlight.',
    },
  },
  mercury: {
    nameTh: 'เส้นพุธ',
    nameEn: 'Mercury line',
    planetDay: 'wednesday-day',
    intro: [
      {
        th: 'เส้นพุธหรือเส้นสุขภาพลากขึ้นสู่นิ้วก้อย บอกถึงการสื่อสาร หัวการค้า และการดูแลตัวเอง',
        en: 'The Mercury line, or health line, rises towards the little finger and speaks of communication, business sense and self-care.',
      },
      {
        th: 'เส้นพุธสะท้อนไหวพริบทางการค้าและความใส่ใจต่อร่างกาย',
        en: 'The Mercury line reflects business wit and attention to your body.',
      },
    ],
    length: {
      short: {
        th: 'เส้นสั้น สื่อสารกระชับ ตรงประเด็น และตัดสินใจทางการค้าได้ไว',
        en: 'It is short: concise, to-the-point communication and quick business calls.',
      },
      medium: {
        th: 'เส้นยาวพอดี มีหัวการค้าและเจรจาได้ดีในระดับที่น่าไว้ใจ',
        en: 'It is of medium length: sound business sense and trustworthy negotiating.',
      },
      long: {
        th: 'เส้นยาว พูดเก่ง โน้มน้าวใจคนได้ดี และมองเห็นโอกาสทางธุรกิจก่อนคนอื่น',
        en: 'It runs long: persuasive, articulate and quick to spot business openings.',
      },
    },
    depth: {
      faint: {
        th: 'ลายเส้นบาง ควรใส่ใจการพักผ่อนและการกินให้ตรงเวลา ร่างกายจะส่งสัญญาณเมื่อเหนื่อยเกิน',
        en: 'It is faint: mind your rest and regular meals — your body will signal when you overdo it.',
      },
      clear: {
        th: 'ลายเส้นชัด สื่อสารได้ดีและดูแลตัวเองได้สมดุล',
        en: 'It is clear: good communication and balanced self-care.',
      },
      deep: {
        th: 'ลายเส้นลึก ไหวพริบทางธุรกิจเฉียบคม เจรจาต่อรองเก่ง',
        en: 'It is deep: sharp business instinct and strong negotiating.',
      },
    },
    curvature: {
      straight: {
        th: 'เส้นตรง สื่อสารตรงไปตรงมา ชัดเจน น่าเชื่อถือ',
        en: 'It is straight: plain, clear and credible communication.',
      },
      curved: {
        th: 'เส้นโค้ง ใช้สัญชาตญาณในการค้าและอ่านใจคนเก่ง',
        en: 'It curves: intuition in trade and a talent for reading people.',
      },
    },
    broken: {
      yes: {
        th: 'มีช่วงขาด ควรหมั่นดูแลสุขภาพเป็นระยะ อย่าหักโหมทำงาน และตรวจสุขภาพประจำปีเพื่อความอุ่นใจ',
        en: 'It has breaks: check in on your health now and then, do not overwork, and keep up yearly check-ups for peace of mind.',
      },
      no: {
        th: 'เส้นต่อเนื่อง การสื่อสารและการค้าราบรื่น',
        en: 'It is unbroken: communication and trade run smoothly.',
      },
    },
    absent: {
      th: 'ไม่พบเส้นพุธ ซึ่งตำราลายมือถือเป็นเรื่องดี หมายถึงสุขภาพโดยรวมมักไม่ค่อยมีเรื่องกวนใจ',
      en: 'No Mercury line — which palmistry counts as a good sign: overall health tends to give little trouble.',
    },
  },
};

export interface PalmLineReading {
  id: PalmLineId;
  nameTh: string;
  nameEn: string;
  category: PalmLineCategory;
  /** How strongly the line speaks, 0–100. */
  score: number;
  readingTh: string;
  readingEn: string;
}

export interface PalmReading {
  lines: PalmLineReading[];
  /** The line that speaks most strongly. */
  dominantLine: PalmLineId;
  overallTh: string;
  overallEn: string;
  luckyNumbers: number[];
  luckyColoursTh: string[];
  luckyColoursEn: string[];
}

function lineScore(c: PalmLineCategory, f: PalmLineFeatures): number {
  if (!c.present) return 40;
  const s = 30 + 35 * unit(f.strength) + 25 * unit(f.length) - 12 * unit(f.breaks);
  return Math.round(Math.min(98, Math.max(10, s)));
}

const OVERALL_OPENINGS: readonly Bi[] = [
  { th: 'ภาพรวมของลายมือคู่นี้', en: 'Taken as a whole, this palm' },
  { th: 'เมื่ออ่านทุกเส้นประกอบกัน ลายมือของคุณ', en: 'Reading every line together, your palm' },
  { th: 'ลายมือที่เห็นอยู่นี้', en: 'The palm before us' },
];

const DOMINANT_LINES: Record<PalmLineId, Bi> = {
  life: {
    th: 'เด่นที่เส้นชีวิต บอกถึงพลังชีวิตและความอดทนที่เป็นฐานของทุกอย่าง',
    en: 'is led by the life line: vitality and endurance are the base of everything.',
  },
  head: {
    th: 'เด่นที่เส้นสมอง ความคิดและการตัดสินใจคือจุดแข็งที่สุดของคุณ',
    en: 'is led by the head line: your thinking and judgement are your greatest strength.',
  },
  heart: {
    th: 'เด่นที่เส้นใจ ความรักและความเข้าใจผู้คนคือพลังที่นำพาชีวิต',
    en: 'is led by the heart line: love and understanding of people drive your life.',
  },
  fate: {
    th: 'เด่นที่เส้นวาสนา มีบุญหนุนนำและเส้นทางชีวิตที่ชัดเจน',
    en: 'is led by the fate line: merit supports you and your path is clear.',
  },
  sun: {
    th: 'เด่นที่เส้นสุริยะ มีแววจะประสบความสำเร็จและเป็นที่รู้จัก',
    en: 'is led by the Sun line: there are signs of success and recognition.',
  },
  mercury: {
    th: 'เด่นที่เส้นพุธ ไหวพริบและการสื่อสารจะเปิดประตูแห่งโอกาส',
    en: 'is led by the Mercury line: wit and communication will open doors.',
  },
};

const OVERALL_ADVICE: readonly Bi[] = [
  {
    th: 'ลายมือเปลี่ยนได้ตามการกระทำ ดูแลจุดแข็งให้เปล่งประกายและค่อย ๆ เติมจุดที่ยังบาง',
    en: 'Palms change with how we live: let your strengths shine and gently build up the fainter parts.',
  },
  {
    th: 'สิ่งที่ลายมือบอกเป็นเพียงแนวโน้ม ความตั้งใจและการลงมือทำของคุณคือสิ่งที่กำหนดเส้นทางจริง',
    en: 'What a palm shows are tendencies; your intent and actions write the real path.',
  },
  {
    th: 'ลองใช้จุดเด่นของเส้นที่แข็งแรงที่สุดเป็นเข็มทิศในการตัดสินใจช่วงนี้',
    en: 'Use your strongest line as a compass for decisions in the weeks ahead.',
  },
];

function readLine(id: PalmLineId, f: PalmLineFeatures, rng: Rng): PalmLineReading {
  const t = PALM_LINE_TEXTS[id];
  const category = categorizeLine(id, f);
  let text: Bi;
  if (!category.present) {
    text = t.absent ?? pick(rng, t.intro);
  } else {
    text = joinBi([
      pick(rng, t.intro),
      t.length[category.length],
      t.depth[category.depth],
      t.curvature[category.curvature],
      t.broken[category.broken ? 'yes' : 'no'],
    ]);
  }
  return {
    id,
    nameTh: t.nameTh,
    nameEn: t.nameEn,
    category,
    score: lineScore(category, f),
    readingTh: text.th,
    readingEn: text.en,
  };
}

/**
 * Reads a palm. `seed` varies the wording (use the session id); the categories, and so the
 * substance of the reading, come from `features` alone.
 */
export function readPalm(features: PalmFeatures, seed: string): PalmReading {
  const rng = createRng(seedOf('palm', seed, features));
  const lines = PALM_LINE_IDS.map((id) => readLine(id, features[id], rng));

  const present = lines.filter((l) => l.category.present);
  const ranked = [...present].sort((a, b) => b.score - a.score);
  const dominant = ranked[0] ?? (lines[0] as PalmLineReading);
  const second = ranked[1] ?? dominant;

  const missing = lines.filter((l) => !l.category.present);
  const missingLine: Bi | null =
    missing.length > 0
      ? {
          th: `เส้นที่ไม่ปรากฏชัด (${missing.map((l) => l.nameTh).join(' ')}) ไม่ใช่ลางร้าย แต่บอกว่าเรื่องนั้นคุณเป็นผู้กำหนดเอง`,
          en:
            missing.length === 1
              ? `The ${missing[0]!.nameEn.toLowerCase()}, which does not show clearly, is no bad omen; it says you shape that part of life yourself.`
              : `The lines that do not show clearly (${missing.map((l) => l.nameEn.toLowerCase()).join(', ')}) are no bad omen; they say you shape those matters yourself.`,
        }
      : null;
  const secondLine: Bi =
    second.id !== dominant.id
      ? {
          th: `รองลงมาคือ${second.nameTh} ซึ่งช่วยเสริมให้ชีวิตสมดุล`,
          en: `Next comes the ${second.nameEn.toLowerCase()}, which brings balance.`,
        }
      : { th: '', en: '' };
  const opening = pick(rng, OVERALL_OPENINGS);
  const dom = DOMINANT_LINES[dominant.id];
  const overall = joinBi([
    { th: `${opening.th}${dom.th}`, en: `${opening.en} ${dom.en}` },
    secondLine,
    ...(missingLine ? [missingLine] : []),
    pick(rng, OVERALL_ADVICE),
  ]);

  const d1 = WEEKDAYS[PALM_LINE_TEXTS[dominant.id].planetDay];
  const d2 = WEEKDAYS[PALM_LINE_TEXTS[second.id].planetDay];
  const n1 = WEEKDAY_LORE[d1.id].planetNumber;
  const n2 = WEEKDAY_LORE[d2.id].planetNumber;
  const luckyNumbers = [...new Set([n1, n2, intBetween(rng, 0, 9), n1 * 10 + n2])];
  const luckyColoursTh = [...new Set([d1.colourTh, d2.colourTh, ...d1.luckyColoursTh])].slice(0, 3);
  const luckyColoursEn = [
    ...new Set([d1.colourEn, d2.colourEn, ...WEEKDAY_LORE[d1.id].luckyColoursEn]),
  ].slice(0, 3);

  return {
    lines,
    dominantLine: dominant.id,
    overallTh: overall.th,
    overallEn: overall.en,
    luckyNumbers,
    luckyColoursTh,
    luckyColoursEn,
  };
}
