/**
 * The lore behind a phone reading, as data: which group each digit pair belongs to, what each
 * digit sum means, and where a second well-known school reads a pair or a sum differently.
 *
 * The reading follows ONE school, the eight-group planet-pair table (ตารางคู่เลขกลุ่มดาว 8 กลุ่ม:
 * ศุภมิตร มรรคา เกษตร สวัสดิมงคล อุตสาหะ อริ มรณะ กาลกิณี). Its pair lists and sum verdicts are
 * copied below exactly as recorded; the texts are Duangdee's own wording of each group's meaning
 * for that pair of planets. Where the pair-by-pair school of the Thai lucky-number trade gives the
 * opposite verdict, or a verdict where the eight-group table gives none, the entry carries that
 * school's view so the reading can name both instead of choosing one (decision record 011).
 *
 * `phone-pairs.test.ts` checks every entry against the sources' lists, pair by pair.
 */
import { capitalise, type Bi } from '../text.ts';

// ---------------------------------------------------------------------------------------------
// The schools and where their tables were read
// ---------------------------------------------------------------------------------------------

export interface PhoneSchoolSource {
  title: string;
  site: string;
  url: string;
  /** Where we read it: the original pages were out of reach, so each was read as transcribed. */
  readVia: string;
}

export interface PhoneSchool {
  nameTh: string;
  nameEn: string;
  sources: readonly PhoneSchoolSource[];
}

/** The school the reading follows. */
export const PLANET_GROUP_SCHOOL: PhoneSchool = {
  nameTh: 'ตำราคู่เลขกลุ่มดาว 8 กลุ่ม',
  nameEn: 'the eight-group planet-pair table',
  sources: [
    {
      title: 'คำนวณเบอร์มงคล — ตารางคู่เลขกลุ่มดาว 8 กลุ่มและความหมายผลรวม',
      site: 'The Daily Mu (thedailymu.com)',
      url: 'https://www.thedailymu.com/daily-tips/lucky-phone-number-calculator',
      readVia:
        'github.com/ntu6008111004/AETHRA-ORACLE, js/engines/phone-numerology.js (PAIR_GROUPS, ' +
        'NEUTRAL_PAIRS, SUM_MEANINGS) at commit 5d109b7821191931c09d7e1d416af6bd14ffdbee, which names ' +
        'this page as its source in js/data/phone-methodology.js',
    },
  ],
};

/**
 * The well-known school the reading compares against: the lucky-number trade's pair-by-pair
 * table, and its list of good sums.
 */
export const LUCKY_NUMBER_SCHOOL: PhoneSchool = {
  nameTh: 'ตำราเลขศาสตร์สายเบอร์มงคล',
  nameEn: "the lucky-number trade's tables",
  sources: [
    {
      title: 'ความหมายคู่เลขศาสตร์ (ดี/กลาง/เสีย ครบ 100 คู่; ผู้เผยแพร่ระบุว่าเป็นสายตำรา อ.พลูหลวง)',
      site: 'เบอร์ทองสุข (berthongsuk.in.th)',
      url: 'https://berthongsuk.in.th/ความหมายคู่เลขศาสตร์/',
      readVia:
        'github.com/ntu6008111004/AETHRA-ORACLE, js/data/pair-meanings.js (MAINSTREAM_PAIRS) at ' +
        'commit b4646a1ba0a0b9cb259ebca25d9e3f01b71d708a',
    },
    {
      title: 'ผลรวมเบอร์มงคลที่ร้านเปิดให้ค้นหา (ชื่อผลรวมดี 23 ผลรวม)',
      site: 'เบอร์เด็ด (berded.in.th)',
      url: 'https://www.berded.in.th',
      readVia:
        "the searchSumList of berded.in.th's seller app, as found in the public GitHub code index " +
        '(the index does not name the repository)',
    },
  ],
};

/** How a school's name is said inside a reading. */
const GROUPS_SAY: Bi = { th: 'ตำรากลุ่มดาว 8 กลุ่ม', en: 'The eight-group planet table' };
const TRADE_SAY: Bi = {
  th: 'ตำราความหมายรายคู่สายเบอร์มงคล',
  en: 'the pair-by-pair table of the lucky-number trade',
};
const TRADE_SUMS_SAY: Bi = { th: 'ตำราสายเบอร์มงคล', en: 'the lucky-number trade' };

// ---------------------------------------------------------------------------------------------
// The eight groups
// ---------------------------------------------------------------------------------------------

export type PairGroupId =
  'suphamit' | 'sawatdimongkhon' | 'manka' | 'kaset' | 'utsaha' | 'ari' | 'marana' | 'kalakini';

/** `neutral`: the school gives no verdict (a pair it puts in no group, a sum it does not list). */
export type PairTone = 'good' | 'mixed' | 'bad' | 'neutral';

export interface PairGroup {
  id: PairGroupId;
  nameTh: string;
  nameEn: string;
  /** The school's own verdict on the group: ศุภมิตร and สวัสดิมงคล best, กาลกิณี worst. */
  tone: PairTone;
  /** Duangdee's weight for the score, -1 … +1, ordered as the school ranks the groups. */
  value: number;
  descriptionTh: string;
  descriptionEn: string;
}

