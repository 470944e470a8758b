/**
 * The rules of the question reader (`read-frame.ts`) as data: every Thai and English term it
 * knows, and what each one means for a frame. The conventions these tables follow are written in
 * the doc comment of `frame-corpus.ts`.
 *
 * How terms are matched. Thai is written without spaces between words, so the reader cuts a
 * question into words with `Intl.Segmenter` and matches each term below against a run of whole
 * words — never against a raw substring — so "ดี" (good) is not found inside "คดี" (lawsuit), and
 * "สาม" (three) is not found inside "สามี" (husband). A term may span several words ("ลา"+"ออก" is
 * ลาออก, to resign). The longest term wins at each position, so "เพื่อนร่วมงาน" (colleague) is read
 * before "เพื่อน" (friend), and "ไม่สนใจ" (to ignore) before "ไม่" (not).
 *
 * Terms are written normalised: NFC, lower-case English, no repeated letters. English terms of
 * several words are written with spaces.
 */
import type { FrameAct, FrameField, FrameParty, FrameTopic } from './frame.ts';

// ---------------------------------------------------------------------------------------------
// Anchors

/**
 * Words the segmenter's dictionary does not know, which it then cuts wrongly together with their
 * neighbours: "สาขากทม" (branch + Bangkok) comes out as สา|ขาก|ทม, "ไหมอะ" as ไห|มอะ. An anchor is
 * a word that is never part of a longer Thai word, so wherever its letters appear the reader may
 * cut around them before matching. Place names (below) are anchors too, except short ones that
 * are also ordinary words.
 */
export const ANCHORS: readonly string[] = [
  // question particles: ไหม/มั้ย "…?", รึเปล่า/หรือเปล่า "or not?", เมื่อไหร่ "when"
  'ไหม',
  'มั้ย',
  'มั๊ย',
  'รึเปล่า',
  'หรือเปล่า',
  'เมื่อไหร่',
  'เมื่อไร',
  // loanwords and clipped words
  'กทม',
  'แชท',
  'ไลน์',
  'ลอตเตอรี่',
  'ล็อตเตอรี่',
  'ลอตเตอรี',
  'ออนไลน์',
  'ไรเดอร์',
  'กราฟิก',
  'ดีไซน์',
  'ดีไซเนอร์',
  'ฟรีแลนซ์',
  'โปรแกรมเมอร์',
  'ออฟฟิศ',
  'คอนโด',
  'พาสปอร์ต',
  'เลย์ออฟ',
  'โปรโมท',
  'โปรโมต',
  'สัมภาษณ์',
  'สัมภาด',
  'มาร์เก็ตติ้ง',
  'การตลาด',
  'คริปโต',
  // abbreviated months (with their dots): ม.ค. = มกราคม, January …
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];

// ---------------------------------------------------------------------------------------------
// Parties

/** The asker: เรา/ผม/ฉัน/หนู are all "I" in Thai (หนู: a young woman speaking politely). */
export const SELF_TERMS: readonly string[] = [
  'เรา',
  'ผม',
  'ฉัน',
  'หนู',
  'ตัวเอง',
  'ดิฉัน',
  'ชั้น',
  'กู',
  'เค้าเนี่ย',
  'เค้าเอง',
  'i',
  'me',
  'myself',
  'we',
  'us',
];

/**
 * เขา/เค้า (he, she, they) — the party named before; in a love question that names nobody, the
 * person the asker likes (crush), or the partner once the text says they are together.
 */
export const PRONOUN_TERMS: readonly string[] = [
  'เขา',
  'เค้า',
  'he',
  'she',
  'him',
  'her',
  'they',
  'them',
];

/** People, by their role to the asker. Longer terms win, so แฟนเก่า (ex) beats แฟน (partner). */
export const PARTY_TERMS: Readonly<Record<string, FrameParty>> = {
  // partner: แฟน is a boyfriend or girlfriend
  แฟน: 'partner',
  แฟนใหม่: 'partner',
  แฟนคนนี้: 'partner',
  แฟนหนุ่ม: 'partner',
  แฟนสาว: 'partner',
  คนรัก: 'partner',
  boyfriend: 'partner',
  girlfriend: 'partner',
  partner: 'partner',
  bf: 'partner',
  gf: 'partner',
  // spouse: husband or wife; ผัว/เมีย are the blunt words
  สามี: 'spouse',
  ภรรยา: 'spouse',
  ผัว: 'spouse',
  เมีย: 'spouse',
  husband: 'spouse',
  wife: 'spouse',
  // ex
  แฟนเก่า: 'ex',
  อดีตแฟน: 'ex',
  สามีเก่า: 'ex',
  ภรรยาเก่า: 'ex',
  ผัวเก่า: 'ex',
  เมียเก่า: 'ex',
  ex: 'ex',
  // crush: คนคุย is "the one I'm talking to" (dating, not yet together)
  คนคุย: 'crush',
  คนที่คุย: 'crush',
  คนที่คุยอยู่: 'crush',
  คนที่คุยด้วย: 'crush',
  คนที่กำลังคุย: 'crush',
  คนที่คุยๆ: 'crush',
  คนที่คุยๆอยู่: 'crush',
  คนที่ชอบ: 'crush',
  คนที่แอบชอบ: 'crush',
  crush: 'crush',
  // family
  แม่: 'mother',
  คุณแม่: 'mother',
  มาม้า: 'mother',
  mom: 'mother',
  mum: 'mother',
  mother: 'mother',
  พ่อ: 'father',
  คุณพ่อ: 'father',
  ป๊า: 'father',
  dad: 'father',
  father: 'father',
  พ่อแม่: 'parents',
  พ่อกับแม่: 'parents',
  แม่กับพ่อ: 'parents',
  parents: 'parents',
  'mom and dad': 'parents',
  'mum and dad': 'parents',
  'dad and mom': 'parents',
  พี่สาว: 'sibling',
  พี่ชาย: 'sibling',
  น้องสาว: 'sibling',
  น้องชาย: 'sibling',
  น้อง: 'sibling',
  พี่: 'sibling',
  sister: 'sibling',
  brother: 'sibling',
  sibling: 'sibling',
  ลูก: 'child',
  ลูกสาว: 'child',
  ลูกชาย: 'child',
  son: 'child',
  daughter: 'child',
  child: 'child',
  kid: 'child',
  kids: 'child',
  ป้า: 'relative',
  ลุง: 'relative',
  น้า: 'relative',
  ยาย: 'relative',
  คุณยาย: 'relative',
  คุณตา: 'relative',
  คุณปู่: 'relative',
  คุณย่า: 'relative',
  ปู่: 'relative',
  ย่า: 'relative',
  หลาน: 'relative',
  ญาติ: 'relative',
  ลูกพี่ลูกน้อง: 'relative',
  aunt: 'relative',
  uncle: 'relative',
  cousin: 'relative',
  grandma: 'relative',
  grandpa: 'relative',
  relative: 'relative',
  แม่สามี: 'in-law',
  แม่ยาย: 'in-law',
  พ่อสามี: 'in-law',
  พ่อตา: 'in-law',
  แม่ผัว: 'in-law',
  พี่สะใภ้: 'in-law',
  น้องสะใภ้: 'in-law',
  พี่เขย: 'in-law',
  น้องเขย: 'in-law',
  'mother-in-law': 'in-law',
  'mother in law': 'in-law',
  'father-in-law': 'in-law',
  // friends
  เพื่อน: 'friend',
  เพื่อนสนิท: 'friend',
  เพื่อนเก่า: 'friend',
  เพื่อนรัก: 'friend',
  friend: 'friend',
  'best friend': 'friend',
  bestie: 'friend',
  // work
  หัวหน้า: 'boss',
  หัวหน้าใหม่: 'boss',
  เจ้านาย: 'boss',
  บริษัท: 'boss',
  บริษัทเก่า: 'boss',
  นายจ้าง: 'boss',
  ผู้จัดการ: 'boss',
  boss: 'boss',
  manager: 'boss',
  company: 'boss',
  เพื่อนร่วมงาน: 'colleague',
  coworker: 'colleague',
  colleague: 'colleague',
  ทีม: 'team',
  ลูกน้อง: 'team',
  team: 'team',
  ลูกค้า: 'customer',
  ลูกความ: 'customer', // a lawyer's client (not ลูก, a child)
  customer: 'customer',
  client: 'customer',
  // home
  เจ้าของห้อง: 'landlord',
  เจ้าของหอ: 'landlord',
  เจ้าของบ้านเช่า: 'landlord',
  เจ้าของบ้าน: 'landlord',
  landlord: 'landlord',
  // crush: the one someone is seeing
  ผู้ชายที่คุย: 'crush',
  ผู้ชายที่คุยอยู่: 'crush',
  ผู้หญิงที่คุย: 'crush',
  ผู้หญิงที่คุยอยู่: 'crush',
  คนที่จีบ: 'crush',
  คนที่มาจีบ: 'crush',
  ว่าที่แฟน: 'crush',
  หนุ่มที่คุย: 'crush',
  // more of the workplace
  ผู้บริหาร: 'boss',
  องค์กร: 'boss',
  นายจ้างเก่า: 'boss',
  // anyone else
  แก๊งคอลเซ็นเตอร์: 'other',
  คอลเซ็นเตอร์: 'other',
  มิจฉาชีพ: 'other',
  คนแปลกหน้า: 'other',
  เพื่อนบ้าน: 'other',
  scammer: 'other',
  stranger: 'other',
  neighbour: 'other',
  neighbor: 'other',
};

/** Parties that are several people acting together ("พ่อกับแม่หย่ากัน": actor parents). */
export const GROUP_PARTIES: readonly FrameParty[] = ['parents', 'team'];

/** Parties of a romance: acts with them are love, and เลิก/คืนดี look for them as the target. */
export const ROMANTIC_PARTIES: readonly FrameParty[] = ['partner', 'spouse', 'ex', 'crush'];

/** The topics of the people close to the asker, whose feelings make a question theirs. */
export const CLOSE_TOPICS: readonly FrameTopic[] = ['love', 'family', 'friends'];

/** Parties that stand over or around the asker's work or home; their acts never make `about`. */
export const OUTSIDE_PARTIES: readonly FrameParty[] = [
  'boss',
  'colleague',
  'team',
  'customer',
  'landlord',
  'other',
];

/** Which topic a relational act belongs to, by the other party in it. */
export const PARTY_TOPIC: Readonly<Record<FrameParty, FrameTopic | undefined>> = {
  self: undefined,
  partner: 'love',
  spouse: 'love',
  ex: 'love',
  crush: 'love',
  mother: 'family',
  father: 'family',
  parents: 'family',
  sibling: 'family',
  child: 'family',
  relative: 'family',
  'in-law': 'family',
  friend: 'friends',
  boss: 'work',
  colleague: 'work',
  team: 'work',
  customer: 'work',
  landlord: 'home',
  other: undefined,
};

// ---------------------------------------------------------------------------------------------
// Acts

/**
 * How an act's actor and target are found (see `read-frame.ts`, `assignRoles`):
 * - `toward`: done by the subject to someone. The target is the person after the verb ("เมินเรา"
 *   ignores me), or after กับ/หา; with no one named, an act another party does is aimed at the
 *   asker (target self) and an act the asker does is aimed at the person the question is about
 *   ("แฟนเก่าทักมา ควรตอบไหม": reply self → ex).
 * - `mutual`: an act done together, marked by กัน ("each other"): with the asker as one side the
 *   actor is self and the target the other; between others (พ่อกับแม่หย่ากัน) the actor is them.
 * - `solo`: done by the subject alone; a target only with "กับ X" (with X).
 * - `employer`: done by the employer (actor boss) to the one let go or promoted.
 * - `transfer`: the one moved within the company is the actor, even when the company sends them.
 * - `borrow`: the subject borrows; the lender is the person after the verb ("ยืมเงินพี่สาวมา"),
 *   or the asker when money goes away from them ("เพื่อนยืมเงินไป").
 * - `repay`: the subject pays back the person after the verb.
 * - `repay-received`: the asker gets money back ("จะได้เงินคืนไหม"): the other party repays self.
 * - `owe`: the subject owes a person after the verb (a bank or card is never a target).
 * - `self-only`: the asker's own act with no target (ลืมวันเกิด: forget a date).
 */
export type RoleScheme =
  | 'toward'
  | 'mutual'
  | 'solo'
  | 'employer'
  | 'transfer'
  | 'borrow'
  | 'repay'
  | 'repay-received'
  | 'owe'
  | 'self-only';

/**
 * Conditions under which an act word is really that act (checked by `read-frame.ts`):
 * - `needs-place`: ย้าย (move) is a move of home or work only when a place or a home is named —
 *   "ย้ายไปทำ marketing" is a change of line, not a move.
 * - `romantic`: เลิก (stop) is a break-up only in a question about a romance, not "เลิกพนัน".
 * - `person-return`: กลับมา (come back) is making up only when a person comes back, not a
 *   family gathering or coming home.
 * - `person-object`: ทิ้ง (abandon) only of a person, not "เงินที่พ่อทิ้งไว้" (money left behind).
 * - `not-request`: ช่วย (help) is not "please" ("ช่วยดูดวงให้หน่อย").
 * - `thing-object`: ขาย (sell) only of a thing (a house, a car), not ongoing trade.
 * - `studying`: เรียน is studying, but not "เรียนไม่ไหว" (can't cope with studies).
 */
export type ActGuard =
  | 'needs-place'
  | 'romantic'
  | 'person-return'
  | 'person-object'
  | 'not-request'
  | 'thing-object'
  | 'studying';

export interface ActSense {
  act: FrameAct;
  roles: RoleScheme;
  guard?: ActGuard;
  /** A move made to work elsewhere (its topic is work, not home). */
  forWork?: boolean;
  /** A move of home (its topic is home). */
  forHome?: boolean;
  /** A transfer within the same employer (ขอย้าย, ย้ายสาขา). */
  branch?: boolean;
  /** This term starts a business for the first time unless a second one is meant. */
  opensBusiness?: boolean;
  /** Giving money back (คืน): with a loan in the text, the question turns on repayment. */
  returns?: boolean;
  /**
   * A serial verb: the verb after it comes before the person ("ช่วย|ดูแล|พ่อ", help look after
   * father — father is the one helped).
   */
  serial?: boolean;
}

const toward = (act: FrameAct, guard?: ActGuard): ActSense => ({ act, roles: 'toward', guard });
const mutual = (act: FrameAct): ActSense => ({ act, roles: 'mutual' });
const solo = (act: FrameAct, guard?: ActGuard): ActSense => ({ act, roles: 'solo', guard });

