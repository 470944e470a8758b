/**
 * Thai phone-number numerology (เลขศาสตร์เบอร์โทร).
 *
 * School: Duangdee's reading of the Thai planet-pair tradition (ศาสตร์คู่ดาว). Each digit is a
 * planet of Thai astrology — 1 อาทิตย์, 2 จันทร์, 3 อังคาร, 4 พุธ, 5 พฤหัสบดี, 6 ศุกร์, 7 เสาร์,
 * 8 ราหู, 9 เกตุ — and 0 is emptiness (ศูนย์), which weakens whatever it touches. Every adjacent
 * pair of digits is a meeting of two planets and falls into one of eight groups:
 *
 *   good:  ศุภมิตร (allies, patrons), สวัสดิมงคล (wellbeing, blessing), มรรคา (the open path),
 *          เกษตร (the fertile field: wealth and assets)
 *   mixed: อุตสาหะ (effort: gains paid for with work and pressure)
 *   bad:   อริ (enemies, quarrels), มรณะ (abrupt loss, accidents), กาลกิณี (misfortune, sorrow)
 *
 * How pairs are placed, so the table can be checked by hand:
 * - benefic meets benefic (จันทร์ พุธ พฤหัสบดี ศุกร์ เกตุ) → a good group, chosen by what the pair
 *   governs: people → ศุภมิตร, peace and health → สวัสดิมงคล, work and movement → มรรคา, money
 *   → เกษตร. The classic friend pairs 1–5, 2–4 and 3–6 are ศุภมิตร.
 * - eclipses — ราหู with อาทิตย์ (18) or จันทร์ (28) — are กาลกิณี; จันทร์/ศุกร์ with เสาร์
 *   (27, 67) and doubled เสาร์ (77) are กาลกิณี (sorrow, delay).
 * - อังคาร against อาทิตย์, จันทร์ or ราหู, and ราหู against พุธ or ศุกร์, are อริ (13 23 38 48 68).
 * - the heaviest malefic meetings are มรณะ: 33, 37, 88.
 * - a malefic with a benefic, or the Sun doubled, is อุตสาหะ (11 17 34 39 47 57 58 78 79).
 * - the table is symmetric: ab and ba always share a group and meaning.
 * - a pair with 0 takes the group of its other digit's own nature (1 มรรคา, 2 สวัสดิมงคล,
 *   3 อริ, 4 มรรคา, 5 ศุภมิตร, 6 เกษตร, 7 อุตสาหะ, 8 กาลกิณี, 9 สวัสดิมงคล; 00 กาลกิณี) and is
 *   marked weakened: it counts half, for good and for bad.
 *
 * Position: the last four digits are what Thai numerologists weigh most, so the pairs inside them
 * count 3×, the three before 1.5×, and the operator prefix 0.75×. The digit sum (ผลรวม) is read
 * as a two-digit number through the same planet pairs, with its own table of meanings.
 *
 * This is entertainment, not a promise: every text speaks of tendencies and advice.
 */
import { PHONE_CATEGORY_LABELS, type PhoneCategory } from './options.ts';
import { createRng, pick, seedOf } from './seed.ts';
import { joinBi, listEn, listTh, type Bi } from './text.ts';
import { WEEKDAYS, WEEKDAY_LORE, weekdayOfPlanet } from './weekday.ts';

// ---------------------------------------------------------------------------------------------
// Planets of the digits
// ---------------------------------------------------------------------------------------------

export interface DigitPlanet {
  digit: number;
  planetTh: string;
  planetEn: string;
  /** What the planet stands for, in a few words. */
  keywordsTh: string;
  keywordsEn: string;
  /** About a person whose number is full of this digit: a Thai sentence, an English phrase. */
  personalityTh: string;
  personalityEn: string;
}

export const DIGIT_PLANETS: readonly DigitPlanet[] = [
  {
    digit: 0,
    planetTh: 'ศูนย์ (ความว่าง)',
    planetEn: 'Zero (emptiness)',
    keywordsTh: 'ความว่างเปล่า การเริ่มต้นใหม่ และพลังที่เบาลง',
    keywordsEn: 'emptiness, fresh starts and softened energy',
    personalityTh: 'เป็นคนปล่อยวางเก่ง ไม่ยึดติด แต่บางครั้งขาดแรงผลักดันให้ลงมือ',
    personalityEn:
      'someone who lets go easily and clings to little, but sometimes lacks the push to act',
  },
  {
    digit: 1,
    planetTh: 'พระอาทิตย์',
    planetEn: 'the Sun',
    keywordsTh: 'ความเป็นผู้นำ เกียรติยศ และความมั่นใจ',
    keywordsEn: 'leadership, honour and confidence',
    personalityTh: 'เป็นคนมั่นใจ มีความเป็นผู้นำ รักศักดิ์ศรี และไม่ชอบอยู่ใต้คำสั่งใคร',
    personalityEn: 'someone confident and proud, a natural leader who dislikes taking orders',
  },
  {
    digit: 2,
    planetTh: 'พระจันทร์',
    planetEn: 'the Moon',
    keywordsTh: 'ความอ่อนโยน เสน่ห์ จินตนาการ และอารมณ์ความรู้สึก',
    keywordsEn: 'gentleness, charm, imagination and feeling',
    personalityTh: 'เป็นคนอ่อนโยน ช่างฝัน เข้าใจความรู้สึกคนอื่น แต่ใจอ่อนไหวง่าย',
    personalityEn: 'someone gentle and dreamy, quick to sense how others feel and easily moved',
  },
  {
    digit: 3,
    planetTh: 'พระอังคาร',
    planetEn: 'Mars',
    keywordsTh: 'ความกล้า พลังงาน การลงมือทำ และความใจร้อน',
    keywordsEn: 'courage, energy, action and a quick temper',
    personalityTh: 'เป็นคนกล้า ขยัน ลงมือไว ตรงไปตรงมา แต่อารมณ์ร้อนเป็นไฟ',
    personalityEn:
      'someone brave, hard-working and quick to act, honest to a fault, with a fiery temper',
  },
  {
    digit: 4,
    planetTh: 'พระพุธ',
    planetEn: 'Mercury',
    keywordsTh: 'การสื่อสาร สติปัญญา การค้า และการเจรจา',
    keywordsEn: 'communication, intellect, trade and negotiation',
    personalityTh: 'เป็นคนพูดเก่ง คิดไว มีไหวพริบ และเข้ากับคนได้ทุกแบบ',
    personalityEn:
      'someone articulate, quick-thinking and witty, at ease with every kind of person',
  },
  {
    digit: 5,
    planetTh: 'พระพฤหัสบดี',
    planetEn: 'Jupiter',
    keywordsTh: 'ปัญญา คุณธรรม ครูบาอาจารย์ และผู้ใหญ่อุปถัมภ์',
    keywordsEn: 'wisdom, virtue, teachers and patrons',
    personalityTh: 'เป็นคนมีหลักการ ใฝ่รู้ สุขุม และเป็นที่ปรึกษาที่คนไว้ใจ',
    personalityEn: 'someone principled, studious and calm — the adviser people trust',
  },
  {
    digit: 6,
    planetTh: 'พระศุกร์',
    planetEn: 'Venus',
    keywordsTh: 'ความรัก ความงาม ศิลปะ และทรัพย์สมบัติ',
    keywordsEn: 'love, beauty, art and wealth',
    personalityTh: 'เป็นคนมีเสน่ห์ รักสวยรักงาม มีรสนิยม และรู้จักใช้ชีวิตให้มีความสุข',
    personalityEn: 'someone charming, stylish and tasteful, who knows how to enjoy life',
  },
  {
    digit: 7,
    planetTh: 'พระเสาร์',
    planetEn: 'Saturn',
    keywordsTh: 'ความอดทน ภาระหน้าที่ ความล่าช้า และความมั่นคง',
    keywordsEn: 'endurance, duty, delay and stability',
    personalityTh: 'เป็นคนอดทน หนักแน่น รับผิดชอบสูง แต่มักเก็บความกังวลไว้คนเดียว',
    personalityEn:
      'someone patient, steady and responsible who tends to keep worries to themselves',
  },
  {
    digit: 8,
    planetTh: 'พระราหู',
    planetEn: 'Rahu',
    keywordsTh: 'ความทะเยอทะยาน ความเสี่ยง สิ่งยั่วยุ และลาภฉับพลัน',
    keywordsEn: 'ambition, risk, temptation and sudden gain',
    personalityTh: 'เป็นคนใจถึง กล้าเสี่ยง ความคิดแหวกแนว แต่ต้องระวังความหลงใหลสุดทาง',
    personalityEn:
      'someone daring and unconventional, willing to gamble — who should beware of extremes',
  },
  {
    digit: 9,
    planetTh: 'พระเกตุ',
    planetEn: 'Ketu',
    keywordsTh: 'สิ่งศักดิ์สิทธิ์ ญาณหยั่งรู้ และการคุ้มครอง',
    keywordsEn: 'the sacred, intuition and protection',
    personalityTh: 'เป็นคนมีลางสังหรณ์แม่น ใจบุญ และมักมีสิ่งศักดิ์สิทธิ์คุ้มครอง',
    personalityEn: 'someone intuitive and spiritual, often watched over by something greater',
  },
];

// ---------------------------------------------------------------------------------------------
// Pair groups
// ---------------------------------------------------------------------------------------------

export type PairGroupId =
  'suphamit' | 'sawatdimongkhon' | 'manka' | 'kaset' | 'utsaha' | 'ari' | 'marana' | 'kalakini';

export type PairTone = 'good' | 'mixed' | 'bad';

export interface PairGroup {
  id: PairGroupId;
  nameTh: string;
  nameEn: string;
  tone: PairTone;
  /** Strength of the group on a -1 … +1 scale. */
  value: number;
  descriptionTh: string;
  descriptionEn: string;
}