export const PAIR_GROUPS: Record<PairGroupId, PairGroup> = {
  suphamit: {
    id: 'suphamit',
    nameTh: 'ศุภมิตร',
    nameEn: 'Good allies',
    tone: 'good',
    value: 1,
    descriptionTh: 'คู่ของมิตรดีและผู้ใหญ่ที่คอยหนุน งานที่ต้องร่วมมือกับคนอื่นมักไปได้สวย',
    descriptionEn:
      'the pair of good friends and supportive elders; work done with others tends to go well',
  },
  sawatdimongkhon: {
    id: 'sawatdimongkhon',
    nameTh: 'สวัสดิมงคล',
    nameEn: 'Blessing',
    tone: 'good',
    value: 1,
    descriptionTh: 'คู่ของบุญและสิ่งศักดิ์สิทธิ์ที่คอยคุ้มครอง เจอเรื่องยากก็มักมีทางออก',
    descriptionEn:
      'the pair of merit and protection: when things get hard, a way out tends to appear',
  },
  manka: {
    id: 'manka',
    nameTh: 'มรรคา',
    nameEn: 'The road',
    tone: 'good',
    value: 0.7,
    descriptionTh: 'คู่ของการเดินทางและการเคลื่อนที่ โอกาสและรายได้มักมาจากที่ไกลหรือจากการเปลี่ยนที่ทาง',
    descriptionEn:
      'the pair of travel and movement; chances and income often come from far away or a change of place',
  },
  kaset: {
    id: 'kaset',
    nameTh: 'เกษตร',
    nameEn: 'Home ground',
    tone: 'good',
    value: 0.7,
    descriptionTh: 'คู่เลขเบิ้ล ดาวดวงเดียวกันอยู่บ้านของตัวเอง ให้ความหนักแน่นและทรัพย์สินที่ค่อย ๆ สะสม',
    descriptionEn:
      'a doubled digit, one planet at home in its own house: steadiness, and assets that build slowly',
  },
  utsaha: {
    id: 'utsaha',
    nameTh: 'อุตสาหะ',
    nameEn: 'Effort',
    tone: 'mixed',
    value: 0.1,
    descriptionTh: 'คู่ของความพากเพียร ได้ผลจริงแต่ต้องลงแรงก่อน',
    descriptionEn: 'the pair of perseverance: real results, paid for with effort first',
  },
  ari: {
    id: 'ari',
    nameTh: 'อริ',
    nameEn: 'Rivals',
    tone: 'bad',
    value: -0.8,
    descriptionTh: 'คู่ของการแข่งขันและความเห็นไม่ลงรอย ควรพูดให้ชัดและทำข้อตกลงเป็นลายลักษณ์อักษร',
    descriptionEn:
      'the pair of rivalry and disagreement; speak plainly and put agreements in writing',
  },
  marana: {
    id: 'marana',
    nameTh: 'มรณะ',
    nameEn: 'Loss',
    tone: 'bad',
    value: -0.8,
    // The school's word is stark; what we say with it stays a tendency (decision record 011).
    descriptionTh:
      'คู่ที่ตำราใช้เตือนเรื่องการสูญเสียและการจากลา ดวงดีอ่านเป็นแนวโน้มของความใจร้อนและการตัดสินใจวู่วาม ควรระมัดระวัง ไม่ใช่คำทำนายเรื่องชีวิตหรือสุขภาพ',
    descriptionEn:
      'a pair the table uses to warn of loss and parting; Duangdee reads it as a tendency to haste and rash decisions, worth care, and no prediction about life or health',
  },
  kalakini: {
    id: 'kalakini',
    nameTh: 'กาลกิณี',
    nameEn: 'Misfortune',
    tone: 'bad',
    value: -0.9,
    descriptionTh: 'คู่ของอุปสรรคและความเหนื่อยใจ งานอาจสะดุดหรือทำดีแล้วคนไม่ค่อยเห็น ต้องอาศัยความอดทน',
    descriptionEn:
      'the pair of obstacles and a weary heart: things may stall or good work go unseen; patience carries you',
  },
};

// ---------------------------------------------------------------------------------------------
// The pairs
// ---------------------------------------------------------------------------------------------

/** The lucky-number trade's verdict where it parts from the eight-group table. */
export interface TradeView {
  tone: 'good' | 'bad';
  /** Why that school says so, as a clause: "เพราะ…" / "seeing in it…", "as…". */
  th: string;
  en: string;
}

export interface PairLore {
  /** The eight-group table's group; null where it puts the pair in no group. */
  group: PairGroupId | null;
  th: string;
  en: string;
  /** Present exactly where the trade's table gives the opposite verdict, or one where ours has none. */
  trade?: TradeView;
}

/**
 * The 55 unordered pairs ("ab" with a <= b). Both schools read ab and ba alike, so the 100 ordered
 * pairs are built from these. A 0 in a pair weakens it (see `phone-numerology.ts`).
 */