/** Verbs and phrases → acts. */
export const ACT_TERMS: Readonly<Record<string, ActSense>> = {
  // borrow: ยืม (borrow), ขอยืม (ask to borrow)
  ยืม: { act: 'borrow', roles: 'borrow' },
  ขอยืม: { act: 'borrow', roles: 'borrow' },
  ยืมเงิน: { act: 'borrow', roles: 'borrow' },
  ขอยืมเงิน: { act: 'borrow', roles: 'borrow' },
  กู้: { act: 'borrow', roles: 'borrow' },
  กู้เงิน: { act: 'borrow', roles: 'borrow' },
  borrow: { act: 'borrow', roles: 'borrow' },
  borrowed: { act: 'borrow', roles: 'borrow' },
  borrowing: { act: 'borrow', roles: 'borrow' },
  borrows: { act: 'borrow', roles: 'borrow' },
  // lend: "ให้ X ยืม" (let X borrow) is read by the reader; English has its own verb
  lend: { act: 'lend', roles: 'toward' },
  lent: { act: 'lend', roles: 'toward' },
  'lend money': { act: 'lend', roles: 'toward' },
  // repay: คืน (give back), ใช้หนี้ (pay a debt), ปลดหนี้ (clear a debt)
  คืน: { act: 'repay', roles: 'repay', returns: true },
  คืนเงิน: { act: 'repay', roles: 'repay', returns: true },
  ใช้คืน: { act: 'repay', roles: 'repay', returns: true },
  หาคืน: { act: 'repay', roles: 'repay', returns: true },
  ใช้หนี้: { act: 'repay', roles: 'repay' },
  จ่ายหนี้: { act: 'repay', roles: 'repay' },
  ปลดหนี้: { act: 'repay', roles: 'repay' },
  หนี้หมด: { act: 'repay', roles: 'repay' },
  หมดหนี้: { act: 'repay', roles: 'repay' },
  ได้คืน: { act: 'repay', roles: 'repay-received', returns: true },
  ได้เงินคืน: { act: 'repay', roles: 'repay-received', returns: true },
  'pay back': { act: 'repay', roles: 'repay', returns: true },
  'paid back': { act: 'repay', roles: 'repay', returns: true },
  'paid it back': { act: 'repay', roles: 'repay', returns: true },
  'pay it back': { act: 'repay', roles: 'repay', returns: true },
  'pay me back': { act: 'repay', roles: 'repay', returns: true },
  'paid me back': { act: 'repay', roles: 'repay', returns: true },
  repay: { act: 'repay', roles: 'repay', returns: true },
  'pay off': { act: 'repay', roles: 'repay' },
  'paid off': { act: 'repay', roles: 'repay' },
  'paying off': { act: 'repay', roles: 'repay' },
  'debt free': { act: 'repay', roles: 'repay' },
  'debt-free': { act: 'repay', roles: 'repay' },
  'get it back': { act: 'repay', roles: 'repay-received', returns: true },
  'get my money back': { act: 'repay', roles: 'repay-received', returns: true },
  // owe: เป็นหนี้/ติดหนี้/มีหนี้ (be in debt)
  เป็นหนี้: { act: 'owe', roles: 'owe' },
  ติดหนี้: { act: 'owe', roles: 'owe' },
  มีหนี้: { act: 'owe', roles: 'owe' },
  owe: { act: 'owe', roles: 'owe' },
  'in debt': { act: 'owe', roles: 'owe' },
  // quarrel: ทะเลาะ (quarrel), มีปากเสียง (have words)
  ทะเลาะ: mutual('quarrel'),
  ทะเลาะกัน: mutual('quarrel'),
  มีปากเสียง: mutual('quarrel'),
  ผิดใจ: mutual('quarrel'),
  ผิดใจกัน: mutual('quarrel'),
  fight: mutual('quarrel'),
  fighting: mutual('quarrel'),
  'got into a fight': mutual('quarrel'),
  arguing: mutual('quarrel'),
  'had a fight': mutual('quarrel'),
  fought: mutual('quarrel'),
  argue: mutual('quarrel'),
  argued: mutual('quarrel'),
  quarrel: mutual('quarrel'),
  // resign: ลาออก (resign), ออกจากงาน (leave the job)
  ลาออก: solo('resign'),
  ออกจากงาน: solo('resign'),
  ออกจากบริษัท: solo('resign'),
  ยื่นใบลาออก: solo('resign'),
  ยื่นลาออก: solo('resign'),
  resign: solo('resign'),
  quit: solo('resign'),
  'quit my job': solo('resign'),
  quitting: solo('resign'),
  resigned: solo('resign'),
  // dismiss: ให้ออก (make leave), ไล่ออก (throw out), เลิกจ้าง (end employment)
  ให้ออก: { act: 'dismiss', roles: 'employer' },
  ให้ออกจากงาน: { act: 'dismiss', roles: 'employer' },
  ไล่ออก: { act: 'dismiss', roles: 'employer' },
  เชิญออก: { act: 'dismiss', roles: 'employer' },
  ปลดออก: { act: 'dismiss', roles: 'employer' },
  เลิกจ้าง: { act: 'dismiss', roles: 'employer' },
  // ปลด/ลดพนักงาน: lay off / cut staff
  ปลดพนักงาน: { act: 'dismiss', roles: 'employer' },
  ลดพนักงาน: { act: 'dismiss', roles: 'employer' },
  ลดคน: { act: 'dismiss', roles: 'employer' },
  เลย์ออฟ: { act: 'dismiss', roles: 'employer' },
  layoff: { act: 'dismiss', roles: 'employer' },
  'lay off': { act: 'dismiss', roles: 'employer' },
  'laid off': { act: 'dismiss', roles: 'employer' },
  fire: { act: 'dismiss', roles: 'employer' },
  fired: { act: 'dismiss', roles: 'employer' },
  // promote: เลื่อนตำแหน่ง/เลื่อนขั้น (move up a rank)
  เลื่อนตำแหน่ง: { act: 'promote', roles: 'employer' },
  เลื่อนขั้น: { act: 'promote', roles: 'employer' },
  ขึ้นตำแหน่ง: { act: 'promote', roles: 'employer' },
  ปรับตำแหน่ง: { act: 'promote', roles: 'employer' },
  โปรโมท: { act: 'promote', roles: 'employer' },
  โปรโมต: { act: 'promote', roles: 'employer' },
  promote: { act: 'promote', roles: 'employer' },
  promoted: { act: 'promote', roles: 'employer' },
  promotion: { act: 'promote', roles: 'employer' },
  // transfer (within the employer) and move (home, or work elsewhere): both start from ย้าย
  ขอย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  โยกย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  ย้ายสาขา: { act: 'transfer', roles: 'transfer', branch: true },
  ย้ายแผนก: { act: 'transfer', roles: 'transfer', branch: true },
  transfer: { act: 'transfer', roles: 'transfer', branch: true },
  // โดน/ถูก(สั่ง)ย้าย: be transferred (by the employer); ส่งไปประจำ: be posted somewhere
  โดนย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  ถูกย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  โดนสั่งย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  ถูกสั่งย้าย: { act: 'transfer', roles: 'transfer', branch: true },
  ส่งไปประจำ: { act: 'transfer', roles: 'transfer', branch: true },
  ไปประจำ: { act: 'transfer', roles: 'transfer', branch: true },
  transferred: { act: 'transfer', roles: 'transfer', branch: true },
  ย้าย: solo('move', 'needs-place'),
  ย้ายไป: solo('move', 'needs-place'),
  ย้ายกลับ: solo('move', 'needs-place'),
  ย้ายบ้าน: { act: 'move', roles: 'solo', forHome: true },
  ย้ายไปอยู่: { act: 'move', roles: 'solo', forHome: true },
  ย้ายกลับบ้าน: { act: 'move', roles: 'solo', forHome: true },
  ย้ายกลับไปอยู่: { act: 'move', roles: 'solo', forHome: true },
  ย้ายออก: { act: 'move', roles: 'solo', forHome: true },
  ย้ายเข้า: { act: 'move', roles: 'solo', forHome: true },
  ย้ายเข้าบ้าน: { act: 'move', roles: 'solo', forHome: true },
  ไปอยู่: { act: 'move', roles: 'solo', guard: 'needs-place', forHome: true },
  ไปทำงาน: { act: 'move', roles: 'solo', guard: 'needs-place', forWork: true },
  ย้ายไปทำงาน: { act: 'move', roles: 'solo', guard: 'needs-place', forWork: true },
  move: solo('move', 'needs-place'),
  moving: solo('move', 'needs-place'),
  relocate: solo('move', 'needs-place'),
  'move abroad': solo('move'),
  'move out': { act: 'move', roles: 'solo', forHome: true },
  'move house': { act: 'move', roles: 'solo', forHome: true },
  // travel: ไปเที่ยว (go on a trip), เดินทาง (journey), ทริป (trip)
  เที่ยว: solo('travel'),
  ไปเที่ยว: solo('travel'),
  เดินทาง: solo('travel'),
  ทริป: solo('travel'),
  ขับรถไป: solo('travel'),
  บินไป: solo('travel'),
  travel: solo('travel'),
  travelling: solo('travel'),
  traveling: solo('travel'),
  'go on a trip': solo('travel'),
  trip: solo('travel'),
  vacation: solo('travel'),
  // invite: ชวน
  ชวน: toward('invite'),
  'ask out': toward('invite'),
  'asks out': toward('invite'),
  'ask me out': toward('invite'),
  invite: toward('invite'),
  invited: toward('invite'),
  invites: toward('invite'),
  'asked me out': toward('invite'),
  'asks me out': toward('invite'),
  // contact: ทัก (message first), ติดต่อ (get in touch), โทรหา (call)
  ทัก: toward('contact'),
  ทักมา: toward('contact'),
  ทักไป: toward('contact'),
  ทักแชท: toward('contact'),
  ติดต่อ: toward('contact'),
  ติดต่อมา: toward('contact'),
  โทรหา: toward('contact'),
  โทรมา: toward('contact'),
  ไลน์มา: toward('contact'),
  แชทมา: toward('contact'),
  ส่งไลน์: toward('contact'),
  ส่งแชท: toward('contact'),
  ส่งข้อความ: toward('contact'),
  text: toward('contact'),
  texts: toward('contact'),
  texted: toward('contact'),
  texting: toward('contact'),
  calls: toward('contact'),
  called: toward('contact'),
  messaged: toward('contact'),
  contacted: toward('contact'),
  call: toward('contact'),
  message: toward('contact'),
  contact: toward('contact'),
  'reach out': toward('contact'),
  // reply: ตอบ (answer)
  ตอบ: toward('reply'),
  ตอบแชท: toward('reply'),
  ตอบไลน์: toward('reply'),
  ตอบกลับ: toward('reply'),
  reply: toward('reply'),
  replies: toward('reply'),
  replied: toward('reply'),
  'texts back': toward('reply'),
  'texted back': toward('reply'),
  responds: toward('reply'),
  'text back': toward('reply'),
  respond: toward('reply'),
  // ignore: เมิน (turn away from), ไม่สนใจ (pay no attention)
  เมิน: toward('ignore'),
  ไม่สนใจ: toward('ignore'),
  ignore: toward('ignore'),
  ignores: toward('ignore'),
  ignored: toward('ignore'),
  ignoring: toward('ignore'),
  บล็อก: toward('ignore'),
  block: toward('ignore'),
  blocked: toward('ignore'),
  // leave a person: ทิ้ง (abandon), เท (dump, literally "pour out")
  ทิ้ง: toward('leave', 'person-object'),
  เท: toward('leave'),
  leave: toward('leave'),
  leaves: toward('leave'),
  'left me': toward('leave'),
  dump: toward('leave'),
  dumped: toward('leave'),
  // break-up: เลิก (stop, split up), บอกเลิก (tell someone it is over), หย่า (divorce)
  เลิก: toward('break-up', 'romantic'),
  เลิกกับ: toward('break-up'),
  เลิกกัน: mutual('break-up'),
  บอกเลิก: toward('break-up'),
  ขอเลิก: toward('break-up'),
  ขอหย่า: toward('break-up'),
  แยกทาง: mutual('break-up'),
  แยกทางกัน: mutual('break-up'),
  หย่า: toward('break-up'),
  หย่ากัน: mutual('break-up'),
  ฟ้องหย่า: toward('break-up'),
  'break up': toward('break-up'),
  'broke up': toward('break-up'),
  'breaks up': toward('break-up'),
  'breaking up': toward('break-up'),
  divorced: toward('break-up'),
  divorce: toward('break-up'),
  // reconcile: คืนดี (make up), ดีกัน (be good again), กลับมา (come back), ยกโทษ (forgive)
  คืนดี: toward('reconcile'),
  คืนดีกัน: mutual('reconcile'),
  ขอคืนดี: toward('reconcile'),
  ดีกัน: mutual('reconcile'),
  กลับมาดีกัน: mutual('reconcile'),
  กลับมาคุยกัน: mutual('reconcile'),
  กลับมาคืนดี: toward('reconcile'),
  กลับมา: toward('reconcile', 'person-return'),
  กลับมาหา: toward('reconcile'),
  กลับไป: toward('reconcile', 'person-return'),
  กลับไปหา: toward('reconcile'),
  กลับไปคบ: toward('reconcile'),
  กลับไปคบกัน: mutual('reconcile'),
  กลับมาคบ: toward('reconcile'),
  กลับมาคบกัน: mutual('reconcile'),
  ง้อ: toward('reconcile'),
  ให้อภัย: toward('reconcile'),
  ยกโทษ: toward('reconcile'),
  ยกโทษให้: toward('reconcile'),
  forgive: toward('reconcile'),
  forgives: toward('reconcile'),
  forgave: toward('reconcile'),
  'come back to me': toward('reconcile'),
  'comes back': toward('reconcile'),
  'come back': toward('reconcile'),
  'get back together': mutual('reconcile'),
  // cheat: นอกใจ (be unfaithful), (ไป)มีคนอื่น (have someone else)
  นอกใจ: toward('cheat'),
  มีคนอื่น: toward('cheat'),
  ไปมีคนอื่น: toward('cheat'),
  มีกิ๊ก: toward('cheat'),
  มีชู้: toward('cheat'),
  cheat: toward('cheat'),
  cheating: toward('cheat'),
  cheated: toward('cheat'),
  cheats: toward('cheat'),
  // confess: บอกชอบ (say you like someone), สารภาพ, ขอเป็นแฟน (ask to be together)
  บอกชอบ: toward('confess'),
  บอกรัก: toward('confess'),
  ขอคบ: toward('confess'),
  สารภาพ: toward('confess'),
  สารภาพรัก: toward('confess'),
  ขอเป็นแฟน: toward('confess'),
  confess: toward('confess'),
  // propose, marry
  ขอแต่งงาน: toward('propose'),
  ขอหมั้น: toward('propose'),
  propose: toward('propose'),
  แต่งงาน: solo('marry'),
  marry: solo('marry'),
  'get married': solo('marry'),
  'getting married': solo('marry'),
  'marry me': toward('propose'),
  // apply: สมัครงาน (apply for a job), ยื่นใบสมัคร (hand in an application), หางาน (look for work)
  สมัครงาน: solo('apply'),
  สมัคงาน: solo('apply'),
  สมัคร: solo('apply'),
  สมัครเรียน: solo('apply'),
  ส่งใบสมัคร: solo('apply'),
  ยื่นพอร์ต: solo('apply'),
  ยื่นใบสมัคร: solo('apply'),
  ยื่นสมัคร: solo('apply'),
  ยื่นทุน: solo('apply'),
  ยื่นวีซ่า: solo('apply'),
  ยื่น: solo('apply'),
  หางาน: solo('apply'),
  apply: solo('apply'),
  applied: solo('apply'),
  applying: solo('apply'),
  // interview: สัมภาษณ์ (and the common misspelling สัมภาด)
  สัมภาษณ์: solo('interview'),
  สัมภาษณ์งาน: solo('interview'),
  สัมภาด: solo('interview'),
  สอบสัมภาษณ์: solo('interview'),
  interview: solo('interview'),
  // exam: สอบ (sit an exam), สอบติด (pass), สอบตก (fail — still an exam, not negated)
  สอบ: solo('exam'),
  สอบติด: solo('exam'),
  สอบตก: solo('exam'),
  สอบเข้า: solo('exam'),
  สอบผ่าน: solo('exam'),
  exam: solo('exam'),
  test: solo('exam'),
  // study: เรียนต่อ (study further), เรียนจบ (graduate)
  เรียน: solo('study', 'studying'),
  เรียนต่อ: solo('study'),
  เรียนจบ: solo('study'),
  ไปเรียน: solo('study'),
  ต่อโท: solo('study'),
  ต่อปริญญาโท: solo('study'),
  study: solo('study'),
  studying: solo('study'),
  'study abroad': solo('study'),
  // treat: ผ่าตัด (surgery), รักษา (treatment), หาหมอ (see a doctor)
  ผ่าตัด: solo('treat'),
  ผ่า: solo('treat'),
  รักษา: solo('treat'),
  ทำคีโม: solo('treat'),
  ฟอกไต: solo('treat'),
  ล้างไต: solo('treat'),
  ทำกายภาพ: solo('treat'),
  ให้คีโม: solo('treat'),
  คีโม: solo('treat'),
  ฉายแสง: solo('treat'),
  หาหมอ: solo('treat'),
  ทำฟัน: solo('treat'),
  ผ่าคลอด: solo('treat'),
  ไปหาหมอ: solo('treat'),
  surgery: solo('treat'),
  operation: solo('treat'),
  treatment: solo('treat'),
  // business: เปิดร้าน (open a shop), ขยาย (expand)
  เปิดร้าน: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดแผง: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดธุรกิจ: { act: 'start-business', roles: 'solo', opensBusiness: true },
  // opening a shop of a kind also names the line of work wanted (see FIELD_TERMS)
  เปิดร้านอาหาร: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดร้านกาแฟ: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดคาเฟ่: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดร้านก๋วยเตี๋ยว: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดร้านทำเล็บ: { act: 'start-business', roles: 'solo', opensBusiness: true },
  เปิดร้านเสริมสวย: { act: 'start-business', roles: 'solo', opensBusiness: true },
  'open a cafe': { act: 'start-business', roles: 'solo', opensBusiness: true },
  'open a café': { act: 'start-business', roles: 'solo', opensBusiness: true },
  'open a restaurant': { act: 'start-business', roles: 'solo', opensBusiness: true },
  เริ่มทำธุรกิจ: solo('start-business'),
  เริ่มธุรกิจ: solo('start-business'),
  ทำธุรกิจ: solo('start-business'),
  ทำธุรกิจส่วนตัว: solo('start-business'),
  เปิดบริษัท: solo('start-business'),
  เปิดกิจการ: { act: 'start-business', roles: 'solo', opensBusiness: true },
  'start a business': solo('start-business'),
  'open a shop': { act: 'start-business', roles: 'solo', opensBusiness: true },
  ขยาย: solo('expand-business'),
  ขยายร้าน: solo('expand-business'),
  ขยายแผง: solo('expand-business'),
  ขยายสาขา: solo('expand-business'),
  ขยายกิจการ: solo('expand-business'),
  เปิดสาขา: solo('expand-business'),
  เปิดหน้าร้าน: solo('expand-business'),
  expand: solo('expand-business'),
  'second stall': solo('expand-business'),
  'second shop': solo('expand-business'),
  'second branch': solo('expand-business'),
  // invest: ลงทุน, หุ้น (shares), คริปโต
  ลงทุน: solo('invest'),
  เล่นหุ้น: solo('invest'),
  ซื้อหุ้น: solo('invest'),
  หุ้น: solo('invest'),
  คริปโต: solo('invest'),
  เทรด: solo('invest'),
  กองทุน: solo('invest'),
  ซื้อกองทุน: solo('invest'),
  invest: solo('invest'),
  investing: solo('invest'),
  stocks: solo('invest'),
  crypto: solo('invest'),
  // buy, sell a thing
  ซื้อ: solo('buy'),
  buy: solo('buy'),
  buying: solo('buy'),
  ขาย: solo('sell', 'thing-object'),
  sell: solo('sell', 'thing-object'),
  // forget: ลืม
  ลืม: { act: 'forget', roles: 'self-only' },
  เผลอลืม: { act: 'forget', roles: 'self-only' },
  forget: { act: 'forget', roles: 'self-only' },
  forgot: { act: 'forget', roles: 'self-only' },
  // lie: โกหก, หลอก (deceive)
  โกหก: toward('lie'),
  หลอก: toward('lie'),
  ปิดบัง: toward('lie'),
  lie: toward('lie'),
  lied: toward('lie'),
  lies: toward('lie'),
  lying: toward('lie'),
  // help: ช่วย
  ช่วย: { ...toward('help', 'not-request'), serial: true },
  ช่วยเหลือ: toward('help'),
  ซัพพอร์ต: toward('help'),
  help: toward('help'),
  helps: toward('help'),
  helped: toward('help'),
  // criticise: ด่า (scold), ติ (find fault), ตำหนิ (reprimand), นินทา (gossip about)
  ด่า: toward('criticise'),
  ติ: toward('criticise'),
  ตำหนิ: toward('criticise'),
  นินทา: toward('criticise'),
  บ่น: toward('criticise'),
  ดุ: toward('criticise'),
  ต่อว่า: toward('criticise'),
  แซะ: toward('criticise'),
  criticise: toward('criticise'),
  criticize: toward('criticise'),
};