export const PAIR_GROUPS: Record<PairGroupId, PairGroup> = {
  suphamit: {
    id: 'suphamit',
    nameTh: 'ศุภมิตร',
    nameEn: 'Allies',
    tone: 'good',
    value: 1,
    descriptionTh: 'คู่แห่งมิตรแท้และผู้อุปถัมภ์ นำพาคนดีเข้ามาในชีวิต',
    descriptionEn: 'the pair of true friends and patrons, drawing good people to you',
  },
  sawatdimongkhon: {
    id: 'sawatdimongkhon',
    nameTh: 'สวัสดิมงคล',
    nameEn: 'Blessing',
    tone: 'good',
    value: 0.9,
    descriptionTh: 'คู่แห่งความร่มเย็น สุขภาพดี และสิริมงคล',
    descriptionEn: 'the pair of peace, good health and blessings',
  },
  manka: {
    id: 'manka',
    nameTh: 'มรรคา',
    nameEn: 'Open path',
    tone: 'good',
    value: 0.85,
    descriptionTh: 'คู่แห่งหนทางที่เปิดกว้าง การงานก้าวหน้า และการสื่อสารที่ราบรื่น',
    descriptionEn: 'the pair of open roads, career progress and smooth communication',
  },
  kaset: {
    id: 'kaset',
    nameTh: 'เกษตร',
    nameEn: 'Fertile field',
    tone: 'good',
    value: 0.95,
    descriptionTh: 'คู่แห่งความอุดมสมบูรณ์ เงินทอง และทรัพย์สินที่งอกเงย',
    descriptionEn: 'the pair of abundance, money and growing assets',
  },
  utsaha: {
    id: 'utsaha',
    nameTh: 'อุตสาหะ',
    nameEn: 'Effort',
    tone: 'mixed',
    value: 0.15,
    descriptionTh: 'คู่แห่งความพากเพียร ได้ผลแต่ต้องแลกด้วยความเหนื่อย',
    descriptionEn: 'the pair of perseverance: results, paid for with hard work',
  },
  ari: {
    id: 'ari',
    nameTh: 'อริ',
    nameEn: 'Rivals',
    tone: 'bad',
    value: -0.7,
    descriptionTh: 'คู่แห่งความขัดแย้ง ปากเสียง และคู่แข่ง',
    descriptionEn: 'the pair of conflict, arguments and rivals',
  },
  marana: {
    id: 'marana',
    nameTh: 'มรณะ',
    nameEn: 'Loss',
    tone: 'bad',
    value: -1,
    descriptionTh: 'คู่แห่งการสูญเสียกะทันหันและความเสี่ยงจากความประมาท',
    descriptionEn: 'the pair of sudden loss and risks born of carelessness',
  },
  kalakini: {
    id: 'kalakini',
    nameTh: 'กาลกิณี',
    nameEn: 'Misfortune',
    tone: 'bad',
    value: -0.9,
    descriptionTh: 'คู่แห่งอุปสรรค ความทุกข์ใจ และเรื่องอัปมงคล',
    descriptionEn: 'the pair of obstacles, sorrow and ill omens',
  },
};

interface PairSource {
  group: PairGroupId;
  th: string;
  en: string;
}