export const PAIR_LORE: Readonly<Record<string, PairLore>> = {
  '00': {
    group: null,
    th: 'ศูนย์ชิดศูนย์ เป็นช่องว่างที่ยังไม่มีดาวดวงใดเข้ามาเติม ความหมายของเบอร์จึงไปอยู่ที่คู่เลขรอบข้างเป็นหลัก',
    en: "Zero beside zero: an empty space no planet has filled yet, so the number's meaning rests mostly on the pairs around it.",
    trade: {
      tone: 'bad',
      th: 'เพราะความว่างเปล่าอาจทำให้ต้องเริ่มต้นใหม่บ่อย',
      en: 'as emptiness may mean starting over often',
    },
  },
  '01': {
    group: null,
    th: 'เลขศูนย์ชิดพระอาทิตย์ ความมั่นใจและความเป็นผู้นำยังอยู่ แต่เหมือนแดดยามเช้าที่ยังไม่แรง ค่อย ๆ สร้างชื่อทีละก้าวจะเหมาะกว่าเร่ง',
    en: 'Zero beside the Sun: the confidence and leadership are there, but like early-morning light; building your name step by step suits it better than hurrying.',
  },
  '02': {
    group: null,
    th: 'เลขศูนย์ชิดพระจันทร์ ความอ่อนโยนและจินตนาการยังอยู่ แต่ใจอาจแกว่งไปตามบรรยากาศรอบตัวได้ง่าย',
    en: 'Zero beside the Moon: gentleness and imagination remain, though the heart may sway with the mood around you.',
    trade: {
      tone: 'bad',
      th: 'เพราะความทะเยอทะยานอาจกลายเป็นความเครียดและหงุดหงิดง่าย',
      en: 'as ambition may turn into stress and irritability',
    },
  },
  '03': {
    group: null,
    th: 'เลขศูนย์ชิดพระอังคาร ไฟของความกล้าถูกหรี่ลงจนพอดี ใช้เป็นแรงลงมือได้ดีถ้าไม่รีบร้อนเกินไป',
    en: "Zero beside Mars: the fire of courage is turned down to a useful flame, a push to act as long as you don't rush.",
    trade: {
      tone: 'bad',
      th: 'เพราะมักรู้สึกว่าก้าวไปข้างหน้าแล้วต้องถอยกลับ',
      en: 'as it tends to feel like stepping forward only to slip back',
    },
  },
  '04': {
    group: 'marana',
    th: 'เลขศูนย์ชิดพระพุธ คำพูดหรือแผนที่วางไว้อาจหลุดมือไปกลางทาง ก่อนรับปากเรื่องสำคัญลองทบทวนอีกรอบ ไม่ต้องรีบตอบ',
    en: 'Zero beside Mercury: words or plans may slip away halfway. Before promising anything important, look it over once more; there is no need to answer at once.',
  },
  '05': {
    group: null,
    th: 'เลขศูนย์ชิดพระพฤหัสบดี ปัญญาและผู้ใหญ่ที่เมตตายังอยู่ในคู่นี้ เพียงแต่ต้องเป็นฝ่ายเข้าไปขอคำแนะนำเองก่อน',
    en: 'Zero beside Jupiter: wisdom and kindly elders are still in this pair; you just need to be the one who asks for their advice.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นสติปัญญา ความใฝ่ธรรมะ และโอกาสที่เกี่ยวกับต่างประเทศ',
      en: 'seeing in it a sound mind, a love of dharma and chances abroad',
    },
  },
  '06': {
    group: null,
    th: 'เลขศูนย์ชิดพระศุกร์ เสน่ห์และความรักในสิ่งสวยงามยังอยู่ แต่เรื่องหัวใจอาจต้องใช้เวลากว่าจะลงตัว',
    en: 'Zero beside Venus: charm and a love of beautiful things remain, though matters of the heart may take time to settle.',
    trade: {
      tone: 'bad',
      th: 'เพราะความรักอาจผิดหวังได้ง่าย แม้จะมีหัวศิลปะ',
      en: 'as love may disappoint easily, artistic gifts notwithstanding',
    },
  },
  '07': {
    group: 'kalakini',
    th: 'เลขศูนย์ชิดพระเสาร์ งานหนักที่ทำอาจยังไม่เห็นผลทันตา ช่วงที่รู้สึกเหนื่อยใจ ลองแบ่งงานเป็นชิ้นเล็ก ๆ แล้วนับความคืบหน้าทีละชิ้น',
    en: 'Zero beside Saturn: hard work may not show results right away. When the heart feels weary, break the work into small pieces and count each one done.',
  },
  '08': {
    group: null,
    th: 'เลขศูนย์ชิดพระราหู ความอยากลองของใหม่และความทะเยอทะยานยังอยู่ แต่ร้อนแรงน้อยลง เหลือพอให้กล้าคิดโดยไม่ต้องเสี่ยงเกินตัว',
    en: 'Zero beside Rahu: the urge for the new and the ambition remain, cooled enough to dream boldly without overreaching.',
    trade: {
      tone: 'bad',
      th: 'เพราะอาจถูกกดดันจากคนอื่นหรือมีเรื่องลึกลับมากวนใจ',
      en: 'as it may bring pressure from others or unsettling mysteries',
    },
  },
  '09': {
    group: null,
    th: 'เลขศูนย์ชิดพระเกตุ ลางสังหรณ์และความสงบทางใจยังอยู่ในคู่นี้ สวดมนต์หรือนั่งสมาธิสั้น ๆ ช่วยให้ได้ยินเสียงในใจชัดขึ้น',
    en: 'Zero beside Ketu: intuition and a quiet mind stay with this pair; a short prayer or a few minutes of meditation helps you hear yourself more clearly.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นสิ่งศักดิ์สิทธิ์ที่คอยคุ้มครองและการแคล้วคลาด',
      en: 'seeing in it sacred protection and narrow escapes',
    },
  },
  '11': {
    group: 'kaset',
    th: 'พระอาทิตย์อยู่บ้านของตัวเอง ความมั่นใจหนักแน่น ยืนได้ด้วยลำแข้งตัวเอง ชื่อเสียงที่สร้างไว้ค่อย ๆ สะสมเป็นทุน เพียงระวังความดื้อเวลามีคนเห็นต่าง',
    en: 'The Sun at home in its own house: solid confidence and the strength to stand on your own, with a name that slowly becomes capital. Just watch for stubbornness when others disagree.',
  },
  '12': {
    group: 'ari',
    th: 'พระอาทิตย์พบพระจันทร์ ไฟกับน้ำมาเจอกัน ใจอยากนำแต่ความรู้สึกอ่อนไหว อาจเห็นไม่ตรงกับคนใกล้ตัวอยู่บ่อย ๆ พูดกันให้ช้าลงสักนิดจะช่วยได้มาก',
    en: 'The Sun meets the Moon, fire meeting water: a will to lead beside tender feelings, so disagreements with those close to you may come often. Slowing the conversation down helps a lot.',
  },
  '13': {
    group: 'utsaha',
    th: 'พระอาทิตย์พบพระอังคาร ไฟสองกองร้อนพอกัน กล้าชนและไม่ยอมแพ้ ผลงานมาจากความบากบั่นจริง ๆ แต่ควรเลือกสนามที่คุ้มแรง',
    en: 'The Sun meets Mars, two equally fierce fires: bold and unwilling to give up. Results come from real grit, so choose battles worth the effort.',
  },
  '14': {
    group: 'utsaha',
    th: 'พระอาทิตย์พบพระพุธ ความคิดชัดและพูดจามีน้ำหนัก แต่กว่างานจะเข้าที่ต้องอธิบายและตามงานด้วยตัวเองหลายรอบ',
    en: 'The Sun meets Mercury: clear thinking and words that carry weight, though getting things settled takes several rounds of explaining and following up yourself.',
  },
  '15': {
    group: 'manka',
    th: 'พระอาทิตย์พบพระพฤหัสบดี ผู้ใหญ่เมตตาและเปิดทางให้ โอกาสมักมาตอนได้เดินทาง ย้ายที่ทำงาน หรือทำงานกับคนต่างถิ่น',
    en: 'The Sun meets Jupiter: elders are kind and open the way, and chances tend to come with travel, a move, or work with people from elsewhere.',
  },
  '16': {
    group: 'kalakini',
    th: 'พระอาทิตย์พบพระศุกร์ ความภูมิใจกับความอยากสบายดึงกันไปมา บางช่วงอาจรู้สึกว่าทุ่มเทแล้วยังไม่มีใครเห็น ให้กำลังใจตัวเองด้วยเป้าเล็ก ๆ ที่ทำได้จริง',
    en: 'The Sun meets Venus: pride and a wish for comfort pull against each other, and at times your effort may seem to go unseen. Encourage yourself with small goals you can really reach.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นคนที่วางแผนการเงินเก่ง ขยัน และรู้จักเก็บ',
      en: 'seeing in it careful money planning, hard work and thrift',
    },
  },
  '17': {
    group: 'ari',
    th: 'พระอาทิตย์พบพระเสาร์ ความอยากนำมาเจอกรอบกติกา อาจต้องเจรจากับผู้มีอำนาจหรือคนที่คิดต่างอยู่เนือง ๆ ใจเย็นและเตรียมข้อมูลให้พร้อมจะได้เปรียบ',
    en: 'The Sun meets Saturn: the wish to lead runs into rules and structure, so you may often be negotiating with authority or people who see things differently. Calm and good preparation win the day.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นปัญญาที่แตกฉานและเกราะที่คอยคุ้มกันตัว',
      en: 'seeing in it sharp wisdom and a shield around you',
    },
  },
  '18': {
    group: 'marana',
    th: 'พระอาทิตย์พบพระราหู ชื่อเสียงกับความทะเยอทะยานอยู่ใกล้กัน ความอยากได้ผลเร็วอาจพาให้ข้ามขั้นตอน ก่อนเซ็นหรือรับปากเรื่องใหญ่ ลองนอนคิดอีกสักคืน',
    en: 'The Sun meets Rahu: reputation and ambition sit close together, and the wish for quick results may skip steps. Before signing or promising anything big, sleep on it for a night.',
  },
  '19': {
    group: 'sawatdimongkhon',
    th: 'พระอาทิตย์พบพระเกตุ เกียรติกับบุญมาคู่กัน เวลาเจอทางตันมักมีคนหรือจังหวะดี ๆ เข้ามาช่วยในนาทีสุดท้าย',
    en: 'The Sun meets Ketu: honour and merit travel together. At a dead end, the right person or the right moment often arrives just in time.',
  },
  '22': {
    group: 'kaset',
    th: 'พระจันทร์อยู่บ้านของตัวเอง ใจอ่อนโยนและดูแลคนเก่ง บ้านกับครอบครัวเป็นที่พักใจ สิ่งที่สะสมไว้มักเป็นความผูกพันและข้าวของที่มีความหมาย',
    en: 'The Moon at home in its own house: a gentle, caring heart, with home and family as your resting place. What you gather tends to be close bonds and things that mean something.',
  },
  '23': {
    group: 'ari',
    th: 'พระจันทร์พบพระอังคาร ใจอ่อนไหวอยู่กับอารมณ์ร้อน เรื่องเล็กอาจกลายเป็นปากเสียงถ้าพูดตอนกำลังโกรธ รอให้ใจเย็นก่อนแล้วค่อยคุยกัน',
    en: 'The Moon meets Mars: a tender heart beside a quick temper. Small things can turn into arguments if spoken in anger; wait until you have cooled, then talk.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นเสน่ห์ที่ทำให้คนรักใคร่และมีผู้อุปถัมภ์',
      en: 'seeing in it a charm that wins affection and patrons',
    },
  },
  '24': {
    group: 'suphamit',
    th: 'พระจันทร์พบพระพุธ พูดแล้วคนฟังด้วยความเอ็นดู เข้ากับคนง่าย มีเพื่อนและผู้ใหญ่คอยช่วยเหลือ งานที่ต้องประสานคนคือจุดแข็ง',
    en: 'The Moon meets Mercury: people listen to you fondly, you get along easily, and friends and elders lend a hand. Work that brings people together is your strength.',
  },
  '25': {
    group: 'kalakini',
    th: 'พระจันทร์พบพระพฤหัสบดี ความรู้สึกกับหลักการบางทีก็ไม่ไปทางเดียวกัน การต้องเป็นคนดีอยู่ตลอดเวลาอาจทำให้เหนื่อยใจ อนุญาตให้ตัวเองได้พักบ้าง',
    en: 'The Moon meets Jupiter: feelings and principles do not always agree, and having to be the good one all the time can wear on the heart. Allow yourself some rest.',
    trade: {
      tone: 'good',
      th: 'เพราะเป็นดาวศุภเคราะห์สองดวง ทำสิ่งใดมักสำเร็จด้วยดี',
      en: 'as two benefic planets whose undertakings tend to go well',
    },
  },
  '26': {
    group: 'manka',
    th: 'พระจันทร์พบพระศุกร์ เสน่ห์อ่อนหวานกับรสนิยมดี โอกาสมักมาจากการเดินทาง ลูกค้าต่างถิ่น หรืองานสร้างสรรค์ที่ส่งไปได้ไกล',
    en: 'The Moon meets Venus: soft charm and fine taste, with chances coming through travel, clients from elsewhere, or creative work that reaches far.',
  },
  '27': {
    group: 'marana',
    th: 'พระจันทร์พบพระเสาร์ ใจที่อ่อนไหวต้องแบกภาระหนัก เก็บความรู้สึกไว้นานจนเหนื่อยแล้วอาจตัดสินใจตอนใจยังไม่นิ่ง ลองเล่าให้คนที่ไว้ใจฟังก่อนตัดสินใจเรื่องสำคัญ',
    en: 'The Moon meets Saturn: a sensitive heart carrying heavy loads. Feelings kept in too long can lead to decisions made while unsettled, so talk to someone you trust first.',
  },
  '28': {
    group: 'utsaha',
    th: 'พระจันทร์พบพระราหู จินตนาการกว้างและกล้าฝันใหญ่ กว่าฝันจะเป็นจริงต้องลงมือเองหลายยก และแยกให้ออกว่าอะไรคือโอกาส อะไรเป็นแค่ความตื่นเต้น',
    en: 'The Moon meets Rahu: a wide imagination and big dreams. Making them real takes several rounds of your own effort, and telling true chances from mere excitement.',
  },
  '29': {
    group: 'utsaha',
    th: 'พระจันทร์พบพระเกตุ ใจบุญและลางสังหรณ์ดี ความพยายามที่ทำมักมีบุญคอยประคอง แม้ต้องเหนื่อยก่อนแต่ก็ผ่านไปได้',
    en: 'The Moon meets Ketu: a kind heart and good intuition. Your efforts tend to be carried by merit; tiring at first, but you come through.',
  },
  '33': {
    group: 'kaset',
    th: 'พระอังคารอยู่บ้านของตัวเอง ความกล้าและความขยันเต็มเปี่ยม ลงมือไว สร้างของที่จับต้องได้ด้วยสองมือ แค่เตือนตัวเองให้หายใจลึก ๆ ก่อนตอบโต้',
    en: 'Mars at home in its own house: full of courage and drive, quick to act, building tangible things with your own hands. Just remind yourself to breathe before you react.',
    trade: {
      tone: 'bad',
      th: 'เพราะไฟซ้อนไฟอาจทำให้ใจร้อนเป็นสองเท่า ควรระวังการตัดสินใจวู่วาม',
      en: 'as fire on fire may double the temper, so rash decisions need watching',
    },
  },
  '34': {
    group: 'kalakini',
    th: 'พระอังคารพบพระพุธ คิดเร็วและพูดตรง แต่คำพูดที่ออกไปเร็วกว่าความคิดอาจทำให้งานสะดุด หรือทำให้คนรอบข้างเสียใจโดยไม่ตั้งใจ',
    en: 'Mars meets Mercury: quick thoughts and frank words, though words that outrun thought can stall your work or hurt people without meaning to.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นวาทศิลป์ ความตรงไปตรงมา และปัญญาที่แตกฉาน',
      en: 'seeing in it eloquence, frankness and a sharp mind',
    },
  },
  '35': {
    group: 'marana',
    th: 'พระอังคารพบพระพฤหัสบดี ความกล้ากับหลักการเดินคนละจังหวะ บางครั้งตัดสินใจไปก่อนแล้วค่อยมาคิด ถามผู้ใหญ่หรือครูที่นับถือก่อนก้าวสำคัญจะช่วยได้',
    en: 'Mars meets Jupiter: courage and principle move to different beats, and sometimes you decide first and think later. Asking an elder or teacher you respect before a big step helps.',
  },
  '36': {
    group: 'suphamit',
    th: 'พระอังคารพบพระศุกร์ ซึ่งโหราศาสตร์ไทยนับเป็นคู่มิตร ความกล้ากับเสน่ห์ส่งเสริมกัน คนรอบข้างรักใคร่และพร้อมสนับสนุน ความรักและมิตรภาพอบอุ่น',
    en: 'Mars meets Venus, friends in Thai astrology: courage and charm lift each other. People are fond of you and ready to back you, and love and friendship feel warm.',
  },
  '37': {
    group: 'sawatdimongkhon',
    th: 'พระอังคารพบพระเสาร์ ความกล้าที่มีความอดทนคอยกำกับ ผ่านเรื่องยากมาได้อย่างหวุดหวิดหลายครั้งเหมือนมีอะไรคอยคุ้มครอง ยิ่งใจเย็นยิ่งมองเห็นทางออก',
    en: 'Mars meets Saturn: courage held steady by endurance. You have come through hard moments narrowly, as if something were watching over you; the calmer you are, the clearer the way out.',
    trade: {
      tone: 'bad',
      th: 'เพราะพลังที่ปะทะกันอาจพาให้ใจร้อนและมีเรื่องกระทบกระทั่ง',
      en: 'as clashing energies may bring a quick temper and friction',
    },
  },
  '38': {
    group: 'utsaha',
    th: 'พระอังคารพบพระราหู ใจถึงและกล้าเสี่ยง งานที่คนอื่นไม่กล้าแตะกลับเป็นโอกาส แต่ต้องใช้แรงมาก และควรมีแผนสำรองไว้เสมอ',
    en: 'Mars meets Rahu: daring and willing to take risks, you find openings where others fear to tread, at a real cost in effort, so always keep a plan B.',
  },
  '39': {
    group: 'manka',
    th: 'พระอังคารพบพระเกตุ กล้าออกเดินทางตามลางสังหรณ์ การย้ายที่ เปลี่ยนงาน หรือไปทำงานไกลบ้านมักพาไปเจอโอกาสใหม่',
    en: 'Mars meets Ketu: the nerve to set out on a hunch. A move, a new job or work far from home tends to lead to fresh chances.',
  },
  '44': {
    group: 'kaset',
    th: 'พระพุธอยู่บ้านของตัวเอง ความคิดไวและพูดจาฉลาด การค้าและเครือข่ายที่รู้จักเป็นทุนที่งอกเงยได้เรื่อย ๆ คนรอบข้างมักมาขอคำปรึกษา',
    en: 'Mercury at home in its own house: a quick mind and clever words. Trade and the people you know become capital that keeps growing, and others come to you for advice.',
  },
  '45': {
    group: 'suphamit',
    th: 'พระพุธพบพระพฤหัสบดี ปัญญากับวาทศิลป์อยู่ด้วยกัน พูดแล้วมีน้ำหนัก มีครูบาอาจารย์และผู้ใหญ่คอยชี้ทาง เหมาะกับงานที่ใช้ความรู้',
    en: 'Mercury meets Jupiter: wisdom and eloquence together. Your words carry weight and teachers and elders point the way, well suited to knowledge work.',
  },
  '46': {
    group: 'marana',
    th: 'พระพุธพบพระศุกร์ หัวการค้ากับรสนิยมอยู่ด้วยกัน แต่บางครั้งความชอบพาให้ตัดสินใจซื้อหรือลงทุนเร็วเกินไป ให้เวลาตัวเองสักวันก่อนจ่ายเงินก้อนใหญ่',
    en: 'Mercury meets Venus: a head for trade and good taste, though liking something can lead you to buy or invest too fast. Give yourself a day before any large payment.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นจิตใจที่มั่นคงและมิตรสหายที่เกื้อหนุนกัน',
      en: 'seeing in it a steady heart and friends who support one another',
    },
  },
  '47': {
    group: 'ari',
    th: 'พระพุธพบพระเสาร์ คิดละเอียดแต่บางทีติดอยู่กับรายละเอียดจนเห็นต่างกับคนอื่น อาจมีการแข่งขันในที่ทำงาน เขียนข้อตกลงให้ชัดจะช่วยลดแรงเสียดทาน',
    en: 'Mercury meets Saturn: careful thinking that can snag on details and set you at odds with others, and rivalry at work is possible. Clear written agreements keep the friction down.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นความหนักแน่น มั่นคง และไว้ใจได้',
      en: 'seeing in it steadiness and trustworthiness',
    },
  },
  '48': {
    group: 'manka',
    th: 'พระพุธพบพระราหู หัวไวและชอบของใหม่ งานติดต่อต่างถิ่น งานออนไลน์ หรืองานที่ได้เดินทางบ่อยมักเข้าทาง',
    en: 'Mercury meets Rahu: a quick mind that loves the new. Dealings far away, online work or jobs with frequent travel tend to suit you.',
    trade: {
      tone: 'bad',
      th: 'เพราะอาจขี้เบื่อ เปลี่ยนใจง่าย และหลงเชื่อคนได้ง่าย',
      en: 'as it may make you easily bored, quick to change your mind and easily led',
    },
  },
  '49': {
    group: null,
    th: 'พระพุธพบพระเกตุ ความคิดกับลางสังหรณ์ทำงานคู่กัน เหมาะกับงานเขียน งานค้นคว้า หรือเรื่องที่ต้องใช้ทั้งเหตุผลและความรู้สึก',
    en: 'Mercury meets Ketu: thought and intuition work in tandem, good for writing, research, or problems that need both reason and feeling.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นสิ่งศักดิ์สิทธิ์คุ้มครองให้แคล้วคลาดปลอดภัย',
      en: 'seeing in it sacred protection that keeps you from harm',
    },
  },
  '55': {
    group: 'kaset',
    th: 'พระพฤหัสบดีอยู่บ้านของตัวเอง หลักคิดมั่นคง เป็นที่พึ่งของคนรอบข้าง ความรู้และความน่าเชื่อถือค่อย ๆ กลายเป็นทรัพย์สินที่มั่นคง',
    en: 'Jupiter at home in its own house: firm principles and a person others lean on. Knowledge and trust slowly become lasting assets.',
  },
  '56': {
    group: 'ari',
    th: 'พระพฤหัสบดีพบพระศุกร์ หลักการกับความสุขสบายต้องหาจุดสมดุล อาจมีคนอิจฉาหรือแข่งขันกันเรื่องเงินและความรัก ทำทุกอย่างให้โปร่งใสจะสบายใจกว่า',
    en: 'Jupiter meets Venus: principle and pleasure need balancing, and envy or rivalry over money and love may appear. Keeping everything transparent is the easier path.',
    trade: {
      tone: 'good',
      th: 'เพราะหนุนเรื่องทรัพย์และความสมหวังในสิ่งที่ตั้งใจ',
      en: 'as it favours wealth and wishes fulfilled',
    },
  },
  '57': {
    group: 'manka',
    th: 'พระพฤหัสบดีพบพระเสาร์ ความรู้กับความอดทนพาไปได้ไกล งานที่ต้องย้ายที่หรือเดินทางบ่อยมักให้ผลตอบแทนในระยะยาว',
    en: 'Jupiter meets Saturn: knowledge and patience carry you far. Work that involves moving or frequent travel tends to pay off over the long run.',
  },
  '58': {
    group: 'kalakini',
    th: 'พระพฤหัสบดีพบพระราหู หลักการถูกทดสอบด้วยทางลัด การเลือกระหว่างสิ่งที่ถูกกับสิ่งที่ได้เร็วอาจทำให้เหนื่อยใจ ยึดทางที่ทำให้นอนหลับสบายไว้ก่อน',
    en: 'Jupiter meets Rahu: principle tested by shortcuts. Choosing between what is right and what is quick can weigh on you; hold on to whatever lets you sleep well at night.',
  },
  '59': {
    group: 'marana',
    th: 'พระพฤหัสบดีพบพระเกตุ ใจที่ยึดมั่นในความดีอาจเชื่อใจคนง่ายจนมองข้ามรายละเอียด ก่อนตกลงเรื่องสำคัญลองตรวจสอบข้อมูลอีกชั้น',
    en: 'Jupiter meets Ketu: a heart set on doing good may trust too easily and miss the details. Before agreeing to something important, check once more.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นบุญบารมีและสิ่งศักดิ์สิทธิ์ที่เมตตา',
      en: 'seeing in it merit and the kindness of the sacred',
    },
  },
  '66': {
    group: 'kaset',
    th: 'พระศุกร์อยู่บ้านของตัวเอง เสน่ห์และรสนิยมเป็นทุนสำคัญ ของสวยงามที่สะสมไว้มักมีค่าขึ้น แค่อย่าให้ความชอบพาใช้เงินเกินงบ',
    en: "Venus at home in its own house: charm and taste are your capital, and beautiful things you collect tend to gain value. Just don't let liking something blow the budget.",
  },
  '67': {
    group: 'kalakini',
    th: 'พระศุกร์พบพระเสาร์ ความรักต้องอาศัยความอดทน บางครั้งต้องรอนานกว่าจะสมหวัง หรือเก็บความน้อยใจไว้คนเดียว การบอกความรู้สึกตรง ๆ อย่างอ่อนโยนช่วยได้',
    en: 'Venus meets Saturn: love asks for patience. Sometimes the wait is long, or hurt is kept to yourself; saying how you feel, plainly and gently, helps.',
  },
  '68': {
    group: 'ari',
    th: 'พระศุกร์พบพระราหู เสน่ห์แรงจนดึงดูดทั้งคนดีและคนที่พาเรื่องวุ่นมาด้วย อาจมีมือที่สามหรือการแข่งขันเรื่องหัวใจ เลือกคบคนอย่างมีสติ',
    en: 'Venus meets Rahu: a pull strong enough to attract both good people and trouble, and a third party or rivalry in love may appear. Choose your company with care.',
  },
  '69': {
    group: 'utsaha',
    th: 'พระศุกร์พบพระเกตุ เสน่ห์ที่มาจากความจริงใจ ความรักและมิตรภาพดี ๆ ต้องใช้เวลาและความใส่ใจสร้าง แต่สร้างแล้วมักอยู่ยาว',
    en: 'Venus meets Ketu: charm that comes from sincerity. Good love and friendship take time and care to build, but once built they tend to last.',
  },
  '77': {
    group: 'kaset',
    th: 'พระเสาร์อยู่บ้านของตัวเอง ความอดทนเป็นเสาหลัก ทำอะไรช้าแต่มั่นคง สิ่งที่สร้างด้วยความเพียรมักอยู่ได้นาน',
    en: 'Saturn at home in its own house: patience as a pillar, slow but steady, and what you build through persistence tends to last.',
    trade: {
      tone: 'bad',
      th: 'เพราะเห็นภาระซ้อนภาระและอุปสรรคที่มาเป็นสองเท่า',
      en: 'seeing in it burden upon burden, obstacles doubled',
    },
  },
  '78': {
    group: 'marana',
    th: 'พระเสาร์พบพระราหู ความทะเยอทะยานกับภาระหนักมาพร้อมกัน ความอยากได้ผลเร็วอาจพาให้เสี่ยงเกินไป จังหวะที่ใจร้อนที่สุดคือจังหวะที่ควรหยุดคิด',
    en: 'Saturn meets Rahu: ambition and heavy duty arrive together, and the wish for quick results can push you into too much risk. The moment you feel most impatient is the moment to pause.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นบารมีและอำนาจที่ทำให้คนรอบข้างเกรงใจ',
      en: 'seeing in it standing and authority that others respect',
    },
  },
  '79': {
    group: 'kalakini',
    th: 'พระเสาร์พบพระเกตุ ความเพียรกับความศรัทธาต้องผ่านการทดสอบ บางช่วงทำดีแล้วยังไม่มีใครเห็น ยึดความตั้งใจเดิมไว้ ผลดีมักมาช้ากว่าที่หวัง',
    en: 'Saturn meets Ketu: persistence and faith are tested, and at times good work goes unseen. Hold on to your intention; good results often arrive later than hoped.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นความสำเร็จที่ดึงดูดทรัพย์',
      en: 'seeing in it success that draws wealth',
    },
  },
  '88': {
    group: 'kaset',
    th: 'พระราหูอยู่บ้านของตัวเอง กล้าคิดนอกกรอบและอยากไปให้ไกล ถ้ามีวินัยกำกับ ความทะเยอทะยานนี้มีแนวโน้มช่วยสร้างฐานะให้มั่นคงขึ้น',
    en: 'Rahu at home in its own house: daring, unconventional thinking and a drive to go far. Held by discipline, that ambition tends to help build a steadier position.',
    trade: {
      tone: 'bad',
      th: 'เพราะความลุ่มหลงมาเป็นสองเท่า ควรอยู่ห่างการพนันและอบายมุข',
      en: 'as temptation comes doubled, a reason to keep away from gambling and vice',
    },
  },
  '89': {
    group: 'ari',
    th: 'พระราหูพบพระเกตุ ดาวเงาสองดวงมาพบกัน ความคิดพลิกแพลงอาจทำให้คนตามไม่ทัน จนเกิดความเข้าใจผิดหรือมีคู่แข่งที่ไม่พอใจเงียบ ๆ อธิบายเหตุผลให้คนรอบข้างฟังด้วย',
    en: 'Rahu meets Ketu, the two shadow planets: nimble ideas may leave others behind, breeding misunderstandings or quiet rivals. Take time to explain your reasons.',
    trade: {
      tone: 'good',
      th: 'เพราะเห็นความหัวไว พลิกแพลงเก่ง และมองเห็นช่องทางก่อนใคร',
      en: 'seeing in it a quick, inventive mind that spots openings first',
    },
  },
  '99': {
    group: 'kaset',
    th: 'พระเกตุอยู่บ้านของตัวเอง ลางสังหรณ์แม่นและใจสงบ บุญที่ทำไว้เหมือนเงินออมที่ค่อย ๆ งอกเงย เวลาลังเลให้ฟังเสียงในใจ',
    en: 'Ketu at home in its own house: keen intuition and a calm mind. Merit made is like savings that slowly grow; when unsure, listen to your inner voice.',
  },
};