/**
 * Acts written in two parts around what they are done to, or around an auxiliary — Thai puts the
 * object inside a verb-and-particle pair: "ไล่เราออก" (throw me out: dismiss), "ให้เขาออก" (make
 * him leave the job), and a subject noun before its predicate: "หนี้จะหมด" (the debt will be
 * gone: repaid). `first` is read as the act when one of `last` follows in the same clause with
 * only `SPLIT_ACT_GAP` words or a person between; the last part then is no act of its own.
 */
export interface SplitAct {
  first: string;
  last: readonly string[];
  sense: ActSense;
}

const dismissal: ActSense = { act: 'dismiss', roles: 'employer' };
const leaving = ['ออก', 'ออกจากงาน', 'ออกจากบริษัท'];

const proposal: ActSense = { act: 'propose', roles: 'toward' };
const confession: ActSense = { act: 'confess', roles: 'toward' };

export const SPLIT_ACTS: readonly SplitAct[] = [
  // ขอ X แต่งงาน: ask X to marry (propose); ขอ X เป็นแฟน: ask X out (confess)
  { first: 'ขอ', last: ['แต่งงาน'], sense: proposal },
  { first: 'ขอ', last: ['เป็นแฟน', 'คบ'], sense: confession },
  // ไล่/ปลด/เชิญ/ให้ X ออก: throw / discharge / ask / make X leave (the job)
  { first: 'ไล่', last: leaving, sense: dismissal },
  { first: 'ปลด', last: leaving, sense: dismissal },
  { first: 'เชิญ', last: leaving, sense: dismissal },
  { first: 'ให้', last: leaving, sense: dismissal },
  // หนี้ (…) หมด: the debt (…) is gone — paid off by the one who owes it
  { first: 'หนี้', last: ['หมด', 'หมดไป'], sense: { act: 'repay', roles: 'repay' } },
  { first: 'หนี้สิน', last: ['หมด', 'หมดไป'], sense: { act: 'repay', roles: 'repay' } },
];

/** After เปิดร้าน…: a shop already running ("เปิดร้านอาหารมาปีนึง", "เปิดร้านอยู่"). */
export const RUNNING_MARKERS: readonly string[] = ['มา', 'อยู่', 'มาแล้ว'];

/**
 * Words that may stand inside a split act: will, can, then, still, not ("หนี้จะไม่หมด"). One
 * plain noun may stand there too: the kind of debt ("หนี้บัตรเครดิตจะหมด"), the ones let go
 * ("ไล่พนักงานออก").
 */
export const SPLIT_ACT_GAP: readonly string[] = [
  'จะ',
  'ได้',
  'ก็',
  'คง',
  'ถึงจะ',
  'ยัง',
  'ไม่',
  'ยังไม่',
  'ไม่ได้',
];

/**
 * After the last part of a split act: "ไล่ออกจากบ้าน" (throw out of the house), "ให้เราออกไป
 * หางาน" (sent me out to find work) are no dismissal.
 */
export const SPLIT_ACT_NOT_BEFORE: readonly string[] = ['จาก', 'ไป', 'มา', 'from'];

/**
 * Phrases that contain an act word but are not that act (the convention's list of non-acts).
 * Being longer, they are read before the act word inside them.
 */
export const NOT_ACTS: readonly string[] = [
  // ดี after a noun describes it (a good thing), it does not ask "is it a good idea?"
  'เรื่องดี',
  'เรื่องดีๆ',
  'ข่าวดี',
  'ผลดี',
  'คนดี',
  'สิ่งดีๆ',
  'เกรดดี',
  'ราคาดี',
  // learning is not studying at a school
  'เรียนรู้',
  // being on call (a doctor's duty) is not calling anyone
  'on call',
  // going to an event (งาน) is not work: a wedding, a party, a graduation, housework
  'งานรับปริญญา',
  'งานเลี้ยง',
  'งานเลี้ยงรุ่น',
  'งานบวช',
  'งานศพ',
  'งานบ้าน',
  'ทำงานบ้าน',
  'ไปงาน',
  // a change of job or field is not a move or a resignation
  'ย้ายงาน',
  'เปลี่ยนงาน',
  'งานใหม่',
  'ได้งาน',
  // quitting a habit is not a break-up
  'เลิกเหล้า',
  'เลิกบุหรี่',
  'เลิกพนัน',
  'เลิกการพนัน',
  'เลิกงาน',
  'เลิกเรียน',
  'ดรอปเรียน',
  // selling as a trade, and selling well, are not selling a thing
  'ขายของ',
  'ขายดี',
  'ขายหมด',
  'ขายไม่ออก',
  // a married or dating status is not the act of marrying
  'แต่งงานมา',
  'แต่งงานแล้ว',
  'งานแต่ง',
  'งานแต่งงาน',
  // coming home late, going home: not travel or making up
  'กลับบ้าน',
  'กลับบ้านดึก',
  // buying lottery numbers is the luck itself, not buying a thing
  'ซื้อหวย',
  'ซื้อเลข',
  'ซื้อลอตเตอรี่',
  'ซื้อล็อตเตอรี่',
  // changing employer is not a move; getting over anger is not recovering
  'ย้ายที่ทำงาน',
  'หายโกรธ',
  'หายงอน',
  'ตรวจสอบ',
  // ด้วยดี (well, smoothly) after a verb of going or ending: "จะผ่านไปด้วยดีไหม" (will it go well?)
  // asks yes or no. Elsewhere ด้วย|ดี is "too, good?": "ขายออนไลน์ด้วยดีมั้ย" (sell online as well —
  // a good idea?) is a decision.
  'ไปด้วยดี',
  'ผ่านไปด้วยดี',
  'เป็นไปด้วยดี',
  'จบด้วยดี',
  'จบลงด้วยดี',
  'ลงเอยด้วยดี',
  'ออกมาด้วยดี',
  // a chase for money owed is not itself an act
  'ทวง',
  'ทวงเงิน',
  // "แต่ละ" (each), "ต่อหน้า" (in front of), "รับปริญญา" (graduation ceremony)
  'ต่อหน้า',
  'รับปริญญา',
  // being admitted to hospital is not a treatment
  'เข้าโรงพยาบาล',
  // "สอบถาม" is to ask
  'สอบถาม',
  // "หาย" / "หายไป": disappear; "ช่วยด้วย" please help
  'หายไป',
  'ผู้ช่วย',
];

/**
 * Things sold (`thing-object`): ขายบ้าน (sell the house) is an act; ขายของ (sell goods, a trade)
 * is not.
 */
export const SOLD_THINGS: readonly string[] = [
  'บ้าน',
  'คอนโด',
  'ที่ดิน',
  'ที่',
  'รถ',
  'ทอง',
  'ห้อง',
  'house',
  'car',
  'condo',
  'land',
  'gold',
  'home',
];

/** Nouns of a home: buying or selling one is `home`, and they make ย้าย a move. */
export const HOME_NOUNS: readonly string[] = [
  'บ้าน',
  'บ้านใหม่',
  'คอนโด',
  'ที่ดิน',
  'ห้อง',
  'ห้องเช่า',
  'หอ',
  'house',
  'home',
  'condo',
  'apartment',
  'land',
];

/** Words after ขยาย/เปิด… that mean a second shop (expand-business rather than a first one). */
export const SECOND_ONE: readonly string[] = [
  'ที่สอง',
  'อีก',
  'เพิ่ม',
  'สอง',
  'second',
  'another',
  'ใหม่อีก',
];

/** Words that make a transfer of a move for teachers, police, soldiers and civil servants. */
export const POSTED_FIELDS: readonly FrameField[] = ['teaching', 'military-police', 'government'];

/** Words that name a branch or unit of the same employer: ย้าย… to one is a transfer. */
export const BRANCH_WORDS: readonly string[] = ['สาขา', 'แผนก', 'โรงพัก', 'branch', 'office'];

// ---------------------------------------------------------------------------------------------
// Negation

/**
 * Negators. Their scope is the verb right after them, possibly with ได้ (get to), เคย (ever),
 * จะ (will) or ค่อย (much) in between: "ไม่เคยชวน" never invites, "ยังไม่ได้คืน" has not yet paid
 * back, "อ่านไม่ตอบ" reads but does not reply. A negator before another verb does not negate the
 * event.
 */