/** The 55 unordered pairs ("ab" with a <= b); the full table adds the reversed ones. */
const UNORDERED_PAIRS: Record<string, PairSource> = {
  '00': {
    group: 'kalakini',
    th: 'ศูนย์ซ้อนศูนย์ ความว่างเปล่าซ้อนกัน พลังเบาบางและขาดแรงหนุน ทำอะไรมักต้องเริ่มจากศูนย์ใหม่',
    en: 'Zero on zero: emptiness doubled. Faint energy and little backing; things often restart from scratch.',
  },
  '01': {
    group: 'manka',
    th: 'เลขศูนย์ลดทอนแสงของพระอาทิตย์ ความเป็นผู้นำมีอยู่แต่ยังไม่เปล่งประกายเต็มที่',
    en: 'Zero dims the Sun: the leadership is there but not yet shining at full strength.',
  },
  '02': {
    group: 'sawatdimongkhon',
    th: 'เลขศูนย์ทำให้ความอ่อนโยนของพระจันทร์จางลง ความสุขใจยังมีแต่เบาบาง',
    en: 'Zero softens the Moon: the gentleness and contentment remain, only fainter.',
  },
  '03': {
    group: 'ari',
    th: 'เลขศูนย์ช่วยลดความร้อนแรงของพระอังคาร ความขัดแย้งเบาลงแต่ยังไม่หายไป',
    en: 'Zero cools Mars: conflicts are milder but not gone.',
  },
  '04': {
    group: 'manka',
    th: 'เลขศูนย์ทำให้วาทศิลป์ของพระพุธแผ่วลง การสื่อสารยังไปได้แต่ต้องออกแรงมากขึ้น',
    en: 'Zero quietens Mercury: communication still works but takes more effort.',
  },
  '05': {
    group: 'suphamit',
    th: 'เลขศูนย์ทำให้แรงอุปถัมภ์ของพระพฤหัสบดีเบาลง ผู้ใหญ่ยังช่วยแต่ไม่เต็มกำลัง',
    en: 'Zero weakens Jupiter: patrons still help, though not with full force.',
  },
  '06': {
    group: 'kaset',
    th: 'เลขศูนย์ลดทอนเสน่ห์และโชคการเงินของพระศุกร์ เงินเข้ามาได้แต่มักอยู่ไม่นาน',
    en: 'Zero drains Venus: money and charm come, but seldom stay long.',
  },
  '07': {
    group: 'utsaha',
    th: 'เลขศูนย์ทำให้ความอดทนของพระเสาร์ไร้ทิศทาง เหนื่อยแล้วผลยังไม่ชัด',
    en: 'Zero scatters Saturn’s endurance: the effort is real but the results stay vague.',
  },
  '08': {
    group: 'kalakini',
    th: 'เลขศูนย์ทำให้ความเสี่ยงของพระราหูเบาบางลง เรื่องยั่วยุยังมีแต่ไม่รุนแรง',
    en: 'Zero tempers Rahu: temptations and risks remain, but milder.',
  },
  '09': {
    group: 'sawatdimongkhon',
    th: 'เลขศูนย์ทำให้พลังคุ้มครองของพระเกตุจางลง สิ่งศักดิ์สิทธิ์ยังดูแลแต่ควรหมั่นทำบุญเสริม',
    en: 'Zero fades Ketu’s protection: still watched over, but keep up your merit-making.',
  },
  '11': {
    group: 'utsaha',
    th: 'อาทิตย์คู่อาทิตย์ พลังผู้นำเข้มข้น มั่นใจสูง ทำอะไรมุ่งมั่นจริงจัง แต่ระวังความดื้อและความเหงาบนที่สูง',
    en: 'Double Sun: concentrated leadership and self-belief. Determined — but watch stubbornness and loneliness at the top.',
  },
  '12': {
    group: 'manka',
    th: 'อาทิตย์พบจันทร์ ความมั่นใจคู่ความอ่อนโยน เป็นที่รู้จักและได้รับความเอ็นดู เปิดทางสู่งานที่ต้องพบปะผู้คน',
    en: 'Sun meets Moon: confidence with gentleness. Recognised and well liked, opening doors in people-facing work.',
  },
  '13': {
    group: 'ari',
    th: 'อาทิตย์ปะทะอังคาร ไฟสองกองชนกัน อารมณ์ร้อน ถือทิฐิ เสี่ยงมีปากเสียงกับผู้ใหญ่หรือคนใกล้ตัว',
    en: 'Sun against Mars: two fires colliding. A quick temper and pride, prone to rows with superiors or loved ones.',
  },
  '14': {
    group: 'manka',
    th: 'อาทิตย์พบพุธ ความคิดเฉียบคมคู่ความเป็นผู้นำ สื่อสารเก่ง เจรจาสำเร็จ งานก้าวหน้าอย่างเป็นระบบ',
    en: 'Sun meets Mercury: sharp thinking plus leadership. Persuasive speech and orderly career progress.',
  },
  '15': {
    group: 'suphamit',
    th: 'อาทิตย์พบพฤหัสบดี คู่มิตรแท้ ผู้ใหญ่เมตตา มีผู้อุปถัมภ์ ได้รับความไว้วางใจและเกียรติยศ',
    en: 'Sun meets Jupiter: true allies. Elders favour you, patrons appear, and trust and honour follow.',
  },
  '16': {
    group: 'kaset',
    th: 'อาทิตย์พบศุกร์ ชื่อเสียงนำเงินทอง มีเสน่ห์ต่อสาธารณะ หาเงินได้จากภาพลักษณ์และฝีมือ',
    en: 'Sun meets Venus: a name that brings money. Public charm, with earnings from image and talent.',
  },
  '17': {
    group: 'utsaha',
    th: 'อาทิตย์พบเสาร์ ต้องพิสูจน์ตัวเองหนักกว่าคนอื่น ความสำเร็จมาช้าแต่มั่นคง อาจมีแรงกดดันจากผู้มีอำนาจ',
    en: 'Sun meets Saturn: you must prove yourself harder than most. Success is slow but solid, under pressure from above.',
  },
  '18': {
    group: 'kalakini',
    th: 'ราหูบังอาทิตย์ (สุริยคราส) ระวังชื่อเสียงมัวหมอง ถูกใส่ร้าย หรือเสียหน้าโดยไม่ตั้งใจ',
    en: 'Rahu swallows the Sun — the solar eclipse. Guard your reputation against scandal, slander or accidental loss of face.',
  },
  '19': {
    group: 'manka',
    th: 'อาทิตย์พบเกตุ สิ่งศักดิ์สิทธิ์นำทาง ความสำเร็จมาแบบฉับพลัน และมีสัญชาตญาณแม่นในการตัดสินใจครั้งสำคัญ',
    en: 'Sun meets Ketu: guided by the sacred. Sudden breakthroughs and sound instinct at the big moments.',
  },
  '22': {
    group: 'sawatdimongkhon',
    th: 'จันทร์คู่จันทร์ จิตใจอ่อนโยน เมตตา มีคนรักใคร่เอ็นดู ครอบครัวอบอุ่น แต่ระวังความอ่อนไหวเกินเหตุ',
    en: 'Double Moon: a gentle, kind heart, much loved, with a warm home — just beware of oversensitivity.',
  },
  '23': {
    group: 'ari',
    th: 'จันทร์ปะทะอังคาร อารมณ์ขึ้นลงเร็ว น้อยใจง่าย โกรธง่าย ความรักมักมีเรื่องกระทบกระทั่ง',
    en: 'Moon against Mars: fast mood swings, easily hurt and easily angered. Love sees its share of friction.',
  },
  '24': {
    group: 'suphamit',
    th: 'จันทร์พบพุธ เสน่ห์ทางวาจา พูดแล้วคนฟัง มีเพื่อนมาก เจรจาราบรื่น และเป็นที่รักของคนรอบข้าง',
    en: 'Moon meets Mercury: charm in your words. People listen, friends abound and talks go smoothly.',
  },
  '25': {
    group: 'sawatdimongkhon',
    th: 'จันทร์พบพฤหัสบดี ความเมตตาคู่ปัญญา ใจบุญ มีผู้ใหญ่เอ็นดู และชีวิตครอบครัวร่มเย็น',
    en: 'Moon meets Jupiter: kindness joined to wisdom. Charitable, cherished by elders, with a peaceful home.',
  },
  '26': {
    group: 'kaset',
    th: 'จันทร์พบศุกร์ เสน่ห์และความงาม รสนิยมดี หาเงินได้จากความสวยงาม ศิลปะ และงานบริการ',
    en: 'Moon meets Venus: beauty, charm and fine taste. Money from beauty, the arts and service.',
  },
  '27': {
    group: 'kalakini',
    th: 'จันทร์พบเสาร์ ความทุกข์ใจและความเหงา คิดมาก เก็บกด มักรู้สึกว่าต้องแบกรับทุกอย่างไว้คนเดียว',
    en: 'Moon meets Saturn: heartache and loneliness, brooding, and the sense of carrying everything alone.',
  },
  '28': {
    group: 'kalakini',
    th: 'ราหูอมจันทร์ (จันทรคราส) อารมณ์สับสน หลงเชื่อคนง่าย ระวังถูกหลอกทั้งเรื่องเงินและเรื่องหัวใจ',
    en: 'Rahu swallows the Moon — the lunar eclipse. Confused feelings and misplaced trust; beware of being misled over money or love.',
  },
  '29': {
    group: 'sawatdimongkhon',
    th: 'จันทร์พบเกตุ ใจสงบ มีญาณหยั่งรู้ มีสิ่งศักดิ์สิทธิ์คุ้มครอง และรอดพ้นเรื่องร้ายได้อย่างน่าอัศจรรย์',
    en: 'Moon meets Ketu: a calm mind and keen intuition, sacred protection and narrow escapes from trouble.',
  },
  '33': {
    group: 'marana',
    th: 'อังคารคู่อังคาร พลังร้อนแรงเกินควบคุม ใจร้อน วู่วาม เสี่ยงอุบัติเหตุและการบาดเจ็บจากความประมาท',
    en: 'Double Mars: heat beyond control. Rash and impulsive, with a higher risk of accidents through carelessness.',
  },
  '34': {
    group: 'utsaha',
    th: 'อังคารพบพุธ ฝีปากกล้า ถกเถียงเก่ง เหมาะกับงานที่ต้องโต้แย้ง แต่คำพูดอาจทำร้ายใจคนโดยไม่รู้ตัว',
    en: 'Mars meets Mercury: a bold tongue and a strong debater. Good for argumentative work, but words may wound unnoticed.',
  },
  '35': {
    group: 'manka',
    th: 'อังคารพบพฤหัสบดี ความกล้าที่มีปัญญากำกับ ตัดสินใจเด็ดขาดอย่างถูกทาง เหมาะกับงานกฎหมาย งานบริหาร และการเป็นผู้นำ',
    en: 'Mars meets Jupiter: courage steered by wisdom. Decisive in the right direction — law, management and leadership.',
  },
  '36': {
    group: 'suphamit',
    th: 'อังคารพบศุกร์ คู่มิตรแห่งเสน่ห์ ความรักหวานชื่น มีแรงดึงดูด และคนรอบข้างคอยสนับสนุน',
    en: 'Mars meets Venus: allies in charm. Sweet romance, magnetism and support from those around you.',
  },
  '37': {
    group: 'marana',
    th: 'อังคารปะทะเสาร์ พลังชนกับความหนักหน่วง ระวังอุบัติเหตุ การผ่าตัด และอุปสรรคที่มาแบบไม่ทันตั้งตัว',
    en: 'Mars against Saturn: force against heavy resistance. Take care with accidents, surgery and obstacles that strike without warning.',
  },
  '38': {
    group: 'ari',
    th: 'อังคารพบราหู ใจถึงเกินเหตุ ชอบเสี่ยง เสี่ยงมีศัตรู มีเรื่องความ หรือการปะทะที่ลุกลาม',
    en: 'Mars meets Rahu: reckless nerve and a taste for risk. Prone to enemies, legal disputes or clashes that escalate.',
  },
  '39': {
    group: 'utsaha',
    th: 'อังคารพบเกตุ กล้าตัดสินใจตามลางสังหรณ์ ผลลัพธ์มีทั้งขึ้นและลง ต้องใช้สติกำกับความกล้า',
    en: 'Mars meets Ketu: bold moves on a hunch. Results swing up and down, so let a clear head steer the courage.',
  },
  '44': {
    group: 'manka',
    th: 'พุธคู่พุธ ความคิดไว พูดเก่ง เรียนรู้เร็ว งานติดต่อสื่อสารและการค้าเปิดทางให้เสมอ',
    en: 'Double Mercury: a fast mind and a gift for words. Communication and trade keep opening doors.',
  },
  '45': {
    group: 'suphamit',
    th: 'พุธพบพฤหัสบดี ปัญญาคู่วาทศิลป์ พูดแล้วมีน้ำหนัก มีผู้ใหญ่และครูบาอาจารย์ช่วยชี้ทาง',
    en: 'Mercury meets Jupiter: wisdom with eloquence. Your words carry weight, and mentors show you the way.',
  },
  '46': {
    group: 'kaset',
    th: 'พุธพบศุกร์ การค้าคู่รสนิยม หาเงินเก่งจากการขาย การออกแบบ และงานสร้างสรรค์',
    en: 'Mercury meets Venus: trade with taste. Good earnings from sales, design and creative work.',
  },
  '47': {
    group: 'utsaha',
    th: 'พุธพบเสาร์ คิดรอบคอบ ทำงานละเอียด ก้าวหน้าช้าแต่แน่นอน บางครั้งกังวลเกินเหตุ',
    en: 'Mercury meets Saturn: careful thought and meticulous work. Slow but certain progress, sometimes too much worry.',
  },
  '48': {
    group: 'ari',
    th: 'พุธพบราหู วาจาเชือดเฉือน ระวังการพูดเกินจริง ข่าวลือ และการถูกใส่ร้ายด้วยคำพูด',
    en: 'Mercury meets Rahu: cutting words. Beware exaggeration, rumours and being slandered.',
  },
  '49': {
    group: 'manka',
    th: 'พุธพบเกตุ ความคิดสร้างสรรค์และญาณหยั่งรู้ เหมาะกับงานวิจัย งานเขียน และการค้นหาสิ่งใหม่',
    en: 'Mercury meets Ketu: creativity and insight, suited to research, writing and discovery.',
  },
  '55': {
    group: 'sawatdimongkhon',
    th: 'พฤหัสบดีคู่พฤหัสบดี คุณธรรมสูง ได้รับความเคารพ มีความสุขสงบ และมีบุญคุ้มครอง',
    en: 'Double Jupiter: high virtue and respect, peace of mind and merit that protects you.',
  },
  '56': {
    group: 'kaset',
    th: 'พฤหัสบดีพบศุกร์ ปัญญานำทรัพย์ การเงินมั่งคั่ง ชีวิตสุขสบาย และมีโชคในความรัก',
    en: 'Jupiter meets Venus: wisdom that brings wealth. Abundance, comfort and luck in love.',
  },
  '57': {
    group: 'utsaha',
    th: 'พฤหัสบดีพบเสาร์ ความรับผิดชอบสูง ผ่านบททดสอบแล้วจึงได้ผลตอบแทน เหมาะกับการสร้างฐานระยะยาว',
    en: 'Jupiter meets Saturn: heavy responsibility. Rewards come after tests — good for building long-term foundations.',
  },
  '58': {
    group: 'utsaha',
    th: 'พฤหัสบดีพบราหู ความทะเยอทะยานที่ต้องเลือกระหว่างหลักการกับทางลัด ได้มากก็เสี่ยงมาก',
    en: 'Jupiter meets Rahu: ambition torn between principle and shortcut. Big gains, big risks.',
  },
  '59': {
    group: 'sawatdimongkhon',
    th: 'พฤหัสบดีพบเกตุ คู่แห่งความศักดิ์สิทธิ์ ธรรมะคุ้มครอง ชีวิตมีสิริมงคลและแคล้วคลาดจากภัย',
    en: 'Jupiter meets Ketu: the sacred pair. Dharma protects you; life is blessed and kept from harm.',
  },
  '66': {
    group: 'kaset',
    th: 'ศุกร์คู่ศุกร์ เสน่ห์ล้นเหลือ รักความสุขสบาย หาเงินได้ดี แต่ต้องระวังการใช้จ่ายตามใจ',
    en: 'Double Venus: charm in abundance and a love of comfort. Good earnings — but watch indulgent spending.',
  },
  '67': {
    group: 'kalakini',
    th: 'ศุกร์พบเสาร์ ความรักมีอุปสรรค มาช้า ผิดหวังง่าย หรือต้องรอคอยนานกว่าจะสมหวัง',
    en: 'Venus meets Saturn: love meets obstacles — slow to come, easily disappointed, a long wait for fulfilment.',
  },
  '68': {
    group: 'ari',
    th: 'ศุกร์พบราหู สิ่งยั่วยวนและมือที่สาม ระวังความรักซ้อน และการหลงใหลจนเสียทรัพย์',
    en: 'Venus meets Rahu: temptation and third parties. Beware tangled affairs and infatuation that costs money.',
  },
  '69': {
    group: 'suphamit',
    th: 'ศุกร์พบเกตุ เสน่ห์ที่มีความเมตตาเป็นฐาน มีคนรักใคร่และอุปถัมภ์ โชคดีทั้งความรักและมิตรภาพ',
    en: 'Venus meets Ketu: charm rooted in kindness. Loved and supported, lucky in love and friendship.',
  },
  '77': {
    group: 'kalakini',
    th: 'เสาร์คู่เสาร์ ภาระหนักซ้ำซ้อน ความเหนื่อยสะสม และความโดดเดี่ยว ต้องอดทนมากกว่าคนทั่วไป',
    en: 'Double Saturn: burden upon burden, accumulated fatigue and isolation. More endurance is asked of you than of most.',
  },
  '78': {
    group: 'utsaha',
    th: 'เสาร์พบราหู คู่มิตรแห่งอิทธิพล มีอำนาจและทรัพย์สินได้ แต่ต้องแลกด้วยแรงกดดันและความเสี่ยง',
    en: 'Saturn meets Rahu: allies of influence. Power and property are within reach, paid for with pressure and risk.',
  },
  '79': {
    group: 'utsaha',
    th: 'เสาร์พบเกตุ ความอดทนที่มีสิ่งศักดิ์สิทธิ์คุ้มครอง ผ่านความยากแล้วใจแกร่ง และเติบโตทางจิตวิญญาณ',
    en: 'Saturn meets Ketu: endurance under sacred protection. Hardship that forges a strong, spiritual mind.',
  },
  '88': {
    group: 'marana',
    th: 'ราหูคู่ราหู ความสุดโต่งและความหลงผิด เสี่ยงสูญเสียกะทันหัน ควรห่างไกลสิ่งเสพติดและการพนัน',
    en: 'Double Rahu: extremes and illusions. A risk of sudden loss — keep well away from addiction and gambling.',
  },
  '89': {
    group: 'manka',
    th: 'ราหูพบเกตุ เงาทั้งสองรวมพลัง โชคจากต่างแดน โอกาสแปลกใหม่ และลาภจากทางที่ไม่คาดคิด',
    en: 'Rahu meets Ketu: the two shadow planets join forces. Luck from abroad, unusual openings and gains from unexpected quarters.',
  },
  '99': {
    group: 'sawatdimongkhon',
    th: 'เกตุคู่เกตุ พลังศักดิ์สิทธิ์เต็มเปี่ยม ญาณหยั่งรู้ดีเยี่ยม และมีเทวดาคุ้มครอง',
    en: 'Double Ketu: sacred power in full, excellent intuition and heavenly protection.',
  },
};

