/**
 * How people write that they want to die or to hurt themselves, as data: the phrasings the crisis
 * check answers with care (`CRISIS_PATTERNS`), and the everyday idioms that only sound like one
 * (`HARMLESS_PATTERNS`), which are taken out of the text before it is checked.
 *
 * Thai patterns run on the compact form of the text (`compactThai` in `crisis.ts`): no spaces,
 * no ๆ, a letter typed three or more times once ("อยากตายยยย" → "อยากตาย"). English patterns run on
 * the lower-cased text with single spaces. A false alarm costs a gentle message; a miss costs far
 * more — so the patterns are broad, and the idioms list is what keeps "เหนื่อยจะตาย" a tired day.
 *
 * Sources for the phrasings and the help lines: the Department of Mental Health's hotline 1323
 * guidance on warning signs (talk of death, of being a burden, of saying goodbye, of a method),
 * and the ways the same is written in Thai online; tested against
 * `crisis-corpus.ts` (people at risk and look-alikes, as typed).
 */

export interface CrisisPattern {
  id: string;
  pattern: RegExp;
  /** What the pattern recognises, in a few words. */
  note: string;
}

/** "ไม่", "ไม่ได้", "ไม่เคยคิดจะ" just before a wish undoes it ("ไม่อยากตาย"). */
const NOT = '(?<!ไม่)(?<!ไม่ได้)(?<!ไม่เคย)(?<!ไม่ได้คิด)';
/** Who is speaking, as Thai people write "I". */
const I = '(?:เรา|ฉัน|ชั้น|ผม|หนู|กู|เค้า|ข้า|พี่|น้อง|ตัวเอง)';
/** Death as people type it, typos included. */
const DIE = '(?:ตาย|ตย|ตาน|ต่าย)';