export const NEGATORS: readonly string[] = [
  'ไม่',
  'ยังไม่',
  'ไม่เคย',
  'ไม่ได้',
  'ยังไม่ได้',
  'ไม่ค่อย',
  'ไม่ยอม',
  'ไม่ยอมที่จะ',
  'never',
  'not',
  "didn't",
  "doesn't",
  "don't",
  "won't",
  "hasn't",
  "haven't",
  'didnt',
  'doesnt',
  'dont',
  'wont',
];

/** Words that may stand between a negator and its verb. */
export const NEGATION_GAP: readonly string[] = ['ได้', 'เคย', 'จะ', 'ค่อย', 'ยอม', 'ever', 'even'];

// ---------------------------------------------------------------------------------------------
// Exclamations

/**
 * Exclamations that carry no content. ตายแล้ว is literally "dead already" but means "oh no!";
 * it is an exclamation only at the start of a clause ("พ่อตายแล้ว" is a death).
 */
export const EXCLAMATIONS: readonly string[] = [
  'ตายแล้ว',
  'ตายละ',
  'ตายล่ะ',
  'แย่แล้ว',
  'แย่ละ',
  'โอ๊ย',
  'โอ้ย',
  'โอย',
  'เฮ้อ',
  'อุ๊ย',
  'อุ้ย',
];

// ---------------------------------------------------------------------------------------------
// Form

/** A question word or particle, and the form it points to. */
export type FormMark =
  | 'when' // เมื่อไหร่: when
  | 'should' // ควร: should (a decision when asked with ไหม or as A-or-B)
  | 'good' // ดี: good ("…ดีไหม" is a decision)
  | 'or' // หรือ: or ("A หรือ B ดี" is a decision)
  | 'which' // คนไหน/ใคร: which one ("คนไหนดี" is a decision)
  | 'yesno' // ไหม, มั้ย, ป่ะ, หรือเปล่า: a yes/no question
  | 'open' // ยังไง, อะไร, ทำไม: how, what, why
  | 'luck' // ดวง: fortune ("ดวง…ดีไหม" asks whether luck is good: yes/no)
  | 'en-aux' // will, is, are … opening an English question
  | 'en-should' // should I
  | 'en-good-idea'; // is it a good idea/time

export const FORM_TERMS: Readonly<Record<string, FormMark>> = {
  เมื่อไหร่: 'when',
  เมื่อไร: 'when',
  ตอนไหน: 'when',
  กี่โมง: 'when',
  ช่วงไหน: 'when',
  วันไหน: 'when',
  เดือนไหน: 'when',
  ปีไหน: 'when',
  อีกนานไหม: 'when',
  อีกนานมั้ย: 'when',
  อีกนานแค่ไหน: 'when',
  อีกนานเท่าไหร่: 'when',
  อีกกี่เดือน: 'when',
  อีกกี่ปี: 'when',
  อีกกี่วัน: 'when',
  กี่เดือน: 'when',
  กี่ปี: 'when',
  วันไหนดี: 'when',
  when: 'when',
  'how long': 'when',
  ควร: 'should',
  ดี: 'good',
  ดีกว่า: 'good',
  หรือ: 'or',
  รึ: 'or',
  คนไหน: 'which',
  ใคร: 'which',
  อันไหน: 'which',
  ที่ไหน: 'open',
  ไหม: 'yesno',
  มั้ย: 'yesno',
  มั๊ย: 'yesno',
  ไม๊: 'yesno',
  ป่ะ: 'yesno',
  ปะ: 'yesno',
  ป่าว: 'yesno',
  หรือเปล่า: 'yesno',
  รึเปล่า: 'yesno',
  หรือไม่: 'yesno',
  เปล่า: 'yesno',
  รึป่าว: 'yesno',
  หรือป่าว: 'yesno',
  ใช่ไหม: 'yesno',
  ใช่มั้ย: 'yesno',
  เหรอ: 'yesno',
  หรอ: 'yesno',
  รึยัง: 'yesno',
  หรือยัง: 'yesno',
  ป้ะ: 'yesno',
  มะ: 'yesno',
  ไหมนะ: 'yesno',
  มั้ยนะ: 'yesno',
  ยังไง: 'open',
  สีอะไร: 'open',
  สีไหน: 'open',
  ยังไงดี: 'open',
  ไง: 'open',
  ทำไง: 'open',
  ทำไงดี: 'open',
  ทำยังไง: 'open',
  ทำยังไงดี: 'open',
  อะไร: 'open',
  ทำไม: 'open',
  แค่ไหน: 'open',
  เท่าไหร่: 'open',
  ดวง: 'luck',
  what: 'open',
  how: 'open',
  why: 'open',
  which: 'open',
  where: 'open',
  will: 'en-aux',
  is: 'en-aux',
  are: 'en-aux',
  am: 'en-aux',
  do: 'en-aux',
  does: 'en-aux',
  did: 'en-aux',
  can: 'en-aux',
  could: 'en-aux',
  would: 'en-aux',
  has: 'en-aux',
  have: 'en-aux',
  was: 'en-aux',
  were: 'en-aux',
  should: 'en-should',
  'is it a good idea': 'en-good-idea',
  'is it a good time': 'en-good-idea',
  'is it wise': 'en-good-idea',
  'would it be good': 'en-good-idea',
  'is it worth': 'en-good-idea',
};

// ---------------------------------------------------------------------------------------------
// Time

/** A time word's meaning; `month` and `part` words are completed by นี้ (this) / หน้า (next). */
export type TimeSense =
  | { kind: 'today' | 'tomorrow' | 'this-week' | 'next-week' | 'this-month' | 'next-month' }
  | { kind: 'this-year' | 'next-year' | 'soon' }
  | { kind: 'part-of-year'; part: 'early' | 'mid' | 'late'; year: 0 | 1 }
  | {
      kind: 'season';
      name: 'songkran' | 'new-year' | 'chinese-new-year' | 'loy-krathong' | 'end-of-year';
    }
  | { kind: 'month'; month: number; weak?: boolean }
  /** ภายใน (within), อีก (in … more): a count of months or years follows. */
  | { kind: 'within' }
  /** A unit after a count: เดือน (month) or ปี (year). */
  | { kind: 'unit'; months: number }
  /** A past time or a duration: never the time asked (เมื่อวาน yesterday, ปีที่แล้ว last year). */
  | { kind: 'past' }
  /** ถึง, –, to: joins two months into a range. */
  | { kind: 'range' }
  /** ปีหน้า after a month: next year's. */
  | { kind: 'next-year-marker' };

const weekdays = ['จันทร์', 'อังคาร', 'พุธ', 'พฤหัส', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];
const weekdaysEn = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function weekdayTerms(): Record<string, TimeSense> {
  const terms: Record<string, TimeSense> = {};
  for (const day of weekdays) {
    terms[`${day}นี้`] = { kind: 'this-week' };
    terms[`วัน${day}นี้`] = { kind: 'this-week' };
    terms[`${day}หน้า`] = { kind: 'next-week' };
    terms[`วัน${day}หน้า`] = { kind: 'next-week' };
  }
  terms['วันอาทิตย์นี้'] = { kind: 'this-week' };
  terms['วันอาทิตย์หน้า'] = { kind: 'next-week' };
  terms['เสาร์อาทิตย์นี้'] = { kind: 'this-week' };
  for (const day of weekdaysEn) {
    terms[`this ${day}`] = { kind: 'this-week' };
    terms[`next ${day}`] = { kind: 'next-week' };
  }
  return terms;
}

/** ต้น/กลาง/ปลายปี (early/mid/late in the year), with นี้ (this) or หน้า (next). */
function partOfYearTerms(): Record<string, TimeSense> {
  const parts = { ต้น: 'early', กลาง: 'mid', ปลาย: 'late' } as const;
  const terms: Record<string, TimeSense> = {};
  for (const [th, part] of Object.entries(parts)) {
    terms[`${th}ปี`] = { kind: 'part-of-year', part, year: 0 };
    terms[`${th}ปีนี้`] = { kind: 'part-of-year', part, year: 0 };
    terms[`${th}ปีหน้า`] = { kind: 'part-of-year', part, year: 1 };
    terms[`${th}เดือนนี้`] = { kind: 'this-month' };
    terms[`${th}เดือน`] = { kind: 'this-month' };
    terms[`${th}เดือนหน้า`] = { kind: 'next-month' };
  }
  Object.assign(terms, {
    'early this year': { kind: 'part-of-year', part: 'early', year: 0 },
    'early next year': { kind: 'part-of-year', part: 'early', year: 1 },
    'mid-year': { kind: 'part-of-year', part: 'mid', year: 0 },
    'mid next year': { kind: 'part-of-year', part: 'mid', year: 1 },
    'later this year': { kind: 'part-of-year', part: 'late', year: 0 },
    'late this year': { kind: 'part-of-year', part: 'late', year: 0 },
    'late next year': { kind: 'part-of-year', part: 'late', year: 1 },
  });
  return terms;
}

/** Month names: full (มีนาคม), short (มีนา), abbreviated (มี.ค.) and English. */
export const MONTHS: readonly (readonly string[])[] = [
  ['มกราคม', 'มกรา', 'ม.ค.', 'ม.ค', 'january', 'jan'],
  ['กุมภาพันธ์', 'กุมภา', 'ก.พ.', 'february', 'feb'],
  ['มีนาคม', 'มีนา', 'มี.ค.', 'มี.ค', 'march', 'mar'],
  ['เมษายน', 'เมษา', 'เม.ย.', 'เม.ย', 'april', 'apr'],
  ['พฤษภาคม', 'พฤษภา', 'พ.ค.', 'พ.ค', 'may'],
  ['มิถุนายน', 'มิถุนา', 'มิ.ย.', 'มิ.ย', 'june', 'jun'],
  ['กรกฎาคม', 'กรกฎา', 'ก.ค.', 'ก.ค', 'july', 'jul'],
  ['สิงหาคม', 'สิงหา', 'ส.ค.', 'ส.ค', 'august', 'aug'],
  ['กันยายน', 'กันยา', 'ก.ย.', 'ก.ย', 'september', 'sep', 'sept'],
  ['ตุลาคม', 'ตุลา', 'ต.ค.', 'ต.ค', 'october', 'oct'],
  ['พฤศจิกายน', 'พฤศจิกา', 'พ.ย.', 'พ.ย', 'november', 'nov'],
  ['ธันวาคม', 'ธันวา', 'ธ.ค.', 'ธ.ค', 'december', 'dec'],
];

/**
 * English month words that are also ordinary words (may, march …) count only after one of these.
 */
export const MONTH_PREPOSITIONS: readonly string[] = [
  'in',
  'this',
  'next',
  'from',
  'to',
  'until',
  'by',
  'during',
  'early',
  'late',
  'mid',
  'through',
];
export const AMBIGUOUS_MONTHS: readonly string[] = [
  'may',
  'march',
  'mar',
  'jan',
  'jun',
  'dec',
  'sep',
  'oct',
  'nov',
  'aug',
  'apr',
  'feb',
  'jul',
  'sept',
];

export const TIME_TERMS: Readonly<Record<string, TimeSense>> = {
  วันนี้: { kind: 'today' },
  คืนนี้: { kind: 'today' },
  today: { kind: 'today' },
  tonight: { kind: 'today' },
  พรุ่งนี้: { kind: 'tomorrow' },
  tomorrow: { kind: 'tomorrow' },
  สัปดาห์นี้: { kind: 'this-week' },
  อาทิตย์นี้: { kind: 'this-week' },
  วีคนี้: { kind: 'this-week' },
  'this week': { kind: 'this-week' },
  'this weekend': { kind: 'this-week' },
  สัปดาห์หน้า: { kind: 'next-week' },
  อาทิตย์หน้า: { kind: 'next-week' },
  'next week': { kind: 'next-week' },
  เดือนนี้: { kind: 'this-month' },
  สิ้นเดือน: { kind: 'this-month' },
  สิ้นเดือนนี้: { kind: 'this-month' },
  'this month': { kind: 'this-month' },
  'end of the month': { kind: 'this-month' },
  เดือนหน้า: { kind: 'next-month' },
  สิ้นเดือนหน้า: { kind: 'next-month' },
  'next month': { kind: 'next-month' },
  ปีนี้: { kind: 'this-year' },
  ภายในปีนี้: { kind: 'this-year' },
  ในปีนี้: { kind: 'this-year' },
  'this year': { kind: 'this-year' },
  ปีหน้า: { kind: 'next-year' },
  'next year': { kind: 'next-year' },
  สิ้นปี: { kind: 'season', name: 'end-of-year' },
  สิ้นปีนี้: { kind: 'season', name: 'end-of-year' },
  'end of the year': { kind: 'season', name: 'end-of-year' },
  'end of this year': { kind: 'season', name: 'end-of-year' },
  'year end': { kind: 'season', name: 'end-of-year' },
  สงกรานต์: { kind: 'season', name: 'songkran' },
  songkran: { kind: 'season', name: 'songkran' },
  ปีใหม่: { kind: 'season', name: 'new-year' },
  'new year': { kind: 'season', name: 'new-year' },
  "new year's": { kind: 'season', name: 'new-year' },
  ตรุษจีน: { kind: 'season', name: 'chinese-new-year' },
  'chinese new year': { kind: 'season', name: 'chinese-new-year' },
  ลอยกระทง: { kind: 'season', name: 'loy-krathong' },
  'loy krathong': { kind: 'season', name: 'loy-krathong' },
  เร็วๆนี้: { kind: 'soon' },
  เร็วๆ: { kind: 'soon' },
  ในเร็วๆนี้: { kind: 'soon' },
  อีกไม่นาน: { kind: 'soon' },
  อีกไม่กี่เดือน: { kind: 'soon' },
  ในอนาคตอันใกล้: { kind: 'soon' },
  ครึ่งปีแรก: { kind: 'part-of-year', part: 'early', year: 0 },
  ครึ่งปีหลัง: { kind: 'part-of-year', part: 'late', year: 0 },
  soon: { kind: 'soon' },
  ภายใน: { kind: 'within' },
  อีก: { kind: 'within' },
  ในอีก: { kind: 'within' },
  within: { kind: 'within' },
  'in the next': { kind: 'within' },
  เดือน: { kind: 'unit', months: 1 },
  ปี: { kind: 'unit', months: 12 },
  month: { kind: 'unit', months: 1 },
  months: { kind: 'unit', months: 1 },
  year: { kind: 'unit', months: 12 },
  years: { kind: 'unit', months: 12 },
  ถึง: { kind: 'range' },
  จนถึง: { kind: 'range' },
  '–': { kind: 'range' },
  '-': { kind: 'range' },
  '—': { kind: 'range' },
  to: { kind: 'range' },
  until: { kind: 'range' },
  through: { kind: 'range' },
  // past times and durations: never asked about
  เมื่อวาน: { kind: 'past' },
  เมื่อวานนี้: { kind: 'past' },
  เดือนก่อน: { kind: 'past' },
  เมื่อเดือนก่อน: { kind: 'past' },
  เดือนที่แล้ว: { kind: 'past' },
  ปีก่อน: { kind: 'past' },
  ปีที่แล้ว: { kind: 'past' },
  เมื่อปีที่แล้ว: { kind: 'past' },
  อาทิตย์ก่อน: { kind: 'past' },
  อาทิตย์ที่แล้ว: { kind: 'past' },
  สัปดาห์ที่แล้ว: { kind: 'past' },
  ทั้งอาทิตย์: { kind: 'past' },
  ทั้งวัน: { kind: 'past' },
  ทั้งเดือน: { kind: 'past' },
  ทุกอาทิตย์: { kind: 'past' },
  ทุกวัน: { kind: 'past' },
  // คืน is also "night" (not only "give back"): nights past and every night are no time asked
  ทุกคืน: { kind: 'past' },
  เมื่อคืน: { kind: 'past' },
  เมื่อคืนนี้: { kind: 'past' },
  ทั้งคืน: { kind: 'past' },
  กลางคืน: { kind: 'past' },
  ทุกเดือน: { kind: 'past' },
  ทุกปี: { kind: 'past' },
  ปีนึง: { kind: 'past' },
  ครึ่งปี: { kind: 'unit', months: 6 },
  'last week': { kind: 'past' },
  'last month': { kind: 'past' },
  'last year': { kind: 'past' },
  yesterday: { kind: 'past' },
  // lottery draws and school terms are not times asked about
  งวดนี้: { kind: 'past' },
  งวดหน้า: { kind: 'past' },
  เทอมนี้: { kind: 'past' },
  เทอมหน้า: { kind: 'past' },
  ...weekdayTerms(),
  ...partOfYearTerms(),
};