export interface PairInfo {
  pair: string;
  group: PairGroupId;
  tone: PairTone;
  weakened: boolean;
  meaningTh: string;
  meaningEn: string;
}

function buildPairTable(): Record<string, PairInfo> {
  const table: Record<string, PairInfo> = {};
  for (let a = 0; a <= 9; a++) {
    for (let b = 0; b <= 9; b++) {
      const pair = `${a}${b}`;
      const key = a <= b ? pair : `${b}${a}`;
      const src = UNORDERED_PAIRS[key];
      if (!src) throw new Error(`phone pair table is missing ${key}`);
      table[pair] = {
        pair,
        group: src.group,
        tone: PAIR_GROUPS[src.group].tone,
        weakened: a === 0 || b === 0,
        meaningTh: src.th,
        meaningEn: src.en,
      };
    }
  }
  return table;
}

/** All 100 pairs, "00" … "99". */
export const PAIR_TABLE: Readonly<Record<string, PairInfo>> = buildPairTable();

/** The reading of one two-digit pair. */
export function classifyPair(pair: string): PairInfo {
  const info = PAIR_TABLE[pair];
  if (!info) throw new RangeError(`"${pair}" is not a two-digit pair`);
  return info;
}

// ---------------------------------------------------------------------------------------------
// Digit sums (ผลรวม)
// ---------------------------------------------------------------------------------------------

export interface SumMeaning {
  sums: readonly number[];
  /** The planet-pair group the sums share when read as two-digit numbers (single digits: none). */
  group: PairGroupId | null;
  tone: PairTone;
  titleTh: string;
  titleEn: string;
  th: string;
  en: string;
}

/** Every sum 0–90 appears exactly once. Sums are read as two-digit numbers through the pairs. */
export const SUM_MEANINGS: readonly SumMeaning[] = [
  {
    sums: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    group: null,
    tone: 'mixed',
    titleTh: 'ผลรวมหลักเดียว',
    titleEn: 'a single-digit sum',
    th: 'ผลรวมเพียงหลักเดียวเป็นพลังที่เรียบง่ายและเบาบาง ชีวิตไม่หวือหวา ต้องอาศัยความตั้งใจของตัวเองเป็นแรงขับเคลื่อนหลัก',
    en: 'A one-digit sum is a plain, light energy: life stays low-key and your own resolve does most of the driving.',
  },
  {
    sums: [10, 12, 21],
    group: 'manka',
    tone: 'good',
    titleTh: 'ผลรวมแห่งการเริ่มต้นและการเป็นที่รู้จัก',
    titleEn: 'the sum of new beginnings and recognition',
    th: 'พลังของพระอาทิตย์และพระจันทร์ช่วยให้เป็นที่รู้จักและได้รับความเอ็นดู เหมาะกับการเริ่มต้นสิ่งใหม่และงานที่ต้องพบปะผู้คน',
    en: 'The Sun and Moon bring recognition and goodwill — good for fresh starts and people-facing work.',
  },
  {
    sums: [11, 17, 70, 71],
    group: 'utsaha',
    tone: 'mixed',
    titleTh: 'ผลรวมแห่งการพิสูจน์ตัวเอง',
    titleEn: 'the sum of proving yourself',
    th: 'ชีวิตต้องพิสูจน์ฝีมือมากกว่าคนอื่น ความสำเร็จมาจากความมุ่งมั่นและความอดทน ไม่มีทางลัด แต่สิ่งที่ได้มาจะมั่นคงจริง',
    en: 'Life asks you to prove yourself more than most. Success comes from resolve and endurance, with no shortcuts — but what you build will hold.',
  },
  {
    sums: [13, 23, 30, 31, 32],
    group: 'ari',
    tone: 'bad',
    titleTh: 'ผลรวมแห่งไฟร้อน',
    titleEn: 'the sum of fire',
    th: 'พลังของพระอังคารทำให้อารมณ์ร้อนและปะทะง่าย ความขัดแย้งมักเกิดจากคำพูดเร็วกว่าความคิด ฝึกใจเย็นแล้วพลังนี้จะกลายเป็นความกล้าที่มีประโยชน์',
    en: 'Mars heats the temper and invites clashes, usually when words outrun thought. Cool it and this fire turns into useful courage.',
  },
  {
    sums: [14, 40, 41, 44, 49],
    group: 'manka',
    tone: 'good',
    titleTh: 'ผลรวมแห่งปัญญาและการสื่อสาร',
    titleEn: 'the sum of intellect and communication',
    th: 'พระพุธเด่น ความคิดแจ่มใส พูดจาน่าเชื่อถือ การเจรจาและการค้าเปิดทางให้ เหมาะกับงานที่ใช้สมองและปากเป็นเครื่องมือ',
    en: 'Mercury leads: a clear mind and convincing speech, with talks and trade opening doors — ideal for work done with brains and words.',
  },
  {
    sums: [15, 45, 50, 51, 54],
    group: 'suphamit',
    tone: 'good',
    titleTh: 'ผลรวมแห่งผู้อุปถัมภ์และปัญญา',
    titleEn: 'the sum of patrons and wisdom',
    th: 'พระพฤหัสบดีหนุนนำ มีผู้ใหญ่เมตตา ครูบาอาจารย์ชี้ทาง และได้รับความไว้วางใจ ชีวิตก้าวหน้าได้ด้วยคุณธรรมและความรู้',
    en: 'Jupiter backs you: elders are kind, mentors guide and people trust you. You rise through integrity and knowledge.',
  },
  {
    sums: [16, 26, 60, 61, 62],
    group: 'kaset',
    tone: 'good',
    titleTh: 'ผลรวมแห่งเสน่ห์ที่นำเงิน',
    titleEn: 'the sum of charm that brings money',
    th: 'พระศุกร์ร่วมกับดวงไฟและดวงจันทร์ ทำให้มีเสน่ห์ต่อผู้คน ชื่อเสียงและภาพลักษณ์กลายเป็นรายได้ เหมาะกับงานบริการ งานขาย และงานที่ต้องออกหน้า',
    en: 'Venus with the Sun or Moon gives public charm; reputation and image turn into income — good for service, sales and front-facing roles.',
  },
  {
    sums: [18, 28, 80, 81, 82],
    group: 'kalakini',
    tone: 'bad',
    titleTh: 'ผลรวมแห่งเงาคราส',
    titleEn: 'the sum of the eclipse',
    th: 'พระราหูบังดวงไฟหรือดวงจันทร์ ชีวิตมักมีช่วงที่ถูกเข้าใจผิด ชื่อเสียงสะดุด หรือหลงเชื่อคนง่าย ควรรอบคอบเรื่องเอกสารและการเงินเป็นพิเศษ',
    en: 'Rahu shadows the Sun or Moon: there may be spells of being misunderstood, setbacks to your name or misplaced trust. Be extra careful with paperwork and money.',
  },
  {
    sums: [19, 35, 53, 89],
    group: 'manka',
    tone: 'good',
    titleTh: 'ผลรวมแห่งนักบุกเบิก',
    titleEn: 'the sum of the pathfinder',
    th: 'มีความกล้าที่มาพร้อมสัญชาตญาณ โอกาสใหม่มักมาแบบไม่ทันตั้งตัว ทั้งจากต่างถิ่นและจากผู้ใหญ่ เหมาะกับการเปิดตลาดใหม่หรือเริ่มงานที่ไม่เคยมีใครทำ',
    en: 'Courage joined to instinct: new chances arrive suddenly, from far away and from elders alike — good for opening new markets or breaking new ground.',
  },
  {
    sums: [20, 22, 25, 29, 52],
    group: 'sawatdimongkhon',
    tone: 'good',
    titleTh: 'ผลรวมแห่งความอบอุ่นและเมตตา',
    titleEn: 'the sum of warmth and kindness',
    th: 'พระจันทร์นำความอ่อนโยนและความเมตตา ครอบครัวอบอุ่น มีคนรักใคร่ และจิตใจสงบ เป็นพลังที่ดีต่อสุขภาพใจและความสัมพันธ์ระยะยาว',
    en: 'The Moon brings gentleness and kindness: a warm family, affection and a quiet mind — good for emotional health and lasting bonds.',
  },
  {
    sums: [24, 36, 42, 63, 69],
    group: 'suphamit',
    tone: 'good',
    titleTh: 'ผลรวมแห่งเสน่ห์และมิตรภาพ',
    titleEn: 'the sum of charm and friendship',
    th: 'เป็นผลรวมที่คนรักคนเอ็นดู พูดอะไรก็มีคนฟัง มีเพื่อนดีและคนรักที่จริงใจ โอกาสดี ๆ มักมาจากความสัมพันธ์',
    en: 'A well-loved sum: people listen when you speak, friends are good and love is sincere, and fine opportunities arrive through the people you know.',
  },
  {
    sums: [27, 67, 72, 76, 77],
    group: 'kalakini',
    tone: 'bad',
    titleTh: 'ผลรวมแห่งความเหนื่อยใจ',
    titleEn: 'the sum of a weary heart',
    th: 'พระเสาร์ถ่วงความรู้สึก ทำให้คิดมาก เหงา หรือรู้สึกว่าความรักและความสุขมาช้า ควรหาเวลาพักใจและเปิดใจคุยกับคนที่ไว้ใจ',
    en: 'Saturn weighs on the heart: overthinking, loneliness, or a sense that love and joy are slow to come. Make time to rest and open up to someone you trust.',
  },
  {
    sums: [33, 37, 73, 88],
    group: 'marana',
    tone: 'bad',
    titleTh: 'ผลรวมแห่งความเสี่ยงรุนแรง',
    titleEn: 'the sum of sharp risks',
    th: 'พลังแรงและกระแทก ชีวิตมีเรื่องไม่คาดฝันได้ง่าย ควรระมัดระวังการเดินทาง การใช้ของมีคม และการตัดสินใจเรื่องใหญ่ด้วยอารมณ์',
    en: 'A hard, jolting energy that invites the unexpected. Take care on the road, with sharp tools and with big decisions made in the heat of the moment.',
  },
  {
    sums: [34, 39, 43],
    group: 'utsaha',
    tone: 'mixed',
    titleTh: 'ผลรวมแห่งนักสู้',
    titleEn: 'the sum of the fighter',
    th: 'กล้าคิด กล้าพูด กล้าลงมือ ได้ผลงานจากความบากบั่น แต่ความตรงและความเร็วอาจสร้างแรงเสียดทาน ถ้าใช้สติกำกับจะไปได้ไกล',
    en: 'Bold in thought, word and deed, you win by sheer effort — though bluntness and speed can create friction. Guided by a clear head, you go far.',
  },
  {
    sums: [38, 48, 68, 83, 84, 86],
    group: 'ari',
    tone: 'bad',
    titleTh: 'ผลรวมแห่งการแข่งขันและคำครหา',
    titleEn: 'the sum of rivalry and gossip',
    th: 'พระราหูพาความวุ่นวายมาทางคำพูดและความสัมพันธ์ มีคู่แข่ง มีคนอิจฉา หรือมีมือที่สาม ควรรักษาคำพูดและเลือกคบคนอย่างระวัง',
    en: 'Rahu stirs trouble through words and relationships: rivals, envy or a third party. Guard your tongue and choose your company carefully.',
  },
  {
    sums: [46, 56, 64, 65, 66],
    group: 'kaset',
    tone: 'good',
    titleTh: 'ผลรวมแห่งความมั่งคั่ง',
    titleEn: 'the sum of prosperity',
    th: 'พระศุกร์ร่วมกับพระพุธหรือพระพฤหัสบดี เป็นผลรวมที่หาเงินเก่งและรู้จักต่อยอด ชีวิตสุขสบาย มีโชคทั้งการงานและความรัก',
    en: 'Venus with Mercury or Jupiter: a sum that earns well and knows how to grow it, with comfort and luck in both work and love.',
  },
  {
    sums: [47, 57, 74, 75],
    group: 'utsaha',
    tone: 'mixed',
    titleTh: 'ผลรวมแห่งความมั่นคงที่ค่อย ๆ สร้าง',
    titleEn: 'the sum of slowly built stability',
    th: 'พระเสาร์ทำให้ทุกอย่างมาช้าแต่มั่นคง ละเอียด รอบคอบ และรับผิดชอบสูง เหมาะกับการสะสมทรัพย์สินระยะยาวมากกว่าการหวังผลเร็ว',
    en: 'Saturn makes everything slow but sure: careful, thorough and responsible — better for building assets over years than for quick wins.',
  },
  {
    sums: [55, 59, 90],
    group: 'sawatdimongkhon',
    tone: 'good',
    titleTh: 'ผลรวมแห่งบุญบารมี',
    titleEn: 'the sum of merit',
    th: 'พลังของพระพฤหัสบดีและพระเกตุ เป็นผลรวมแห่งคุณธรรมและสิ่งศักดิ์สิทธิ์ มีบุญคุ้มครอง แคล้วคลาดจากภัย และเป็นที่เคารพของผู้คน',
    en: 'Jupiter and Ketu make this a sum of virtue and the sacred: protected by merit, kept from harm and respected by many.',
  },
  {
    sums: [58, 78, 79, 85, 87],
    group: 'utsaha',
    tone: 'mixed',
    titleTh: 'ผลรวมแห่งความทะเยอทะยาน',
    titleEn: 'the sum of ambition',
    th: 'มีแรงขับอยากประสบความสำเร็จสูง มีโอกาสได้อำนาจและทรัพย์สิน แต่ทางที่เร็วมักมีความเสี่ยงแฝง ควรยึดหลักการให้มั่นแล้วจึงก้าว',
    en: 'A strong drive to succeed, with real chances at power and property — but fast roads hide risks. Hold to your principles, then step forward.',
  },
];