export const CRISIS_PATTERNS: readonly CrisisPattern[] = [
  // Wanting to die, or to stop existing.
  {
    id: 'wish-die',
    pattern: new RegExp(`${NOT}อยาก(?:จะ)?(?:ไป)?${DIE}`),
    note: 'wants to die',
  },
  {
    id: 'wish-not-wake',
    pattern: new RegExp(`${NOT}อยาก(?:จะ)?(?:หลับ|นอน)(?:ไป)?(?:แล้ว)?(?:ไม่|ไม่ต้อง)ตื่น`),
    note: 'wants to sleep and not wake',
  },
  {
    id: 'not-wake-again',
    pattern: /ไม่อยาก(?:จะ)?ตื่น(?:ขึ้นมา)?(?:อีก|แล้ว|มาเจอ)/,
    note: 'does not want to wake again',
  },
  {
    id: 'wish-vanish-world',
    pattern: new RegExp(
      `${NOT}อยาก(?:จะ)?(?:หายไป|ไป|ออกไป|ไปให้พ้น)(?:จาก|พ้น)?(?:จาก)?(?:โลก|ชีวิต)(?:นี้)?(?!ส่วนตัว)`,
    ),
    note: 'wants to vanish from the world',
  },
  {
    id: 'vanish-forever',
    pattern: new RegExp(`${NOT}อยาก(?:จะ)?หายไป(?:ตลอดกาล|ถาวร|เลยจะได้ไม่ต้อง)`),
    note: 'wants to vanish for ever',
  },
  {
    id: 'reborn',
    pattern: new RegExp(
      `${NOT}อยาก(?:จะ)?(?:ไป)?(?:เกิดใหม่|ลาโลก|ไปสวรรค์|ไปอยู่กับ(?:พ่อ|แม่|ยาย|ตา|ปู่|ย่า)ที่ตายไปแล้ว)`,
    ),
    note: 'wants to be reborn or leave the world',
  },
  {
    id: 'offline-world',
    pattern: /(?:ออฟไลน์|ล็อกเอาท์|ล็อคเอาท์|logout|ปิดเกม|ปิดสวิตช์)(?:จาก)?(?:โลก|ชีวิต)/,
    note: 'logs out of the world (online euphemism)',
  },
  {
    id: 'end-life',
    pattern: new RegExp(
      `${NOT}(?:อยาก)?(?:จะ)?(?:จบ|ปลิด|ทิ้ง|สิ้นสุด)(?:ชีวิต|ชีพ)(?:ตัวเอง|ของตัวเอง|ตัวเองลง|ลง)?`,
    ),
    note: 'ending one’s life',
  },
  {
    id: 'end-everything',
    pattern: new RegExp(`${NOT}อยาก(?:จะ)?(?:จบ|ยุติ)(?:ทุกอย่าง|ทุกสิ่ง|มันซะ|มันให้หมด|มันเลย|ๆมันไป)`),
    note: 'wants to end everything',
  },
  // No reason to live.
  {
    id: 'why-live',
    pattern:
      /(?:ไม่รู้|ไม่เห็น|ไม่มีเหตุผล)(?:ว่า)?(?:จะ)?(?:ต้อง)?(?:มีชีวิต|อยู่|ทน)(?:อยู่)?(?:ต่อ)?(?:ไป)?(?:ทำไม|ทําไม|เพื่ออะไร|ให้ใคร)/,
    note: 'sees no reason to go on living',
  },
  {
    id: 'live-for-what',
    pattern:
      /(?:มีชีวิต|เกิดมา|อยู่)(?:อยู่)?(?:ต่อ)?(?:ไป)?(?:ทำไม|ทําไม|เพื่ออะไร)(?:กัน)?(?:วะ|ว่ะ|เนี่ย|นะ|ก็ไม่รู้)?$/,
    note: 'asks what living is for',
  },
  {
    id: 'life-pointless',
    pattern:
      /(?:อยู่ไป|มีชีวิตอยู่|ชีวิต)(?:ก็)?(?:ไม่มี|ไร้)(?:ประโยชน์|ความหมาย|ค่า|คุณค่า)|อยู่ไปก็เท่านั้น|อยู่ไปก็ไร้ค่า|ไม่เห็นค่า(?:ของ)?(?:การ)?มีชีวิต|ไม่มีเหตุผล(?:อะไร)?ที่จะ(?:มีชีวิต)?อยู่/,
    note: 'life feels worthless',
  },
  {
    id: 'not-want-live',
    pattern: /ไม่อยาก(?:จะ)?(?:มี)?(?:ชีวิต)?(?:อยู่)(?:บนโลก|ต่อ|แล้ว|อีกต่อไป|ในโลก)|ไม่อยากมีชีวิต/,
    note: 'does not want to live',
  },
  {
    id: 'cannot-go-on',
    pattern: /(?:อยู่|มีชีวิต)ต่อ(?:ไป)?ไม่ไหว|ไม่ไหวแล้วกับชีวิต|ทนมีชีวิตต่อไม่ไหว/,
    note: 'cannot go on living',
  },
  {
    id: 'better-dead',
    pattern: new RegExp(
      `${DIE}(?:ไป)?(?:ซะ)?(?:ยัง)?(?:จะ)?ดีกว่า|${DIE}ไป(?:ซะ|เถอะ|ซะที|ให้พ้น)|ไม่น่าเกิดมาเลย|ไม่ควรเกิดมา`,
    ),
    note: 'would be better dead',
  },
  // Being a burden; saying goodbye.
  {
    id: 'burden',
    pattern: new RegExp(
      `ถ้า(?:ไม่มี|ขาด)${I}(?:แล้ว|สักคน)?(?:ทุกคน|ทุกอย่าง|โลก|ครอบครัว|คนอื่น|ที่บ้าน|พ่อแม่|แม่|พ่อ)(?:ก็)?(?:คง|จะ)?(?:สบาย|ดีขึ้น|มีความสุข|ไม่ต้องลำบาก)|${I}?(?:เป็น|มีแต่)ภาระ(?:ของ)?(?:ทุกคน|ครอบครัว|คนอื่น|ที่บ้าน|พ่อแม่|โลก)`,
    ),
    note: 'feels a burden to others',
  },
  {
    id: 'if-gone',
    pattern: new RegExp(
      `(?:ถ้า|วันที่|หลังจาก)${I}(?:ไม่อยู่|จากไป|ตาย|ไม่อยู่แล้ว)(?:แล้ว)?(?:บนโลกนี้)?(?:ฝาก|ช่วย|ขอ|อย่า|ก็|ทุกคน)|ฝาก(?:ดูแล)?(?:แม่|พ่อ|ลูก|หมา|แมว|น้อง|ครอบครัว)(?:ด้วย|ต่อ)(?:นะ)?(?:ถ้า|เพราะ)${I}(?:ไม่อยู่|ไปแล้ว|จากไป)`,
    ),
    note: 'arranges for when they are gone',
  },
  {
    id: 'goodbye',
    pattern:
      /ลาก่อน(?:นะ)?(?:ทุกคน|โลก|ชีวิต)|ขอโทษทุกคน(?:ที่ต้อง)?(?:ลาจาก|จากไป)|จดหมายลา(?:ตาย)?|ลาตาย|ลาโลก|คงเป็นข้อความสุดท้าย|ข้อความสุดท้ายของ/,
    note: 'says goodbye',
  },
  // Methods and self-harm.
  {
    id: 'suicide',
    pattern: new RegExp(`ฆ่าตัว${DIE}|ฆ่าตัวเอง|ฆ่าตัว(?!อ่อน|เชื้อ)|อัตวินิบาตกรรม`),
    note: 'suicide',
  },
  {
    id: 'hanging',
    pattern: /ผูกคอ|แขวนคอ|เอาเชือกผูก(?:คอ|ตัวเอง)/,
    note: 'hanging',
  },
  {
    id: 'jumping',
    pattern:
      /กระโดด(?:ตึก|สะพาน|น้ำ(?:ตาย|ให้ตาย)|รถไฟ|ลงมา(?:จาก)?(?:ตึก|ชั้น|ที่สูง|ระเบียง)|(?:จาก|ลง)(?:ตึก|ชั้น|ที่สูง|ระเบียง|สะพาน))|ให้รถชน(?:ตาย)?|วิ่งให้รถชน/,
    note: 'jumping or traffic',
  },
  {
    id: 'overdose',
    pattern:
      /กินยา(?:ให้)?(?:ตาย|เกินขนาด|ทั้งแผง|หมดแผง|หมดขวด|หมดกระปุก|นอนหลับทั้งหมด|ฆ่าแมลง|เบื่อหนู|พิษ)|กิน(?:ยาฆ่าแมลง|ยาเบื่อหนู|น้ำยาล้างห้องน้ำ|ยาพิษ)|ดื่ม(?:ยาฆ่าแมลง|น้ำยา)|(?:สะสม|เก็บ)ยา(?:ไว้)?(?:กิน)?(?:ให้)?ตาย|ยา(?:นอนหลับ)?ทั้งแผงรวดเดียว/,
    note: 'overdose or poison',
  },
  {
    id: 'charcoal',
    pattern: /เผาถ่าน(?:ใน|ปิด)(?:ห้อง|รถ|หน้าต่าง)|เผาถ่าน(?:ให้)?ตาย/,
    note: 'charcoal burning',
  },
  {
    id: 'self-harm',
    pattern:
      /กรีด(?:ข้อมือ|แขน|ขา|ตัวเอง|เลือด|มือ)|ทำร้าย(?:ร่างกาย)?ตัวเอง|ทำร้ายตัวเอง|ทำให้ตัวเองเจ็บ|เอามีดกรีด|เอาหัวโขกกำแพง(?:ให้)?(?:ตาย|เจ็บ)|จะทำร้ายตัว/,
    note: 'self-harm',
  },
  // Added from the corpus: passive wishes, burden, farewells, plans and preparation.
  {
    id: 'passive-wish',
    pattern: new RegExp(
      `ทำไม${I}?ยังไม่${DIE}|ถ้า${I}?${DIE}(?:ไป)?(?:ก็)?(?:คง|จะ)?(?:ดี|สบาย)|${NOT}อยาก[^]{0,20}?แล้ว${DIE}ไป(?:เลย|ซะ)|อยากให้(?:วันตาย|ความตาย)มาถึง|${DIE}เมื่อไหร่[^]{0,12}อยากให้ถึงเร็ว|${DIE}หนี|คิด(?:เรื่อง)?(?:${DIE}|การตาย|อยากตาย)(?:บ่อย|ทุกวัน|ตลอด)|วิธี(?:${DIE}|ฆ่าตัว)|${DIE}แบบไม่(?:ทรมาน|เจ็บ)`,
    ),
    note: 'a passive wish to be dead, or thoughts of how',
  },
  {
    id: 'never-wake',
    pattern:
      /(?:ไม่ต้อง|ไม่)ตื่น(?:ขึ้น)?(?:มา)?อีก|ไม่ตื่น(?:เลย)?(?:ก็|คง)(?:ไม่เป็นไร|ดี)|หลับไป(?:เลย)?(?:ไม่ต้อง|แล้วไม่)ตื่น/,
    note: 'hopes never to wake',
  },
  {
    id: 'no-reason',
    pattern:
      /ไม่มีเหตุผล(?:ให้|ที่จะ|จะ)(?:มีชีวิต)?อยู่ต่อ|อยู่(?:ต่อ)?ไป(?:ก็)?(?:ทำไม|เพื่ออะไร)|(?:มีชีวิต|เกิดมา)(?:อยู่)?(?:ต่อ)?(?:ไป)?(?:ทำไม|เพื่ออะไร)|เหนื่อยกับการมีชีวิต|พอแล้วกับ(?:การมี)?ชีวิต|ไม่อยากสู้(?:กับ)?ชีวิต|ไม่อยากเล่นชีวิต|ลาออกจาก(?:การมี)?(?:ชีวิต|โลก)/,
    note: 'no reason or will to go on',
  },
  {
    id: 'breath-heart',
    pattern:
      /ไม่อยากหายใจ|อยากหยุดหายใจ|หัวใจหยุดเต้นไป|(?:uninstall|ลบ)ตัวเอง(?:ออก)?(?:จาก)?(?:โลก|ชีวิต)?/,
    note: 'wants to stop breathing (euphemism)',
  },
  {
    id: 'let-it-end',
    pattern: /อยากให้(?:มัน|ทุกอย่าง|ชีวิต)จบ(?:ลง)?(?:ไป)?(?:ซะ)?(?:ที|สักที)?|life is pointless/,
    note: 'wants it all to end',
  },
  {
    id: 'gone-better',
    pattern: new RegExp(
      `ถ้า${I}?(?:หายไป|${DIE}|ไม่อยู่)(?:แล้ว|เลย)?[^]{0,15}?(?:คง|จะ|ก็)(?:ไม่ต้องลำบาก|สบาย|ดีขึ้น|มีความสุข|ดี)|ไม่มี${I}(?:สักคน)?(?:โลก|ใคร)?(?:ก็)?(?:ไม่เปลี่ยน|ไม่เดือดร้อน)|ไม่มีใคร(?:เสียใจ|สนใจ|คิดถึง)(?:หรอก)?(?:ถ้า)${I}?(?:${DIE}|หายไป)|${DIE}ไป(?:ก็)?(?:คง)?ไม่มีใคร(?:สนใจ|เสียใจ)|(?:ไป|หายไป)ซะ(?:ได้)?ก็ดี|ตัวถ่วงของ`,
    ),
    note: 'others better off without them',
  },
  {
    id: 'farewell',
    pattern: new RegExp(
      `ขอบคุณทุกคน[^]{0,30}?(?:คงไม่ได้เจอ|ลาก่อน|ไม่ได้เจอกันอีก)|ขอโทษ(?:ทุกคน)?(?:นะ)?ลาก่อน|ฝาก(?:เลี้ยง|ดูแล)[^]{0,20}?${I}(?:คง)?(?:ไปก่อน|ไม่อยู่แล้ว)|แจกของ(?:หมด|ทิ้ง)[^]{0,15}?ไม่ต้องใช้(?:อีก)?แล้ว|(?:คง|จะ)เป็นคืนสุดท้ายของ${I}(?!ที่|ใน)|ถ้า[^]{0,15}?ไม่ตอบ[^]{0,10}?ไม่ต้องตามหา|(?<!เขา)(?<!เค้า)(?<!แฟน)(?<!ร้าน)(?<!มัน)(?:ยังไงก็|คง)(?:จะ)?ไม่อยู่แล้ว|this is my goodbye`,
    ),
    note: 'a farewell',
  },
  {
    id: 'preparing',
    pattern:
      /เตรียมเชือก|(?:ดาดฟ้า|ระเบียง|สะพาน|ตึก)[^]{0,20}?(?:จะ|อยาก)?(?:กระโดด|โดด)|อยาก(?:โดด|กระโดด)ลง(?:ไป)?ให้(?:จบ|ตาย)|กินยา\S{0,10}?(?:ทั้งแผง|หมดแผง|หมดขวด|ทีเดียวหมด|เกินขนาด)|(?:เก็บ|สะสม|ตุน)ยา(?:ไว้)?[^]{0,15}?(?:รอวัน|พร้อม|ตาย)|ยาฆ่าแมลง[^]{0,15}?(?:จะ|ไว้)?กิน|ถ่าน[^]{0,20}?ปิดห้อง|ปิดห้อง[^]{0,15}?(?:เผา|ถ่าน)|วางแผน(?:ไว้)?(?:หมด)?แล้ว[^]{0,10}?(?:จะไป|ไปวันไหน)/,
    note: 'preparing a method',
  },
  {
    id: 'hurting-self',
    pattern: /(?:โขก|ตี|ต่อย|ทุบ|จิก|หยิก)(?:หัว)?(?:ตัวเอง|กำแพง)[^]{0,6}?จน(?:เลือด|ช้ำ|เจ็บ|แตก)|เอาหัวโขก/,
    note: 'hurting oneself',
  },
];

