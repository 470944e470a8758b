import type { QuestionFrame } from './frame.ts';

/**
 * The labelled questions that define what a right frame is (`frame.ts`). They are written the way
 * people type into the readings (career, love, finance, their feelings, the person thinking of
 * them, luck, obstacles, เซียมซี, compatibility) and the fortune-teller chat: Thai with no spaces
 * or spaces anywhere, slang (มั้ย ป่ะ อ่ะ เค้า แฟนเก่า), typos (สัมภาด, สมัคงาน, จา), stretched
 * letters (มากกก), endings (ค่ะ ครับ จ้า 555), English words inside Thai (resign, crush,
 * interview, marketing), a few fully English questions, short questions and 2–3 sentence
 * situations. Each has the one frame a reader must give it; a frame is right only if it equals the
 * label exactly (fields the question does not speak to are absent).
 *
 * Split: entries are grouped by topic; in each group every 4th entry (4th, 8th, …) is `held` and
 * may only be used to measure a reader, never to write its rules; the rest are `tune`.
 *
 * Labelling conventions — the same construction always gets the same label.
 *
 * EVENT: which act. The event is the act the question turns on: the act in the asked clause (the
 * one carrying ไหม/มั้ย/ป่ะ/หรือเปล่า/เมื่อไหร่/ควร/ดีไหม/will/should); if that clause names
 * none, the first act in the text. An act inside "เรื่อง…"/"about …" (what a quarrel is about) is
 * never the event: "ทะเลาะกับแม่เรื่องย้ายไปทำงานต่างจังหวัด แม่จะเข้าใจไหม" is quarrel. Borrowing
 * or lending together with any paying back (คืน, ใช้คืน, ได้(เงิน)คืน, pay back) is repay: the
 * question turns on the money coming back. No event when no listed act is the point; these are
 * not acts: เปลี่ยนงาน, ย้ายงาน, งานใหม่, ได้งาน, ขึ้นเงินเดือน, โบนัส, เจอ(เนื้อคู่), มีแฟน,
 * หาย(ป่วย), เลิก(เหล้า/บุหรี่/พนัน), ซิ่ว, ดรอป, ทวง, an ongoing trade (ขายของออนไลน์, ขายหวย),
 * and a change of line or employer with no place (ย้ายไปทำ marketing, ย้ายไปสาย data,
 * เปลี่ยนไปทำโรงพยาบาลเอกชน).
 * Verbs → acts:
 * - borrow ยืม, ขอยืม: actor the borrower, target the lender ("ยืมเงินพี่สาวมา" self→sibling;
 *   "เพื่อนยืมเงินไป" friend→self). lend ให้…ยืม, ควรให้ยืมไหม: actor the lender, target the
 *   borrower. repay คืนเงิน, ใช้คืน, ได้คืน, ใช้หนี้, ปลดหนี้, หนี้หมด, debt free: actor the one who
 *   owes, target the one owed ("เพื่อนยืมเงินไปแล้วไม่คืน" repay friend→self, negated). owe
 *   เป็นหนี้, ติดหนี้ (no paying back asked): actor the debtor, target a creditor who is a person.
 *   Banks and cards are never targets. คืนดี is reconcile, not repay.
 * - quarrel ทะเลาะ, fight: with the asker as a party actor self, target the other; between others
 *   (พ่อแม่ทะเลาะกัน) actor them, no target. Mutual "-กัน" acts (เลิกกัน, คืนดีกัน, ดีกัน,
 *   กลับมาคุยกัน) follow the same rule.
 * - resign ลาออก, resign, quit. dismiss ให้ออก, ไล่ออก, เลิกจ้าง, เลย์ออฟ, lay off: actor boss (the
 *   employer, บริษัท included), target the one let go (self when implied). promote เลื่อนตำแหน่ง,
 *   เลื่อนขั้น, promote/โปรโมท: likewise actor boss, target the one promoted.
 * - transfer: a move within the same employer (ย้ายสาขา, ย้ายแผนก, ขอย้าย, ได้ย้าย for teachers,
 *   police and soldiers, transfer); actor the one transferred, even when the company sends them.
 *   move: changing where one lives, or going to live or work elsewhere for a new employer (ย้ายบ้าน,
 *   ย้ายไปอยู่, ย้ายกลับบ้าน, ย้ายออก, ไป/ย้ายไปทำงานที่…); actor the one moving. travel: a trip
 *   (ไปเที่ยว, เดินทาง, ทริป, ขับรถไป, going home for a holiday, a business trip).
 * - invite ชวน, ask out. contact ทัก(มา/ไป), ติดต่อ, โทรหา, ส่งแชท, text. reply ตอบ(แชท/ไลน์),
 *   อ่านไม่ตอบ. ignore เมิน, ไม่สนใจ, ignore. leave ทิ้ง, เท, leave (a person, not a job).
 *   break-up เลิก(กับ), บอกเลิก, หย่า, ฟ้องหย่า. reconcile คืนดี, ดีกัน, กลับมา(หา), ขอคืนดี,
 *   ให้อภัย, ยกโทษ, forgive, come back; one-sided (แฟนเก่าจะกลับมา, แม่จะยกโทษ) actor the one
 *   coming back or forgiving. cheat นอกใจ, (ไป)มีคนอื่น, cheat: target self when the cheater is the
 *   asker's partner or spouse. confess บอกชอบ, สารภาพ, ขอเป็นแฟน. propose ขอแต่งงาน. marry
 *   แต่งงาน (target only when named: "กับแฟน").
 * - apply สมัครงาน, ยื่นใบสมัคร, ยื่น(ทุน/วีซ่า), หางาน. interview สัมภาษณ์, สอบสัมภาษณ์: actor the
 *   candidate. exam สอบ, สอบติด, สอบตก: actor who sits it. study เรียน(ต่อ/จบ), ทุนไปเรียน. treat
 *   ผ่าตัด, รักษา, ทำคีโม, หาหมอ, surgery: actor the patient.
 * - start-business เปิดร้าน, เริ่มทำธุรกิจ (a first business). expand-business a second stall or
 *   branch, ขยาย, a storefront for an online shop. invest ลงทุน, หุ้น, คริปโต. buy ซื้อ / sell ขาย
 *   a thing (home, land, car, gold; ซื้อทอง is buy).
 * - forget ลืม (no target when a date or thing is forgotten). lie โกหก, หลอก. help ช่วย.
 *   criticise ด่า, ติ, ตำหนิ, นินทา.
 * ACTOR and TARGET. A Thai clause with no subject is the asker's (self), unless it continues a
 * named party; a ควร… clause is always the asker's own act. เขา/เค้า is the party named before;
 * in a love question naming nobody it is crush (partner once the text says คบกัน or แฟน).
 * Parties: แฟน/boyfriend partner; สามี ภรรยา ผัว เมีย spouse; แฟนเก่า/ex ex; คนคุย คนที่ชอบ
 * crush; พี่สาว พี่ชาย น้อง sibling; ลูก child; ป้า ยาย หลาน ญาติ relative; แม่สามี แม่ยาย
 * in-law; เพื่อน friend; เพื่อนร่วมงาน colleague (not friend); หัวหน้า เจ้านาย บริษัท boss; ทีม
 * ลูกน้อง team; ลูกค้า customer; เจ้าของห้อง landlord; anyone else (a scammer, a stranger)
 * other. target only when named or clearly implied: an act another party aims at the asker
 * (ทักมา, ไม่ตอบ, ชวน, เมิน, เท, บอกเลิก, ยืมไป, ให้ออก) has target self; "กับ X" (travel,
 * invest, move with X) makes X the target; move, transfer and travel otherwise have none.
 * NEGATION: `negated: true` when the text says the event's own act did not or does not happen
 * (ไม่, ยังไม่, ไม่เคย, ไม่ได้, never), even when it asks whether it will ("เขาไม่เคยชวนไปไหนเลย"
 * invite crush→self negated; "ยังไม่คืนเงินเพื่อน" repay self→friend negated; "แฟนเก่าจะไม่กลับมา
 * แล้วใช่มั้ย" reconcile negated). Negating another verb does not mark the event. ไม่สนใจ is ignore
 * (not negated); สอบตก is exam (not negated). Otherwise `negated` is left out.
 * TOPIC: what the question turns on. love: the romance of the asker (or the `about` person) —
 * partner, spouse, ex, crush, being single, marrying, divorce, compatibility, เซียมซี for love; an
 * event with a partner or spouse is love even when it is about money or parents. family: relations
 * with and among parents, siblings, children, relatives and in-laws (quarrels, forgiving, the
 * parents' divorce, having a child, a family member's gambling). friends: friendships (colleagues
 * are work, neighbours home). money: borrow, lend, repay, owe, invest — whoever the other party is,
 * a sibling, partner or landlord's deposit — and income, savings, debt, buying or selling things
 * other than a home. work: jobs, fields, bosses, colleagues, one's own business (a lottery seller's
 * second stall is work, not luck), salary, bonus, job entrance exams (ราชการ, ตำรวจ, ครูผู้ช่วย),
 * moving to work elsewhere; a nurse or doctor asking about their job is work. health: illness,
 * surgery, treatment, pregnancy, smoking. study: school and university exams, admissions, studying
 * (abroad), scholarships, grades. travel: trips. home: buying, selling, renting or moving home,
 * landlords, neighbours. legal: courts, lawsuits, police cases, visas (a divorce in court is legal).
 * luck: lottery wins, lucky numbers and colours, prize draws, โชคลาภ (even when another act is
 * named: the lucky colour for an interview). general: overall fortune, obstacles, omens, ชง.
 * ABOUT: self unless the outcome asked is someone else's own matter (their exam, health, job,
 * promotion; what passes between the parents: "พ่อแม่จะหย่าไหม", "พ่อจะช่วยแม่ไหม" are parents).
 * The asker's own relationship with someone ("ทะเลาะกับแม่", "แฟนไปมีคนอื่น") is self.
 * FORM, first match wins: when (เมื่อไหร่, เมื่อไร, ตอนไหน, กี่โมง, ช่วงไหน, อีกนานไหม, when —
 * also "เมื่อไหร่ดี"); decision (ควร…ไหม/มั้ย, ควรไหม, ดีไหม/ดีมั้ย/จะดีไหม where ดี is the
 * word "good" — not inside คดี, "A หรือ B ดี", คนไหนดี/ใครดี, should I, is it a good idea/time;
 * but "ดวง…ดีไหม" (is my luck good) is yesno, and ควร + ยังไง/อะไร (how/what should I) is open);
 * yesno (any other ไหม, มั้ย, มั๊ย, ป่ะ, ปะ, ป่าว, หรือเปล่า, รึเปล่า, ใช่ไหม, เหรอ, will/is/are …?);
 * open (ยังไง, อะไร, ทำไม, ทำไงดี, what, how, requests and statements).
 * TIME: only a time the question asks about. Left out: past times and durations (เมื่อวาน,
 * เดือนก่อน, ไม่ตอบแชทมาสามวัน, โสดมา 3 ปี), now (ช่วงนี้, ตอนนี้), frequencies (ทุกอาทิตย์),
 * terms and lottery draws (เทอมนี้, งวดหน้า). วันนี้ today; พรุ่งนี้ tomorrow; สัปดาห์นี้,
 * อาทิตย์นี้, a weekday + นี้ (เสาร์นี้) this-week; สัปดาห์หน้า, อาทิตย์หน้า next-week; เดือนนี้,
 * สิ้นเดือน this-month; เดือนหน้า next-month; ปีนี้, ภายในปีนี้ this-year; ปีหน้า next-year;
 * ภายใน/อีก N เดือน within-months N (ภายใน/อีก N ปี → 12N); ต้น/กลาง/ปลายปี + นี้/หน้า
 * part-of-year (bare ต้น/กลาง/ปลายปี is year 0); สิ้นปี season end-of-year; สงกรานต์, ปีใหม่,
 * ตรุษจีน, ลอยกระทง seasons; เร็วๆนี้, soon → soon. A month name (มีนา, มี.ค., ธันวา, March) is
 * month with year 0 unless ปีหน้า follows it; years are as written, never resolved against today's
 * date. A range (ธ.ค.–ก.พ., พ.ย.ถึงม.ค.) is months {from, to} with the year of its first month;
 * ปีหน้า after a range belongs to its last month, so a range crossing the new year (from > to)
 * followed by ปีหน้า is year 0 ("ธ.ค.–ก.พ.ปีหน้า" → {from: 12, to: 2, year: 0}) and one not
 * crossing is year 1 ("ม.ค.–มี.ค. ปีหน้า" → {from: 1, to: 3, year: 1}).
 * PLACE: any place named, even in a "เรื่อง…" clause; with two places, the destination. Names
 * drop จังหวัด/ประเทศ and are normalised: กรุงเทพ, กรุงเทพฯ, กทม, กทม., Bangkok → "กรุงเทพ";
 * โคราช → "นครราชสีมา"; อุดร → "อุดรธานี"; English names in Thai (Japan → "ญี่ปุ่น", Europe →
 * "ยุโรป"); ต่างจังหวัด → "ต่างจังหวัด" (not abroad); ต่างประเทศ, เมืองนอก, abroad → "ต่างประเทศ"
 * (abroad); cities and areas as written (พัทยา, เขาใหญ่, ฮ่องกง). A Thai place is never abroad.
 * FIELDS belong to the `about` person and are set whenever stated, whatever the topic (a doctor
 * asking about love has fieldNow healthcare); a field named for someone else ("แฟนเป็นหมอ" in the
 * asker's love question) is not recorded. Running a business sets the field (ร้านก๋วยเตี๋ยว food).
 * fieldWanted only for a different line of work wanted (incl. job entrance exams and opening a
 * café), never for choosing a faculty or a study exam (สอบติดหมอ sets none). Words: หมอ, แพทย์
 * healthcare (not หมอดู, หมอฟัน); ผู้ช่วยทันตแพทย์, ผู้ช่วยหมอฟัน, ทันตะ, คลินิกทันตกรรม dental;
 * พยาบาล nursing; การตลาด, marketing; เซลล์, ขายยา sales; ขายของออนไลน์ retail; ขายลอตเตอรี่,
 * ขายหวย, แผงลอตเตอรี่ lottery-trade; โปรแกรมเมอร์, data tech; ธนาคาร finance; บัญชี accounting;
 * ครู teaching; ราชการ, กพ. government; ทหาร, ตำรวจ military-police; ทนาย law; วิศวกร engineering;
 * กราฟิก, ดีไซน์ design (a named line beats ฟรีแลนซ์); นักข่าว media; ร้านอาหาร, กาแฟ food;
 * โรงแรม hospitality; ทำเล็บ, ความงาม beauty; ไรเดอร์ logistics; โรงงาน factory; ทำนา farming;
 * ออฟฟิศ office; ฟรีแลนซ์ freelance; นักศึกษา, เด็กมหาลัย, ม.6 student.
 * RELATIONSHIP: only the asker's own stated status. single: โสด, single, ไม่มีแฟน, ยังไม่มีแฟน.
 * partnered: มีแฟนแล้ว/อยู่/ใหม่, คบกันมา…, คบกับแฟนมา…, แต่งงานมา…/แล้ว. A partner merely
 * mentioned ("แฟนไม่ตอบแชท") or someone else's status ("คนที่ชอบมีแฟนแล้ว") sets nothing.
 * EXCLAMATION: ตายแล้ว, ตายละ, แย่แล้ว, โอ๊ย/โอ้ย, เฮ้อ, อุ๊ย, exactly as written with stretched
 * letters (โอ๊ยยย), wherever it stands; 555 and polite endings are not exclamations.
 */