/** Thai number words (นึง is the spoken หนึ่ง, "one"); digits are read as numbers. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  หนึ่ง: 1,
  นึง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  แปด: 8,
  เก้า: 9,
  สิบ: 10,
  สิบเอ็ด: 11,
  สิบสอง: 12,
  ยี่สิบ: 20,
  ยี่สิบสี่: 24,
  สิบแปด: 18,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

// ---------------------------------------------------------------------------------------------
// Fields of work

/**
 * Words that name a line of work. Some are ordinary nouns too (หมอ doctor, ครู teacher): the
 * reader records a field only when the asker describes themselves by it ("เป็นหมอ" I am a doctor,
 * "พยาบาลค่ะ" nurse here, "ทำงานโรงแรม" I work at a hotel) or says they want it ("อยากเปลี่ยนไป
 * ทำการตลาด" I want to move into marketing) — not "หาหมอ" (see a doctor) or "แฟนเป็นหมอ".
 */
export interface FieldSense {
  field: FrameField;
  /** A job with an entrance exam: "สอบ X" (สอบตำรวจ) is an exam for that job. */
  entrance?: boolean;
}

export const FIELD_TERMS: Readonly<Record<string, FieldSense>> = {
  หมอ: { field: 'healthcare' },
  แพทย์: { field: 'healthcare' },
  คุณหมอ: { field: 'healthcare' },
  เภสัช: { field: 'healthcare' },
  เภสัชกร: { field: 'healthcare' },
  doctor: { field: 'healthcare' },
  physician: { field: 'healthcare' },
  pharmacist: { field: 'healthcare' },
  ผู้ช่วยทันตแพทย์: { field: 'dental' },
  ผู้ช่วยหมอฟัน: { field: 'dental' },
  หมอฟัน: { field: 'dental' },
  ทันตแพทย์: { field: 'dental' },
  สัตวแพทย์: { field: 'healthcare' },
  ผู้ช่วยพยาบาล: { field: 'nursing' },
  พยาบาลวิชาชีพ: { field: 'nursing' },
  ติวเตอร์: { field: 'teaching' },
  ข้าราชการครู: { field: 'teaching', entrance: true },
  พนักงานธนาคาร: { field: 'finance' },
  ขายประกัน: { field: 'sales' },
  ตัวแทนขาย: { field: 'sales' },
  นายหน้า: { field: 'sales' },
  เซลส์: { field: 'sales' },
  นักพัฒนา: { field: 'tech' },
  dev: { field: 'tech' },
  สถาปนิก: { field: 'engineering' },
  ช่างภาพ: { field: 'media' },
  นักเขียน: { field: 'media' },
  ยูทูบเบอร์: { field: 'media' },
  อินฟลูเอนเซอร์: { field: 'media' },
  เชฟ: { field: 'food' },
  บาริสต้า: { field: 'food' },
  แอร์โฮสเตส: { field: 'hospitality' },
  สจ๊วต: { field: 'hospitality' },
  'flight attendant': { field: 'hospitality' },
  ช่างทำผม: { field: 'beauty' },
  ร้านทำผม: { field: 'beauty' },
  ช่างเสริมสวย: { field: 'beauty' },
  ร้านเสื้อผ้า: { field: 'retail' },
  ร้านขายของชำ: { field: 'retail' },
  คนขับแกร็บ: { field: 'logistics' },
  ขับแท็กซี่: { field: 'logistics' },
  พนักงานส่งของ: { field: 'logistics' },
  พนักงานโรงงาน: { field: 'factory' },
  ชาวสวน: { field: 'farming' },
  ทำสวน: { field: 'farming' },
  พนักงานบริษัท: { field: 'office' },
  มนุษย์เงินเดือน: { field: 'office' },
  อาชีพอิสระ: { field: 'freelance' },
  ผู้พิพากษา: { field: 'law' },
  อัยการ: { field: 'law' },
  นิติกร: { field: 'law' },
  ทันตะ: { field: 'dental' },
  คลินิกทันตกรรม: { field: 'dental' },
  คลินิกทำฟัน: { field: 'dental' },
  'dental assistant': { field: 'dental' },
  dentist: { field: 'dental' },
  dental: { field: 'dental' },
  พยาบาล: { field: 'nursing', entrance: false },
  nurse: { field: 'nursing' },
  การตลาด: { field: 'marketing' },
  ทำการตลาด: { field: 'marketing' },
  มาร์เก็ตติ้ง: { field: 'marketing' },
  marketing: { field: 'marketing' },
  เซลล์: { field: 'sales' },
  ขายยา: { field: 'sales' },
  สายขายยา: { field: 'sales' },
  ฝ่ายขาย: { field: 'sales' },
  sales: { field: 'sales' },
  โปรแกรมเมอร์: { field: 'tech' },
  ไอที: { field: 'tech' },
  data: { field: 'tech' },
  programmer: { field: 'tech' },
  developer: { field: 'tech' },
  'software engineer': { field: 'tech' },
  ธนาคาร: { field: 'finance' },
  แบงก์: { field: 'finance' },
  bank: { field: 'finance' },
  banking: { field: 'finance' },
  finance: { field: 'finance' },
  บัญชี: { field: 'accounting' },
  ทำบัญชี: { field: 'accounting' },
  นักบัญชี: { field: 'accounting' },
  accountant: { field: 'accounting' },
  accounting: { field: 'accounting' },
  ครู: { field: 'teaching', entrance: true },
  ครูผู้ช่วย: { field: 'teaching', entrance: true },
  อาจารย์มหาลัย: { field: 'teaching' },
  teacher: { field: 'teaching' },
  ราชการ: { field: 'government', entrance: true },
  รับราชการ: { field: 'government', entrance: true },
  ข้าราชการ: { field: 'government', entrance: true },
  กพ: { field: 'government', entrance: true },
  'ก.พ': { field: 'government', entrance: true },
  ปลัด: { field: 'government', entrance: true },
  บรรจุ: { field: 'government', entrance: true },
  'civil servant': { field: 'government' },
  ทหาร: { field: 'military-police', entrance: true },
  ตำรวจ: { field: 'military-police', entrance: true },
  soldier: { field: 'military-police' },
  police: { field: 'military-police' },
  'police officer': { field: 'military-police' },
  ทนาย: { field: 'law' },
  ทนายความ: { field: 'law' },
  lawyer: { field: 'law' },
  วิศวกร: { field: 'engineering' },
  วิศวะ: { field: 'engineering' },
  engineer: { field: 'engineering' },
  กราฟิก: { field: 'design' },
  กราฟิกดีไซน์: { field: 'design' },
  กราฟิกดีไซเนอร์: { field: 'design' },
  ดีไซน์: { field: 'design' },
  ดีไซเนอร์: { field: 'design' },
  designer: { field: 'design' },
  'graphic designer': { field: 'design' },
  นักข่าว: { field: 'media' },
  สื่อ: { field: 'media' },
  journalist: { field: 'media' },
  ร้านอาหาร: { field: 'food' },
  เปิดร้านอาหาร: { field: 'food' },
  เปิดร้านกาแฟ: { field: 'food' },
  เปิดคาเฟ่: { field: 'food' },
  เปิดร้านก๋วยเตี๋ยว: { field: 'food' },
  เปิดร้านทำเล็บ: { field: 'beauty' },
  เปิดร้านเสริมสวย: { field: 'beauty' },
  'open a cafe': { field: 'food' },
  'open a café': { field: 'food' },
  'open a restaurant': { field: 'food' },
  ร้านกาแฟ: { field: 'food' },
  คาเฟ่: { field: 'food' },
  กาแฟ: { field: 'food' },
  ร้านก๋วยเตี๋ยว: { field: 'food' },
  ขายอาหาร: { field: 'food' },
  พ่อครัว: { field: 'food' },
  แม่ครัว: { field: 'food' },
  restaurant: { field: 'food' },
  café: { field: 'food' },
  cafe: { field: 'food' },
  'coffee shop': { field: 'food' },
  chef: { field: 'food' },
  โรงแรม: { field: 'hospitality' },
  hotel: { field: 'hospitality' },
  ทำเล็บ: { field: 'beauty' },
  ร้านทำเล็บ: { field: 'beauty' },
  ร้านเสริมสวย: { field: 'beauty' },
  ความงาม: { field: 'beauty' },
  ช่างแต่งหน้า: { field: 'beauty' },
  ขายของออนไลน์: { field: 'retail' },
  แม่ค้าออนไลน์: { field: 'retail' },
  ร้านค้า: { field: 'retail' },
  ร้านขายของ: { field: 'retail' },
  ขายลอตเตอรี่: { field: 'lottery-trade' },
  ขายล็อตเตอรี่: { field: 'lottery-trade' },
  ขายลอตเตอรี: { field: 'lottery-trade' },
  ขายหวย: { field: 'lottery-trade' },
  แผงลอตเตอรี่: { field: 'lottery-trade' },
  แผงล็อตเตอรี่: { field: 'lottery-trade' },
  แผงหวย: { field: 'lottery-trade' },
  แม่ค้าลอตเตอรี่: { field: 'lottery-trade' },
  แม่ค้าล็อตเตอรี่: { field: 'lottery-trade' },
  'sell lottery tickets': { field: 'lottery-trade' },
  'sell lottery': { field: 'lottery-trade' },
  'lottery seller': { field: 'lottery-trade' },
  ไรเดอร์: { field: 'logistics' },
  ขับแกร็บ: { field: 'logistics' },
  ส่งของ: { field: 'logistics' },
  rider: { field: 'logistics' },
  โรงงาน: { field: 'factory' },
  factory: { field: 'factory' },
  ทำนา: { field: 'farming' },
  ทำไร่: { field: 'farming' },
  ชาวนา: { field: 'farming' },
  เกษตรกร: { field: 'farming' },
  farmer: { field: 'farming' },
  ออฟฟิศ: { field: 'office' },
  พนักงานออฟฟิศ: { field: 'office' },
  'office worker': { field: 'office' },
  ฟรีแลนซ์: { field: 'freelance' },
  freelance: { field: 'freelance' },
  freelancer: { field: 'freelance' },
  นักศึกษา: { field: 'student' },
  นักเรียน: { field: 'student' },
  เด็กมหาลัย: { field: 'student' },
  'ม.6': { field: 'student' },
  'ม.5': { field: 'student' },
  'ม.4': { field: 'student' },
  student: { field: 'student' },
};

/**
 * Titles that make a job of the line of work after them: ผู้ช่วย (assistant) — ผู้ช่วยทันตะ, a
 * dental assistant; ผู้ช่วยทนาย, a paralegal — and พนักงาน (employee of): พนักงานโรงแรม. The
 * reader adds each title before each Thai field word as a term of that field.
 */
export const FIELD_TITLES: readonly string[] = ['ผู้ช่วย', 'พนักงาน'];

/**
 * Words before a field that make it the asker's own line now: เป็น (am), ทำงาน (work at/as),
 * ทำ (do), อาชีพ (by trade), "I'm a".
 */
export const FIELD_NOW_CUES: readonly string[] = [
  'เป็น',
  'ทำงาน',
  'ทำ',
  'อาชีพ',
  'สาย',
  'ด้าน',
  'ฝ่าย',
  'แผนก',
  'ตำแหน่ง',
  "i'm a",
  "i'm an",
  'i am a',
  'i am an',
  'work as a',
  'work as an',
  'work in',
  'work at',
  'i',
];

/**
 * Words before a field that make it the line wanted: อยาก (want), เปลี่ยน (change), สาย (line),
 * ลาออก(ไป/มา) (resign to), เปิด (open), สอบ (sit the exam for), "into".
 */
export const FIELD_WANTED_CUES: readonly string[] = [
  'อยาก',
  'เปลี่ยน',
  'เปลี่ยนสาย',
  'เปลี่ยนไป',
  'ไปเป็น',
  'ลาออก',
  'เปิดร้าน',
  'เปิด',
  'into',
  'become',
  'switch to',
  'thinking of',
];

/** Words before a field that make it a subject of study, not a job: เรียน (study), คณะ (faculty). */
export const FIELD_STUDY_CUES: readonly string[] = ['เรียน', 'คณะ', 'สอบติด', 'สอบเข้า', 'ติด'];

/**
 * Verbs after a professional that show someone else acting on the asker: "หมอนัดผ่าตัด" (the
 * doctor booked surgery), "ทนายแนะนำ" (the lawyer advised). Then the word is not the asker's job.
 */
export const PROFESSIONAL_ACTS: readonly string[] = [
  'นัด',
  'แนะนำ',
  'บอก',
  'ว่า',
  'จับ',
  'สั่ง',
  'ตรวจ',
  'ให้',
];

// ---------------------------------------------------------------------------------------------
// Places

/** A place as it is written → its normalised name. Thai provinces are never abroad. */
export interface PlaceSense {
  name: string;
  abroad: boolean;
  /** A short name that is also an ordinary word (ตาก "to dry", แพร่ "to spread"). */
  needsContext?: boolean;
  /** A vague place (ต่างประเทศ "abroad"): a named place beats it. */
  generic?: boolean;
}