export const ENGLISH_CRISIS_PATTERNS: readonly CrisisPattern[] = [
  {
    id: 'en-kill-self',
    pattern: /\bkill(?:ing)?\s+my\s*self\b|\bkms\b|\bunalive\b/,
    note: 'kill myself',
  },
  { id: 'en-suicide', pattern: /\bsuicid(?:e|al)\b/, note: 'suicide' },
  {
    id: 'en-end-life',
    pattern:
      /\bend(?:ing)?\s+(?:my\s+(?:own\s+)?life|it\s+all|everything|things|my\s+suffering)\b|\btake\s+my\s+(?:own\s+)?life\b/,
    note: 'ending one’s life',
  },
  {
    id: 'en-want-die',
    pattern:
      /\b(?:want|wanna|going|ready|wish)\s+(?:to\s+)?die\b|\bwish\s+i\s+(?:was|were)\s+(?:dead|never\s+born)\b|\bbetter\s+off\s+dead\b/,
    note: 'wants to die',
  },
  {
    id: 'en-not-live',
    pattern:
      /\b(?:do\s*n[o']?t|never|no\s+longer)\s+want\s+to\s+(?:live|be\s+alive|wake\s+up|be\s+here|exist)\b|\bno\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|going\s+on|being\s+alive)\b|\bnot\s+worth\s+living\b|\bcan'?t\s+go\s+on\s+(?:living|anymore|like\s+this)\b|\bdone\s+with\s+(?:life|living)\b/,
    note: 'does not want to live',
  },
  {
    id: 'en-disappear',
    pattern:
      /\bdisappear\s+(?:forever|for\s+good|from\s+(?:this\s+)?(?:world|earth))\b|\bsleep\s+and\s+never\s+wake\b/,
    note: 'wants to disappear for good',
  },
  {
    id: 'en-burden',
    pattern:
      /\b(?:everyone|they|family)\s+(?:would\s+be|is|are)\s+better\s+(?:off\s+)?without\s+me\b|\bi'?m\s+(?:just\s+)?a\s+burden\b/,
    note: 'feels a burden',
  },
  {
    id: 'en-self-harm',
    pattern:
      /\b(?:hurt|harm|cut)(?:ting|ing)?\s+my\s*self\b|\bself[-\s]?harm|\bslit\s+my\s+wrists?\b|\boverdos(?:e|ing)\s+on\s+purpose\b|\bhang\s+my\s*self\b|\bjump\s+(?:off|from)\s+(?:a|the)\s+(?:bridge|building|roof)\b/,
    note: 'self-harm or a method',
  },
  {
    id: 'en-goodbye',
    pattern:
      /\bgoodbye\s+(?:everyone|world|forever)\b|\bsuicide\s+note\b|\bthis\s+is\s+my\s+goodbye\b/,
    note: 'says goodbye',
  },
  {
    id: 'en-pointless',
    pattern:
      /\bno\s+reason\s+to\s+keep\s+(?:living|going)\b|\b(?:do\s*n[o']?t|can'?t)\s+see\s+the\s+point\s+(?:of|in)\s+(?:living|life|going\s+on)\b|\blife\s+is\s+pointless\b|\bwant\s+it\s+all\s+to\s+end\b|\b(?:saving|stockpiling|hoarding)\s+(?:up\s+)?(?:pills|meds|tablets)\b/,
    note: 'no point in living, or a plan',
  },
];

/**
 * Idioms that only sound like a crisis, cut out of the compact Thai text before the check:
 * "เหนื่อยจะตาย" (tired to death), "ตายแล้ว!" (oh no!), "ไม่อยากตาย", "กลัวตาย".
 */
export const HARMLESS_PATTERNS: readonly CrisisPattern[] = [
  {
    id: 'intensifier',
    // Any feeling "จะตาย", "แทบตาย", "เกือบตาย", "จนจะตาย": the Thai "to death". Not after อยาก.
    pattern:
      /(?<!อยาก)(?<!อยากจะ)(?:จน)?(?:แทบ|เกือบ|จะ|แทบจะ|ปาง)(?:ตาย|ตาน)(?!เมื่อ|ตอน|ไหม|มั้ย|หรือ)(?:อยู่แล้ว|เลย|ห่า)?/g,
    note: 'to death (intensifier)',
  },
  {
    id: 'exclamation',
    pattern: /(?<!อยาก)(?<!อยากจะ)ตาย(?:แล้ว|ละ|ล่ะ|แน่|ห่า|โหง|จริง)(?!ไป)/g,
    note: 'oh no! (exclamation)',
  },
  {
    id: 'not-want-die',
    pattern: /(?:ไม่|ไม่ได้|ไม่เคย)(?:คิด)?อยาก(?:จะ)?ตาย/g,
    note: 'does not want to die',
  },
  {
    id: 'fear-death',
    pattern: /กลัว(?:จะ)?(?:ตาย|ความตาย|การตาย)/g,
    note: 'afraid of dying',
  },
];