export interface LabelledQuestion {
  text: string;
  frame: QuestionFrame;
  /** 'tune' questions may be used to write the rules; 'held' ones only to measure them. */
  part: 'tune' | 'held';
}

export const FRAME_CORPUS: readonly LabelledQuestion[] = [
  // love
  {
    text: 'แฟนไปมีคนอื่น ทำไงดีคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'cheat', actor: 'partner', target: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'รู้สึกว่าแฟนไปมีคนอื่นจริงป่ะ ช่วงนี้ทำตัวแปลกๆ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'cheat', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'สามีจะนอกใจไหมคะ ช่วงนี้กลับบ้านดึกทุกวัน',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'cheat', actor: 'spouse', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนนอกใจมั้ยครับ เห็นแชทกับคนอื่นบ่อยมาก',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'cheat', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'My boyfriend is cheating on me. Will he leave me for her?',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'leave', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เขาไม่เคยชวนไปไหนเลย เขาชอบเราไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'crush', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'คบกันมาปีนึงแล้ว แต่เขาไม่เคยชวนไปไหนเลยอ่ะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'partner', target: 'self', negated: true },
      form: 'open',
      relationship: 'partnered',
    },
    part: 'tune',
  },
  {
    text: 'คนที่คุยอยู่ไม่เคยชวนไปเที่ยวเลย เค้าจริงจังกับเรามั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'crush', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'แฟนไม่เคยชวนไปเจอครอบครัวเขาเลย เขาคิดจริงจังรึเปล่า',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'partner', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนไม่ตอบแชทมาสามวันแล้ว เขาเป็นอะไรรึเปล่าคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reply', actor: 'partner', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนไม่ตอบแชทมาสามวันแล้ว จะเลิกกันไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'partner' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เขาไม่ตอบแชทมา3วัน ยังไงดี',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reply', actor: 'crush', target: 'self', negated: true },
      form: 'open',
    },
    part: 'held',
  },
  {
    text: 'เค้าอ่านแต่ไม่ตอบ ไลน์ค้างไว้สองวัน ยังสนใจเราอยู่มั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reply', actor: 'crush', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'คนคุยไม่ตอบไลน์ตั้งแต่เมื่อวาน เค้ามีคนใหม่ป่าว',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reply', actor: 'crush', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เขาจะทักมาไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เค้าจะทักมาหาเราอีกมั้ยอ่า คิดถึงมากกก',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'แฟนเก่าจะกลับมาหาไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ex จะกลับมาไหมคะ เลิกกันไป 2 เดือนแล้ว',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'คิดถึงแฟนเก่ามากกกก เขาจะกลับมาปะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนเก่าจะกลับมาเมื่อไหร่ครับ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self' },
      form: 'when',
    },
    part: 'held',
  },
  {
    text: 'แฟนเก่าทักมาหลังจากเงียบไปครึ่งปี ควรตอบไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reply', actor: 'self', target: 'ex' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'แฟนเก่าติดต่อมาขอคืนดี ควรกลับไปไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'ex' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'โสดมา 3 ปี จะเจอคนใหม่ไหม',
    frame: { topic: 'love', about: 'self', form: 'yesno', relationship: 'single' },
    part: 'tune',
  },
  {
    text: 'โสดมานานมากก จะมีแฟนเมื่อไหร่คะ',
    frame: { topic: 'love', about: 'self', form: 'when', relationship: 'single' },
    part: 'held',
  },
  {
    text: 'ยังไม่มีแฟนเลย ปีนี้จะมีคนเข้ามาไหม',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'this-year' },
      relationship: 'single',
    },
    part: 'tune',
  },
  {
    text: 'single มา 5 ปีแล้วค่ะ เนื้อคู่จะมาเมื่อไหร่',
    frame: { topic: 'love', about: 'self', form: 'when', relationship: 'single' },
    part: 'tune',
  },
  {
    text: 'โสดสนิทมาตั้งแต่เรียนจบ อีกนานไหมกว่าจะเจอเนื้อคู่',
    frame: { topic: 'love', about: 'self', form: 'when', relationship: 'single' },
    part: 'tune',
  },
  {
    text: 'ไม่มีแฟนมา2ปีแล้วครับ เร็วๆนี้จะมีคนเข้ามามั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'soon' },
      relationship: 'single',
    },
    part: 'held',
  },
  {
    text: 'มีแฟนแล้วแต่ยังคิดถึงแฟนเก่าอยู่ ควรทำยังไง',
    frame: { topic: 'love', about: 'self', form: 'open', relationship: 'partnered' },
    part: 'tune',
  },
  {
    text: 'มีแฟนแล้วแต่มีคนมาจีบ ควรเลือกใครดี',
    frame: { topic: 'love', about: 'self', form: 'decision', relationship: 'partnered' },
    part: 'tune',
  },
  {
    text: 'มีแฟนอยู่แล้ว แต่เผลอไปชอบคนอื่น ผิดไหม',
    frame: { topic: 'love', about: 'self', form: 'yesno', relationship: 'partnered' },
    part: 'tune',
  },
  {
    text: 'ตายแล้ว ลืมวันครบรอบแฟน จะโกรธไหมเนี่ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'yesno',
      exclamation: 'ตายแล้ว',
    },
    part: 'held',
  },
  {
    text: 'ตายแล้วว ลืมวันเกิดแฟนอ่ะ ทำไงดี',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'open',
      exclamation: 'ตายแล้วว',
    },
    part: 'tune',
  },
  {
    text: 'ตายแล้วลืมวันครบรอบสามี เขาจะงอนนานมั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'yesno',
      exclamation: 'ตายแล้ว',
    },
    part: 'tune',
  },
  {
    text: 'แย่แล้ว เผลอลืมนัดแฟน เขาจะเลิกกับเราไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'partner', target: 'self' },
      form: 'yesno',
      exclamation: 'แย่แล้ว',
    },
    part: 'tune',
  },
  {
    text: 'โอ๊ยยย ทะเลาะกับแฟนอีกแล้ว จะไปรอดมั้ยเนี่ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'partner' },
      form: 'yesno',
      exclamation: 'โอ๊ยยย',
    },
    part: 'held',
  },
  {
    text: 'ทะเลาะกับแฟนหนักมาก จะคืนดีกันได้เมื่อไหร่',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'partner' },
      form: 'when',
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับแฟนเรื่องเดิมๆ ทุกอาทิตย์ เราเข้ากันไม่ได้หรือเปล่า',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'partner' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับสามีเรื่องเงินบ่อยมาก ควรหย่าไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'spouse' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ควรบอกเลิกแฟนไหม เขาเปลี่ยนไปมาก',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'แฟนจะบอกเลิกไหม ช่วงนี้เย็นชามาก',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'พ่อแม่ไม่ชอบแฟน ควรเลิกไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'แฟนเป็นหมอ งานยุ่งจนไม่มีเวลาให้ เราควรเลิกกับเขาไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'คิดว่าจะบอกชอบเขาดีไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'confess', actor: 'self', target: 'crush' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'Should I confess to my crush before graduation?',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'confess', actor: 'self', target: 'crush' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เขาจะสารภาพกับเราไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'confess', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'crushจะขอเป็นแฟนมั้ยคะ 555',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'confess', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนจะขอแต่งงานปีนี้มั้ยคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'propose', actor: 'partner', target: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
    },
    part: 'held',
  },
  {
    text: 'คบกันมา 7 ปีแล้ว จะได้แต่งงานเมื่อไหร่',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'marry', actor: 'self' },
      form: 'when',
      relationship: 'partnered',
    },
    part: 'tune',
  },
  {
    text: 'จะได้แต่งงานกับแฟนคนนี้ไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'marry', actor: 'self', target: 'partner' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ต้นปีหน้าจะได้แต่งงานไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'marry', actor: 'self' },
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'early', year: 1 },
    },
    part: 'tune',
  },
  {
    text: 'ปลายปีนี้จะได้แต่งงานไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'marry', actor: 'self' },
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
    },
    part: 'held',
  },
  {
    text: 'หมอดูคะ เป็นหมออยู่โรงพยาบาลรัฐ งานยุ่งมากจนไม่มีเวลา จะมีแฟนไหมคะ',
    frame: { topic: 'love', about: 'self', form: 'yesno', fieldNow: 'healthcare' },
    part: 'tune',
  },
  {
    text: 'เป็นแพทย์ค่ะ อายุ 32 ยังโสด เนื้อคู่จะเป็นคนในวงการเดียวกันไหม',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      fieldNow: 'healthcare',
      relationship: 'single',
    },
    part: 'tune',
  },
  {
    text: "I'm a doctor and always on call. Will I ever find love?",
    frame: { topic: 'love', about: 'self', form: 'yesno', fieldNow: 'healthcare' },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาลเข้าเวรดึกตลอด แฟนจะเข้าใจไหม',
    frame: { topic: 'love', about: 'self', form: 'yesno', fieldNow: 'nursing' },
    part: 'held',
  },
  {
    text: 'แอบชอบเพื่อนร่วมงาน เขาจะรู้สึกเหมือนกันไหม',
    frame: { topic: 'love', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'crush จะ ask out มั้ยคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เค้าจะชวนไปงานรับปริญญาไหมอะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ทักไปหาเขาก่อนดีไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'self', target: 'crush' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'คนที่คุยด้วยเงียบไปเลย เค้าเทเราแล้วใช่ไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'leave', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนจะทิ้งเราไปไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'leave', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนเมินเราทั้งวัน ทำอะไรผิดรึเปล่า',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'ignore', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เขาไม่สนใจเราแล้วใช่มั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'ignore', actor: 'crush', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'แต่งงานมา 10 ปี สามีเริ่มเมินเรา ควรคุยยังไงดี',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'ignore', actor: 'spouse', target: 'self' },
      form: 'open',
      relationship: 'partnered',
    },
    part: 'tune',
  },
  {
    text: 'ผัวโกหกเรื่องเงินเดือน จะเชื่อใจได้อีกไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'lie', actor: 'spouse', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนโกหกว่าไปทำงาน แต่ไปกับเพื่อน ควรเลิกไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'แฟนชอบด่าต่อหน้าเพื่อน ควรทนต่อไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'criticise', actor: 'partner', target: 'self' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'ลูกเพิ่งคลอด สามีไม่ช่วยเลี้ยงเลย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'help', actor: 'spouse', target: 'self', negated: true },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'อุ๊ย เผลอส่งแชทผิดไปหาแฟนเก่า จะเป็นไรมั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'self', target: 'ex' },
      form: 'yesno',
      exclamation: 'อุ๊ย',
    },
    part: 'tune',
  },
  {
    text: 'เฮ้อ แฟนหายไปทั้งอาทิตย์ไม่ติดต่อมาเลย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'partner', target: 'self', negated: true },
      form: 'open',
      exclamation: 'เฮ้อ',
    },
    part: 'tune',
  },
  {
    text: 'คนที่ชอบมีแฟนแล้ว ควรรอไหม',
    frame: { topic: 'love', about: 'self', form: 'decision' },
    part: 'held',
  },
  {
    text: 'ตอนนี้โสดอยู่ค่ะ มีคนคุยสองคน คนไหนดี',
    frame: { topic: 'love', about: 'self', form: 'decision', relationship: 'single' },
    part: 'tune',
  },
  {
    text: 'ดวงสมพงษ์ของเรากับแฟนเป็นยังไงบ้างคะ',
    frame: { topic: 'love', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'เกิดวันอังคาร แฟนเกิดวันเสาร์ เข้ากันได้มั้ย',
    frame: { topic: 'love', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'เกิดปีมะเส็ง แฟนเกิดปีขาล เข้ากันได้ป่ะ',
    frame: { topic: 'love', about: 'self', form: 'yesno' },
    part: 'held',
  },
  {
    text: 'ขอเซียมซีเรื่องความรักค่ะ',
    frame: { topic: 'love', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'ความรักช่วงสงกรานต์จะมีคนเข้ามาไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'songkran' },
    },
    part: 'tune',
  },
  {
    text: 'ภายในสามเดือนนี้จะเจอเนื้อคู่ไหม',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 3 },
    },
    part: 'tune',
  },
  {
    text: 'กลางปีนี้จะมีคนมาจีบไหมมม',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'mid', year: 0 },
    },
    part: 'held',
  },
  {
    text: 'อีก 6 เดือนความรักจะดีขึ้นมั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 6 },
    },
    part: 'tune',
  },
  {
    text: 'ความรักเดือนหน้าเป็นไงบ้างค้าบ',
    frame: { topic: 'love', about: 'self', form: 'open', time: { kind: 'next-month' } },
    part: 'tune',
  },
  {
    text: 'แฟนได้ทุนไปเรียนต่อออสเตรเลีย รักทางไกลจะรอดไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'study', actor: 'partner' },
      form: 'yesno',
      place: { name: 'ออสเตรเลีย', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'แฟนจะย้ายไปทำงานญี่ปุ่น ควรไปด้วยไหมคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'move', actor: 'partner' },
      form: 'decision',
      place: { name: 'ญี่ปุ่น', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'Will my ex text me this week?',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'ex', target: 'self' },
      form: 'yesno',
      time: { kind: 'this-week' },
    },
    part: 'tune',
  },
  { text: 'เนื้อคู่จะมาตอนไหนคะ', frame: { topic: 'love', about: 'self', form: 'when' }, part: 'tune' },
  {
    text: 'แฟนเก่าจะไม่กลับมาแล้วใช่มั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แฟนจะขอแต่งงานตอนไหนคะ',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'propose', actor: 'partner', target: 'self' },
      form: 'when',
    },
    part: 'held',
  },
  {
    text: 'คบกับแฟนมา 4 ปีแล้วค่ะ ช่วงหลังเขาไม่ทักมาก่อนเลย ถามอะไรก็ตอบสั้นๆ อยากรู้ว่าเขายังรักเราอยู่ไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'partner', target: 'self', negated: true },
      form: 'yesno',
      relationship: 'partnered',
    },
    part: 'tune',
  },
  {
    text: 'คุยกับคนนึงมาได้ 3 เดือน เขาดูแลดีมากแต่ไม่เคยชวนไปเจอเพื่อนเขาเลย เราควรถามเขาตรงๆ ไหม',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'invite', actor: 'crush', target: 'self', negated: true },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ตอนนี้มีแฟนใหม่ที่ดีมาก แต่แฟนเก่าเพิ่งมาขอคืนดี ควรทำยังไงดี',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'reconcile', actor: 'ex', target: 'self' },
      form: 'open',
      relationship: 'partnered',
    },
    part: 'tune',
  },
  {
    text: 'แฟนมีคนอื่นรึป่าว',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'cheat', actor: 'partner', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'สัปดาห์นี้เขาจะทักมามั้ย',
    frame: {
      topic: 'love',
      about: 'self',
      event: { act: 'contact', actor: 'crush', target: 'self' },
      form: 'yesno',
      time: { kind: 'this-week' },
    },
    part: 'tune',
  },
  // work
  {
    text: 'หัวหน้าจะให้ออกไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'หัวหน้าจะให้ออกจากงานมั้ยคะ ช่วงนี้โดนตำหนิบ่อย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'บริษัทจะเลิกจ้างไหม ได้ข่าวว่าจะลดคน',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'Will I get laid off this year?',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
    },
    part: 'held',
  },
  {
    text: 'ตายละ ส่งงานผิดให้ลูกค้า จะโดนไล่ออกไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
      exclamation: 'ตายละ',
    },
    part: 'tune',
  },
  {
    text: 'บริษัทจะเลย์ออฟเดือนหน้า เราจะโดนด้วยมั้ยครับ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
      time: { kind: 'next-month' },
    },
    part: 'tune',
  },
  {
    text: 'ทีมลาออกกันหมด งานจะหนักขึ้นแค่ไหน',
    frame: { topic: 'work', about: 'self', event: { act: 'resign', actor: 'team' }, form: 'open' },
    part: 'tune',
  },
  {
    text: 'ลูกน้องลาออกกันหมดแผนก จะหาคนใหม่ได้ไหม',
    frame: { topic: 'work', about: 'self', event: { act: 'resign', actor: 'team' }, form: 'yesno' },
    part: 'held',
  },
  {
    text: 'ทีมลาออกกันเกือบหมด เหลือเราคนเดียว งานจะรอดมั้ย',
    frame: { topic: 'work', about: 'self', event: { act: 'resign', actor: 'team' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ทีมลาออกกันหมดเลย เราควรลาออกตามไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ควรลาออกไหมคะ ทำงานมา 5 ปีไม่ได้ขึ้นเงินเดือนเลย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'อยาก resign มากก ควรรอโบนัสก่อนไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'Should I quit my job this year?',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      time: { kind: 'this-year' },
    },
    part: 'tune',
  },
  {
    text: 'ลาออกตอนนี้หรือรอสิ้นปีดี',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      time: { kind: 'season', name: 'end-of-year' },
    },
    part: 'tune',
  },
  {
    text: 'โอ้ย งานเยอะจนไม่ไหวแล้ว ควรลาออกมั้ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      exclamation: 'โอ้ย',
    },
    part: 'tune',
  },
  {
    text: 'เป็นผู้ช่วยทันตแพทย์ อยากย้ายไปทำ marketing ควรเปลี่ยนไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'decision',
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'held',
  },
  {
    text: 'ผู้ช่วยหมอฟันค่ะ อยากเปลี่ยนสายไปการตลาด จะรุ่งไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'tune',
  },
  {
    text: 'ทำงานคลินิกทันตกรรมมา 4 ปี อยากไปสายmarketing ปีหน้าจะได้ไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'next-year' },
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'tune',
  },
  {
    text: "I'm a dental assistant thinking of moving into marketing. Is it a good idea?",
    frame: {
      topic: 'work',
      about: 'self',
      form: 'decision',
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'tune',
  },
  {
    text: 'ผู้ช่วยทันตะ อยากสมัครงานการตลาด จะมีที่ไหนรับไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'yesno',
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'held',
  },
  {
    text: 'เป็นพยาบาลค่ะ อยากเปลี่ยนงาน ควรเปลี่ยนไหม',
    frame: { topic: 'work', about: 'self', form: 'decision', fieldNow: 'nursing' },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาล อยากเปิดร้านกาแฟเป็นของตัวเอง จะรอดไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'start-business', actor: 'self' },
      form: 'yesno',
      fieldNow: 'nursing',
      fieldWanted: 'food',
    },
    part: 'tune',
  },
  {
    text: 'พยาบาลเวรดึก อยากเปลี่ยนไปทำโรงพยาบาลเอกชน ดีไหม',
    frame: { topic: 'work', about: 'self', form: 'decision', fieldNow: 'nursing' },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาลมา 6 ปี อยากลาออกไปทำงานสายความงาม ดีมั้ยคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      fieldNow: 'nursing',
      fieldWanted: 'beauty',
    },
    part: 'held',
  },
  {
    text: 'ขายลอตเตอรี่อยู่ค่ะ อยากเปิดแผงที่สอง จะดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'decision',
      fieldNow: 'lottery-trade',
    },
    part: 'tune',
  },
  {
    text: 'ขายหวยมา 10 ปี จะขยายแผงเพิ่มอีกที่ ดวงจะเป็นยังไง',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'open',
      fieldNow: 'lottery-trade',
    },
    part: 'tune',
  },
  {
    text: 'แม่ค้าลอตเตอรี่ อยากเปิดแผงใหม่อีกแผงที่ตลาดปีหน้า ควรไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'decision',
      time: { kind: 'next-year' },
      fieldNow: 'lottery-trade',
    },
    part: 'tune',
  },
  {
    text: 'มีแผงลอตเตอรี่อยู่แล้ว จะขยายไปขายออนไลน์ด้วยดีมั้ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'decision',
      fieldNow: 'lottery-trade',
    },
    part: 'held',
  },
  {
    text: 'I sell lottery tickets. Should I open a second stall?',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'decision',
      fieldNow: 'lottery-trade',
    },
    part: 'tune',
  },
  {
    text: 'ขายลอตเตอรี่อยู่ งวดนี้จะขายหมดไหม',
    frame: { topic: 'work', about: 'self', form: 'yesno', fieldNow: 'lottery-trade' },
    part: 'tune',
  },
  {
    text: 'ขายของออนไลน์ จะขายดีขึ้นไหม',
    frame: { topic: 'work', about: 'self', form: 'yesno', fieldNow: 'retail' },
    part: 'tune',
  },
  {
    text: 'ขายของออนไลน์มาสองปี อยากขยายเปิดหน้าร้าน ควรเปิดเลยไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'decision',
      fieldNow: 'retail',
    },
    part: 'held',
  },
  {
    text: 'อยากลาออกมาขายของออนไลน์เต็มตัว ดีไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      fieldWanted: 'retail',
    },
    part: 'tune',
  },
  {
    text: 'ขายของออนไลน์ช่วงปลายปีจะปังไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
      fieldNow: 'retail',
    },
    part: 'tune',
  },
  {
    text: 'ทำงานออฟฟิศมา 8 ปี อยากลาออกไปเปิดร้านอาหาร ควรไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      fieldNow: 'office',
      fieldWanted: 'food',
    },
    part: 'tune',
  },
  {
    text: 'อยากเปิดร้านกาแฟเล็กๆ ปีหน้า จะไปรอดไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'start-business', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-year' },
      fieldWanted: 'food',
    },
    part: 'held',
  },
  {
    text: 'จะเริ่มทำธุรกิจของตัวเองเมื่อไหร่ดี',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'start-business', actor: 'self' },
      form: 'when',
    },
    part: 'tune',
  },
  {
    text: 'ร้านก๋วยเตี๋ยวของเราจะขายดีขึ้นไหมคะ',
    frame: { topic: 'work', about: 'self', form: 'yesno', fieldNow: 'food' },
    part: 'tune',
  },
  {
    text: 'สัมภาษณ์งานไปเมื่อวาน จะได้ไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'พรุ่งนี้มี interview บริษัทใหม่ จะผ่านไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'yesno',
      time: { kind: 'tomorrow' },
    },
    part: 'held',
  },
  {
    text: 'interview รอบสุดท้ายสัปดาห์หน้า ลุ้นมากก จะได้มั้ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-week' },
    },
    part: 'tune',
  },
  {
    text: 'ไปสัมภาดงานมา2ที่ ที่ไหนจะเรียกก่อน',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'ยื่นใบสมัครไปหลายที่ จะมีที่ไหนเรียกบ้างไหม',
    frame: { topic: 'work', about: 'self', event: { act: 'apply', actor: 'self' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'สมัคงานไปสามเดือนแล้วไม่มีใครเรียกเลย เมื่อไหร่จะได้งาน',
    frame: { topic: 'work', about: 'self', event: { act: 'apply', actor: 'self' }, form: 'when' },
    part: 'held',
  },
  {
    text: 'I applied for a marketing job last week. Will I get it?',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'yesno',
      fieldWanted: 'marketing',
    },
    part: 'tune',
  },
  {
    text: 'ไรเดอร์ส่งอาหาร อยากหางานประจำ จะได้ไหมภายในสามเดือน',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'yesno',
      time: { kind: 'within-months', months: 3 },
      fieldNow: 'logistics',
    },
    part: 'tune',
  },
  {
    text: 'ทำบัญชีอยู่ อยากไปทำธนาคาร ควรยื่นไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'decision',
      fieldNow: 'accounting',
      fieldWanted: 'finance',
    },
    part: 'tune',
  },
  {
    text: 'จะได้ promote ไหมปีนี้',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'promote', actor: 'boss', target: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
    },
    part: 'held',
  },
  {
    text: 'หัวหน้าจะโปรโมทเราไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'promote', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เลื่อนตำแหน่งปลายปีนี้จะได้ไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'promote', actor: 'boss', target: 'self' },
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'จาได้เลื่อนขั้นเมื่อไหร่คับ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'promote', actor: 'boss', target: 'self' },
      form: 'when',
    },
    part: 'tune',
  },
  {
    text: 'สามีจะได้เลื่อนตำแหน่งไหมคะปีหน้า',
    frame: {
      topic: 'work',
      about: 'spouse',
      event: { act: 'promote', actor: 'boss', target: 'spouse' },
      form: 'yesno',
      time: { kind: 'next-year' },
    },
    part: 'held',
  },
  {
    text: 'ย้ายไปสาขาเชียงใหม่ปีหน้า จะดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'decision',
      time: { kind: 'next-year' },
      place: { name: 'เชียงใหม่', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'บริษัทจะย้ายเราไปสาขาภูเก็ต ควรไปไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'decision',
      place: { name: 'ภูเก็ต', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ขอย้ายไปสาขากทม ได้ไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'yesno',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'เป็นครู ขอย้ายกลับอุดร จะได้ย้ายไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'yesno',
      fieldNow: 'teaching',
      place: { name: 'อุดรธานี', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'เป็นตำรวจ ขอย้ายไปโรงพักใกล้บ้าน จะได้ย้ายไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'yesno',
      fieldNow: 'military-police',
    },
    part: 'tune',
  },
  {
    text: 'สามีเป็นทหาร จะได้ย้ายกลับกรุงเทพฯ ไหมคะ',
    frame: {
      topic: 'work',
      about: 'spouse',
      event: { act: 'transfer', actor: 'spouse' },
      form: 'yesno',
      fieldNow: 'military-police',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'Should I accept the transfer to the Bangkok office?',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'decision',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'เจ้านายไม่เคยช่วยอะไรเลย ควรขอย้ายแผนกไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'transfer', actor: 'self' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'ไปทำงานญี่ปุ่นดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      place: { name: 'ญี่ปุ่น', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'อยากไปทำงานเกาหลี ปีหน้าจะได้ไปไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-year' },
      place: { name: 'เกาหลี', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ได้ offer งานที่สิงคโปร์ ควรย้ายไปไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      place: { name: 'สิงคโปร์', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'เป็นวิศวกร อยากย้ายไปทำงานออสเตรเลีย ควรไปไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      fieldNow: 'engineering',
      place: { name: 'ออสเตรเลีย', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'อยากไปทำงานต่างประเทศ จะได้ไปเมื่อไหร่',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'when',
      place: { name: 'ต่างประเทศ', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนร่วมงานชอบนินทาเรากับหัวหน้า จะโดนอะไรไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'criticise', actor: 'colleague', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'หัวหน้าด่าทุกวัน ทนต่อดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'criticise', actor: 'boss', target: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'โดนเพื่อนร่วมงานโกหกเรื่องงาน ควรบอกหัวหน้าไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'lie', actor: 'colleague', target: 'self' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'ลูกค้าชอบติงานเราทุกชิ้น จะเสียลูกค้าไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'criticise', actor: 'customer', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'หัวหน้าจะช่วยเราไหมตอนประเมิน',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'help', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ทำงานโรงงานมานาน อยากสอบเป็นตำรวจ จะติดไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      fieldNow: 'factory',
      fieldWanted: 'military-police',
    },
    part: 'tune',
  },
  {
    text: 'สอบราชการปีนี้จะติดไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
      fieldWanted: 'government',
    },
    part: 'held',
  },
  {
    text: 'สอบครูผู้ช่วยรอบนี้จะติดมั้ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      fieldWanted: 'teaching',
    },
    part: 'tune',
  },
  {
    text: 'สอบ กพ. เดือนมีนา จะผ่านไหมครับ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      time: { kind: 'month', month: 3, year: 0 },
      fieldWanted: 'government',
    },
    part: 'tune',
  },
  {
    text: 'เป็นโปรแกรมเมอร์ อยากเปลี่ยนไปเป็นครู ดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'decision',
      fieldNow: 'tech',
      fieldWanted: 'teaching',
    },
    part: 'tune',
  },
  {
    text: 'เป็นเซลล์มา 3 ปี อยากย้ายไปสาย data จะรอดมั้ย',
    frame: { topic: 'work', about: 'self', form: 'yesno', fieldNow: 'sales', fieldWanted: 'tech' },
    part: 'held',
  },
  {
    text: 'เป็นกราฟิกดีไซน์ฟรีแลนซ์ งานจะเข้ามาเยอะขึ้นไหมเดือนหน้า',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'next-month' },
      fieldNow: 'design',
    },
    part: 'tune',
  },
  {
    text: 'ฟรีแลนซ์ค่ะ รายได้ไม่แน่นอน งานจะเข้าไหมเดือนนี้',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'this-month' },
      fieldNow: 'freelance',
    },
    part: 'tune',
  },
  {
    text: 'เป็นทหาร อยากลาออกไปทำธุรกิจ ดีมั้ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
      fieldNow: 'military-police',
    },
    part: 'tune',
  },
  {
    text: 'เป็นทนายความ คดีที่ทำอยู่จะชนะไหม',
    frame: { topic: 'work', about: 'self', form: 'yesno', fieldNow: 'law' },
    part: 'held',
  },
  {
    text: 'ทำงานโรงแรมที่พัทยา จะได้ขึ้นเงินเดือนไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      fieldNow: 'hospitality',
      place: { name: 'พัทยา', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ร้านทำเล็บของเราช่วงตรุษจีนจะมีลูกค้าเยอะไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'chinese-new-year' },
      fieldNow: 'beauty',
    },
    part: 'tune',
  },
  {
    text: 'ดวงการงานเดือนมีนาเป็นยังไงคะ',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'open',
      time: { kind: 'month', month: 3, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'งานใหม่ที่จะเริ่มเดือนหน้าจะเป็นไงบ้าง',
    frame: { topic: 'work', about: 'self', form: 'open', time: { kind: 'next-month' } },
    part: 'held',
  },
  {
    text: 'จะได้โบนัสปีนี้ไหม',
    frame: { topic: 'work', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'งานช่วงสงกรานต์จะยุ่งมากไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'songkran' },
    },
    part: 'tune',
  },
  {
    text: 'แฟนจะได้งานใหม่ไหมคะ ตกงานมาครึ่งปีแล้ว',
    frame: { topic: 'work', about: 'partner', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'รับราชการอยู่ อยากเปลี่ยนไปทำงานเอกชน ควรไหม',
    frame: { topic: 'work', about: 'self', form: 'decision', fieldNow: 'government' },
    part: 'held',
  },
  {
    text: 'เป็นนักข่าว งานหนักเงินน้อย อยากเปลี่ยนไปทำการตลาด จะได้งานเมื่อไหร่',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'when',
      fieldNow: 'media',
      fieldWanted: 'marketing',
    },
    part: 'tune',
  },
  {
    text: 'ทำนาอยู่ต่างจังหวัด อยากย้ายไปทำงานโรงงานที่ชลบุรี ดีไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      fieldNow: 'farming',
      fieldWanted: 'factory',
      place: { name: 'ชลบุรี', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ดวงการงานปีหน้าจะรุ่งไหมครับ',
    frame: { topic: 'work', about: 'self', form: 'yesno', time: { kind: 'next-year' } },
    part: 'tune',
  },
  {
    text: 'ทำงานเป็นผู้ช่วยทันตแพทย์มา 5 ปีค่ะ ช่วงนี้ลงคอร์สการตลาดออนไลน์อยู่ อยากเปลี่ยนสายไปทำ marketing ภายในปีนี้ จะเป็นไปได้ไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'this-year' },
      fieldNow: 'dental',
      fieldWanted: 'marketing',
    },
    part: 'held',
  },
  {
    text: 'ทำงานบริษัทนี้มา 6 ปี หัวหน้าใหม่ชอบตำหนิต่อหน้าคนอื่น ทีมก็ลาออกไปเกือบหมดแล้ว ควรลาออกตามไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'resign', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาลที่โรงพยาบาลเอกชนในกทมมา 8 ปีค่ะ เหนื่อยกับเวรดึกมาก อยากเปลี่ยนไปทำงานสายขายยาแทน ปีหน้าจะได้งานใหม่ไหมคะ',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'next-year' },
      fieldNow: 'nursing',
      fieldWanted: 'sales',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ขายลอตเตอรี่อยู่หน้าตลาดมา 5 ปี ลูกค้าประจำเยอะขึ้น อยากเปิดแผงที่สองที่ตลาดนัดใกล้บ้านช่วงต้นปีหน้า จะไปรอดไหม',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'expand-business', actor: 'self' },
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'early', year: 1 },
      fieldNow: 'lottery-trade',
    },
    part: 'tune',
  },
  {
    text: 'หัวหน้าจะไล่เราออกมั้ยเนี่ย',
    frame: {
      topic: 'work',
      about: 'self',
      event: { act: 'dismiss', actor: 'boss', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'กลางปีนี้จะได้ย้ายงานไหม',
    frame: {
      topic: 'work',
      about: 'self',
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'mid', year: 0 },
    },
    part: 'tune',
  },
  // money
  {
    text: 'ยืมเงินพี่สาวมา จะมีปัญหากันไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'self', target: 'sibling' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ยืมเงินพี่สาวมาสองหมื่น จะหาคืนทันสิ้นเดือนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'self', target: 'sibling' },
      form: 'yesno',
      time: { kind: 'this-month' },
    },
    part: 'tune',
  },
  {
    text: 'ขอยืมเงินพี่ชายดีไหม ไม่อยากเป็นภาระ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'self', target: 'sibling' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ยืมเงินแม่มาจ่ายค่าเทอม จะเป็นไรไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'self', target: 'mother' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'ยืมเงินเพื่อนมาหมุนก่อน ผิดไหมคะ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'self', target: 'friend' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ญาติจะมาขอยืมเงินอีกไหม เบื่อมาก',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'relative', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนสนิทยืมเงินไปเมื่อเดือนก่อน จะมีปัญหาไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'friend', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนยืมเงินไปแล้วไม่คืน จะได้คืนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'เพื่อนยืมเงินไปห้าพัน ยังไม่คืนเลย ควรทวงไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self', negated: true },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนยืมเงินไป2ปีแล้วยังไม่คืน',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self', negated: true },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'My friend borrowed money from me and never paid it back. Will I ever get it back?',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'พี่สาวยืมเงินเราไปไม่คืน จะทวงยังไงดี',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'sibling', target: 'self', negated: true },
      form: 'open',
    },
    part: 'held',
  },
  {
    text: 'แฟนเก่ายืมเงินไปแล้วไม่คืน จะได้คืนมั้ยคะ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'ex', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ให้น้องยืมเงินไปแล้ว จะได้คืนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'sibling', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'พ่อจะคืนเงินที่ยืมไปไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'father', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนจะคืนเงินเมื่อไหร่ครับ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self' },
      form: 'when',
    },
    part: 'held',
  },
  {
    text: 'ยังไม่คืนเงินเพื่อนเลย เพื่อนจะโกรธไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'self', target: 'friend', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ยังไม่ได้คืนเงินที่ยืมแม่มา ควรบอกแม่ตรงๆไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'self', target: 'mother', negated: true },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เจ้าของห้องไม่คืนเงินประกัน จะได้คืนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'landlord', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ตายแล้ว เผลอโอนเงินผิดบัญชี จะได้คืนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'other', target: 'self' },
      form: 'yesno',
      exclamation: 'ตายแล้ว',
    },
    part: 'held',
  },
  {
    text: 'โดนแก๊งคอลเซ็นเตอร์หลอกโอนเงิน จะได้เงินคืนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'other', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนขอยืมเงิน ควรให้ยืมไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'lend', actor: 'self', target: 'friend' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'แฟนขอยืมเงินอีกแล้ว ควรให้ยืมไหมคะ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'lend', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'Should I lend money to my brother?',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'lend', actor: 'self', target: 'sibling' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'ให้ญาติยืมเงินไปแสนนึง ตอนนี้ติดต่อไม่ได้เลย',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'lend', actor: 'self', target: 'relative' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'เป็นหนี้บัตรเครดิตเยอะมาก จะรอดไหม',
    frame: { topic: 'money', about: 'self', event: { act: 'owe', actor: 'self' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ติดหนี้เพื่อนอยู่สามหมื่น จะหาเงินได้ทันไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'owe', actor: 'self', target: 'friend' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'หนี้จะหมดเมื่อไหร่คะ',
    frame: { topic: 'money', about: 'self', event: { act: 'repay', actor: 'self' }, form: 'when' },
    part: 'held',
  },
  {
    text: 'จะใช้หนี้หมดภายในปีนี้ไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
    },
    part: 'tune',
  },
  {
    text: 'เมื่อไหร่จะปลดหนี้ได้ซะทีคะ',
    frame: { topic: 'money', about: 'self', event: { act: 'repay', actor: 'self' }, form: 'when' },
    part: 'tune',
  },
  {
    text: 'ควรลงทุนหุ้นตอนนี้ไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'invest', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เล่นคริปโตจะได้กำไรมั้ย',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'invest', actor: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'เพื่อนชวนไปลงทุนแชร์ ควรลงทุนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'invest', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ลงทุนคอนโดกับแฟนจะดีไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'invest', actor: 'self', target: 'partner' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'อยากซื้อทองเก็บไว้ ช่วงนี้ควรซื้อไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'buy', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ควรซื้อรถใหม่ปีนี้ไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'buy', actor: 'self' },
      form: 'decision',
      time: { kind: 'this-year' },
    },
    part: 'held',
  },
  {
    text: 'จะขายรถได้ราคาสูงไหม',
    frame: { topic: 'money', about: 'self', event: { act: 'sell', actor: 'self' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'การเงินเดือนหน้าเป็นยังไงบ้าง',
    frame: { topic: 'money', about: 'self', form: 'open', time: { kind: 'next-month' } },
    part: 'tune',
  },
  {
    text: 'การเงินจะดีขึ้นเมื่อไหร่',
    frame: { topic: 'money', about: 'self', form: 'when' },
    part: 'tune',
  },
  {
    text: 'เงินจะพอใช้ถึงสิ้นเดือนไหม',
    frame: { topic: 'money', about: 'self', form: 'yesno', time: { kind: 'this-month' } },
    part: 'held',
  },
  {
    text: 'ปลายปีจะมีเงินเก็บไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'ธ.ค.–ก.พ.ปีหน้า การเงินจะเป็นไง',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'open',
      time: { kind: 'months', from: 12, to: 2, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'ช่วงพ.ย.ถึงม.ค. เงินจะขาดมือไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'months', from: 11, to: 1, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'ม.ค.-มี.ค. ปีหน้าการเงินจะดีขึ้นไหมคะ',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'months', from: 1, to: 3, year: 1 },
    },
    part: 'held',
  },
  {
    text: 'ต.ค. ถึง ธ.ค. นี้ เงินจะเข้าเยอะไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'months', from: 10, to: 12, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'From December to February, will my finances improve?',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'months', from: 12, to: 2, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'ธันวาถึงกุมภาปีหน้า จะมีรายจ่ายก้อนใหญ่ไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'months', from: 12, to: 2, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'เดือนหน้าจะมีเงินก้อนเข้ามาไหม',
    frame: { topic: 'money', about: 'self', form: 'yesno', time: { kind: 'next-month' } },
    part: 'held',
  },
  {
    text: 'แย่แล้ว เงินเดือนออกช้า ค่าห้องจะจ่ายทันไหม',
    frame: { topic: 'money', about: 'self', form: 'yesno', exclamation: 'แย่แล้ว' },
    part: 'tune',
  },
  {
    text: 'ช่วงสงกรานต์จะได้เงินพิเศษไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'songkran' },
    },
    part: 'tune',
  },
  {
    text: 'เงินทองปีนี้เป็นไง 555',
    frame: { topic: 'money', about: 'self', form: 'open', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'ค่าใช้จ่ายเร็วๆ นี้จะเยอะไหมคะ',
    frame: { topic: 'money', about: 'self', form: 'yesno', time: { kind: 'soon' } },
    part: 'held',
  },
  {
    text: 'จะมีเงินดาวน์บ้านภายใน 2 ปีไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 24 },
    },
    part: 'tune',
  },
  {
    text: 'อีก 6 เดือนจะเก็บเงินได้ถึงแสนไหม',
    frame: {
      topic: 'money',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 6 },
    },
    part: 'tune',
  },
  {
    text: 'เมื่อปีที่แล้วให้เพื่อนสนิทยืมเงินไปห้าหมื่น เขาสัญญาว่าจะคืนแต่ตอนนี้ยังไม่คืนเลย แถมไม่ค่อยตอบแชท ควรทำยังไงดีคะ',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'friend', target: 'self', negated: true },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'ยืมเงินพี่สาวมาซื้อรถ พี่จะทวงเมื่อไหร่',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'borrow', actor: 'self', target: 'sibling' },
      form: 'when',
    },
    part: 'held',
  },
  {
    text: 'ยืมเงินพี่สาวมาใช้ก่อนแล้วยังไม่ได้คืน พี่จะโกรธไหม',
    frame: {
      topic: 'money',
      about: 'self',
      event: { act: 'repay', actor: 'self', target: 'sibling', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  // health
  {
    text: 'แม่จะผ่าตัดเดือนหน้า จะปลอดภัยไหมคะ',
    frame: {
      topic: 'health',
      about: 'mother',
      event: { act: 'treat', actor: 'mother' },
      form: 'yesno',
      time: { kind: 'next-month' },
    },
    part: 'tune',
  },
  {
    text: 'พ่อป่วยเป็นมะเร็ง จะหายไหม',
    frame: { topic: 'health', about: 'father', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ช่วงนี้ปวดหัวบ่อยมาก สุขภาพจะเป็นยังไง',
    frame: { topic: 'health', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'สุขภาพปีหน้าเป็นยังไงบ้างคะ',
    frame: { topic: 'health', about: 'self', form: 'open', time: { kind: 'next-year' } },
    part: 'held',
  },
  {
    text: 'จะผ่าตัดเข่าเดือนมีนา ผ่าช่วงนั้นดีไหม',
    frame: {
      topic: 'health',
      about: 'self',
      event: { act: 'treat', actor: 'self' },
      form: 'decision',
      time: { kind: 'month', month: 3, year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'ควรผ่าตัดหรือรักษาด้วยยาดี',
    frame: {
      topic: 'health',
      about: 'self',
      event: { act: 'treat', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'หมอนัดผ่าตัดพรุ่งนี้ กลัวมากก จะผ่านไปได้ไหม',
    frame: {
      topic: 'health',
      about: 'self',
      event: { act: 'treat', actor: 'self' },
      form: 'yesno',
      time: { kind: 'tomorrow' },
    },
    part: 'tune',
  },
  {
    text: 'ลูกเป็นไข้มาสามวันแล้ว จะหายเมื่อไหร่',
    frame: { topic: 'health', about: 'child', form: 'when' },
    part: 'held',
  },
  {
    text: 'เพื่อนสนิทเข้าโรงพยาบาล จะหายเร็วๆนี้ไหม',
    frame: { topic: 'health', about: 'friend', form: 'yesno', time: { kind: 'soon' } },
    part: 'tune',
  },
  {
    text: 'ท้องอยู่ 5 เดือน การคลอดจะราบรื่นไหมคะ',
    frame: { topic: 'health', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'Will my surgery next week go well?',
    frame: {
      topic: 'health',
      about: 'self',
      event: { act: 'treat', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-week' },
    },
    part: 'tune',
  },
  {
    text: 'สามีต้องทำคีโม จะหายไหมคะ',
    frame: {
      topic: 'health',
      about: 'spouse',
      event: { act: 'treat', actor: 'spouse' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'นอนไม่หลับมาเป็นเดือน ควรไปหาหมอไหม',
    frame: {
      topic: 'health',
      about: 'self',
      event: { act: 'treat', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เป็นหมอแต่สุขภาพตัวเองแย่มาก จะดีขึ้นไหม',
    frame: { topic: 'health', about: 'self', form: 'yesno', fieldNow: 'healthcare' },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาลแต่ป่วยบ่อย ปีนี้สุขภาพจะดีขึ้นไหม',
    frame: {
      topic: 'health',
      about: 'self',
      form: 'yesno',
      time: { kind: 'this-year' },
      fieldNow: 'nursing',
    },
    part: 'tune',
  },
  {
    text: 'โอ๊ย ปวดหลังจนลุกไม่ไหว จะหายไหมเนี่ย',
    frame: { topic: 'health', about: 'self', form: 'yesno', exclamation: 'โอ๊ย' },
    part: 'held',
  },
  {
    text: 'สุขภาพแม่ช่วงสงกรานต์จะเป็นยังไง',
    frame: {
      topic: 'health',
      about: 'mother',
      form: 'open',
      time: { kind: 'season', name: 'songkran' },
    },
    part: 'tune',
  },
  {
    text: 'ภายใน 6 เดือน จะลดน้ำหนักได้ 10 โลไหม',
    frame: {
      topic: 'health',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 6 },
    },
    part: 'tune',
  },
  {
    text: 'ผลตรวจสุขภาพจะปกติไหม',
    frame: { topic: 'health', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'พ่อจะเลิกบุหรี่ได้ไหม หมอบอกปอดไม่ดี',
    frame: { topic: 'health', about: 'father', form: 'yesno' },
    part: 'held',
  },
  {
    text: 'แพ้ท้องหนักมาก จะดีขึ้นเมื่อไหร่',
    frame: { topic: 'health', about: 'self', form: 'when' },
    part: 'tune',
  },
  {
    text: 'รักษาฟันมาหลายเดือน จะเสร็จเมื่อไหร่',
    frame: { topic: 'health', about: 'self', event: { act: 'treat', actor: 'self' }, form: 'when' },
    part: 'tune',
  },
  {
    text: 'สุขภาพปีนี้จะเป็นยังไงบ้างคะ',
    frame: { topic: 'health', about: 'self', form: 'open', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'ยายต้องรักษาตัวที่โรงพยาบาลในกทม อาการจะดีขึ้นไหม',
    frame: {
      topic: 'health',
      about: 'relative',
      event: { act: 'treat', actor: 'relative' },
      form: 'yesno',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'พ่ออายุ 70 แล้วค่ะ เพิ่งตรวจเจอว่าเป็นเบาหวาน หมอนัดรักษาเดือนหน้า อยากรู้ว่าสุขภาพพ่อจะดีขึ้นไหม',
    frame: {
      topic: 'health',
      about: 'father',
      event: { act: 'treat', actor: 'father' },
      form: 'yesno',
      time: { kind: 'next-month' },
    },
    part: 'tune',
  },
  // study
  {
    text: 'ลูกจะสอบติดไหม',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'exam', actor: 'child' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ลูกชายจะสอบเข้ามหาลัยติดไหมคะปีนี้',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'exam', actor: 'child' },
      form: 'yesno',
      time: { kind: 'this-year' },
    },
    part: 'tune',
  },
  {
    text: 'ลูกสาวสอบ TCAS รอบนี้จะติดคณะที่อยากได้มั้ย',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'exam', actor: 'child' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'Will my son pass his entrance exam?',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'exam', actor: 'child' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'หลานจะสอบเข้าโรงเรียนทหารติดไหม',
    frame: {
      topic: 'study',
      about: 'relative',
      event: { act: 'exam', actor: 'relative' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'จะสอบติดหมอไหม',
    frame: { topic: 'study', about: 'self', event: { act: 'exam', actor: 'self' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'สอบปลายภาคอาทิตย์หน้า จะผ่านไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-week' },
    },
    part: 'tune',
  },
  {
    text: 'พรุ่งนี้สอบ จะผ่านมั้ยคะ',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      time: { kind: 'tomorrow' },
    },
    part: 'held',
  },
  {
    text: 'สอบ IELTS เดือนหน้า จะได้ 7 ไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-month' },
    },
    part: 'tune',
  },
  {
    text: 'โอ๊ย สอบตกอีกแล้ว จะต้องซิ่วไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'exam', actor: 'self' },
      form: 'yesno',
      exclamation: 'โอ๊ย',
    },
    part: 'tune',
  },
  {
    text: 'ตายแล้ว ลืมส่งรายงาน อาจารย์จะให้ผ่านไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'yesno',
      exclamation: 'ตายแล้ว',
    },
    part: 'tune',
  },
  {
    text: 'เป็นนักศึกษาปี 4 จะเรียนจบทันไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'yesno',
      fieldNow: 'student',
    },
    part: 'held',
  },
  {
    text: 'ควรเรียนต่อโทเลยหรือทำงานก่อนดี',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'อยากไปเรียนต่อญี่ปุ่น จะได้ทุนไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'yesno',
      place: { name: 'ญี่ปุ่น', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ยื่นทุนไปเรียนอังกฤษ จะได้ไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'yesno',
      place: { name: 'อังกฤษ', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'จะได้ทุนไปเรียนอเมริกาไหมคะ ยื่นไปเมื่อเดือนก่อน',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'yesno',
      place: { name: 'อเมริกา', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'Should I study abroad in Australia next year?',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'decision',
      time: { kind: 'next-year' },
      place: { name: 'ออสเตรเลีย', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ลูกจะได้เรียนต่อต่างประเทศไหม',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'study', actor: 'child' },
      form: 'yesno',
      place: { name: 'ต่างประเทศ', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ม.6 แล้ว ควรเลือกเรียนวิศวะหรือบัญชีดี',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'decision',
      fieldNow: 'student',
    },
    part: 'tune',
  },
  {
    text: 'ลูกเรียนไม่เก่ง จะเรียนจบไหม',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'study', actor: 'child' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'เรียนออนไลน์จะรอดไหม 555',
    frame: { topic: 'study', about: 'self', event: { act: 'study', actor: 'self' }, form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'เป็นพยาบาลอยากเรียนต่อโท ปีหน้าจะได้เรียนไหม',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'study', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-year' },
      fieldNow: 'nursing',
    },
    part: 'tune',
  },
  {
    text: 'เขียน thesis ไม่เสร็จสักที จะจบภายในสามเดือนไหม',
    frame: {
      topic: 'study',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 3 },
    },
    part: 'tune',
  },
  {
    text: 'เทอมนี้เกรดจะดีขึ้นมั้ย',
    frame: { topic: 'study', about: 'self', form: 'yesno' },
    part: 'held',
  },
  {
    text: 'ควรดรอปเรียนไหม',
    frame: { topic: 'study', about: 'self', form: 'decision' },
    part: 'tune',
  },
  {
    text: 'สอบสัมภาษณ์เข้ามหาลัยพรุ่งนี้ จะรอดมั้ย',
    frame: {
      topic: 'study',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'yesno',
      time: { kind: 'tomorrow' },
    },
    part: 'tune',
  },
  {
    text: 'เป็นเด็กมหาลัยปี 2 เรียนไม่ไหวแล้ว ควรซิ่วไหม',
    frame: { topic: 'study', about: 'self', form: 'decision', fieldNow: 'student' },
    part: 'tune',
  },
  {
    text: 'การเรียนช่วงกลางปีหน้าจะเป็นยังไงบ้าง',
    frame: {
      topic: 'study',
      about: 'self',
      form: 'open',
      time: { kind: 'part-of-year', part: 'mid', year: 1 },
    },
    part: 'held',
  },
  {
    text: 'ลูกสาวเตรียมสอบหมอมาสองปี รอบแรกพลาดไป รอบสองจะสอบติดไหมคะ',
    frame: {
      topic: 'study',
      about: 'child',
      event: { act: 'exam', actor: 'child' },
      form: 'yesno',
    },
    part: 'tune',
  },
  // family
  {
    text: 'ทะเลาะกับแม่เรื่องย้ายไปทำงานต่างจังหวัด แม่จะเข้าใจไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'mother' },
      form: 'yesno',
      place: { name: 'ต่างจังหวัด', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับแม่เรื่องย้ายไปทำงานต่างจังหวัด ทำไงดีคะ',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'mother' },
      form: 'open',
      place: { name: 'ต่างจังหวัด', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับแม่เรื่องจะย้ายไปทำงานต่างจังหวัดปีหน้า แม่จะยอมไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'mother' },
      form: 'yesno',
      time: { kind: 'next-year' },
      place: { name: 'ต่างจังหวัด', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับพ่อเรื่องจะย้ายไปทำงานเชียงใหม่ จะคืนดีกันเมื่อไหร่',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'father' },
      form: 'when',
      place: { name: 'เชียงใหม่', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'I had a fight with my mom about moving to Phuket for work. Will she understand?',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'mother' },
      form: 'yesno',
      place: { name: 'ภูเก็ต', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับพี่สาวเรื่องมรดก จะจบยังไง',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'sibling' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับน้องเรื่องเงินที่พ่อทิ้งไว้ จะจบไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'sibling' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'พ่อแม่ทะเลาะกันทุกวัน จะเลิกกันไหม',
    frame: {
      topic: 'family',
      about: 'parents',
      event: { act: 'break-up', actor: 'parents' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'พ่อกับแม่จะหย่ากันไหมคะ',
    frame: {
      topic: 'family',
      about: 'parents',
      event: { act: 'break-up', actor: 'parents' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'อยากให้พ่อกับแม่คืนดีกัน จะเป็นไปได้ไหม',
    frame: {
      topic: 'family',
      about: 'parents',
      event: { act: 'reconcile', actor: 'parents' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'แม่สามีไม่ชอบเรา จะอยู่ด้วยกันได้ไหม',
    frame: { topic: 'family', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับแม่สามีบ่อย จะดีกันได้ไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'in-law' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'แม่ยายชอบติเราต่อหน้าญาติ ทำไงดีครับ',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'criticise', actor: 'in-law', target: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'ลูกไม่ฟังเลย จะทำยังไงให้ลูกเชื่อฟัง',
    frame: { topic: 'family', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'อยากมีลูก ปีนี้จะมีไหมคะ',
    frame: { topic: 'family', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'แต่งงานมา 3 ปี ยังไม่มีลูก จะมีเมื่อไหร่',
    frame: { topic: 'family', about: 'self', form: 'when', relationship: 'partnered' },
    part: 'held',
  },
  {
    text: 'น้องชายติดการพนัน จะเลิกได้ไหม',
    frame: { topic: 'family', about: 'sibling', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'แม่จะยกโทษให้ไหม ที่เราโกหกเรื่องงาน',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'reconcile', actor: 'mother', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'Will my mom forgive me?',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'reconcile', actor: 'mother', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'โกหกพ่อว่าสอบผ่าน ตายแล้ว จะทำไงดี',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'lie', actor: 'self', target: 'father' },
      form: 'open',
      exclamation: 'ตายแล้ว',
    },
    part: 'held',
  },
  {
    text: 'ลืมวันเกิดแม่ แย่แล้ว แม่จะน้อยใจไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'yesno',
      exclamation: 'แย่แล้ว',
    },
    part: 'tune',
  },
  {
    text: 'ป้าชอบนินทาเราให้แม่ฟัง จะทำไงให้ครอบครัวสงบ',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'criticise', actor: 'relative', target: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'น้องสาวไม่ยอมคุยกับเรามาเดือนนึงแล้ว จะดีกันเมื่อไหร่',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'sibling' },
      form: 'when',
    },
    part: 'tune',
  },
  {
    text: 'ครอบครัวจะมีความสุขขึ้นไหมปีหน้า',
    frame: { topic: 'family', about: 'self', form: 'yesno', time: { kind: 'next-year' } },
    part: 'held',
  },
  {
    text: 'แม่จะยอมรับแฟนเราไหมคะ',
    frame: { topic: 'family', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'หลานจะเชื่อฟังเราไหม',
    frame: { topic: 'family', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ลูกสาวกลับบ้านดึกทุกวัน โกหกเราบ่อย จะทำยังไงดี',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'lie', actor: 'child', target: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'พี่ชายจะช่วยดูแลพ่อไหม หรือต้องทำเองหมด',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'help', actor: 'sibling', target: 'father' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'เฮ้อ เหนื่อยกับครอบครัวมาก จะดีขึ้นไหม',
    frame: { topic: 'family', about: 'self', form: 'yesno', exclamation: 'เฮ้อ' },
    part: 'tune',
  },
  {
    text: 'ลูกจะมีน้องไหมปีนี้',
    frame: { topic: 'family', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'พ่อไม่เคยช่วยแม่ทำงานบ้านเลย จะเปลี่ยนไหม',
    frame: {
      topic: 'family',
      about: 'parents',
      event: { act: 'help', actor: 'father', target: 'mother', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ลูกชายไม่เคยโทรหาเลยตั้งแต่ไปทำงานกรุงเทพ',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'contact', actor: 'child', target: 'self', negated: true },
      form: 'open',
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'ช่วงปีใหม่ครอบครัวจะกลับมาพร้อมหน้ากันไหม',
    frame: {
      topic: 'family',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'new-year' },
    },
    part: 'tune',
  },
  {
    text: 'ความสัมพันธ์กับพ่อจะดีขึ้นไหมครับ',
    frame: { topic: 'family', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับแม่ทุกครั้งที่โทรคุย เพราะแม่อยากให้ย้ายกลับไปอยู่บ้านที่ขอนแก่น แต่เรามีงานดีๆ อยู่กรุงเทพ แม่จะเข้าใจเราไหม',
    frame: {
      topic: 'family',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'mother' },
      form: 'yesno',
      place: { name: 'ขอนแก่น', abroad: false },
    },
    part: 'tune',
  },
  // friends
  {
    text: 'ทะเลาะกับเพื่อนสนิท จะกลับมาคุยกันไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'friend' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'ทะเลาะกับเพื่อนสนิทเรื่องผู้ชาย ทำไงดีอ่ะ',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'quarrel', actor: 'self', target: 'friend' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนนินทาเราลับหลัง จริงไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'criticise', actor: 'friend', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนในกลุ่มไม่ชวนไปเที่ยวด้วยเลย เขาไม่ชอบเราเหรอ',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'invite', actor: 'friend', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'เพื่อนโกหกเรื่องใหญ่ ควรให้อภัยไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'reconcile', actor: 'self', target: 'friend' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนไม่ตอบไลน์เลยตั้งแต่ทะเลาะกัน',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'reply', actor: 'friend', target: 'self', negated: true },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนจะช่วยเราตอนลำบากไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'help', actor: 'friend', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'มีเพื่อนใหม่ไหมปีนี้ เหงามาก',
    frame: { topic: 'friends', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'held',
  },
  {
    text: 'My best friend ignores me lately. What did I do wrong?',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'ignore', actor: 'friend', target: 'self' },
      form: 'open',
    },
    part: 'tune',
  },
  {
    text: 'ควรทักเพื่อนเก่าไปก่อนไหม ไม่ได้คุยกันมา 2 ปี',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'contact', actor: 'self', target: 'friend' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนสนิทไม่ชวนไปงานแต่ง เสียใจมาก เขาโกรธอะไรเราไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'invite', actor: 'friend', target: 'self', negated: true },
      form: 'yesno',
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนทิ้งกลุ่มไปเลย จะกลับมาไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'reconcile', actor: 'friend', target: 'self' },
      form: 'yesno',
    },
    part: 'held',
  },
  {
    text: 'มิตรภาพกับเพื่อนกลุ่มนี้จะยืนยาวไหม',
    frame: { topic: 'friends', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'อุ๊ยย เผลอเล่าความลับเพื่อนให้คนอื่นฟัง เพื่อนจะรู้ไหม',
    frame: { topic: 'friends', about: 'self', form: 'yesno', exclamation: 'อุ๊ยย' },
    part: 'tune',
  },
  {
    text: 'เพื่อนชวนไปงานเลี้ยงรุ่นเสาร์นี้ ควรไปไหม',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'invite', actor: 'friend', target: 'self' },
      form: 'decision',
      time: { kind: 'this-week' },
    },
    part: 'tune',
  },
  {
    text: 'เพื่อนสนิทเมินเราตั้งแต่มีแฟน ทำไงดี',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'ignore', actor: 'friend', target: 'self' },
      form: 'open',
    },
    part: 'held',
  },
  {
    text: 'เพื่อนสนิทตั้งแต่ประถม ช่วงนี้เขาเมินเราในกลุ่มไลน์ ชวนไปไหนก็ไม่ไป ไม่รู้ว่าเราทำอะไรผิด เขาโกรธเราอยู่หรือเปล่า',
    frame: {
      topic: 'friends',
      about: 'self',
      event: { act: 'ignore', actor: 'friend', target: 'self' },
      form: 'yesno',
    },
    part: 'tune',
  },
  // travel
  {
    text: 'สงกรานต์นี้กลับบ้านต่างจังหวัด เดินทางจะปลอดภัยไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'season', name: 'songkran' },
      place: { name: 'ต่างจังหวัด', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'จะไปเที่ยวญี่ปุ่นเดือนหน้า จะราบรื่นไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'next-month' },
      place: { name: 'ญี่ปุ่น', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ไปเที่ยวเกาหลีช่วงปีใหม่ดีไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'decision',
      time: { kind: 'season', name: 'new-year' },
      place: { name: 'เกาหลี', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ขับรถไปเชียงใหม่พรุ่งนี้ จะมีอุปสรรคไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'tomorrow' },
      place: { name: 'เชียงใหม่', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'Will my trip to Europe in March go smoothly?',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'month', month: 3, year: 0 },
      place: { name: 'ยุโรป', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'อยากไปเที่ยวคนเดียว ควรไปไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'ไปเที่ยวภูเก็ตกับแฟนช่วงลอยกระทง จะสนุกไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self', target: 'partner' },
      form: 'yesno',
      time: { kind: 'season', name: 'loy-krathong' },
      place: { name: 'ภูเก็ต', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'จะได้ไปต่างประเทศปีนี้ไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'this-year' },
      place: { name: 'ต่างประเทศ', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'เที่ยวกทมกับเพื่อนอาทิตย์หน้า จะเจอเรื่องร้ายไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self', target: 'friend' },
      form: 'yesno',
      time: { kind: 'next-week' },
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'เดินทางไปดูงานที่จีนสัปดาห์นี้ จะราบรื่นไหมคะ',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      time: { kind: 'this-week' },
      place: { name: 'จีน', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'แย่แล้ว พาสปอร์ตหาย จะไปเที่ยวทันไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'yesno',
      exclamation: 'แย่แล้ว',
    },
    part: 'tune',
  },
  {
    text: 'ช่วงตรุษจีนไปเที่ยวฮ่องกงดีไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'decision',
      time: { kind: 'season', name: 'chinese-new-year' },
      place: { name: 'ฮ่องกง', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'Is it a good time to travel abroad next month?',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'decision',
      time: { kind: 'next-month' },
      place: { name: 'ต่างประเทศ', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ไปเที่ยวเวียดนามเร็วๆนี้ กลัวเครื่องดีเลย์ 555',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self' },
      form: 'open',
      time: { kind: 'soon' },
      place: { name: 'เวียดนาม', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'ทริปเขาใหญ่กับพ่อแม่เดือนธันวา จะมีอะไรต้องระวังไหม',
    frame: {
      topic: 'travel',
      about: 'self',
      event: { act: 'travel', actor: 'self', target: 'parents' },
      form: 'yesno',
      time: { kind: 'month', month: 12, year: 0 },
      place: { name: 'เขาใหญ่', abroad: false },
    },
    part: 'tune',
  },
  // home
  {
    text: 'ควรซื้อคอนโดปีนี้ไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'buy', actor: 'self' },
      form: 'decision',
      time: { kind: 'this-year' },
    },
    part: 'tune',
  },
  {
    text: 'จะได้บ้านเป็นของตัวเองเมื่อไหร่',
    frame: { topic: 'home', about: 'self', form: 'when' },
    part: 'tune',
  },
  {
    text: 'ขายบ้านหลังเก่าได้ไหมภายใน 3 เดือน',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'sell', actor: 'self' },
      form: 'yesno',
      time: { kind: 'within-months', months: 3 },
    },
    part: 'tune',
  },
  {
    text: 'ย้ายบ้านเดือนหน้าดีไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      time: { kind: 'next-month' },
    },
    part: 'held',
  },
  {
    text: 'เจ้าของห้องจะขึ้นค่าเช่าไหม',
    frame: { topic: 'home', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ทำงานกทมเหนื่อยมาก อยากย้ายกลับบ้านต่างจังหวัด ควรย้ายไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      place: { name: 'ต่างจังหวัด', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ย้ายจากกทม.ไปอยู่เชียงราย ดีไหมคะ',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
      place: { name: 'เชียงราย', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'ควรย้ายกลับไปอยู่กับพ่อแม่ไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self', target: 'parents' },
      form: 'decision',
    },
    part: 'held',
  },
  {
    text: 'จะย้ายไปอยู่ต่างประเทศกับสามี ดีไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self', target: 'spouse' },
      form: 'decision',
      place: { name: 'ต่างประเทศ', abroad: true },
    },
    part: 'tune',
  },
  {
    text: 'บ้านที่กำลังจะซื้อ ฮวงจุ้ยจะเป็นยังไง',
    frame: { topic: 'home', about: 'self', event: { act: 'buy', actor: 'self' }, form: 'open' },
    part: 'tune',
  },
  {
    text: 'เพื่อนบ้านชอบด่า ควรย้ายออกไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'decision',
    },
    part: 'tune',
  },
  {
    text: 'อยากซื้อบ้านที่กรุงเทพฯ ปีนี้ ควรซื้อไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'buy', actor: 'self' },
      form: 'decision',
      time: { kind: 'this-year' },
      place: { name: 'กรุงเทพ', abroad: false },
    },
    part: 'held',
  },
  {
    text: 'หาห้องเช่าใหม่ใกล้ที่ทำงาน จะเจอห้องดีๆ ไหมเดือนนี้',
    frame: { topic: 'home', about: 'self', form: 'yesno', time: { kind: 'this-month' } },
    part: 'tune',
  },
  {
    text: 'ตายแล้ว ลืมจ่ายค่าเช่าสองเดือน จะมีปัญหากับเจ้าของห้องไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'forget', actor: 'self' },
      form: 'yesno',
      exclamation: 'ตายแล้ว',
    },
    part: 'tune',
  },
  {
    text: 'ปลายปีนี้จะได้ย้ายเข้าบ้านใหม่ไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'รีโนเวทบ้านช่วงกลางปีดีไหม',
    frame: {
      topic: 'home',
      about: 'self',
      form: 'decision',
      time: { kind: 'part-of-year', part: 'mid', year: 0 },
    },
    part: 'held',
  },
  {
    text: 'ซื้อที่ดินที่โคราชไว้ทำบ้าน จะคุ้มไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'buy', actor: 'self' },
      form: 'yesno',
      place: { name: 'นครราชสีมา', abroad: false },
    },
    part: 'tune',
  },
  {
    text: 'เช่าคอนโดอยู่มาสามปี เจ้าของห้องบอกให้ย้ายออกภายในสองเดือน จะหาที่อยู่ใหม่ทันไหม',
    frame: {
      topic: 'home',
      about: 'self',
      event: { act: 'move', actor: 'self' },
      form: 'yesno',
      time: { kind: 'within-months', months: 2 },
    },
    part: 'tune',
  },
  // legal
  {
    text: 'โดนฟ้องเรื่องที่ดิน จะแพ้คดีไหม',
    frame: { topic: 'legal', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'คดีรถชนจะจบเมื่อไหร่',
    frame: { topic: 'legal', about: 'self', form: 'when' },
    part: 'tune',
  },
  {
    text: 'จะชนะคดีกับเจ้าของที่ไหม',
    frame: { topic: 'legal', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'ยื่นวีซ่าไปญี่ปุ่น จะผ่านไหม',
    frame: {
      topic: 'legal',
      about: 'self',
      event: { act: 'apply', actor: 'self' },
      form: 'yesno',
      place: { name: 'ญี่ปุ่น', abroad: true },
    },
    part: 'held',
  },
  {
    text: 'ควรฟ้องร้องบริษัทเก่าไหม เขาไม่จ่ายค่าชดเชย',
    frame: { topic: 'legal', about: 'self', form: 'decision' },
    part: 'tune',
  },
  {
    text: 'โดนตำรวจจับเรื่องขับรถ จะโดนปรับหนักไหม',
    frame: { topic: 'legal', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'เรื่องมรดกจะขึ้นศาลไหม',
    frame: { topic: 'legal', about: 'self', form: 'yesno' },
    part: 'tune',
  },
  {
    text: 'Will I win my court case next month?',
    frame: { topic: 'legal', about: 'self', form: 'yesno', time: { kind: 'next-month' } },
    part: 'held',
  },
  {
    text: 'ฟ้องหย่าสามี ศาลจะตัดสินเมื่อไหร่',
    frame: {
      topic: 'legal',
      about: 'self',
      event: { act: 'break-up', actor: 'self', target: 'spouse' },
      form: 'when',
    },
    part: 'tune',
  },
  {
    text: 'ทนายแนะนำให้ไกล่เกลี่ย ควรยอมไหม',
    frame: { topic: 'legal', about: 'self', form: 'decision' },
    part: 'tune',
  },
  {
    text: 'แย่แล้ว โดนหมายศาล จะทำไงดี',
    frame: { topic: 'legal', about: 'self', form: 'open', exclamation: 'แย่แล้ว' },
    part: 'tune',
  },
  {
    text: 'ขับรถชนท้ายเมื่อเดือนก่อน คู่กรณีจะฟ้องเรียกค่าเสียหาย คดีจะจบภายในปีนี้ไหม',
    frame: { topic: 'legal', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'held',
  },
  // luck
  { text: 'งวดนี้จะถูกหวยไหม', frame: { topic: 'luck', about: 'self', form: 'yesno' }, part: 'tune' },
  {
    text: 'ขอเลขเด็ดงวดหน้าหน่อยค่ะ',
    frame: { topic: 'luck', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'ปีนี้จะมีโชคลาภไหมคะ',
    frame: { topic: 'luck', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'เล่นหวยทุกงวด จะถูกรางวัลใหญ่เมื่อไหร่',
    frame: { topic: 'luck', about: 'self', form: 'when' },
    part: 'held',
  },
  {
    text: 'สีมงคลเดือนหน้าคือสีอะไร',
    frame: { topic: 'luck', about: 'self', form: 'open', time: { kind: 'next-month' } },
    part: 'tune',
  },
  {
    text: 'ควรใส่สีอะไรไปสัมภาษณ์งานพรุ่งนี้',
    frame: {
      topic: 'luck',
      about: 'self',
      event: { act: 'interview', actor: 'self' },
      form: 'open',
      time: { kind: 'tomorrow' },
    },
    part: 'tune',
  },
  {
    text: 'เลขนำโชคของเดือนนี้คืออะไรคะ',
    frame: { topic: 'luck', about: 'self', form: 'open', time: { kind: 'this-month' } },
    part: 'tune',
  },
  {
    text: 'จะได้รางวัลจากการชิงโชคไหม',
    frame: { topic: 'luck', about: 'self', form: 'yesno' },
    part: 'held',
  },
  {
    text: 'ดวงโชคลาภช่วงปีใหม่เป็นยังไง',
    frame: {
      topic: 'luck',
      about: 'self',
      form: 'open',
      time: { kind: 'season', name: 'new-year' },
    },
    part: 'tune',
  },
  {
    text: 'ตรุษจีนนี้จะมีโชคไหม',
    frame: {
      topic: 'luck',
      about: 'self',
      form: 'yesno',
      time: { kind: 'season', name: 'chinese-new-year' },
    },
    part: 'tune',
  },
  {
    text: 'เสี่ยงโชคเดือนนี้ดีไหม',
    frame: { topic: 'luck', about: 'self', form: 'decision', time: { kind: 'this-month' } },
    part: 'tune',
  },
  {
    text: 'เลขมงคลอาทิตย์นี้คือเลขอะไรจ้า',
    frame: { topic: 'luck', about: 'self', form: 'open', time: { kind: 'this-week' } },
    part: 'held',
  },
  {
    text: 'เซียมซีบอกว่าโชคดีปลายปี จะจริงไหม',
    frame: {
      topic: 'luck',
      about: 'self',
      form: 'yesno',
      time: { kind: 'part-of-year', part: 'late', year: 0 },
    },
    part: 'tune',
  },
  {
    text: 'โอ้ยย ถูกกินอีกแล้ว งวดหน้าจะถูกไหม',
    frame: { topic: 'luck', about: 'self', form: 'yesno', exclamation: 'โอ้ยย' },
    part: 'tune',
  },
  {
    text: 'กระเป๋าสตางค์สีไหนเรียกโชคลาภ',
    frame: { topic: 'luck', about: 'self', form: 'open' },
    part: 'tune',
  },
  // general
  {
    text: 'ดวงช่วงนี้เป็นยังไงบ้างคะ',
    frame: { topic: 'general', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'ปีหน้าดวงจะดีขึ้นไหม',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'next-year' } },
    part: 'tune',
  },
  {
    text: 'ชีวิตจะดีขึ้นเมื่อไหร่ เหนื่อยมาก',
    frame: { topic: 'general', about: 'self', form: 'when' },
    part: 'tune',
  },
  {
    text: 'มีอุปสรรคอะไรที่ต้องระวังเดือนนี้',
    frame: { topic: 'general', about: 'self', form: 'open', time: { kind: 'this-month' } },
    part: 'held',
  },
  {
    text: 'อุปสรรคใหญ่ในปีนี้คืออะไร',
    frame: { topic: 'general', about: 'self', form: 'open', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'เฮ้อ ทำไมชีวิตมีแต่เรื่องแย่ๆ',
    frame: { topic: 'general', about: 'self', form: 'open', exclamation: 'เฮ้อ' },
    part: 'tune',
  },
  {
    text: 'What does my future look like?',
    frame: { topic: 'general', about: 'self', form: 'open' },
    part: 'tune',
  },
  {
    text: 'จะมีเรื่องดีๆ เข้ามาเร็วๆนี้ไหม',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'soon' } },
    part: 'held',
  },
  {
    text: 'พรุ่งนี้ดวงดีไหม',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'tomorrow' } },
    part: 'tune',
  },
  {
    text: 'ดวงวันนี้ดีมั้ยคะ',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'today' } },
    part: 'tune',
  },
  {
    text: 'สัปดาห์หน้าต้องระวังอะไรบ้าง',
    frame: { topic: 'general', about: 'self', form: 'open', time: { kind: 'next-week' } },
    part: 'tune',
  },
  {
    text: 'ต้นปีหน้าดวงโดยรวมเป็นยังไง',
    frame: {
      topic: 'general',
      about: 'self',
      form: 'open',
      time: { kind: 'part-of-year', part: 'early', year: 1 },
    },
    part: 'held',
  },
  {
    text: 'ตายแล้ว ทำกระจกแตก จะซวยไหม',
    frame: { topic: 'general', about: 'self', form: 'yesno', exclamation: 'ตายแล้ว' },
    part: 'tune',
  },
  {
    text: 'ช่วงสงกรานต์ดวงจะเป็นยังไงบ้าง',
    frame: {
      topic: 'general',
      about: 'self',
      form: 'open',
      time: { kind: 'season', name: 'songkran' },
    },
    part: 'tune',
  },
  {
    text: 'ปีนี้ชงไหมคะ',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'this-year' } },
    part: 'tune',
  },
  {
    text: 'สวัสดีค่ะอาจารย์ ขอดูดวงภาพรวมหน่อยค่ะ',
    frame: { topic: 'general', about: 'self', form: 'open' },
    part: 'held',
  },
  {
    text: 'อีก 3 เดือนชีวิตจะเปลี่ยนไปไหม',
    frame: {
      topic: 'general',
      about: 'self',
      form: 'yesno',
      time: { kind: 'within-months', months: 3 },
    },
    part: 'tune',
  },
  {
    text: 'อาทิตย์นี้จะมีเรื่องวุ่นวายไหมจ้า',
    frame: { topic: 'general', about: 'self', form: 'yesno', time: { kind: 'this-week' } },
    part: 'tune',
  },
];