/** The sentence that names both schools for a pair they read differently. */
export function pairDisputeText(pair: string, group: PairGroupId | null, trade: TradeView): Bi {
  const verdict: Bi =
    trade.tone === 'good'
      ? { th: 'ถือเป็นคู่ดี', en: 'counts it as a good pair' }
      : { th: 'ถือเป็นคู่ที่ควรระวัง', en: 'counts it as a pair to be careful with' };
  const ours: Bi = group
    ? {
        th: `${GROUPS_SAY.th}จัดคู่ ${pair} ไว้ในกลุ่ม${PAIR_GROUPS[group].nameTh}`,
        en: `${GROUPS_SAY.en} places ${pair} among its ${PAIR_GROUPS[group].nameEn} pairs`,
      }
    : {
        th: `${GROUPS_SAY.th}ไม่ได้จัดคู่ ${pair} ไว้ในกลุ่มใด`,
        en: `${GROUPS_SAY.en} puts ${pair} in none of its groups`,
      };
  return {
    th: `${ours.th} ส่วน${TRADE_SAY.th}${verdict.th} ${trade.th} ดวงดีจึงไม่ฟันธงคู่นี้ไปทางเดียว`,
    en: `${ours.en}, while ${TRADE_SAY.en} ${verdict.en}, ${trade.en}. Duangdee gives this pair no single verdict.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The digit sums
// ---------------------------------------------------------------------------------------------

export interface SchoolSum {
  tone: 'good' | 'bad';
  titleTh: string;
  titleEn: string;
  th: string;
  en: string;
}

/**
 * The sums the eight-group table gives a verdict: 13 good, 8 to avoid. It says nothing of the
 * others, and neither do we.
 */
export const SCHOOL_SUMS: Readonly<Record<number, SchoolSum>> = {
  13: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ควรระวังรายจ่าย',
    titleEn: 'a sum that warns of expenses',
    th: 'ตำรานี้เตือนว่าผลรวมนี้มักมีอุปสรรคและรายจ่ายที่ไม่ได้คาดไว้ ควรมีเงินสำรองติดตัว และดูแลตัวเองให้ได้พักผ่อนพอ',
    en: 'The table warns of obstacles and unplanned expenses with this sum: keep a reserve, and make sure you rest enough.',
  },
  15: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งการเดินทางและมิตรสหาย',
    titleEn: 'the sum of travel and friendship',
    th: 'เด่นเรื่องการเจรจาและการเดินทาง มักมีเพื่อนฝูงคอยช่วยในจังหวะสำคัญ',
    en: 'Strong in negotiation and travel, with friends who tend to help at key moments.',
  },
  19: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งสิ่งศักดิ์สิทธิ์คุ้มครอง',
    titleEn: 'the sum of sacred protection',
    th: 'เป็นผลรวมมงคล มีแนวโน้มเรื่องชื่อเสียงและโชค และมักมีสิ่งดี ๆ คอยคุ้มครองในวันที่ลำบาก',
    en: 'An auspicious sum, leaning towards recognition and luck, with something good watching over you on hard days.',
  },
  21: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ควรระวังความขัดแย้ง',
    titleEn: 'a sum that warns of conflict',
    th: 'ตำรานี้เตือนเรื่องคนที่คอยขัดขวางและความเห็นไม่ลงรอย สื่อสารให้ชัดและเลือกคนร่วมงานอย่างรอบคอบจะช่วยได้',
    en: 'The table warns of people who obstruct and of disagreements; clear communication and careful choice of partners help.',
  },
  24: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งทรัพย์และเกียรติยศ',
    titleEn: 'the sum of wealth and honour',
    th: 'ผลรวมยอดนิยมที่เด่นเรื่องการเงินและการเป็นที่ยอมรับ ความน่าเชื่อถือที่สร้างไว้มักย้อนกลับมาเป็นโอกาส',
    en: 'A popular sum, strong in money matters and recognition; the trust you build tends to come back as opportunity.',
  },
  36: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งมิตรภาพและผู้อุปถัมภ์',
    titleEn: 'the sum of friendship and patrons',
    th: 'เด่นเรื่องเสน่ห์และความเมตตาจากคนรอบข้าง มีผู้ใหญ่คอยช่วยเหลือเมื่อถึงเวลา',
    en: 'Strong in charm and the goodwill of those around you, with elders ready to help when it counts.',
  },
  41: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งปัญญาและการค้า',
    titleEn: 'the sum of wisdom and trade',
    th: 'เด่นเรื่องการเจรจาค้าขายและงานที่ใช้ความคิด ไอเดียดี ๆ มักต่อยอดเป็นรายได้',
    en: 'Strong in trade, negotiation and thinking work; good ideas tend to grow into income.',
  },
  42: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งทรัพย์และความมั่นคง',
    titleEn: 'the sum of wealth and stability',
    th: 'ผลรวมที่ตำรานี้ถือว่าดีมาก เด่นเรื่องการเงินและความมั่นคง มีคนคอยหนุนหลัง',
    en: 'A sum the table rates very highly, for money and stability, with people backing you.',
  },
  45: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งความสำเร็จและความมั่งคั่ง',
    titleEn: 'the sum of success and prosperity',
    th: 'ผลรวมมงคลที่เด่นเรื่องความสำเร็จ ความรู้และความพยายามมีแนวโน้มพาไปสู่ความมั่งคั่ง',
    en: 'An auspicious sum for success; knowledge and effort tend to lead towards prosperity.',
  },
  46: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ควรระวังการสูญเสีย',
    titleEn: 'a sum that warns of loss',
    th: 'ตำรานี้เตือนเรื่องเงินที่รั่วไหลและเรื่องกวนใจ จดรายรับรายจ่ายไว้ และอย่าให้ใครยืมเงินโดยไม่มีหลักฐาน',
    en: 'The table warns of money leaking away and nagging worries: keep track of income and spending, and lend nothing without a record.',
  },
  50: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งความสมดุลและทรัพย์สินมั่นคง',
    titleEn: 'the sum of balance and steady assets',
    th: 'ให้ความสมดุล ชีวิตอาจไม่หวือหวาแต่ทรัพย์สินค่อย ๆ มั่นคงขึ้น',
    en: 'A balancing sum: life may be unspectacular, but assets grow steadier over time.',
  },
  51: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งการเดินทางและโชคทางไกล',
    titleEn: 'the sum of travel and luck from afar',
    th: 'เด่นเรื่องการเดินทาง การย้ายที่ และรายได้ที่มาจากทางไกล',
    en: 'Strong in travel, moves, and income that comes from far away.',
  },
  53: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ควรระวังอุปสรรค',
    titleEn: 'a sum that warns of obstacles',
    th: 'ตำรานี้เตือนเรื่องงานที่อาจติดขัด วางแผนเผื่อเวลาไว้ และดูแลตัวเองให้พร้อมสำหรับช่วงที่งานหนัก',
    en: 'The table warns that work may get stuck: plan in some slack, and look after yourself for the busy stretches.',
  },
  54: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งเงินทองและหน้าที่การงาน',
    titleEn: 'the sum of money and career',
    th: 'ผลรวมมงคลที่เด่นเรื่องเงินทองและหน้าที่การงาน งานที่ทำอย่างตั้งใจมักได้รับการยอมรับ',
    en: 'An auspicious sum for money and career; work done with care tends to be recognised.',
  },
  55: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งความสมดุลและความมั่นคง',
    titleEn: 'the sum of balance and stability',
    th: 'ให้ความมั่นคงและความสงบ ชีวิตค่อย ๆ เติบโตอย่างมีหลัก',
    en: 'A steady, peaceful sum: life grows slowly and on firm principles.',
  },
  59: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ตำรานี้แนะนำให้เลี่ยง',
    titleEn: 'a sum this table advises against',
    th: 'ตำรากลุ่มดาวถือเป็นผลรวมที่ควรเลี่ยง หากใช้อยู่แล้วก็ไม่ต้องกังวลเกินไป แค่ระวังการตัดสินใจตอนที่ใจยังไม่นิ่ง',
    en: 'The eight-group table counts this a sum to avoid. If you already use it, no need to worry; just take care with decisions made while unsettled.',
  },
  63: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งมิตรภาพและความรัก',
    titleEn: 'the sum of friendship and love',
    th: 'เด่นเรื่องเสน่ห์และความรัก คนรอบตัวเมตตา ความสัมพันธ์ดี ๆ มักพาโอกาสมาให้',
    en: 'Strong in charm and love, with kindly people around you; good relationships tend to bring chances.',
  },
  65: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ตำรานี้แนะนำให้เลี่ยง',
    titleEn: 'a sum this table advises against',
    th: 'ตำรากลุ่มดาวถือเป็นผลรวมที่ควรเลี่ยง ถ้าใช้อยู่ ลองระวังการใช้จ่ายตามใจและการแข่งขันที่ไม่จำเป็น',
    en: 'The eight-group table counts this a sum to avoid; if you use it, watch impulsive spending and needless rivalry.',
  },
  78: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ตำรานี้แนะนำให้เลี่ยง',
    titleEn: 'a sum this table advises against',
    th: 'ตำรากลุ่มดาวถือเป็นผลรวมที่ควรเลี่ยง ถ้าใช้อยู่ ให้ระวังความอยากได้ผลเร็วจนรับภาระเกินตัว',
    en: 'The eight-group table counts this a sum to avoid; if you use it, beware of wanting quick results so much that you take on too much.',
  },
  91: {
    tone: 'good',
    titleTh: 'ผลรวมแห่งบุญบารมีคุ้มครอง',
    titleEn: 'the sum of protecting merit',
    th: 'ผลรวมมงคลที่มีบุญคอยคุ้มครอง ความดีที่ทำไว้มักย้อนกลับมาเป็นโชค',
    en: 'An auspicious sum watched over by merit; the good you have done tends to come back as luck.',
  },
  97: {
    tone: 'bad',
    titleTh: 'ผลรวมที่ตำรานี้แนะนำให้เลี่ยง',
    titleEn: 'a sum this table advises against',
    th: 'ตำรากลุ่มดาวถือเป็นผลรวมที่ควรเลี่ยง ถ้าใช้อยู่ ให้อดทนกับเรื่องที่มาช้ากว่าใจหวัง และไม่ท้อกับงานที่ยังไม่มีคนเห็น',
    en: 'The eight-group table counts this a sum to avoid; if you use it, be patient with what comes slower than hoped, and do not lose heart over work not yet noticed.',
  },
};

/** The sums the lucky-number trade names as good, each under its own name. */
export const TRADE_GOOD_SUMS: Readonly<Record<number, Bi>> = {
  14: { th: 'ผู้ยิ่งใหญ่', en: 'the great one' },
  15: { th: 'ความสุนทรี', en: 'grace' },
  19: { th: 'ผู้เสวยสุข', en: 'the one who enjoys good fortune' },
  23: { th: 'ยอดเสน่ห์', en: 'great charm' },
  24: { th: 'สมบูรณ์สุข', en: 'complete happiness' },
  32: { th: 'เสน่ห์แรง', en: 'strong charm' },
  36: { th: 'สื่อแห่งความรัก', en: 'the messenger of love' },
  40: { th: 'ชอบเดินทาง', en: 'love of travel' },
  41: { th: 'ความผูกพันกับต่างประเทศ', en: 'ties abroad' },
  42: { th: 'ดวงอุปถัมภ์', en: 'patronage' },
  44: { th: 'ฝีปากดี', en: 'a way with words' },
  45: { th: 'เทพีแห่งโชค', en: 'the goddess of luck' },
  46: { th: 'การแสวงหา', en: 'the seeker' },
  50: { th: 'ความกระตือรือร้น', en: 'eagerness' },
  51: { th: 'ความสุขที่ได้มา', en: 'happiness gained' },
  54: { th: 'ดวงดาวแห่งโชค', en: 'the lucky star' },
  55: { th: 'เจริญก้าวหน้าและสุขสบาย', en: 'progress and comfort' },
  56: { th: 'มีโชคเรื่องความรัก', en: 'lucky in love' },
  59: { th: 'ยอดแห่งรหัสชีวิต', en: 'the peak of life codes' },
  60: { th: 'มีโชคเรื่องการเงิน', en: 'lucky with money' },
  63: { th: 'ความรักและความสดชื่น', en: 'love and freshness' },
  64: { th: 'ชีวิตพบกับความสำเร็จ', en: 'a life that finds success' },
  65: { th: 'คู่ทรัพย์คู่โชค', en: 'wealth and luck together' },
};

/** A sum the eight-group table gives no verdict. */
export const OPEN_SUM: Omit<SchoolSum, 'tone'> = {
  titleTh: 'ผลรวมที่ตำรานี้ไม่ได้ระบุ',
  titleEn: 'a sum this table leaves open',
  th: 'ตำรากลุ่มดาวไม่ได้บอกว่าผลรวมนี้ดีหรือควรระวัง น้ำหนักของเบอร์จึงอยู่ที่คู่เลขเป็นหลัก',
  en: 'The eight-group table calls this sum neither good nor bad, so the pairs carry the reading.',
};

/**
 * What the lucky-number trade adds about a sum it names: agreement, a different verdict, or a
 * verdict where ours has none. Empty when the trade does not name the sum.
 */
export function sumTradeText(sum: number, ours: 'good' | 'bad' | 'neutral'): Bi {
  const name = TRADE_GOOD_SUMS[sum];
  if (!name) return { th: '', en: '' };
  if (ours === 'bad') {
    return {
      th: `ส่วน${TRADE_SUMS_SAY.th}กลับนับ ${sum} เป็นผลรวมดีชื่อ "${name.th}" ดวงดีจึงไม่ฟันธงผลรวมนี้ไปทางเดียว`,
      en: `Yet ${TRADE_SUMS_SAY.en} counts ${sum} as a good sum, "${name.en}", so Duangdee gives it no single verdict.`,
    };
  }
  if (ours === 'neutral') {
    return {
      th: `ส่วน${TRADE_SUMS_SAY.th}นับ ${sum} เป็นผลรวมดีชื่อ "${name.th}"`,
      en: `${capitalise(TRADE_SUMS_SAY.en)} counts ${sum} as a good sum, "${name.en}".`,
    };
  }
  return {
    th: `${TRADE_SUMS_SAY.th}ก็นับเป็นผลรวมดีเช่นกัน ในชื่อ "${name.th}"`,
    en: `${capitalise(TRADE_SUMS_SAY.en)} agrees, calling it "${name.en}".`,
  };
}