/** The 77 provinces (Bangkok included), as their official short names. */
export const PROVINCES: readonly string[] = [
  'กรุงเทพ',
  'กระบี่',
  'กาญจนบุรี',
  'กาฬสินธุ์',
  'กำแพงเพชร',
  'ขอนแก่น',
  'จันทบุรี',
  'ฉะเชิงเทรา',
  'ชลบุรี',
  'ชัยนาท',
  'ชัยภูมิ',
  'ชุมพร',
  'เชียงราย',
  'เชียงใหม่',
  'ตรัง',
  'ตราด',
  'ตาก',
  'นครนายก',
  'นครปฐม',
  'นครพนม',
  'นครราชสีมา',
  'นครศรีธรรมราช',
  'นครสวรรค์',
  'นนทบุรี',
  'นราธิวาส',
  'น่าน',
  'บึงกาฬ',
  'บุรีรัมย์',
  'ปทุมธานี',
  'ประจวบคีรีขันธ์',
  'ปราจีนบุรี',
  'ปัตตานี',
  'พระนครศรีอยุธยา',
  'พะเยา',
  'พังงา',
  'พัทลุง',
  'พิจิตร',
  'พิษณุโลก',
  'เพชรบุรี',
  'เพชรบูรณ์',
  'แพร่',
  'ภูเก็ต',
  'มหาสารคาม',
  'มุกดาหาร',
  'แม่ฮ่องสอน',
  'ยโสธร',
  'ยะลา',
  'ร้อยเอ็ด',
  'ระนอง',
  'ระยอง',
  'ราชบุรี',
  'ลพบุรี',
  'ลำปาง',
  'ลำพูน',
  'เลย',
  'ศรีสะเกษ',
  'สกลนคร',
  'สงขลา',
  'สตูล',
  'สมุทรปราการ',
  'สมุทรสงคราม',
  'สมุทรสาคร',
  'สระแก้ว',
  'สระบุรี',
  'สิงห์บุรี',
  'สุโขทัย',
  'สุพรรณบุรี',
  'สุราษฎร์ธานี',
  'สุรินทร์',
  'หนองคาย',
  'หนองบัวลำภู',
  'อ่างทอง',
  'อำนาจเจริญ',
  'อุดรธานี',
  'อุตรดิตถ์',
  'อุทัยธานี',
  'อุบลราชธานี',
];

/** Provinces whose names are also common words; read only after จังหวัด, ไป, ที่ … */
export const AMBIGUOUS_PROVINCES: readonly string[] = ['เลย', 'ตาก', 'แพร่', 'น่าน'];

/** Words before a place that make an ambiguous province name a place. */
export const PLACE_CONTEXT: readonly string[] = [
  'จังหวัด',
  'จ.',
  'ไป',
  'ที่',
  'อยู่',
  'จาก',
  'กลับ',
  'เที่ยว',
  'ย้ายไป',
  'ไปเที่ยว',
];

/** Other ways of writing Thai places, and Thai cities and areas (written as they are). */
export const THAI_PLACE_VARIANTS: Readonly<Record<string, string>> = {
  กรุงเทพฯ: 'กรุงเทพ',
  กรุงเทพมหานคร: 'กรุงเทพ',
  กทม: 'กรุงเทพ',
  'กทม.': 'กรุงเทพ',
  bangkok: 'กรุงเทพ',
  bkk: 'กรุงเทพ',
  โคราช: 'นครราชสีมา',
  อุดร: 'อุดรธานี',
  อุบล: 'อุบลราชธานี',
  สุราษฎร์: 'สุราษฎร์ธานี',
  สุราษ: 'สุราษฎร์ธานี',
  นครศรี: 'นครศรีธรรมราช',
  นครศรีฯ: 'นครศรีธรรมราช',
  อยุธยา: 'พระนครศรีอยุธยา',
  ประจวบ: 'ประจวบคีรีขันธ์',
  'chiang mai': 'เชียงใหม่',
  'chiang rai': 'เชียงราย',
  phuket: 'ภูเก็ต',
  krabi: 'กระบี่',
  'khon kaen': 'ขอนแก่น',
  'udon thani': 'อุดรธานี',
  'nakhon ratchasima': 'นครราชสีมา',
  korat: 'นครราชสีมา',
  ayutthaya: 'พระนครศรีอยุธยา',
  'hat yai': 'หาดใหญ่',
  pattaya: 'พัทยา',
  'hua hin': 'หัวหิน',
  'koh samui': 'เกาะสมุย',
  samui: 'เกาะสมุย',
  chonburi: 'ชลบุรี',
  rayong: 'ระยอง',
  // cities and areas, as written
  พัทยา: 'พัทยา',
  หัวหิน: 'หัวหิน',
  หาดใหญ่: 'หาดใหญ่',
  เขาใหญ่: 'เขาใหญ่',
  เกาะสมุย: 'เกาะสมุย',
  สมุย: 'สมุย',
  เกาะช้าง: 'เกาะช้าง',
  เกาะเต่า: 'เกาะเต่า',
  เกาะพีพี: 'เกาะพีพี',
  เกาะล้าน: 'เกาะล้าน',
  ปาย: 'ปาย',
  เชียงคาน: 'เชียงคาน',
  บางแสน: 'บางแสน',
  ศรีราชา: 'ศรีราชา',
  อัมพวา: 'อัมพวา',
  เขาค้อ: 'เขาค้อ',
  แม่สาย: 'แม่สาย',
  บางนา: 'บางนา',
  นนท์: 'นนทบุรี',
  ต่างจังหวัด: 'ต่างจังหวัด',
  บ้านนอก: 'ต่างจังหวัด',
  upcountry: 'ต่างจังหวัด',
};

/** Places abroad, as written in Thai or English → the Thai name. */
export const FOREIGN_PLACES: Readonly<Record<string, string>> = {
  ต่างประเทศ: 'ต่างประเทศ',
  เมืองนอก: 'ต่างประเทศ',
  abroad: 'ต่างประเทศ',
  overseas: 'ต่างประเทศ',
  ญี่ปุ่น: 'ญี่ปุ่น',
  japan: 'ญี่ปุ่น',
  เกาหลี: 'เกาหลี',
  เกาหลีใต้: 'เกาหลีใต้',
  korea: 'เกาหลี',
  'south korea': 'เกาหลีใต้',
  จีน: 'จีน',
  china: 'จีน',
  ไต้หวัน: 'ไต้หวัน',
  taiwan: 'ไต้หวัน',
  ฮ่องกง: 'ฮ่องกง',
  'hong kong': 'ฮ่องกง',
  สิงคโปร์: 'สิงคโปร์',
  singapore: 'สิงคโปร์',
  มาเลเซีย: 'มาเลเซีย',
  malaysia: 'มาเลเซีย',
  อินโดนีเซีย: 'อินโดนีเซีย',
  indonesia: 'อินโดนีเซีย',
  บาหลี: 'บาหลี',
  bali: 'บาหลี',
  เวียดนาม: 'เวียดนาม',
  vietnam: 'เวียดนาม',
  ลาว: 'ลาว',
  laos: 'ลาว',
  กัมพูชา: 'กัมพูชา',
  เขมร: 'กัมพูชา',
  cambodia: 'กัมพูชา',
  พม่า: 'พม่า',
  เมียนมา: 'เมียนมา',
  myanmar: 'เมียนมา',
  ฟิลิปปินส์: 'ฟิลิปปินส์',
  philippines: 'ฟิลิปปินส์',
  อินเดีย: 'อินเดีย',
  india: 'อินเดีย',
  ดูไบ: 'ดูไบ',
  dubai: 'ดูไบ',
  ออสเตรเลีย: 'ออสเตรเลีย',
  ออสซี่: 'ออสเตรเลีย',
  australia: 'ออสเตรเลีย',
  นิวซีแลนด์: 'นิวซีแลนด์',
  'new zealand': 'นิวซีแลนด์',
  อังกฤษ: 'อังกฤษ',
  england: 'อังกฤษ',
  uk: 'อังกฤษ',
  britain: 'อังกฤษ',
  อเมริกา: 'อเมริกา',
  สหรัฐ: 'อเมริกา',
  สหรัฐอเมริกา: 'อเมริกา',
  สหรัฐฯ: 'อเมริกา',
  america: 'อเมริกา',
  usa: 'อเมริกา',
  แคนาดา: 'แคนาดา',
  canada: 'แคนาดา',
  ยุโรป: 'ยุโรป',
  europe: 'ยุโรป',
  ฝรั่งเศส: 'ฝรั่งเศส',
  france: 'ฝรั่งเศส',
  เยอรมัน: 'เยอรมนี',
  เยอรมนี: 'เยอรมนี',
  germany: 'เยอรมนี',
  อิตาลี: 'อิตาลี',
  italy: 'อิตาลี',
  สวิส: 'สวิตเซอร์แลนด์',
  สวิตเซอร์แลนด์: 'สวิตเซอร์แลนด์',
  switzerland: 'สวิตเซอร์แลนด์',
  สเปน: 'สเปน',
  spain: 'สเปน',
  เนเธอร์แลนด์: 'เนเธอร์แลนด์',
  ฮอลแลนด์: 'เนเธอร์แลนด์',
  netherlands: 'เนเธอร์แลนด์',
  สวีเดน: 'สวีเดน',
  sweden: 'สวีเดน',
  นอร์เวย์: 'นอร์เวย์',
  norway: 'นอร์เวย์',
  ฟินแลนด์: 'ฟินแลนด์',
  finland: 'ฟินแลนด์',
  เดนมาร์ก: 'เดนมาร์ก',
  denmark: 'เดนมาร์ก',
  รัสเซีย: 'รัสเซีย',
  russia: 'รัสเซีย',
  ตุรกี: 'ตุรกี',
  turkey: 'ตุรกี',
  อิสราเอล: 'อิสราเอล',
  israel: 'อิสราเอล',
  ซาอุ: 'ซาอุดีอาระเบีย',
  ซาอุดีอาระเบีย: 'ซาอุดีอาระเบีย',
  กาตาร์: 'กาตาร์',
  qatar: 'กาตาร์',
  ตะวันออกกลาง: 'ตะวันออกกลาง',
  โตเกียว: 'โตเกียว',
  tokyo: 'โตเกียว',
  โอซาก้า: 'โอซาก้า',
  osaka: 'โอซาก้า',
  เกียวโต: 'เกียวโต',
  kyoto: 'เกียวโต',
  ฮอกไกโด: 'ฮอกไกโด',
  hokkaido: 'ฮอกไกโด',
  โซล: 'โซล',
  seoul: 'โซล',
  ปูซาน: 'ปูซาน',
  busan: 'ปูซาน',
  ปักกิ่ง: 'ปักกิ่ง',
  beijing: 'ปักกิ่ง',
  เซี่ยงไฮ้: 'เซี่ยงไฮ้',
  shanghai: 'เซี่ยงไฮ้',
  ลอนดอน: 'ลอนดอน',
  london: 'ลอนดอน',
  ปารีส: 'ปารีส',
  paris: 'ปารีส',
  นิวยอร์ก: 'นิวยอร์ก',
  'new york': 'นิวยอร์ก',
  ซิดนีย์: 'ซิดนีย์',
  sydney: 'ซิดนีย์',
  เมลเบิร์น: 'เมลเบิร์น',
  melbourne: 'เมลเบิร์น',
  ฮาวาย: 'ฮาวาย',
  hawaii: 'ฮาวาย',
  มาเก๊า: 'มาเก๊า',
  macau: 'มาเก๊า',
  เวียงจันทน์: 'เวียงจันทน์',
  ฮานอย: 'ฮานอย',
  โฮจิมินห์: 'โฮจิมินห์',
};

/** Generic places, beaten by a named place ("study abroad in Australia" → ออสเตรเลีย). */
export const GENERIC_PLACES: readonly string[] = ['ต่างประเทศ', 'ต่างจังหวัด'];

/** Words before a foreign name that make it a language or a cuisine, not a place. */
export const NOT_PLACE_BEFORE: readonly string[] = ['ภาษา', 'อาหาร', 'คน', 'ร้าน', 'สัญชาติ', 'ตรุษ'];

/** Words before a place that make it where the asker comes from, not where they go. */
export const ORIGIN_MARKERS: readonly string[] = ['จาก', 'from'];

/** Words that make a later place in the clause a destination. */
export const MOTION_WORDS: readonly string[] = ['ไป', 'ย้าย', 'กลับ', 'to', 'move', 'moving'];

// ---------------------------------------------------------------------------------------------
// Relationship status

/** The asker's stated status: โสด single, มีแฟนแล้ว has a partner, คบกันมา… together for …. */
export const RELATIONSHIP_TERMS: Readonly<Record<string, 'single' | 'partnered'>> = {
  โสด: 'single',
  ยังโสด: 'single',
  โสดสนิท: 'single',
  ไม่มีแฟน: 'single',
  ยังไม่มีแฟน: 'single',
  single: 'single',
  มีแฟนแล้ว: 'partnered',
  มีแฟนอยู่: 'partnered',
  มีแฟนอยู่แล้ว: 'partnered',
  มีแฟนใหม่: 'partnered',
  คบกันมา: 'partnered',
  คบกับแฟนมา: 'partnered',
  แต่งงานมา: 'partnered',
  แต่งงานแล้ว: 'partnered',
  "i'm married": 'partnered',
  'i am married': 'partnered',
  'in a relationship': 'partnered',
};

// ---------------------------------------------------------------------------------------------
// Topic cues

/**
 * Words that show what a question is about, with a weight (3: decisive, 2: strong, 1: a hint).
 * `luck` and `legal` words of weight 3 decide the topic even when an act is named ("ควรใส่สีอะไร
 * ไปสัมภาษณ์งาน" — what colour to wear to an interview — is luck).
 */