/** The meaning of a digit sum (0–90). */
export function sumMeaning(sum: number): SumMeaning {
  const found = SUM_MEANINGS.find((m) => m.sums.includes(sum));
  if (!found) throw new RangeError(`no meaning for digit sum ${sum}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Validation and normalisation
// ---------------------------------------------------------------------------------------------

export const PHONE_VALIDATION_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'invalidFormat',
  'notRealNumber',
] as const;
export type PhoneValidationKey = (typeof PHONE_VALIDATION_KEYS)[number];

/** The spec's messages (§5), in English. */
export const PHONE_VALIDATION_MESSAGES: Record<PhoneValidationKey, string> = {
  required: 'Phone number is required',
  tooShort: 'Phone number must be at least 10 digits',
  tooLong: 'Phone number must be at most 15 digits',
  invalidFormat: 'Invalid phone number format',
  notRealNumber: 'Please enter a real Thai mobile or landline number',
};

export const PHONE_VALIDATION_MESSAGES_TH: Record<PhoneValidationKey, string> = {
  required: 'กรุณากรอกเบอร์โทรศัพท์',
  tooShort: 'เบอร์โทรศัพท์ต้องมีอย่างน้อย 10 หลัก',
  tooLong: 'เบอร์โทรศัพท์ต้องมีไม่เกิน 15 หลัก',
  invalidFormat: 'รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง',
  notRealNumber: 'กรุณากรอกเบอร์มือถือหรือเบอร์บ้านในประเทศไทยที่ใช้งานได้จริง',
};

export type PhoneKind = 'mobile' | 'landline';

export type PhoneValidation =
  | { ok: true; normalized: string; kind: PhoneKind }
  | { ok: false; key: PhoneValidationKey; message: string; messageTh: string };

/** Thai mobiles: 06x, 08x, 09x + 7 digits. Landlines: 02–07 + 7 digits (9 digits in all). */
const MOBILE_RE = /^0[689]\d{8}$/;
const LANDLINE_RE = /^0[2-7]\d{7}$/;

function fail(key: PhoneValidationKey): PhoneValidation {
  return {
    ok: false,
    key,
    message: PHONE_VALIDATION_MESSAGES[key],
    messageTh: PHONE_VALIDATION_MESSAGES_TH[key],
  };
}

/**
 * Checks a phone number as typed and brings it to the local Thai form (0812345678).
 *
 * - Spaces, dashes, dots and brackets are allowed as separators; a `+` only at the start; anything
 *   else is `invalidFormat`.
 * - The digits typed (country code included) must number 10–15 (spec §5). A nine-digit landline
 *   therefore needs its country code: +66 2 123 4567.
 * - `+66`, `66` and `0066` become a leading 0 (the default country is Thailand, +66).
 * - The local form must be a Thai mobile (06/08/09 + 8 digits) or landline (02–07 + 7 digits);
 *   other countries' numbers and impossible prefixes are `notRealNumber`.
 */
export function validatePhoneNumber(raw: string | null | undefined): PhoneValidation {
  const text = (raw ?? '').trim();
  if (text === '') return fail('required');
  if (!/^\+?[\d\s\-.()]+$/.test(text)) return fail('invalidFormat');
  const hasPlus = text.startsWith('+');
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return fail('invalidFormat');
  if (digits.length < 10) return fail('tooShort');
  if (digits.length > 15) return fail('tooLong');

  let local: string;
  if (digits.startsWith('0066')) local = digits.slice(4);
  else if (digits.startsWith('66')) local = digits.slice(2);
  else if (hasPlus) return fail('notRealNumber');
  else local = digits;
  if (!local.startsWith('0')) local = `0${local}`;

  if (MOBILE_RE.test(local)) return { ok: true, normalized: local, kind: 'mobile' };
  if (LANDLINE_RE.test(local)) return { ok: true, normalized: local, kind: 'landline' };
  return fail('notRealNumber');
}

/** Thrown by `analyzePhoneNumber` for a number `validatePhoneNumber` rejects. */
export class PhoneNumberError extends Error {
  readonly key: PhoneValidationKey;
  readonly messageTh: string;
  constructor(key: PhoneValidationKey) {
    super(PHONE_VALIDATION_MESSAGES[key]);
    this.name = 'PhoneNumberError';
    this.key = key;
    this.messageTh = PHONE_VALIDATION_MESSAGES_TH[key];
  }
}

/** 0812345678 → 081-234-5678; 021234567 → 02-123-4567. */
export function formatThaiPhone(local: string): string {
  if (local.length === 10) return `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`;
  if (local.length === 9) return `${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`;
  return local;
}

// ---------------------------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------------------------

export const PHONE_ASPECTS = ['career', 'love', 'wealth', 'health', 'personality'] as const;
export type PhoneAspectId = (typeof PHONE_ASPECTS)[number];

export const PHONE_ASPECT_LABELS: Record<PhoneAspectId, Bi> = {
  career: { th: 'การงาน', en: 'Career' },
  love: { th: 'ความรัก', en: 'Love' },
  wealth: { th: 'การเงิน', en: 'Wealth' },
  health: { th: 'สุขภาพ', en: 'Health' },
  personality: { th: 'บุคลิกภาพ', en: 'Personality' },
};

export interface PhonePairReading extends PairInfo {
  /** 0-based position of the pair's first digit in the local number. */
  position: number;
  weight: number;
  groupNameTh: string;
  groupNameEn: string;
}

export interface PhoneAspectReading {
  score: number;
  th: string;
  en: string;
}

export type PhoneGrade = 'excellent' | 'very-good' | 'good' | 'fair' | 'caution';

export const PHONE_GRADE_LABELS: Record<PhoneGrade, Bi> = {
  excellent: { th: 'ดีเยี่ยม', en: 'Excellent' },
  'very-good': { th: 'ดีมาก', en: 'Very good' },
  good: { th: 'ดี', en: 'Good' },
  fair: { th: 'ปานกลาง', en: 'Fair' },
  caution: { th: 'ควรระวัง', en: 'Use with care' },
};

export interface PhoneLuckyElements {
  coloursTh: string[];
  coloursEn: string[];
  /** Digits that sit in the number's good pairs, best first. */
  luckyDigits: number[];
  /** Good pairs worth looking for in a next number. */
  compatiblePairs: string[];
  supportiveDayTh: string;
  supportiveDayEn: string;
}

export interface PhoneAnalysis {
  normalized: string;
  formatted: string;
  kind: PhoneKind;
  category: PhoneCategory | null;
  pairs: PhonePairReading[];
  sum: number;
  sumTitleTh: string;
  sumTitleEn: string;
  sumTone: PairTone;
  sumMeaningTh: string;
  sumMeaningEn: string;
  score0to100: number;
  grade: PhoneGrade;
  gradeTh: string;
  gradeEn: string;
  summaryTh: string;
  summaryEn: string;
  aspects: Record<PhoneAspectId, PhoneAspectReading>;
  luckyElements: PhoneLuckyElements;
  school: { nameTh: string; nameEn: string };
}

export interface PhoneAnalysisOptions {
  /** What the number is used for (spec §3 phone category). */
  category?: PhoneCategory;
  /** Aspects the user most wants to hear about (spec: at least one goal); all when empty. */
  focus?: readonly PhoneAspectId[];
}

export const PHONE_SCHOOL = {
  nameTh: 'ศาสตร์คู่ดาวแบบไทย (ดาวประจำเลข ๙ ดวง ถ่วงน้ำหนักสี่ตัวท้าย)',
  nameEn: 'Thai planet-pair numerology (nine planets, last four digits weighted most)',
} as const;

/** Weight of the pair starting at `position` in a number of `length` digits. */
export function pairWeight(position: number, length: number): number {
  const fromEnd = length - 2 - position; // 0 for the last pair
  if (fromEnd <= 2) return 3; // the pairs inside the last four digits
  if (fromEnd <= 5) return 1.5;
  return 0.75;
}

/** How strongly each group colours each aspect. */
const ASPECT_AFFINITY: Record<PairGroupId, Record<PhoneAspectId, number>> = {
  suphamit: { career: 0.6, love: 0.8, wealth: 0.4, health: 0.3, personality: 0.6 },
  sawatdimongkhon: { career: 0.3, love: 0.6, wealth: 0.4, health: 0.9, personality: 0.6 },
  manka: { career: 1, love: 0.3, wealth: 0.6, health: 0.3, personality: 0.5 },
  kaset: { career: 0.5, love: 0.4, wealth: 1, health: 0.3, personality: 0.3 },
  utsaha: { career: 0.8, love: 0.2, wealth: 0.5, health: 0.4, personality: 0.5 },
  ari: { career: 0.6, love: 0.8, wealth: 0.4, health: 0.4, personality: 0.6 },
  marana: { career: 0.4, love: 0.5, wealth: 0.5, health: 1, personality: 0.4 },
  kalakini: { career: 0.5, love: 0.6, wealth: 0.8, health: 0.6, personality: 0.5 },
};

type Tier = 'high' | 'mid' | 'low';

const ASPECT_TEXTS: Record<PhoneAspectId, Record<Tier, readonly Bi[]>> = {
  career: {
    high: [
      {
        th: 'การงานเด่นมาก มีแรงส่งให้ก้าวหน้า ได้รับมอบหมายงานสำคัญ และมีคนพร้อมสนับสนุนเมื่อคุณลงมือ',
        en: 'Career energy is strong: momentum to advance, important work coming your way and people ready to back you once you move.',
      },
      {
        th: 'เบอร์นี้หนุนเรื่องงานได้ดี การติดต่อประสานงานราบรื่น ผลงานมีคนเห็น และโอกาสเลื่อนขั้นมีลุ้น',
        en: 'This number supports your work well: dealings run smoothly, your results get noticed and promotion is within reach.',
      },
    ],
    mid: [
      {
        th: 'การงานไปได้เรื่อย ๆ ไม่หวือหวา ผลสำเร็จขึ้นกับความสม่ำเสมอของคุณมากกว่าโชค',
        en: 'Work moves along steadily without fireworks; results depend more on your consistency than on luck.',
      },
      {
        th: 'งานมีทั้งช่วงราบรื่นและช่วงติดขัด วางแผนล่วงหน้าและเก็บหลักฐานการทำงานไว้ จะช่วยให้ผ่านช่วงยากได้ง่ายขึ้น',
        en: 'Work has smooth spells and sticky ones; planning ahead and keeping records will carry you through the hard parts.',
      },
    ],
    low: [
      {
        th: 'เรื่องงานมีแรงต้าน อาจเจอความเข้าใจผิดหรือการแข่งขันที่ไม่เป็นธรรม ควรสื่อสารให้ชัดและไม่ตัดสินใจด้วยอารมณ์',
        en: 'Career meets resistance — misunderstandings or unfair competition are possible. Communicate clearly and avoid decisions made in anger.',
      },
      {
        th: 'พลังด้านการงานค่อนข้างอ่อน งานอาจล่าช้าหรือต้องทำซ้ำหลายรอบ หากใช้เบอร์นี้ติดต่องานสำคัญ ควรตรวจทานทุกอย่างให้รอบคอบ',
        en: 'Career energy runs low: work may stall or need redoing. If you use this number for important business, double-check everything.',
      },
    ],
  },
  love: {
    high: [
      {
        th: 'ความรักหวานชื่น มีเสน่ห์ต่อเพศตรงข้าม คนโสดมีโอกาสเจอคนถูกใจ คนมีคู่เข้าใจกันดี',
        en: 'Love is sweet and your charm is strong: singles may meet someone special, and couples understand each other well.',
      },
      {
        th: 'เบอร์นี้ส่งเสริมความสัมพันธ์ คุยกับใครก็ถูกคอ คนรักให้เกียรติและใส่ใจ',
        en: 'This number favours relationships: conversations click, and your partner treats you with care and respect.',
      },
    ],
    mid: [
      {
        th: 'ความรักมั่นคงพอสมควร แต่ต้องหมั่นแสดงความใส่ใจ อย่าปล่อยให้ความเคยชินทำให้ห่างกัน',
        en: 'Love is fairly steady, but keep showing you care — do not let routine pull you apart.',
      },
      {
        th: 'ความรักมีขึ้นมีลงตามจังหวะชีวิต การฟังกันให้มากขึ้นจะช่วยให้ความสัมพันธ์แน่นแฟ้น',
        en: 'Love rises and dips with life’s rhythm; listening more closely will bind you tighter.',
      },
    ],
    low: [
      {
        th: 'ความรักมีบททดสอบ อาจมีความน้อยใจ ความระแวง หรือมือที่สาม ควรพูดกันตรง ๆ ด้วยความอ่อนโยน',
        en: 'Love is being tested — hurt feelings, suspicion or a third party may appear. Talk plainly, and gently.',
      },
      {
        th: 'พลังความรักของเบอร์นี้ค่อนข้างเปราะบาง ความสัมพันธ์ต้องใช้ความอดทนและความไว้ใจมากกว่าปกติ',
        en: 'This number’s love energy is fragile; relationships will need more patience and trust than usual.',
      },
    ],
  },
  wealth: {
    high: [
      {
        th: 'การเงินดีเด่น หาเงินได้หลายทาง มีโชคจากการค้าขายและผู้ใหญ่ และรู้จักต่อยอดเงินที่มี',
        en: 'Finances shine: several streams of income, luck through trade and elders, and a knack for growing what you have.',
      },
      {
        th: 'เบอร์นี้หนุนเรื่องทรัพย์ เงินเข้ามือสม่ำเสมอ และมีโอกาสได้ลาภจากคนที่รู้จัก',
        en: 'This number supports wealth: money arrives steadily, with chances of windfalls through people you know.',
      },
    ],
    mid: [
      {
        th: 'การเงินพอใช้ มีเข้ามีออกสมดุล ถ้ามีวินัยในการออมจะเห็นเงินก้อนได้ในระยะยาว',
        en: 'Money is adequate, with income and spending in balance; with saving discipline you will see a lump sum over time.',
      },
      {
        th: 'เงินทองไม่ขาดมือแต่ก็ไม่ล้นมือ ควรแยกบัญชีเงินเก็บและเงินใช้ให้ชัดเจน',
        en: 'You will not go short, nor will you overflow; keep savings and spending money in separate accounts.',
      },
    ],
    low: [
      {
        th: 'การเงินมีรูรั่ว เงินมาแล้วไปไว ระวังการให้ยืม การลงทุนที่ฟังดูดีเกินจริง และรายจ่ายที่ไม่ได้วางแผน',
        en: 'Money leaks: it comes and goes fast. Be wary of lending, of deals that sound too good to be true and of unplanned spending.',
      },
      {
        th: 'พลังการเงินของเบอร์นี้ไม่ค่อยหนุน ควรวางงบประมาณให้รัดกุมและมีเงินสำรองฉุกเฉินไว้เสมอ',
        en: 'This number does little for money; keep a tight budget and always hold an emergency fund.',
      },
    ],
  },
  health: {
    high: [
      {
        th: 'สุขภาพโดยรวมแข็งแรง จิตใจแจ่มใส ฟื้นตัวจากความเหนื่อยล้าได้เร็ว',
        en: 'Overall health looks robust, with a bright mind and quick recovery from fatigue.',
      },
      {
        th: 'พลังของเบอร์นี้ช่วยให้ใจสงบและกายมีชีวิตชีวา รักษาสมดุลการกินการนอนไว้จะดียิ่งขึ้น',
        en: 'This number brings a calm mind and a lively body; keep your eating and sleep balanced to make the most of it.',
      },
    ],
    mid: [
      {
        th: 'สุขภาพอยู่ในเกณฑ์ปกติ แต่ควรระวังความเครียดสะสมและการพักผ่อนไม่พอ',
        en: 'Health is in the normal range; watch for built-up stress and too little rest.',
      },
      {
        th: 'ร่างกายต้องการการดูแลสม่ำเสมอ ออกกำลังกายเบา ๆ และตรวจสุขภาพประจำปีจะช่วยให้อุ่นใจ',
        en: 'Your body wants steady care: light exercise and a yearly check-up will keep your mind at ease.',
      },
    ],
    low: [
      {
        th: 'ด้านสุขภาพควรใส่ใจเป็นพิเศษ ระวังอุบัติเหตุจากความรีบร้อนและความเครียดที่สะสม หากมีอาการผิดปกติควรปรึกษาแพทย์',
        en: 'Give health extra attention: beware accidents from rushing and accumulated stress, and see a doctor about anything unusual.',
      },
      {
        th: 'พลังเบอร์นี้ทำให้เหนื่อยง่ายกว่าที่ควร จัดเวลาพักและเดินทางด้วยความระมัดระวัง',
        en: 'This number’s energy can leave you more tired than you should be; schedule rest and travel carefully.',
      },
    ],
  },
  personality: {
    high: [
      {
        th: 'บุคลิกโดดเด่น น่าเชื่อถือ พูดจามีน้ำหนัก และเป็นที่จดจำของผู้คน',
        en: 'A standout presence: trustworthy, persuasive and memorable.',
      },
      {
        th: 'เบอร์นี้ขับให้คุณดูมั่นใจและอบอุ่นในเวลาเดียวกัน คนรอบข้างอยากเข้าใกล้',
        en: 'This number makes you seem confident and warm at once — people want to be near you.',
      },
    ],
    mid: [
      {
        th: 'บุคลิกเรียบง่าย เข้ากับคนได้ พลังจะเปล่งประกายเมื่อคุณได้ทำสิ่งที่ถนัด',
        en: 'An easy-going manner that fits in anywhere; you shine most when doing what you are good at.',
      },
      {
        th: 'มีทั้งด้านที่อ่อนโยนและด้านที่หนักแน่น รู้จักเลือกใช้ให้ถูกจังหวะแล้วจะเป็นที่รัก',
        en: 'You have a soft side and a firm one; use each at the right moment and you will be well loved.',
      },
    ],
    low: [
      {
        th: 'บางครั้งภาพที่คนอื่นเห็นไม่ตรงกับตัวตนจริง อาจดูแข็งหรือเข้าถึงยาก ลองเปิดใจและยิ้มให้มากขึ้น',
        en: 'Others may not see the real you — you can come across as hard or distant. Open up and smile more.',
      },
      {
        th: 'พลังของเบอร์นี้ทำให้อารมณ์ขึ้นลงง่าย ฝึกหายใจลึก ๆ ก่อนตอบโต้จะช่วยรักษาภาพลักษณ์ได้มาก',
        en: 'This number stirs up your moods; a deep breath before you react will do a lot for how you come across.',
      },
    ],
  },
};

const OPENINGS: readonly ((f: string, score: number, grade: Bi) => Bi)[] = [
  (f, s, g) => ({
    th: `เบอร์ ${f} ได้คะแนนรวม ${s}/100 อยู่ในระดับ "${g.th}"`,
    en: `${f} scores ${s}/100 overall — "${g.en}".`,
  }),
  (f, s, g) => ({
    th: `ผลวิเคราะห์เบอร์ ${f} ตามศาสตร์คู่ดาว ได้ ${s} คะแนนจาก 100 จัดว่า "${g.th}"`,
    en: `Read by the planet pairs, ${f} earns ${s} out of 100: "${g.en}".`,
  }),
  (f, s, g) => ({
    th: `เมื่อถอดพลังทุกคู่ของเบอร์ ${f} แล้ว ภาพรวมอยู่ที่ ${s}/100 ระดับ "${g.th}"`,
    en: `Taking every pair of ${f} together, the picture comes to ${s}/100 — "${g.en}".`,
  }),
];

const CLOSINGS: Record<Tier, readonly Bi[]> = {
  high: [
    {
      th: 'โดยรวมเป็นเบอร์ที่ให้พลังบวก ใช้ติดต่อเรื่องสำคัญได้อย่างมั่นใจ',
      en: 'All in all a positive number — use it for important calls with confidence.',
    },
    {
      th: 'เป็นเบอร์ที่ควรเก็บไว้ใช้ยาว ๆ พลังดีจะสะสมไปกับการใช้งาน',
      en: 'A number worth keeping for the long run; its good energy builds with use.',
    },
  ],
  mid: [
    {
      th: 'เป็นเบอร์ที่ใช้งานได้ดีพอสมควร จุดอ่อนเล็กน้อยแก้ได้ด้วยความตั้งใจของผู้ใช้',
      en: 'A serviceable number; its small weak spots can be made up for by the user’s own intent.',
    },
    {
      th: 'เบอร์นี้ให้ทั้งแรงหนุนและบทเรียน ใช้ต่อได้ แต่ควรเสริมดวงด้วยการทำความดีอย่างสม่ำเสมอ',
      en: 'This number offers both support and lessons: keep it, and strengthen your luck by doing good steadily.',
    },
  ],
  low: [
    {
      th: 'เบอร์นี้มีคู่ที่ควรระวังอยู่ในตำแหน่งสำคัญ หากรู้สึกว่าชีวิตติดขัด อาจพิจารณาเบอร์ใหม่ที่มีคู่เลขดีในสี่ตัวท้าย',
      en: 'This number has pairs to be careful of in key positions; if life feels stuck, consider a new number with good pairs in its last four digits.',
    },
    {
      th: 'ความหมายของเบอร์เป็นเพียงแนวโน้ม สติและการกระทำของคุณสำคัญกว่าตัวเลข แต่ถ้าจะเปลี่ยน ควรเลือกเบอร์ที่ท้ายเป็นคู่ศุภมิตรหรือเกษตร',
      en: 'A number only shows tendencies — your choices matter more. If you do change, pick one ending in Allies or Fertile-field pairs.',
    },
  ],
};

/** For each phone category, the aspects that matter most and how to introduce them. */
const CATEGORY_FOCUS: Record<PhoneCategory, { aspects: PhoneAspectId[]; intro: Bi }> = {
  personal: {
    aspects: ['personality', 'love', 'health'],
    intro: {
      th: 'ในฐานะเบอร์ส่วนตัว ควรดูบุคลิกภาพ ความรัก และสุขภาพเป็นหลัก',
      en: 'As a personal number, look first at personality, love and health',
    },
  },
  work: {
    aspects: ['career', 'wealth'],
    intro: {
      th: 'สำหรับเบอร์ที่ใช้ทำงาน ควรดูการงานและการเงินเป็นหลัก',
      en: 'For a work number, career and wealth matter most',
    },
  },
  family: {
    aspects: ['health', 'love'],
    intro: {
      th: 'สำหรับเบอร์ของคนในครอบครัว ควรดูสุขภาพและความรักความอบอุ่นเป็นหลัก',
      en: 'For a family member’s number, health and warmth matter most',
    },
  },
  partner: {
    aspects: ['love', 'personality'],
    intro: {
      th: 'สำหรับเบอร์ของคนรัก ควรดูความรักและบุคลิกภาพเป็นหลัก',
      en: 'For your partner’s number, love and personality matter most',
    },
  },
  business: {
    aspects: ['wealth', 'career', 'personality'],
    intro: {
      th: 'สำหรับเบอร์ธุรกิจ ลูกค้าจะสัมผัสพลังด้านการเงิน การงาน และภาพลักษณ์ก่อน',
      en: 'For a business number, customers feel its wealth, career and image energy first',
    },
  },
  friend: {
    aspects: ['personality', 'love'],
    intro: {
      th: 'สำหรับเบอร์ของเพื่อน ควรดูบุคลิกภาพและความสัมพันธ์เป็นหลัก',
      en: 'For a friend’s number, personality and relationships matter most',
    },
  },
};

function tierOf(score: number): Tier {
  return score >= 68 ? 'high' : score >= 45 ? 'mid' : 'low';
}

function gradeOf(score: number): PhoneGrade {
  if (score >= 85) return 'excellent';
  if (score >= 70) return 'very-good';
  if (score >= 55) return 'good';
  if (score >= 40) return 'fair';
  return 'caution';
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

function pairValue(p: PhonePairReading): number {
  return PAIR_GROUPS[p.group].value * (p.weakened ? 0.5 : 1);
}

function positionTh(p: PhonePairReading, length: number): string {
  const fromEnd = length - 2 - p.position;
  if (fromEnd === 0) return 'คู่ท้ายสุด';
  if (fromEnd <= 2) return 'ในสี่ตัวท้าย';
  return `ตำแหน่งที่ ${p.position + 1}–${p.position + 2}`;
}

function positionEn(p: PhonePairReading, length: number): string {
  const fromEnd = length - 2 - p.position;
  if (fromEnd === 0) return 'the final pair';
  if (fromEnd <= 2) return 'within the last four digits';
  return `at digits ${p.position + 1}–${p.position + 2}`;
}

/**
 * Reads a phone number. Throws `PhoneNumberError` for anything `validatePhoneNumber` rejects.
 * Deterministic: the same number and options always give the same reading.
 */
export function analyzePhoneNumber(raw: string, options: PhoneAnalysisOptions = {}): PhoneAnalysis {
  const v = validatePhoneNumber(raw);
  if (!v.ok) throw new PhoneNumberError(v.key);
  const local = v.normalized;
  const digits = [...local].map(Number);
  const formatted = formatThaiPhone(local);
  const category = options.category ?? null;
  const rng = createRng(seedOf('phone', local, category ?? '', [...(options.focus ?? [])]));

  const pairs: PhonePairReading[] = [];
  for (let i = 0; i + 1 < local.length; i++) {
    const info = classifyPair(local.slice(i, i + 2));
    pairs.push({
      ...info,
      position: i,
      weight: pairWeight(i, local.length),
      groupNameTh: PAIR_GROUPS[info.group].nameTh,
      groupNameEn: PAIR_GROUPS[info.group].nameEn,
    });
  }

  const sum = digits.reduce((a, b) => a + b, 0);
  const sumInfo = sumMeaning(sum);
  const sumHasZero = sum >= 10 && String(sum).includes('0');
  const sumValue = { good: 1, mixed: 0.1, bad: -0.8 }[sumInfo.tone] * (sumHasZero ? 0.5 : 1);

  const totalWeight = pairs.reduce((a, p) => a + p.weight, 0);
  const pairAverage = pairs.reduce((a, p) => a + p.weight * pairValue(p), 0) / totalWeight;
  const score0to100 = Math.round(clamp(50 + 45 * (0.75 * pairAverage + 0.25 * sumValue), 3, 98));
  const grade = gradeOf(score0to100);
  const gradeLabel = PHONE_GRADE_LABELS[grade];

  // Strongest and weakest pair by weighted effect; ties go to the later pair (it weighs more).
  const effect = (p: PhonePairReading) => p.weight * pairValue(p);
  const strongest = pairs.reduce((best, p) => (effect(p) >= effect(best) ? p : best));
  const weakest = pairs.reduce((worst, p) => (effect(p) <= effect(worst) ? p : worst));

  // Aspects.
  const aspects = {} as Record<PhoneAspectId, PhoneAspectReading>;
  for (const aspect of PHONE_ASPECTS) {
    let num = 0;
    let den = 0;
    let best: PhonePairReading | undefined;
    for (const p of pairs) {
      const w = p.weight * ASPECT_AFFINITY[p.group][aspect];
      num += w * pairValue(p);
      den += w;
      if (
        !best ||
        w * pairValue(p) > best.weight * ASPECT_AFFINITY[best.group][aspect] * pairValue(best)
      ) {
        best = p;
      }
    }
    const score = Math.round(clamp(50 + 45 * (num / den) + (sumValue > 0 ? 3 : -3), 3, 98));
    const text = pick(rng, ASPECT_TEXTS[aspect][tierOf(score)]);
    const key = best as PhonePairReading;
    const keyTone = PAIR_GROUPS[key.group].tone;
    const keyLine: Bi =
      keyTone === 'good'
        ? {
            th: `คู่ ${key.pair} (${key.groupNameTh}) เป็นแรงหนุนหลักด้านนี้`,
            en: `The pair ${key.pair} (${key.groupNameEn}) is the main support here.`,
          }
        : {
            th: `ด้านนี้ไม่มีคู่ดีมาหนุนชัดเจน คู่ ${key.pair} (${key.groupNameTh}) มีอิทธิพลมากที่สุด`,
            en: `No clearly good pair backs this side; ${key.pair} (${key.groupNameEn}) has the most sway.`,
          };
    let extra: Bi = { th: '', en: '' };
    if (aspect === 'personality') {
      const dom = dominantDigit(digits);
      const planet = DIGIT_PLANETS[dom] as DigitPlanet;
      extra = {
        th: `เลขที่พบมากที่สุดคือ ${dom} (${planet.planetTh}) ${planet.personalityTh}`,
        en: `The most frequent digit is ${dom} (${planet.planetEn}), pointing to ${planet.personalityEn}.`,
      };
    }
    const joined = joinBi([text, keyLine, extra]);
    aspects[aspect] = { score, th: joined.th, en: joined.en };
  }

  // Lucky elements, from the best pairs.
  const goodPairs = pairs.filter((p) => p.tone === 'good').sort((a, b) => effect(b) - effect(a));
  const luckyDigits: number[] = [];
  for (const p of goodPairs) {
    for (const ch of p.pair) {
      const d = Number(ch);
      if (d !== 0 && !luckyDigits.includes(d)) luckyDigits.push(d);
    }
  }
  if (luckyDigits.length === 0) luckyDigits.push(5, 9, 6);
  const leadPlanet = luckyDigits[0] as number;
  const leadDay =
    leadPlanet >= 1 && leadPlanet <= 8 ? weekdayOfPlanet(leadPlanet) : WEEKDAYS.thursday;
  const compatiblePairs = ['45', '56', '59', '24', '36', '15', '69', '99', '46', '26', '14', '89']
    .filter((cp) => !goodPairs.some((p) => p.pair === cp))
    .slice(0, 4);
  const luckyElements: PhoneLuckyElements = {
    coloursTh: [
      leadDay.colourTh,
      ...leadDay.luckyColoursTh.filter((c) => c !== leadDay.colourTh),
    ].slice(0, 3),
    coloursEn: [
      leadDay.colourEn,
      ...WEEKDAY_LORE[leadDay.id].luckyColoursEn.filter((c) => c !== leadDay.colourEn),
    ].slice(0, 3),
    luckyDigits: luckyDigits.slice(0, 4),
    compatiblePairs,
    supportiveDayTh: leadDay.nameTh,
    supportiveDayEn: leadDay.nameEn,
  };

  // Summary, showing its working.
  const bestAspect = PHONE_ASPECTS.reduce((a, b) => (aspects[b].score > aspects[a].score ? b : a));
  const focus = options.focus && options.focus.length > 0 ? options.focus : null;
  const len = local.length;
  const counts = { good: 0, mixed: 0, bad: 0 };
  for (const p of pairs) counts[p.tone] += 1;
  const weakenedCount = pairs.filter((p) => p.weakened).length;

  const parts: Bi[] = [];
  parts.push(pick(rng, OPENINGS)(formatted, score0to100, gradeLabel));
  parts.push({
    th: `จาก ${pairs.length} คู่เลข มีคู่ดี ${counts.good} คู่ คู่กลาง ${counts.mixed} คู่ และคู่ที่ควรระวัง ${counts.bad} คู่${weakenedCount > 0 ? ` (มี ${weakenedCount} คู่ที่มีเลข 0 พลังจึงลดลงครึ่งหนึ่ง)` : ''} โดยคู่ในสี่ตัวท้ายมีน้ำหนักมากที่สุด`,
    en: `Of its ${pairs.length} pairs, ${counts.good} ${counts.good === 1 ? 'is' : 'are'} good, ${counts.mixed} mixed and ${counts.bad} ${counts.bad === 1 ? 'needs' : 'need'} care${weakenedCount > 0 ? ` (${weakenedCount === 1 ? 'one contains a 0 and counts' : `${weakenedCount} contain a 0 and count`} at half strength)` : ''}; pairs in the last four digits weigh the most.`,
  });
  parts.push({
    th: `คู่ที่ให้พลังดีที่สุดคือ ${strongest.pair} (${strongest.groupNameTh}) ${positionTh(strongest, len)} น้ำหนัก ×${strongest.weight}`,
    en: `The strongest pair is ${strongest.pair} (${strongest.groupNameEn}), ${positionEn(strongest, len)}, weight ×${strongest.weight}.`,
  });
  if (weakest !== strongest && pairValue(weakest) < PAIR_GROUPS[strongest.group].value) {
    parts.push({
      th: `ส่วนคู่ที่อ่อนที่สุดคือ ${weakest.pair} (${weakest.groupNameTh}) ${positionTh(weakest, len)}${weakest.weakened ? ' ซึ่งมีเลข 0 ช่วยลดทอนความแรงลง' : ''}`,
      en: `The weakest is ${weakest.pair} (${weakest.groupNameEn}), ${positionEn(weakest, len)}${weakest.weakened ? ', softened by its 0' : ''}.`,
    });
  }
  parts.push({
    th: `ผลรวมของเบอร์คือ ${sum} จัดเป็น${sumInfo.titleTh}`,
    en: `The digits add up to ${sum}: ${sumInfo.titleEn}.`,
  });
  parts.push({
    th: `ด้านที่เด่นที่สุดคือ${PHONE_ASPECT_LABELS[bestAspect].th} (${aspects[bestAspect].score} คะแนน)`,
    en: `Its strongest side is ${PHONE_ASPECT_LABELS[bestAspect].en.toLowerCase()} (${aspects[bestAspect].score}).`,
  });
  if (focus) {
    const f = focus.map((a) => `${PHONE_ASPECT_LABELS[a].th} ${aspects[a].score}`);
    const fe = focus.map((a) => `${PHONE_ASPECT_LABELS[a].en.toLowerCase()} ${aspects[a].score}`);
    parts.push({
      th: `ด้านที่คุณอยากรู้: ${listTh(f)}`,
      en: `The sides you asked about: ${listEn(fe)}.`,
    });
  }
  if (category) {
    const cf = CATEGORY_FOCUS[category];
    const avg = cf.aspects.reduce((a, k) => a + aspects[k].score, 0) / cf.aspects.length;
    const verdict: Bi =
      avg >= 68
        ? { th: 'ซึ่งเบอร์นี้ตอบโจทย์ได้ดี', en: 'and this number serves that well' }
        : avg >= 45
          ? { th: 'ซึ่งเบอร์นี้ใช้ได้ในระดับพอใช้', en: 'and this number does an adequate job' }
          : { th: 'ซึ่งเบอร์นี้ยังไม่ค่อยหนุนเท่าที่ควร', en: 'and this number gives it little support' };
    parts.push({
      th: `${cf.intro.th} (${listTh(cf.aspects.map((k) => `${PHONE_ASPECT_LABELS[k].th} ${aspects[k].score}`))}) ${verdict.th}`,
      en: `${cf.intro.en} (${listEn(cf.aspects.map((k) => `${PHONE_ASPECT_LABELS[k].en.toLowerCase()} ${aspects[k].score}`))}), ${verdict.en}.`,
    });
  }
  parts.push(pick(rng, CLOSINGS[tierOf(score0to100)]));
  const summary = joinBi(parts);

  return {
    normalized: local,
    formatted,
    kind: v.kind,
    category,
    pairs,
    sum,
    sumTitleTh: sumInfo.titleTh,
    sumTitleEn: sumInfo.titleEn,
    sumTone: sumInfo.tone,
    sumMeaningTh: sumHasZero ? `${sumInfo.th} (ผลรวมนี้มีเลข 0 พลังจึงเบาลงกว่าปกติ)` : sumInfo.th,
    sumMeaningEn: sumHasZero
      ? `${sumInfo.en} (This sum contains a 0, so its force is softer.)`
      : sumInfo.en,
    score0to100,
    grade,
    gradeTh: gradeLabel.th,
    gradeEn: gradeLabel.en,
    summaryTh: summary.th,
    summaryEn: summary.en,
    aspects,
    luckyElements,
    school: { nameTh: PHONE_SCHOOL.nameTh, nameEn: PHONE_SCHOOL.nameEn },
  };
}

/** The most frequent non-zero digit; ties go to the digit appearing latest. */
function dominantDigit(digits: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = digits.find((d) => d !== 0) ?? 0;
  digits.forEach((d) => {
    if (d === 0) return;
    const c = (counts.get(d) ?? 0) + 1;
    counts.set(d, c);
    if (c >= (counts.get(best) ?? 0)) best = d;
  });
  return best;
}

/** The category label, for callers that show it. */
export function phoneCategoryLabel(category: PhoneCategory): Bi {
  return PHONE_CATEGORY_LABELS[category];
}