export const TOPIC_CUES: Readonly<Record<string, readonly [FrameTopic, number]>> = {
  // love
  ความรัก: ['love', 2],
  รัก: ['love', 2],
  เนื้อคู่: ['love', 2],
  คู่ครอง: ['love', 2],
  คู่: ['love', 1],
  มีแฟน: ['love', 2],
  จีบ: ['love', 2],
  แอบชอบ: ['love', 2],
  สมพงษ์: ['love', 2],
  ดวงสมพงษ์: ['love', 2],
  ครบรอบ: ['love', 1],
  คนใหม่: ['love', 1],
  โสด: ['love', 2],
  love: ['love', 2],
  dating: ['love', 2],
  soulmate: ['love', 2],
  relationship: ['love', 1],
  // work
  งาน: ['work', 2],
  การงาน: ['work', 2],
  ดวงการงาน: ['work', 2],
  // ดวง + an area of life: fortune in that area
  ดวงการเงิน: ['money', 2],
  ดวงความรัก: ['love', 2],
  ดวงสุขภาพ: ['health', 2],
  ดวงการเรียน: ['study', 2],
  ทำงาน: ['work', 2],
  เงินเดือน: ['work', 1],
  ขึ้นเงินเดือน: ['work', 2],
  โบนัส: ['work', 2],
  อาชีพ: ['work', 2],
  ธุรกิจ: ['work', 2],
  ร้าน: ['work', 1],
  ตกงาน: ['work', 2],
  ได้งาน: ['work', 2],
  หางาน: ['work', 2],
  เปลี่ยนงาน: ['work', 2],
  ย้ายงาน: ['work', 2],
  งานใหม่: ['work', 2],
  สายงาน: ['work', 2],
  เปลี่ยนสาย: ['work', 2],
  เวร: ['work', 1],
  ประเมิน: ['work', 1],
  ขายดี: ['work', 2],
  ขายหมด: ['work', 2],
  ขายของ: ['work', 1],
  offer: ['work', 2],
  job: ['work', 2],
  career: ['work', 2],
  work: ['work', 2],
  salary: ['work', 2],
  business: ['work', 2],
  // money
  เงิน: ['money', 2],
  การเงิน: ['money', 2],
  เงินทอง: ['money', 2],
  หนี้: ['money', 2],
  เงินเก็บ: ['money', 2],
  เก็บเงิน: ['money', 2],
  เงินดาวน์: ['money', 3],
  รายจ่าย: ['money', 2],
  ค่าใช้จ่าย: ['money', 2],
  จ่าย: ['money', 1],
  ขาดมือ: ['money', 2],
  เงินพิเศษ: ['money', 2],
  รายได้: ['money', 1],
  money: ['money', 2],
  finances: ['money', 2],
  finance: ['money', 1],
  debt: ['money', 2],
  savings: ['money', 2],
  // health
  สุขภาพ: ['health', 2],
  ป่วย: ['health', 2],
  หาย: ['health', 1],
  หายป่วย: ['health', 2],
  โรค: ['health', 2],
  มะเร็ง: ['health', 2],
  เบาหวาน: ['health', 2],
  ปวด: ['health', 2],
  ปวดหัว: ['health', 2],
  ท้อง: ['health', 2],
  แพ้ท้อง: ['health', 2],
  คลอด: ['health', 2],
  การคลอด: ['health', 2],
  น้ำหนัก: ['health', 2],
  ลดน้ำหนัก: ['health', 2],
  ตรวจสุขภาพ: ['health', 2],
  เข้าโรงพยาบาล: ['health', 2],
  นอนไม่หลับ: ['health', 2],
  health: ['health', 2],
  sick: ['health', 2],
  illness: ['health', 2],
  pregnant: ['health', 2],
  // study
  สอบ: ['study', 1],
  เรียน: ['study', 2],
  มหาลัย: ['study', 2],
  มหาวิทยาลัย: ['study', 2],
  เด็กมหาลัย: ['study', 2],
  คณะ: ['study', 2],
  เกรด: ['study', 2],
  thesis: ['study', 2],
  วิทยานิพนธ์: ['study', 2],
  อาจารย์: ['study', 2],
  รายงาน: ['study', 2],
  การบ้าน: ['study', 2],
  ซิ่ว: ['study', 2],
  ดรอปเรียน: ['study', 2],
  ทุน: ['study', 2],
  โรงเรียน: ['study', 2],
  โรงเรียนทหาร: ['study', 2],
  tcas: ['study', 2],
  ielts: ['study', 2],
  university: ['study', 2],
  school: ['study', 2],
  scholarship: ['study', 2],
  // family
  ครอบครัว: ['family', 2],
  ที่บ้าน: ['family', 1],
  มีลูก: ['family', 2],
  // "ยังไม่มีลูก" (no child yet) is cut ไม่มี|ลูก by the segmenter: written whole here
  ไม่มีลูก: ['family', 2],
  ยังไม่มีลูก: ['family', 2],
  มีน้อง: ['family', 2],
  family: ['family', 2],
  // friends
  มิตรภาพ: ['friends', 2],
  friendship: ['friends', 2],
  // travel
  พาสปอร์ต: ['travel', 2],
  เครื่องบิน: ['travel', 2],
  ไฟลท์: ['travel', 2],
  flight: ['travel', 2],
  // home
  บ้าน: ['home', 1],
  คอนโด: ['home', 2],
  ห้องเช่า: ['home', 2],
  ค่าห้อง: ['money', 2],
  ค่าเช่า: ['home', 2],
  เช่า: ['home', 1],
  ฮวงจุ้ย: ['home', 2],
  ที่ดิน: ['home', 1],
  ห้อง: ['home', 1],
  rent: ['home', 2],
  apartment: ['home', 2],
  house: ['home', 1],
  // areas of life named by การ + verb (the nominaliser: เรียน study → การเรียน studies)
  การเรียน: ['study', 2],
  การศึกษา: ['study', 2],
  การสอบ: ['study', 1],
  การทำงาน: ['work', 2],
  การรักษา: ['health', 2],
  การเดินทาง: ['travel', 2],
  การลงทุน: ['money', 2],
  // legal
  คดี: ['legal', 3],
  ศาล: ['legal', 3],
  ขึ้นศาล: ['legal', 3],
  หมายศาล: ['legal', 3],
  ฟ้อง: ['legal', 3],
  ฟ้องร้อง: ['legal', 3],
  ฟ้องหย่า: ['legal', 3],
  โดนฟ้อง: ['legal', 3],
  ทนาย: ['legal', 2],
  ไกล่เกลี่ย: ['legal', 3],
  ตำรวจจับ: ['legal', 3],
  โดนจับ: ['legal', 3],
  วีซ่า: ['legal', 3],
  lawsuit: ['legal', 3],
  court: ['legal', 3],
  sued: ['legal', 3],
  visa: ['legal', 3],
  // luck
  หวย: ['luck', 3],
  ถูกหวย: ['luck', 3],
  ลอตเตอรี่: ['luck', 3],
  ล็อตเตอรี่: ['luck', 3],
  เลขเด็ด: ['luck', 3],
  เลขนำโชค: ['luck', 3],
  เลขมงคล: ['luck', 3],
  โชคลาภ: ['luck', 3],
  โชค: ['luck', 3],
  โชคดี: ['luck', 3],
  เสี่ยงโชค: ['luck', 3],
  สีมงคล: ['luck', 3],
  สีนำโชค: ['luck', 3],
  สีอะไร: ['luck', 3],
  สีไหน: ['luck', 3],
  ถูกรางวัล: ['luck', 3],
  รางวัล: ['luck', 3],
  ถูกกิน: ['luck', 3],
  งวด: ['luck', 1],
  lottery: ['luck', 3],
  lucky: ['luck', 3],
  luck: ['luck', 3],
  jackpot: ['luck', 3],
  // general
  ดวงชะตา: ['general', 1],
  ชีวิต: ['general', 1],
  อุปสรรค: ['general', 1],
  ชง: ['general', 1],
  ปีชง: ['general', 1],
  ซวย: ['general', 1],
  เคราะห์: ['general', 1],
  future: ['general', 1],
  life: ['general', 1],
};

/** An act's own topic; relational acts take theirs from the other party instead. */
export const ACT_TOPIC: Readonly<Partial<Record<FrameAct, FrameTopic>>> = {
  borrow: 'money',
  lend: 'money',
  repay: 'money',
  owe: 'money',
  invest: 'money',
  cheat: 'love',
  confess: 'love',
  propose: 'love',
  marry: 'love',
  resign: 'work',
  dismiss: 'work',
  promote: 'work',
  transfer: 'work',
  'start-business': 'work',
  'expand-business': 'work',
  apply: 'work',
  interview: 'work',
  study: 'study',
  treat: 'health',
  travel: 'travel',
};

/** Acts whose topic is that of the other person in them (a quarrel with mother is family). */
export const RELATIONAL_ACTS: readonly FrameAct[] = [
  'quarrel',
  'reconcile',
  'contact',
  'reply',
  'ignore',
  'invite',
  'leave',
  'break-up',
  'lie',
  'help',
  'criticise',
];

/**
 * Predicates of feeling or attitude towards the asker: "แม่จะเข้าใจไหม" (will mother understand)
 * is still the asker's own matter, not mother's.
 */
export const ATTITUDE_WORDS: readonly string[] = [
  'เข้าใจ',
  'ยอม',
  'ยอมรับ',
  'น้อยใจ',
  'โกรธ',
  'งอน',
  'ชอบ',
  'รัก',
  'คิดถึง',
  'สนใจ',
  'จริงจัง',
  'เชื่อฟัง',
  'ฟัง',
  'รู้',
  'รู้สึก',
  'เชื่อใจ',
  'หายโกรธ',
  'หายงอน',
  'ผิดหวัง',
  'เสียใจ',
  'ภูมิใจ',
  'เป็นห่วง',
  'ห่วง',
  'อนุญาต',
  'รอ',
  'understand',
];

/**
 * Going along with what another does: "แฟนจะย้ายไปทำงานญี่ปุ่น ควรไปด้วยไหม" (my partner is moving
 * to Japan for work — should I go too?) turns on the asker and the partner: love.
 */
export const JOINING_WORDS: readonly string[] = ['ด้วย', 'ไปด้วย', 'ตาม', 'ตามไป', 'along'];

/**
 * Acts whose topic holds whoever else takes part: joining a friend's trip is travel, joining a
 * partner's investment money.
 */
export const SHARED_ACTS: readonly FrameAct[] = [
  'travel',
  'borrow',
  'lend',
  'repay',
  'owe',
  'invest',
  'buy',
  'sell',
];

/**
 * Lines of work whose everyday matter is a topic of its own: a lawyer's or a police officer's
 * case (คดี) is their work, not a legal problem of theirs.
 */
export const FIELD_MATTERS: Readonly<Partial<Record<FrameField, FrameTopic>>> = {
  law: 'legal',
  'military-police': 'legal',
};

/** Nouns whose owner follows them: "สุขภาพแม่" (mother's health) is about mother. */
export const POSSESSED_MATTERS: readonly string[] = [
  'สุขภาพ',
  'ดวง',
  'งาน',
  'การงาน',
  'การเรียน',
  'ผลสอบ',
  'อาการ',
];

// ---------------------------------------------------------------------------------------------
// Clause structure

/** Conjunctions that start a new clause: แต่ (but), เพราะ (because), แถม (and what's more). */
export const CLAUSE_STARTERS: readonly string[] = ['แต่', 'เพราะ', 'แถม', 'แล้วก็', 'but', 'because'];

/**
 * Words that open a span which is never the event: เรื่อง (about — "ทะเลาะกับแม่เรื่องย้ายงาน"
 * is a quarrel, the move is its subject), ตั้งแต่ (since — a past start), about, since.
 */
export const ASIDE_MARKERS: readonly string[] = ['เรื่อง', 'ตั้งแต่', 'about', 'since'];

/**
 * Words that may open a clause before its subject: adverbs of time and discourse words
 * ("ช่วงนี้เขา…" these days he…, "รู้สึกว่าแฟน…" I feel that my partner…).
 */
export const CLAUSE_OPENERS: readonly string[] = [
  'แต่',
  'แล้ว',
  'ช่วงนี้',
  'ตอนนี้',
  'ช่วงหลัง',
  'ช่วง',
  'ตอน',
  'รู้สึกว่า',
  'อยากรู้ว่า',
  'คิดว่า',
  'ถ้า',
  'ก็',
  'เพราะ',
  'แถม',
  'ว่า',
  'my',
  'and',
];

/** Prepositions: a party after one is not the subject (กับ with, หา to, ของ of, จาก from). */
export const OBLIQUE_MARKERS: readonly string[] = [
  'กับ',
  'หา',
  'ของ',
  'จาก',
  'ถึง',
  'ต่อ',
  'แทน',
  'เพื่อ',
  'สำหรับ',
  'ใน',
  'วันเกิด',
  'ครอบครัว',
  'to',
  'with',
  'from',
  'for',
  'of',
  'on',
  'at',
];

/** Words that carry an act to the person after them (กับ with, หา to, to, with, on). */
export const TARGET_MARKERS: readonly string[] = ['กับ', 'หา', 'ไปหา', 'to', 'with', 'on', 'from'];

/** "With" — the partner in a solo act (travel with, invest with, move with). */
export const WITH_MARKERS: readonly string[] = ['กับ', 'with'];

/** Passive markers: "โดนไล่ออก" (get fired) — the subject is the one acted on. */
export const PASSIVE_MARKERS: readonly string[] = ['โดน', 'ถูก'];

/** Sentence-final particles (politeness, softeners, laughter) that never start a clause. */
export const PARTICLES: readonly string[] = [
  'คะ',
  'ค่ะ',
  'ครับ',
  'คับ',
  'ค้าบ',
  'จ้า',
  'จ้ะ',
  'จ๊ะ',
  'นะ',
  'น้า',
  'อ่ะ',
  'อะ',
  'อ่า',
  'เลย',
  'บ้าง',
  'นี้',
  'หน้า',
  'ดี',
  'มั้ย',
  'ไหม',
  'มั๊ย',
  'ป่ะ',
  'ปะ',
  'ป่าว',
  'หรือเปล่า',
  'รึเปล่า',
  'ถึง',
  '5',
  // emphatic and softening endings: "จะรอดมั้ยเนี่ย" (will it even last?), "ใช่ไหมเนาะ"
  'เนี่ย',
  'เนี้ย',
  'เนาะ',
  'เนอะ',
  'หนอ',
  'ล่ะ',
  'ฮะ',
  'ค้า',
  'คร้าบ',
  'งับ',
];

/**
 * Greetings, and the ways a question addresses the fortune-teller: "สวัสดีค่ะอาจารย์" (hello,
 * master), "อาจารย์คะ …", "แม่หมอครับ …". A form of address is not content — อาจารย์ (teacher)
 * here says nothing about studies, หมอ nothing about a doctor. After a greeting every one of them
 * is an address; opening the question before a polite particle only those that are no line of
 * work (so "หมอค่ะ" at the start stays "I am a doctor").
 */
export const GREETINGS: readonly string[] = [
  'สวัสดี',
  'สวัสดีค่ะ',
  'สวัสดีครับ',
  'สวัสดีคะ',
  'หวัดดี',
  'หวัดดีค่ะ',
  'หวัดดีครับ',
  'hi',
  'hello',
];
/** Forms of address to the fortune-teller: อาจารย์ (master), (แม่)หมอ(ดู) (seer), ซินแส. */
export const ADDRESS_TERMS: readonly string[] = [
  'อาจารย์',
  'หมอ',
  'หมอดู',
  'แม่หมอ',
  'พี่หมอ',
  'ซินแส',
  'ท่านอาจารย์',
];
/** The particles after a form of address ("อาจารย์คะ"). */
export const ADDRESS_PARTICLES: readonly string[] = ['คะ', 'ค่ะ', 'ครับ', 'คับ', 'ค้าบ', 'จ้า'];

/**
 * พา (take someone along): "พาแม่ไปหาหมอ" — mother is the patient, the one the act is about.
 * With no one named the person spoken of before is taken ("หลานป่วยบ่อย ควรพาไปหาหมอไหม").
 */
export const ESCORT_VERBS: readonly string[] = ['พา', 'พาไป'];

/** Acts whose actor is the one taken along (the patient, the candidate), not the one taking. */
export const ESCORTED_ACTS: readonly FrameAct[] = ['treat', 'exam', 'study', 'interview'];

/** Causative ให้ ("let/make"): "อยากให้พ่อกับแม่คืนดีกัน" — the party after it does the act. */
export const CAUSATIVE = 'ให้';

/**
 * Words that may stand between a verb and the person it is done to: the thing given or sent
 * ("ยืม|เงิน|พี่สาว" borrow money from sister), a direction (ไป away, มา towards), "ผิด" (by
 * mistake), English articles. Anything else ends the search ("ชวน|ไป|เจอ|เพื่อน": invite to go
 * and meet friends — the friends are not the ones invited).
 */
export const OBJECT_FILLERS: readonly string[] = [
  'เงิน',
  'แชท',
  'ไลน์',
  'ข้อความ',
  'งาน',
  'ผิด',
  'ไป',
  'มา',
  'คืน',
  'my',
  'the',
  'a',
  'money',
  'it',
  'back',
];

/**
 * Words that contain a party word but are not that person: แม่ค้า (a vendor, literally "mother
 * trade"), แม่น้ำ (a river), ลูกจ้าง (an employee), แฟนคลับ (a fan club).
 */
export const NOT_PARTIES: readonly string[] = [
  'แม่ค้า',
  'แม่บ้าน',
  'แม่น้ำ',
  'แม่ครัว',
  'พ่อค้า',
  'พ่อบ้าน',
  'พ่อครัว',
  'ลูกจ้าง',
  'ลูกหนี้',
  'ลูกศิษย์',
  'ลูกทีม',
  'แฟนคลับ',
  'แฟนบอล',
  'เพื่อนร่วมชั้น',
  'พี่เลี้ยง',
  'น้องใหม่',
];

/**
 * More topic words, by topic — the everyday vocabulary of each kind of question (weight 2, or 1
 * for words that often appear in other topics' questions too).
 */
export const MORE_TOPIC_CUES: Readonly<Record<FrameTopic, readonly (readonly [string, number])[]>> =
  {
    love: [
      ['หัวใจ', 1],
      ['ผู้ชาย', 1],
      ['ผู้หญิง', 1],
      ['คนที่ใช่', 2],
      ['เจอคนดี', 1],
      ['เจอคนดีๆ', 1],
      ['มีใจ', 2],
      ['รู้ใจ', 1],
      ['คนรู้ใจ', 2],
      ['คนโสด', 2],
      ['คบกัน', 2],
      ['จีบ', 2],
      ['หึง', 2],
      ['กิ๊ก', 2],
      ['มือที่สาม', 2],
      ['นอกใจ', 2],
      ['อกหัก', 2],
      ['เดท', 2],
      ['ออกเดท', 2],
      ['เนื้อคู่', 2],
      ['สละโสด', 2],
      ['หมั้น', 2],
      ['ขอแต่งงาน', 2],
      ['แต่งงาน', 2],
      ['คู่รัก', 2],
      ['เจอคนใหม่', 2],
      ['marriage', 2],
      ['romance', 2],
    ],
    work: [
      ['ออฟฟิศ', 1],
      ['ที่ทำงาน', 1],
      ['ยอดขาย', 2],
      ['โปรเจกต์', 2],
      ['โปรเจค', 2],
      ['ประชุม', 1],
      ['ทดลองงาน', 2],
      ['ผ่านโปร', 2],
      ['เลื่อนขั้น', 2],
      ['ตำแหน่ง', 2],
      ['สายงาน', 2],
      ['งานประจำ', 2],
      ['รับงาน', 2],
      ['ได้งาน', 2],
      ['งานเข้า', 2],
      ['ค้าขาย', 2],
      ['กิจการ', 2],
      ['ปิดร้าน', 2],
      ['ปิดกิจการ', 2],
      ['แผง', 1],
      ['สัมภาษณ์', 2],
      ['สมัครงาน', 2],
      ['ฝึกงาน', 2],
      ['เกษียณ', 2],
      ['office', 1],
      ['promotion', 2],
      ['interview', 2],
    ],
    money: [
      ['การเงิน', 2],
      ['ผ่อน', 2],
      ['ออม', 2],
      ['ออมเงิน', 2],
      ['กู้', 2],
      ['สินเชื่อ', 2],
      ['บัตรเครดิต', 2],
      ['ภาษี', 2],
      ['เงินก้อน', 2],
      ['ขาดทุน', 2],
      ['กำไร', 2],
      ['ค่าใช้จ่าย', 2],
      ['หมุนเงิน', 2],
      ['เงินสด', 2],
      ['ร่ำรวย', 2],
      ['รวย', 2],
      ['ทอง', 1],
      ['หุ้น', 2],
      ['ลงทุน', 2],
      ['โดนโกง', 2],
      ['ถูกโกง', 2],
      ['income', 2],
      ['rich', 2],
      ['invest', 2],
    ],
    health: [
      ['ไข้', 2],
      ['ไม่สบาย', 2],
      ['เจ็บป่วย', 2],
      ['ความดัน', 2],
      ['ซึมเศร้า', 2],
      ['เครียด', 1],
      ['ภูมิแพ้', 2],
      ['ไมเกรน', 2],
      ['ปวดหลัง', 2],
      ['หัวใจวาย', 2],
      ['เนื้องอก', 2],
      ['อุบัติเหตุ', 2],
      ['ล้ม', 2],
      ['หกล้ม', 2],
      ['บาดเจ็บ', 2],
      ['กระดูก', 2],
      ['แผล', 1],
      ['แอดมิท', 2],
      ['ผ่าตัด', 2],
      ['รักษา', 2],
      ['ตั้งครรภ์', 2],
      ['ตั้งท้อง', 2],
      ['แท้ง', 2],
      ['อ้วน', 2],
      ['ออกกำลังกาย', 2],
      ['สุขภาพจิต', 2],
      ['อาการ', 2],
      ['ยา', 1],
      ['หมอ', 1],
      ['ตรวจ', 1],
      ['ผลเลือด', 2],
      ['สิว', 2],
      ['ผิว', 1],
      ['นอน', 1],
      ['บุหรี่', 2],
      ['สูบบุหรี่', 2],
      ['เลิกบุหรี่', 2],
      ['เหล้า', 2],
      ['เลิกเหล้า', 2],
      ['surgery', 2],
      ['doctor', 1],
    ],
    study: [
      ['เกียรตินิยม', 2],
      ['ปริญญาโท', 2],
      ['ป.โท', 2],
      ['ป.เอก', 2],
      ['ติว', 2],
      ['ม.ปลาย', 2],
      ['ประถม', 1],
      ['แอดมิชชั่น', 2],
      ['โอเน็ต', 2],
      ['นักศึกษา', 2],
      ['จบการศึกษา', 2],
      ['เรียนจบ', 2],
      ['ทุนการศึกษา', 2],
      ['เรียนพิเศษ', 2],
      ['โครงงาน', 2],
      ['เกรดเฉลี่ย', 2],
      ['gpa', 2],
      ['exam', 2],
      ['grades', 2],
      ['college', 2],
    ],
    family: [
      ['ปู่ย่าตายาย', 2],
      ['มรดก', 1],
      ['เลี้ยงลูก', 2],
      ['ลูกๆ', 2],
      ['ญาติพี่น้อง', 2],
      ['พี่น้อง', 2],
      ['การพนัน', 1],
      ['ติดเกม', 1],
    ],
    friends: [
      ['กลุ่มเพื่อน', 2],
      ['เพื่อนใหม่', 2],
      ['แก๊งเพื่อน', 2],
    ],
    travel: [
      ['เที่ยว', 2],
      ['ทริป', 2],
      ['เดินทาง', 2],
      ['ตั๋ว', 2],
      ['ตั๋วเครื่องบิน', 2],
      ['บิน', 1],
      ['ทะเล', 1],
      ['ภูเขา', 1],
      ['ต่างประเทศ', 1],
      ['trip', 2],
      ['travel', 2],
      ['vacation', 2],
    ],
    home: [
      ['ผ่อนบ้าน', 2],
      ['บ้านใหม่', 2],
      ['ขึ้นบ้านใหม่', 2],
      ['สร้างบ้าน', 2],
      ['รีโนเวท', 2],
      ['ต่อเติม', 2],
      ['หอพัก', 2],
      ['หอ', 1],
      ['เพื่อนบ้าน', 2],
      ['เจ้าของห้อง', 2],
      ['เจ้าของบ้าน', 2],
      ['ที่อยู่', 1],
      ['ย้ายบ้าน', 2],
      ['condo', 2],
      ['landlord', 2],
    ],
    legal: [
      ['ประกันตัว', 3],
      ['แจ้งความ', 3],
      ['หมายเรียก', 3],
      ['พินัยกรรม', 2],
      ['ค่าเสียหาย', 2],
      ['ค่าชดเชย', 1],
      ['ลิขสิทธิ์', 2],
      ['ยื่นวีซ่า', 3],
      ['ใบอนุญาต', 2],
      ['ติดคุก', 3],
      ['คุก', 3],
      ['คนร้าย', 2],
      ['ขโมย', 2],
      ['โจร', 2],
      ['lawyer', 2],
      ['police', 1],
    ],
    luck: [
      ['ซื้อหวย', 3],
      ['ซื้อเลข', 3],
      ['ซื้อลอตเตอรี่', 3],
      ['สลาก', 3],
      ['ชิงโชค', 3],
      ['เสี่ยงดวง', 3],
      ['เลข', 2],
      ['ลาภ', 3],
      ['เครื่องราง', 3],
      ['เบอร์มงคล', 3],
      ['ทะเบียนรถมงคล', 3],
      ['งวดนี้', 1],
      ['งวดหน้า', 1],
    ],
    general: [
      ['ดวง', 1],
      ['ลาง', 1],
      ['ลางร้าย', 1],
      ['ลางบอกเหตุ', 1],
      ['ฝัน', 1],
      ['สะเดาะเคราะห์', 1],
      ['ดวงชะตา', 1],
      ['โชคร้าย', 1],
      ['fortune', 1],
    ],
  };

/**
 * Words for an area of life. "การเงิน…จะดีไหม" asks whether that area will be good (yes or no),
 * as "ดวง…ดีไหม" does — it is not a decision.
 */
export const LIFE_AREAS: readonly string[] = [
  'ดวง',
  'การเงิน',
  'การงาน',
  'ความรัก',
  'สุขภาพ',
  'ชีวิต',
  'เงินทอง',
  'โชคลาภ',
  'ดวงการงาน',
  'ดวงความรัก',
  'ดวงการเงิน',
  'การเรียน',
  'การทำงาน',
  'ดวงการเรียน',
];

/** "What should I do?" — a clause that asks for the asker's own next step. */
export const WHAT_TO_DO: readonly string[] = ['ทำยังไง', 'ทำยังไงดี', 'ทำไง', 'ทำไงดี', 'ยังไงดี'];

/**
 * Habits that strain a family (drink, gambling, games, drugs): the asker's own are health, a
 * family member's are family ("น้องชายติดการพนัน"). Smoking is not among them: it is a matter of
 * health whoever smokes ("พ่อจะเลิกบุหรี่ได้ไหม" is about father's health), and ยา alone is
 * medicine ("แม่กินยาความดัน"), only ติดยา is a habit.
 */
export const HABIT_WORDS: readonly string[] = [
  'เหล้า',
  'เลิกเหล้า',
  'การพนัน',
  'เลิกพนัน',
  'เลิกการพนัน',
  'พนัน',
  'ติดเกม',
  'ติดยา',
  'ยาเสพติด',
];

/** Acts of a romance even when no one is named ("จะกลับไปคบกันไหม": will we get back together). */
export const ROMANCE_ACTS: readonly FrameAct[] = [
  'reconcile',
  'break-up',
  'contact',
  'reply',
  'invite',
  'ignore',
  'leave',
  'confess',
];

/**
 * Words that begin a predicate; a clause's subject stands before them: จะ (will), ควร (should),
 * อยาก (want), ได้ (get to), เป็น (be), ยัง (still), เคย (ever), ต้อง (must), เพิ่ง (just).
 */
export const PREDICATE_STARTERS: readonly string[] = [
  'จะ',
  'ควร',
  'อยาก',
  'ได้',
  'เป็น',
  'ยัง',
  'เคย',
  'ต้อง',
  'เพิ่ง',
  'ชอบ',
  'กำลัง',
  'is',
  'will',
  'should',
];

/** After กลับมา/กลับไป (come/go back): coming home or back to a place, not making up. */
export const HOMECOMING: readonly string[] = ['อยู่', 'ทำงาน', 'พร้อมหน้า', 'เรียน', 'บ้าน'];

/** After ช่วย: a polite request ("ช่วยดูดวงให้หน่อย", please read my fortune), not help. */
export const REQUEST_VERBS: readonly string[] = ['ดู', 'ทำนาย', 'บอก', 'แนะนำ', 'หน่อย'];

/** Schools and grants: an application or interview for them is studying (ทุน, มหาลัย). */
export const STUDY_PLACES: readonly string[] = [
  'ทุน',
  'มหาลัย',
  'มหาวิทยาลัย',
  'โรงเรียน',
  'คณะ',
  'university',
  'scholarship',
];

/** Having a child (มีลูก; มีน้อง, "a sibling for my child"): the asker's own family matter. */
export const ASKER_FAMILY: readonly string[] = ['มีน้อง', 'มีลูก'];

/** กัน / ด้วยกัน (together): the asker is one side of what is asked. */
export const TOGETHER: readonly string[] = ['กัน', 'ด้วยกัน'];

/** Words after a field that end a self-introduction: อยู่ (currently), ค่ะ/ครับ, มา (for … years). */
export const SELF_INTRO_ENDINGS: readonly string[] = ['อยู่', 'ค่ะ', 'ครับ', 'มา'];

/** Words that may come between ปีหน้า and its month ("ปีหน้า|ช่วง|มีนา"). */
export const MONTH_LEADERS: readonly string[] = ['เดือน', 'ช่วง', 'ตอน', 'in'];

/** ไป (go), กลับ (go back) straight before a place: a trip ("จะไปญี่ปุ่น", going to Japan). */
export const TRIP_VERBS: readonly string[] = ['ไป', 'กลับ', 'กลับบ้าน'];
