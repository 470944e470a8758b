/**
 * What a question (or a story) in a topic reading is about, and what a reading says to it: the
 * matter in running text, the good outcome a yes/no or "when" question hopes for, doing it or
 * holding off for a "should I" question, the points worth weighing and a first step. Career,
 * finance, luck and obstacles all answer from this one table, so "ลาออกดีไหม" gets the same
 * sound counsel whichever reading it was asked in; the reading adds its own lore around it.
 *
 * Themes are found by matching Thai substrings, most specific first ("หนี้บ้าน" is debt before it
 * is a house).
 */
import { FAMILY_PARTIES, type FrameTopic, type QuestionFrame } from '../frame/frame.ts';
import type { QuestionIntent } from '../question.ts';
import type { Bi } from '../text.ts';

export type ThemeId =
  | 'lottery'
  | 'legal'
  | 'health'
  | 'child-exam'
  | 'civil-exam'
  | 'exam'
  | 'in-law'
  | 'laid-off'
  | 'debt'
  | 'owed'
  | 'lend'
  | 'property'
  | 'invest'
  | 'side-income'
  | 'short-money'
  | 'saving'
  | 'abroad-work'
  | 'travel'
  | 'resign'
  | 'promotion'
  | 'raise'
  | 'interview'
  | 'colleague'
  | 'boss'
  | 'business'
  | 'sales'
  | 'workload'
  | 'contract'
  | 'start-new'
  | 'merit'
  | 'stuck'
  | 'get-through'
  | 'outlook'
  | 'family'
  | 'love'
  | 'work'
  | 'money';

export interface Theme {
  id: ThemeId;
  /** The matter, as a noun phrase after "เรื่อง": "การลาออกไปหางานใหม่". */
  label: Bi;
  /** The hoped-for outcome, as a verb phrase after "จะ": "ได้งานใหม่ที่ดีกว่าเดิม". */
  outcome: Bi;
  /** For "should I" questions: going ahead, and holding off (verb phrases). */
  go: Bi;
  wait: Bi;
  /** Points worth weighing: each a different angle, never the same point reworded. */
  weigh: readonly Bi[];
  /** A first step small enough to take this week. */
  steps: readonly Bi[];
  /** Where real help is, when the matter needs a professional rather than a reading. */
  consult?: Bi;
}

const b = (th: string, en: string): Bi => ({ th, en });

type ThemeText = Omit<Theme, 'id'>;

const CONSULT_LEGAL = b(
  'รายละเอียดทางกฎหมายควรปรึกษาทนายความหรือหน่วยงานที่ดูแลเรื่องนั้นโดยตรง คำทำนายบอกได้แค่จังหวะใจ ไม่ใช่ผลคดี',
  'For the legal details, consult a lawyer or the office in charge; a reading speaks to timing and heart, not to a verdict.',
);
const CONSULT_HEALTH = b(
  'เรื่องอาการและการรักษาต้องให้แพทย์ตรวจและแนะนำ คำทำนายใช้แทนการตรวจไม่ได้',
  'Symptoms and treatment need a doctor; a reading can never stand in for an examination.',
);
const CONSULT_INVEST = b(
  'การตัดสินใจลงทุนจริงควรปรึกษาผู้แนะนำการลงทุนที่มีใบอนุญาตและศึกษาข้อมูลให้รอบด้าน ดวงบอกได้แค่จังหวะใจ ไม่ใช่ทิศทางตลาด',
  'For real investment decisions, talk to a licensed adviser and check the facts; the stars speak to your timing, not to the market.',
);

const THEMES: Record<ThemeId, ThemeText> = {
  lottery: {
    label: b('การขอเลขเสี่ยงโชค', 'numbers for a draw'),
    outcome: b('มีโชคจากการเสี่ยง', 'win at a game of chance'),
    go: b('ซื้อแค่พอสนุกด้วยเงินที่เสียได้', 'buying only for fun with money you can lose'),
    wait: b('เก็บเงินก้อนนั้นไว้กับตัว', 'keeping that money'),
    weigh: [
      b(
        'โชคที่จับต้องได้จริงช่วงนี้มาจากสิ่งที่คุณลงมือทำ มากกว่าตัวเลขที่ออกมาแต่ละงวด',
        'The luck you can actually hold right now comes from what you do, not from the numbers of a draw.',
      ),
      b(
        'ถ้าอยากลุ้นเพื่อความสนุก ตั้งงบที่เสียแล้วไม่เดือดร้อนไว้ก่อน และไม่ไล่ตามเมื่อไม่ถูก',
        'If you play for fun, set a budget you can lose without hardship first, and never chase a loss.',
      ),
    ],
    steps: [
      b(
        'ลองกันเงินที่ตั้งใจจะใช้ลุ้นโชคงวดนี้ไว้ในบัญชีเงินเก็บแทน แล้วดูว่าสิ้นเดือนรู้สึกอย่างไร',
        'Try putting the money meant for this draw into savings instead, and see how it feels at the end of the month.',
      ),
    ],
  },
  legal: {
    label: b('คดีความ', 'the legal case'),
    outcome: b('คลี่คลายจนจบเรื่อง', 'reach an end'),
    go: b('เดินหน้าเรื่องนี้ต่อ', 'pressing on with it'),
    wait: b('เจรจาไกล่เกลี่ยก่อน', 'trying mediation first'),
    weigh: [
      b(
        'คดีที่ยืดเยื้อมักขาดเอกสารหรือหลักฐานบางชิ้น รวบรวมทุกอย่างเรียงตามวันที่ไว้ในแฟ้มเดียว จะช่วยให้ทุกขั้นตอนเร็วขึ้น',
        'Drawn-out cases are often missing a document or two; gather everything in date order in one file and each step moves faster.',
      ),
      b(
        'ถ้าอีกฝ่ายยังคุยกันได้ การไกล่เกลี่ยมักจบเร็วกว่าและเหนื่อยน้อยกว่าการสู้จนถึงที่สุด',
        'If the other side will still talk, mediation usually ends sooner and costs less of you than fighting to the last.',
      ),
      b(
        'อย่าตัดสินใจจากคำบอกเล่าของคนรอบตัว ขั้นตอนจริงให้ถามจากทนายหรือเจ้าหน้าที่ที่รับผิดชอบ',
        'Do not act on what people around you say; ask your lawyer or the official in charge about the real steps.',
      ),
    ],
    steps: [
      b(
        'ทำรายการเอกสารที่มีและที่ยังขาด แล้วนัดทนายหรือเจ้าหน้าที่เพื่อถามขั้นตอนถัดไป',
        'List the documents you have and those still missing, and book your lawyer or the official to ask the next step.',
      ),
    ],
    consult: CONSULT_LEGAL,
  },
  health: {
    label: b('สุขภาพ', 'your health'),
    outcome: b('กลับมาแข็งแรงขึ้น', 'feel stronger again'),
    go: b('ไปพบแพทย์ให้ตรวจให้ชัด', 'seeing a doctor for a proper check'),
    wait: b('พักและสังเกตอาการ', 'resting and watching the symptoms'),
    weigh: [
      b(
        'ร่างกายที่อ่อนล้ามักทำให้เรื่องอื่นดูหนักกว่าจริง การพักให้พอจึงไม่ใช่การเสียเวลา',
        'A tired body makes everything else look heavier than it is; rest is not time lost.',
      ),
      b(
        'ถ้ามีอาการที่เป็นมานาน อย่ารอให้ดวงดีก่อนค่อยไปตรวจ การรู้ข้อเท็จจริงเร็วช่วยให้ใจเบาลงกว่าการคาดเดา',
        'If something has lasted a while, do not wait for a better day to get it checked; knowing early eases the mind more than guessing.',
      ),
    ],
    steps: [
      b(
        'นัดตรวจกับแพทย์ให้เรียบร้อย และจดอาการที่เป็นไว้ไปเล่าให้ครบ',
        'Book a doctor’s appointment and write down your symptoms to tell them in full.',
      ),
    ],
    consult: CONSULT_HEALTH,
  },
  'child-exam': {
    label: b('การสอบของลูก', 'your child’s exam'),
    outcome: b('สอบผ่านตามที่ลูกตั้งใจ', 'see your child do as well as they hope'),
    go: b('สนับสนุนเส้นทางที่ลูกเลือก', 'backing the path your child has chosen'),
    wait: b('ช่วยลูกวางแผนสำรองไว้ด้วย', 'helping your child keep a second plan'),
    weigh: [
      b(
        'สิ่งที่ช่วยลูกได้มากที่สุดคือบ้านที่ไม่กดดันเกินไป ลองถามว่าอยากให้ช่วยเรื่องไหน แทนการถามว่าอ่านถึงไหนแล้ว',
        'What helps a child most is a home without too much pressure; ask what help they want rather than how far they have read.',
      ),
      b(
        'ช่วงใกล้สอบ ดูแลเรื่องการนอนและอาหารของลูกให้ดี สมองที่ได้พักจำได้ดีกว่าสมองที่อ่านทั้งคืน',
        'Near exam time, look after your child’s sleep and meals; a rested brain remembers more than one that read all night.',
      ),
      b(
        'ถ้าลูกมีคณะหรือที่เรียนในใจหลายที่ ช่วยกันวางทางสำรองไว้ จะลดความกังวลทั้งของลูกและของคุณ',
        'If your child has several places in mind, plan a fallback together; it eases both their worry and yours.',
      ),
    ],
    steps: [
      b(
        'ชวนลูกคุยสั้น ๆ ว่าอยากให้ที่บ้านช่วยอะไรในช่วงนี้ แล้วทำตามนั้นหนึ่งอย่าง',
        'Ask your child briefly what they would like from home right now, and do one thing they name.',
      ),
    ],
  },
  'civil-exam': {
    label: b('การสอบเข้ารับราชการ', 'the civil service exam'),
    outcome: b('สอบผ่านตามที่หวัง', 'pass as you hope'),
    go: b('ลงสมัครสอบรอบนี้', 'sitting this round'),
    wait: b('เตรียมตัวให้แน่นขึ้นแล้วค่อยลงรอบถัดไป', 'preparing further for the next round'),
    weigh: [
      b(
        'ข้อสอบราชการวัดความแม่นยำมากกว่าความเร็ว ทำข้อสอบเก่าแบบจับเวลาจริงสัปดาห์ละชุด แล้วดูว่าพลาดหมวดไหนบ่อยที่สุด',
        'Civil service exams reward accuracy over speed; do one timed past paper a week and see which section trips you most.',
      ),
      b(
        'อ่านวันละนิดแต่ทุกวันได้ผลกว่าอ่านหนักเฉพาะวันหยุด และอย่าทิ้งหมวดกฎหมายกับความรู้ทั่วไปที่หลายคนมองข้าม',
        'A little every day beats cramming at weekends, and do not neglect the law and general knowledge sections many skip.',
      ),
    ],
    steps: [
      b(
        'หาข้อสอบเก่าหนึ่งชุดมาทำแบบจับเวลาในสัปดาห์นี้ แล้วจดหมวดที่ต้องทบทวน',
        'Do one past paper under time this week and note the sections to revise.',
      ),
    ],
  },
  exam: {
    label: b('การเรียนและการสอบ', 'study and exams'),
    outcome: b('สอบได้อย่างที่ตั้งใจ', 'do as well as you hope'),
    go: b('ลงสนามสอบรอบนี้', 'sitting this round'),
    wait: b('เตรียมตัวเพิ่มอีกสักระยะ', 'preparing a little longer'),
    weigh: [
      b(
        'ลองสรุปแต่ละบทให้เหลือหน้าเดียวด้วยคำของตัวเอง ถ้าสรุปไม่ได้แปลว่าบทนั้นยังต้องกลับไปอ่าน',
        'Summarise each chapter on one page in your own words; a chapter you cannot summarise needs another read.',
      ),
      b(
        'ทบทวนตอนเช้าและนอนให้พอ ความจำจัดระเบียบตัวเองระหว่างหลับ การอ่านข้ามคืนจึงมักได้ไม่คุ้มเสีย',
        'Revise in the morning and sleep enough; memory sorts itself during sleep, so all-nighters rarely pay.',
      ),
    ],
    steps: [
      b(
        'เลือกบทที่อ่อนที่สุดหนึ่งบท แล้วถามครูหรือเพื่อนที่เข้าใจให้ช่วยอธิบายภายในสัปดาห์นี้',
        'Pick your weakest chapter and ask a teacher or a friend who gets it to explain it this week.',
      ),
    ],
  },
  'in-law': {
    label: b('ความสัมพันธ์กับครอบครัวอีกฝ่าย', 'things with your in-laws'),
    outcome: b('คลี่คลายและอยู่ร่วมกันได้สบายใจขึ้น', 'ease into something you can live with'),
    go: b('เปิดใจคุยกันผ่านคู่ของคุณ', 'talking it through with your partner first'),
    wait: b('ถอยออกมาให้มีระยะกันสักพัก', 'keeping a little distance for a while'),
    weigh: [
      b(
        'เรื่องกับครอบครัวฝั่งคู่ คนที่คุยได้ดีที่สุดมักเป็นคู่ของคุณเอง ตกลงกันสองคนให้ชัดก่อนว่าจะรับมือแบบไหน',
        'With your partner’s family, the best go-between is usually your partner; agree between the two of you first how to handle it.',
      ),
      b(
        'ความตึงกับผู้ใหญ่มักมาจากความห่วงที่แสดงออกไม่ถูกทาง ลองมองหาสิ่งที่เขากังวลจริง ๆ แล้วตอบที่ตรงนั้น',
        'Tension with elders often comes from care shown the wrong way; look for what really worries them and answer that.',
      ),
      b(
        'ระยะห่างที่พอดีไม่ใช่การตัดขาด การมีพื้นที่ของตัวเองบ้างช่วยให้เจอกันแล้วใจเย็นขึ้น',
        'A fitting distance is not cutting ties; some space of your own makes meetings calmer.',
      ),
    ],
    steps: [
      b(
        'ชวนคู่ของคุณคุยกันสองคนว่าเรื่องไหนยอมได้และเรื่องไหนต้องมีขอบเขต ก่อนเจอกันครั้งถัดไป',
        'Sit down with your partner and agree what you can let go and where you need limits, before the next visit.',
      ),
    ],
  },
  'laid-off': {
    label: b('การหางานใหม่หลังถูกเลิกจ้าง', 'finding work after a lay-off'),
    outcome: b('ได้งานใหม่ที่มั่นคง', 'find steady work again'),
    go: b('รับงานที่เข้ามาไว้ก่อน', 'taking the work that comes'),
    wait: b('เลือกงานให้ตรงทางมากขึ้นอีกหน่อย', 'holding out a little for the right fit'),
    weigh: [
      b(
        'การถูกเลิกจ้างไม่ได้บอกคุณค่าของคุณ แต่บอกสถานการณ์ขององค์กร ลองเล่าเรื่องนี้อย่างตรงไปตรงมาเวลาสัมภาษณ์ แล้วพาไปที่สิ่งที่คุณทำได้',
        'A lay-off says more about the company than about you; tell it plainly at interviews and steer to what you can do.',
      ),
      b(
        'ตรวจสิทธิ์ประกันสังคมกรณีว่างงานและเงินชดเชยให้ครบ เงินส่วนนี้ช่วยซื้อเวลาให้เลือกงานได้ดีขึ้น',
        'Check your social security unemployment benefit and severance in full; that money buys time to choose well.',
      ),
      b(
        'งานใหม่มักมาจากคนรู้จักมากกว่าประกาศรับสมัคร บอกคนในสายงานสักห้าคนว่าคุณกำลังมองหางานแบบไหน',
        'New jobs come through people more often than adverts; tell five people in your field what you are looking for.',
      ),
    ],
    steps: [
      b(
        'ตั้งเป้าส่งใบสมัครที่ตรงทางวันละหนึ่งที่ และทักคนรู้จักในสายงานวันละหนึ่งคน',
        'Aim for one well-aimed application and one message to someone in your field each day.',
      ),
    ],
  },
  debt: {
    label: b('หนี้', 'the debt'),
    outcome: b('ปลดหนี้ก้อนนี้ได้', 'clear this debt'),
    go: b('เร่งโปะหนี้ให้เร็วขึ้น', 'paying it down faster'),
    wait: b('จ่ายตามกำหนดไปก่อนและเก็บเงินสำรองไว้ด้วย', 'paying on schedule while keeping a reserve'),
    weigh: [
      b(
        'เรียงหนี้ทุกก้อนตามดอกเบี้ย แล้วโปะก้อนที่ดอกแพงที่สุดก่อน ส่วนก้อนอื่นจ่ายตามกำหนดไว้ไม่ให้ผิดนัด',
        'Rank every debt by interest and pay down the dearest first, keeping the rest on schedule so nothing falls overdue.',
      ),
      b(
        'ถ้าผ่อนไม่ไหว ติดต่อเจ้าหนี้หรือธนาคารขอปรับโครงสร้างหนี้ก่อนจะผิดนัด หลายแห่งมีโครงการช่วยลูกหนี้ที่ยังตั้งใจจ่าย',
        'If you cannot keep up, ask your lender or bank to restructure before you miss a payment; many have schemes for borrowers who still mean to pay.',
      ),
      b(
        'ระหว่างทางอย่าก่อหนี้ใหม่ แม้จะเป็นการผ่อนแบบไม่มีดอกเบี้ย เพราะทุกงวดใหม่คือเงินที่ไม่ได้ไปลดหนี้เดิม',
        'Take on nothing new meanwhile, not even interest-free instalments; every new payment is money not spent on the old debt.',
      ),
    ],
    steps: [
      b(
        'เขียนหนี้ทุกก้อนพร้อมดอกเบี้ยและยอดคงเหลือลงในกระดาษแผ่นเดียว แล้วเลือกก้อนแรกที่จะโปะ',
        'Write every debt with its interest and balance on one sheet, and choose the first to pay down.',
      ),
    ],
  },
  owed: {
    label: b('เงินที่ให้ยืมไปแล้วยังไม่ได้คืน', 'money lent and not repaid'),
    outcome: b('ได้เงินคืน', 'get the money back'),
    go: b('ทวงถามอย่างสุภาพแต่ชัดเจน', 'asking for it politely but plainly'),
    wait: b('ตกลงแผนคืนเป็นงวดเล็ก ๆ', 'agreeing small instalments'),
    weigh: [
      b(
        'ทวงแบบเสนอทางออก เช่น ขอให้คืนเป็นงวดเล็ก ๆ ทุกสิ้นเดือน มักได้ผลกว่าการทวงทั้งก้อน และรักษาน้ำใจได้มากกว่า',
        'Asking with a way out — small repayments each month-end — usually works better than demanding it all, and keeps more goodwill.',
      ),
      b(
        'เก็บหลักฐานการโอนและข้อความที่คุยกันไว้ ถ้าวันหนึ่งต้องพึ่งกระบวนการทางกฎหมายจะได้ไม่ต้องเริ่มจากศูนย์',
        'Keep the transfer records and messages; if it ever needs the law, you will not start from nothing.',
      ),
    ],
    steps: [
      b(
        'ส่งข้อความสุภาพเสนอวันคืนและจำนวนต่องวดที่เป็นไปได้ แล้วขอคำตอบภายในสัปดาห์',
        'Send a polite message proposing a repayment date and amount, and ask for an answer within the week.',
      ),
    ],
  },
  lend: {
    label: b('การให้ยืมเงิน', 'lending money'),
    outcome: b('ช่วยได้โดยไม่เสียทั้งเงินและใจ', 'help without losing the money or the friendship'),
    go: b('ให้ยืมในวงเงินที่เสียได้', 'lending what you could afford to lose'),
    wait: b('ช่วยในแบบที่ไม่ต้องเสี่ยงเงินก้อนใหญ่', 'helping in ways that do not risk a large sum'),
    weigh: [
      b(
        'ให้ยืมเท่าที่ถ้าไม่ได้คืนแล้วไม่เดือดร้อนและไม่ต้องโกรธกัน นี่คือเส้นที่ช่วยรักษาทั้งเงินและความสัมพันธ์',
        'Lend only what you could lose without hardship or resentment; that line protects both the money and the bond.',
      ),
      b(
        'ถ้าจะให้ยืม ตกลงกำหนดคืนและจดไว้ให้ชัด แม้เป็นญาติกัน ความชัดเจนรักษาน้ำใจมากกว่าทำลาย',
        'If you lend, agree and note a repayment date, even within family; clarity protects goodwill more than it harms it.',
      ),
      b(
        'บางครั้งการช่วยแบบอื่นมีค่ากว่าเงิน เช่น ช่วยหางาน ช่วยวางแผนรายจ่าย หรือช่วยเพียงบางส่วน',
        'Sometimes other help is worth more than money: help finding work, planning spending, or covering only part.',
      ),
    ],
    steps: [
      b(
        'ก่อนตอบ ให้ตั้งตัวเลขในใจว่าให้ได้เท่าไรโดยไม่กระทบเงินสำรองของบ้าน แล้วยึดตัวเลขนั้น',
        'Before you answer, fix the most you can give without touching your household reserve, and keep to it.',
      ),
    ],
  },
  property: {
    label: b('การซื้อที่อยู่อาศัย', 'buying a home'),
    outcome: b('ได้ที่อยู่ที่ผ่อนไหวและอยู่สบาย', 'get a place you can afford and live well in'),
    go: b('ซื้อ', 'buying now'),
    wait: b('รอเก็บเงินดาวน์และดูทำเลเพิ่มอีกหน่อย', 'saving more deposit and seeing more places first'),
    weigh: [
      b(
        'ค่าผ่อนต่อเดือนไม่ควรเกินราวหนึ่งในสามของรายได้ และหลังวางเงินดาวน์แล้วควรยังมีเงินสำรองพอใช้อีกหลายเดือน',
        'Monthly repayments should stay under about a third of your income, and after the deposit you should still have several months in reserve.',
      ),
      b(
        'ไปดูทำเลด้วยตัวเองทั้งกลางวันและกลางคืน ถามค่าส่วนกลางและแผนก่อสร้างรอบข้าง ก่อนวางเงินจอง',
        'Visit the place yourself by day and by night, and ask about fees and planned building nearby, before you pay a booking deposit.',
      ),
      b(
        'ถ้างานหรือรายได้ยังไม่นิ่ง การรออีกสักระยะแล้วเก็บเงินดาวน์เพิ่ม อาจทำให้ผ่อนเบาลงไปอีกหลายปี',
        'If work or income is not settled yet, waiting a while to save more deposit can lighten the repayments for years.',
      ),
    ],
    steps: [
      b(
        'คำนวณค่าผ่อนที่รับไหวจากรายได้จริง แล้วนัดดูโครงการที่อยู่ในงบนั้นสักสองที่',
        'Work out the repayment your real income can carry, and visit two places within that budget.',
      ),
    ],
  },
  invest: {
    label: b('การลงทุน', 'investing'),
    outcome: b('เห็นเงินลงทุนงอกเงยอย่างมั่นคง', 'see your money grow steadily'),
    go: b('ทยอยลงทุนเพิ่มตามแผน', 'adding to it bit by bit, to a plan'),
    wait: b(
      'ถือเงินสดไว้ก่อนจนเข้าใจสิ่งที่จะลงทุนจริง',
      'holding cash until you truly understand what you would buy',
    ),
    weigh: [
      b(
        'ลงทุนเฉพาะเงินที่ไม่ต้องใช้ในอีกหลายปี และในสิ่งที่อธิบายให้คนอื่นฟังได้ว่าได้กำไรมาจากไหน',
        'Invest only money you will not need for years, and only in what you could explain to someone else — where the return comes from.',
      ),
      b(
        'การทยอยลงทุนเท่า ๆ กันทุกเดือนช่วยไม่ให้ต้องเดาจังหวะตลาด และลดความเครียดเวลาราคาแกว่ง',
        'Investing the same amount each month spares you guessing the market and eases the stress when prices swing.',
      ),
    ],
    steps: [
      b(
        'เขียนเป้าหมายและระยะเวลาของเงินก้อนนี้ให้ชัด แล้วนำไปคุยกับผู้แนะนำการลงทุนที่มีใบอนุญาต',
        'Write down this money’s goal and time frame, and take them to a licensed adviser.',
      ),
    ],
    consult: CONSULT_INVEST,
  },
  'side-income': {
    label: b('รายได้เสริม', 'extra income'),
    outcome: b('มีรายได้เสริมเข้ามา', 'bring in extra income'),
    go: b('เริ่มลองงานเสริมเล็ก ๆ', 'trying a small side job'),
    wait: b('ทำงานหลักให้มั่นคงก่อน', 'steadying your main work first'),
    weigh: [
      b(
        'รายได้เสริมที่ยั่งยืนมักมาจากสิ่งที่คุณทำเก่งอยู่แล้ว ลองเปลี่ยนทักษะเดิมให้เป็นบริการเล็ก ๆ ที่คนยอมจ่าย',
        'Lasting extra income usually grows from what you already do well; turn a skill into a small service people will pay for.',
      ),
      b(
        'ระวังงานเสริมที่ต้องจ่ายเงินก่อนหรือสัญญารายได้ง่าย ๆ งานจริงมักไม่เรียกเงินจากคนทำ',
        'Beware side jobs that want money up front or promise easy income; real work does not charge the worker.',
      ),
      b(
        'เลือกงานที่ไม่กินเวลานอนจนเกินไป รายได้ที่เพิ่มแต่สุขภาพที่เสียไม่ใช่กำไร',
        'Choose work that does not eat your sleep; more income with worse health is no profit.',
      ),
    ],
    steps: [
      b(
        'เขียนสามอย่างที่คุณทำได้ดีและมีคนเคยขอให้ช่วย แล้วลองตั้งราคาให้หนึ่งอย่าง',
        'List three things you do well that people have asked your help with, and put a price on one.',
      ),
    ],
  },
  'short-money': {
    label: b('เงินที่ไม่พอใช้ช่วงนี้', 'money running short'),
    outcome: b('ผ่านช่วงเงินตึงไปได้', 'get through this tight spell'),
    go: b('ตัดรายจ่ายให้เหลือเท่าที่จำเป็น', 'cutting back to essentials'),
    wait: b('ชะลอรายจ่ายก้อนใหญ่ไว้ก่อน', 'putting big spending on hold'),
    weigh: [
      b(
        'จดรายจ่ายทุกบาทสักสองสัปดาห์ จะเห็นว่าเงินรั่วตรงไหน และมักมีสองสามรายการที่ตัดได้ทันที',
        'Write down every baht for two weeks; you will see where money leaks, and there are usually a few things you can cut at once.',
      ),
      b(
        'ถ้ามีบิลหรือหนี้ที่ใกล้ครบกำหนด โทรคุยกับเจ้าหนี้ก่อนวันครบ การขอเลื่อนล่วงหน้าได้ผลกว่าการผิดนัด',
        'If a bill or debt is coming due, call before the date; asking ahead for more time works better than missing it.',
      ),
    ],
    steps: [
      b(
        'แยกเงินค่ากินค่าเดินทางของสัปดาห์นี้ไว้ก่อน แล้วค่อยจัดการรายจ่ายอื่นจากส่วนที่เหลือ',
        'Set aside this week’s food and travel money first, then handle everything else from what is left.',
      ),
    ],
  },
  saving: {
    label: b('การเก็บเงิน', 'saving'),
    outcome: b('เก็บเงินได้เป็นก้อน', 'build real savings'),
    go: b('เริ่มออมแบบอัตโนมัติ', 'starting to save automatically'),
    wait: b('จัดการรายจ่ายที่รั่วก่อน', 'fixing the leaks first'),
    weigh: [
      b(
        'โอนเงินออมออกทันทีที่เงินเข้า ก่อนจะเริ่มใช้ เงินที่เหลือค่อยแบ่งใช้ วิธีนี้ได้ผลกว่าการรอเก็บส่วนที่เหลือ',
        'Move your savings out the moment money arrives, before spending; live on the rest — it works better than saving what is left.',
      ),
      b(
        'ตั้งชื่อบัญชีตามเป้าหมาย เช่น เงินฉุกเฉินหรือเงินดาวน์บ้าน ความรู้สึกว่าเงินมีหน้าที่ช่วยให้ไม่อยากถอนออกมาใช้',
        'Name the account after its goal — emergency fund, house deposit; money with a job is harder to spend.',
      ),
      b(
        'เริ่มจากจำนวนเล็กที่ทำได้ทุกเดือนแน่ ๆ ดีกว่าตั้งสูงแล้วทำได้เดือนเดียว ค่อยเพิ่มทีละนิดเมื่อรายได้ขึ้น',
        'Start with a small sum you can keep up every month rather than a big one for a month; raise it bit by bit as income grows.',
      ),
    ],
    steps: [
      b(
        'ตั้งโอนอัตโนมัติเข้าบัญชีเงินเก็บในวันที่เงินเดือนหรือรายได้เข้า แม้จะเริ่มจากจำนวนเล็ก',
        'Set an automatic transfer to savings on the day your income arrives, however small to begin with.',
      ),
    ],
  },
  'abroad-work': {
    label: b('การย้ายไปทำงานต่างประเทศ', 'moving abroad for work'),
    outcome: b('ได้ไปทำงานต่างประเทศอย่างที่หวัง', 'get the work abroad you hope for'),
    go: b('เริ่มเตรียมเอกสารและหาตำแหน่งงานจริงจัง', 'preparing papers and applying in earnest'),
    wait: b('ลองหาลู่ทางให้ชัดก่อนตัดสินใจย้าย', 'firming up an actual opening before you move'),
    weigh: [
      b(
        'ไปเพราะมีงานรออยู่จริงจะปลอดภัยกว่าไปก่อนแล้วค่อยหา ตรวจสอบบริษัทและวีซ่าจากแหล่งทางการทุกครั้ง',
        'Going to a job that really exists is safer than going first and looking later; check the employer and visa through official sources.',
      ),
      b(
        'คิดค่าครองชีพปลายทางให้ครบ ทั้งที่พัก ภาษี และค่าเดินทางกลับบ้าน เงินเดือนที่ดูสูงอาจเหลือเก็บน้อยกว่าที่คิด',
        'Count the full cost of living there — housing, tax, trips home; a salary that looks high may leave less than you think.',
      ),
    ],
    steps: [
      b(
        'ทำรายการเอกสารที่ต้องใช้ เช่น หนังสือเดินทาง ผลภาษา และใบรับรองการทำงาน แล้วเริ่มจากชิ้นที่ใช้เวลานานที่สุด',
        'List the papers you need — passport, language results, work references — and start with the slowest.',
      ),
    ],
  },
  travel: {
    label: b('การเดินทางไกล', 'a long journey'),
    outcome: b('ได้ออกเดินทางอย่างที่ตั้งใจ', 'make the trip you have in mind'),
    go: b('วางแผนและจองล่วงหน้า', 'planning and booking ahead'),
    wait: b('เก็บงบให้พร้อมก่อนแล้วค่อยกำหนดวัน', 'saving the budget first and fixing dates later'),
    weigh: [
      b(
        'การเดินทางที่มีแผนและงบชัดมักเกิดขึ้นจริง ลองกำหนดช่วงเดือนที่อยากไปแล้วเก็บเงินย้อนกลับจากวันนั้น',
        'Trips with a plan and a budget tend to happen; pick the month you want to go and save backwards from it.',
      ),
      b(
        'เผื่อเวลาเรื่องเอกสารและวีซ่าไว้มากกว่าที่คิด และซื้อประกันการเดินทางไว้ จะเดินทางได้สบายใจกว่า',
        'Allow more time than you think for papers and visas, and take travel insurance; you will travel easier.',
      ),
    ],
    steps: [
      b(
        'เปิดบัญชีหรือกระปุกแยกสำหรับทริปนี้ และตรวจวันหมดอายุหนังสือเดินทางให้เรียบร้อย',
        'Open a separate pot for this trip and check your passport’s expiry date.',
      ),
    ],
  },
  resign: {
    label: b('การลาออกไปหางานใหม่', 'leaving for a new job'),
    outcome: b('ได้งานใหม่ที่ดีกว่าเดิม', 'land a better job'),
    go: b('เริ่มหางานใหม่อย่างจริงจัง', 'starting a serious search'),
    wait: b('หาที่ใหม่ให้ได้ก่อนแล้วค่อยยื่นใบลาออก', 'securing the new place before you resign'),
    weigh: [
      b(
        'แยกให้ออกว่าอยากไปเพราะงานไม่ให้โอกาสเติบโต หรือเพราะเหนื่อยกับคนบางคน ถ้าเป็นอย่างหลัง การขอย้ายทีมหรือคุยกันตรง ๆ อาจแก้ได้โดยไม่ต้องเริ่มใหม่ทั้งหมด',
        'Work out whether you want to go because the job no longer lets you grow or because of certain people; if the latter, a team move or a frank talk may fix it without starting over.',
      ),
      b(
        'เขียนให้ชัดว่าที่ใหม่ต้องมีอะไร ทั้งเงินเดือน เนื้องาน และเวลาชีวิต แล้วใช้รายการนี้เทียบทุกข้อเสนอ จะได้ไม่ย้ายไปเจอปัญหาเดิมในชื่อใหม่',
        'Write down what the new place must offer — pay, the work itself, time for your life — and hold every offer to it, so you do not move into the same problem under a new name.',
      ),
      b(
        'ถ้ายังไม่มีเงินสำรองพอใช้สามถึงหกเดือน ให้หางานไปพร้อมกับทำงานเดิม ใจจะนิ่งกว่าและต่อรองได้ดีกว่า',
        'If you lack three to six months of savings, search while you keep the current job; you will be calmer and bargain better.',
      ),
    ],
    steps: [
      b(
        'อัปเดตประวัติการทำงานให้เห็นผลงานเป็นตัวเลข แล้วทักคนรู้จักในสายที่อยากไปสักสองสามคน',
        'Update your CV with results in numbers and message two or three people in the field you want.',
      ),
      b(
        'นัดคุยกับคนที่ทำงานในบริษัทหรือสายงานที่สนใจสักครั้ง ก่อนตัดสินใจยื่นใบลาออก',
        'Talk to someone who works where you want to go before you decide to resign.',
      ),
    ],
  },
  promotion: {
    label: b('การเลื่อนตำแหน่ง', 'a promotion'),
    outcome: b('ได้เลื่อนตำแหน่ง', 'be promoted'),
    go: b('ขอคุยเรื่องตำแหน่งกับหัวหน้า', 'raising it with your manager'),
    wait: b('สะสมผลงานให้ชัดอีกรอบก่อนขอ', 'building a clearer record before asking'),
    weigh: [
      b(
        'ผู้ใหญ่มักเลื่อนคนที่ทำงานระดับถัดไปได้อยู่แล้ว ลองรับงานที่ใหญ่กว่าตำแหน่งตอนนี้สักชิ้น ให้เห็นว่าคุณพร้อม',
        'People are promoted when they already do the next level’s work; take on one piece bigger than your role so it shows you are ready.',
      ),
      b(
        'ผลงานดีที่ไม่มีใครรู้ก็เหมือนยังไม่ได้ทำ จดผลงานเป็นตัวเลขไว้ และบอกหัวหน้าอย่างสุภาพว่าคุณมองตำแหน่งไหนอยู่',
        'Good work nobody knows about barely counts; keep your results in figures and tell your manager, politely, which role you have in mind.',
      ),
      b(
        'ดูจังหวะรอบประเมินขององค์กรด้วย การแสดงความตั้งใจก่อนรอบพิจารณาสักเดือนได้ผลดีกว่าพูดหลังตัดสินไปแล้ว',
        'Mind the review cycle: making your wish known a month before decisions works better than after.',
      ),
    ],
    steps: [
      b(
        'สรุปผลงานสามเรื่องที่ภูมิใจที่สุดในรอบปีเป็นตัวเลข แล้วขอเวลาหัวหน้าคุยเรื่องเส้นทางของคุณ',
        'Summarise your three proudest results of the year in figures and ask your manager for time to discuss your path.',
      ),
      b(
        'ถามหัวหน้าตรง ๆ ว่ายังขาดอะไรสำหรับตำแหน่งถัดไป แล้วเลือกแก้หนึ่งเรื่องในเดือนนี้',
        'Ask your manager plainly what is missing for the next role, and work on one thing this month.',
      ),
    ],
  },
  raise: {
    label: b('การขึ้นเงินเดือน', 'a pay rise'),
    outcome: b('ได้ปรับเงินเดือนขึ้น', 'get a raise'),
    go: b('ขอคุยเรื่องค่าตอบแทน', 'asking about pay'),
    wait: b('เก็บข้อมูลและผลงานให้พร้อมก่อนขอ', 'gathering facts and results first'),
    weigh: [
      b(
        'หาข้อมูลว่าตำแหน่งแบบคุณในตลาดได้ค่าตอบแทนราวเท่าไร การคุยจากข้อมูลหนักแน่นกว่าการคุยจากความรู้สึก',
        'Find out what your role pays in the market; a talk grounded in facts carries more weight than one grounded in feeling.',
      ),
      b(
        'สิ่งที่ผู้ใหญ่ฟังคือคุณเพิ่มคุณค่าอะไรให้ทีม ไม่ใช่ค่าครองชีพที่สูงขึ้น เตรียมเล่าสองสามเรื่องที่งานของคุณช่วยประหยัดหรือสร้างรายได้',
        'Managers listen for the value you add, not the cost of living; have two or three examples of your work saving or earning money.',
      ),
      b(
        'ถ้างบปีนี้จำกัด ลองคุยเรื่องที่มีค่าไม่แพ้กัน เช่น วันทำงานที่ยืดหยุ่นหรือการอบรมที่องค์กรออกให้',
        'If this year’s budget is tight, discuss things worth as much — flexible days or training the company pays for.',
      ),
    ],
    steps: [
      b(
        'เตรียมตัวเลขผลงานและข้อมูลค่าตอบแทนในตลาดให้พร้อม แล้วขอนัดคุยกับหัวหน้าแบบตัวต่อตัว',
        'Prepare your results and market pay figures, then ask your manager for a one-to-one.',
      ),
    ],
  },
  interview: {
    label: b('การสัมภาษณ์งาน', 'the interview'),
    outcome: b('ผ่านการสัมภาษณ์', 'get through the interview'),
    go: b('ไปสัมภาษณ์อย่างมั่นใจ', 'going in with confidence'),
    wait: b('เตรียมตัวเพิ่มอีกนิด', 'preparing a little more'),
    weigh: [
      b(
        'กรรมการจำเรื่องเล่าได้มากกว่าคำคุณศัพท์ เตรียมเล่าผลงานสองสามเรื่องว่าเจอปัญหาอะไร ทำอะไร และได้ผลอย่างไร',
        'Interviewers remember stories more than adjectives; prepare two or three: the problem, what you did, and what came of it.',
      ),
      b(
        'ศึกษาองค์กรและเนื้องานให้ดี แล้วเตรียมคำถามกลับสักสองข้อ คนที่ถามได้ตรงจุดมักถูกจำว่าตั้งใจจริง',
        'Study the organisation and the role, and prepare two questions of your own; a pointed question is remembered as real interest.',
      ),
      b(
        'ซ้อมตอบคำถามยาก เช่น ทำไมถึงอยากย้าย หรือจุดอ่อนคืออะไร ให้ตอบตรงและสั้น ไม่ต้องแก้ตัวยาว',
        'Rehearse the hard ones — why you want to move, your weak points — and answer short and straight, without long excuses.',
      ),
    ],
    steps: [
      b(
        'ซ้อมเล่าผลงานสามเรื่องออกเสียงสักรอบ และวางแผนให้ไปถึงก่อนเวลาสิบห้านาที',
        'Tell your three stories out loud once, and plan to arrive fifteen minutes early.',
      ),
    ],
  },
  colleague: {
    label: b('เพื่อนร่วมงาน', 'your colleague'),
    outcome: b('ได้รับเครดิตในผลงานอย่างที่ควร', 'get the credit your work deserves'),
    go: b('พูดให้ชัดว่างานไหนเป็นของใคร', 'saying plainly whose work is whose'),
    wait: b('เก็บหลักฐานให้ครบก่อนพูด', 'gathering the evidence before you speak'),
    weigh: [
      b(
        'ทำให้ผลงานของตัวเองมองเห็นได้ตั้งแต่ต้น เช่น ส่งสรุปงานเป็นลายลักษณ์อักษรถึงทีมและหัวหน้า จะไม่ต้องมาทวงเครดิตทีหลัง',
        'Make your work visible from the start — send written summaries to the team and your manager — and you will not have to reclaim credit later.',
      ),
      b(
        'คุยกับเพื่อนร่วมงานคนนั้นตรง ๆ แต่สุภาพ ว่าอยากให้ระบุชื่อคนทำในงานชิ้นนี้ หลายครั้งอีกฝ่ายจะถอยเองเมื่อรู้ว่าคุณเห็น',
        'Speak to that colleague directly but politely about naming who did the work; people often back off once they know you have noticed.',
      ),
      b(
        'ถ้าเกิดซ้ำหลายครั้ง ให้เล่าให้หัวหน้าฟังเป็นข้อเท็จจริงพร้อมหลักฐาน ไม่ใส่อารมณ์ แล้วให้ผู้ใหญ่ชั่งน้ำหนักเอง',
        'If it keeps happening, put the facts and evidence to your manager without heat, and let them weigh it.',
      ),
    ],
    steps: [
      b(
        'เริ่มส่งสรุปความคืบหน้างานของคุณเป็นลายลักษณ์อักษรทุกสัปดาห์ โดยใส่ชื่อคนรับผิดชอบแต่ละส่วน',
        'Start sending a weekly written progress note that names who owns each part.',
      ),
    ],
  },
  boss: {
    label: b('หัวหน้า', 'your manager'),
    outcome: b('ทำงานกับหัวหน้าได้ลงตัว', 'work well with your manager'),
    go: b('เปิดใจคุยกับหัวหน้าตรง ๆ', 'talking openly with your manager'),
    wait: b('สังเกตวิธีทำงานของหัวหน้าอีกสักพัก', 'watching how your manager works a while longer'),
    weigh: [
      b(
        'หัวหน้าส่วนใหญ่ต้องการคนที่ทำให้งานของเขาง่ายขึ้น ถามตรง ๆ ว่าอยากให้รายงานแบบไหนและบ่อยแค่ไหน',
        'Most managers want people who make their job easier; ask plainly how and how often they want to hear from you.',
      ),
      b(
        'อย่าเพิ่งตัดสินจากครั้งสองครั้ง สังเกตว่าเขาให้ความสำคัญกับอะไร ตัวเลข ความเร็ว หรือความเรียบร้อย แล้วปรับการนำเสนอให้ตรง',
        'Do not judge on one or two encounters; notice whether they value figures, speed or polish, and present to match.',
      ),
      b(
        'ถ้ามีเรื่องไม่ตรงกัน คุยเป็นการส่วนตัวดีกว่าแย้งต่อหน้าคนอื่น และพูดถึงงาน ไม่ใช่ตัวบุคคล',
        'When you disagree, do it in private rather than in front of others, and talk about the work, not the person.',
      ),
    ],
    steps: [
      b(
        'ขอเวลาหัวหน้าสิบห้านาทีเพื่อถามว่าเขาคาดหวังอะไรจากคุณในสามเดือนข้างหน้า',
        'Ask your manager for fifteen minutes to hear what they expect from you over the next three months.',
      ),
    ],
  },
  business: {
    label: b('การเริ่มกิจการของตัวเอง', 'starting your own business'),
    outcome: b('เปิดกิจการได้อย่างมั่นคง', 'get the business off to a steady start'),
    go: b('เริ่มลงมือแบบเล็ก ๆ', 'starting small'),
    wait: b('ทดลองตลาดให้ชัดก่อนลงทุนก้อนใหญ่', 'testing the market before investing big'),
    weigh: [
      b(
        'ลองขายแบบเล็กก่อน เช่น ออกบูธหรือรับออร์เดอร์ออนไลน์ ถ้ามีลูกค้ากลับมาซื้อซ้ำ นั่นคือสัญญาณที่ดีกว่าคำชมจากคนรู้จัก',
        'Sell small first — a stall or online orders; customers who come back are a better sign than praise from friends.',
      ),
      b(
        'คำนวณทุนให้พอจ่ายอย่างน้อยหกเดือนแรกแม้ยังไม่มีกำไร และแยกบัญชีกิจการออกจากเงินส่วนตัวตั้งแต่วันแรก',
        'Budget for at least six months of costs before any profit, and keep business money apart from your own from day one.',
      ),
      b(
        'ทำเลและลูกค้ากลุ่มแรกสำคัญกว่าการตกแต่ง ลองนับคนที่ผ่านทำเลที่เล็งไว้ในเวลาต่าง ๆ ก่อนเซ็นสัญญาเช่า',
        'Location and first customers matter more than décor; count the people passing your chosen spot at different hours before signing a lease.',
      ),
    ],
    steps: [
      b(
        'ทดลองขายสินค้าหลักให้คนที่ไม่รู้จักกันสักสิบคน แล้วฟังว่าเขาจะกลับมาซื้อไหม',
        'Sell your main product to ten strangers and listen for whether they would buy again.',
      ),
      b(
        'ทำตารางทุนและค่าใช้จ่ายหกเดือนแรกให้ครบก่อนจ่ายเงินก้อนใด ๆ',
        'Draw up the capital and six months of costs before paying any lump sum.',
      ),
    ],
  },
  sales: {
    label: b('การค้าขาย', 'your trade'),
    outcome: b('เห็นยอดขายกลับมาดีขึ้น', 'see sales pick up'),
    go: b('ลองช่องทางขายใหม่', 'trying a new sales channel'),
    wait: b('ดูแลลูกค้าเดิมให้แน่นก่อน', 'looking after existing customers first'),
    weigh: [
      b(
        'ดูว่าลูกค้าหายไปเพราะอะไร ราคา ความถี่ในการโพสต์ หรือสินค้าที่เหมือนเดิม ถามลูกค้าประจำสักห้าคนจะได้คำตอบตรงกว่าการเดา',
        'Find out why customers drifted — price, how often you post, or the same old range; asking five regulars beats guessing.',
      ),
      b(
        'ลูกค้าเก่าซื้อซ้ำง่ายกว่าหาลูกค้าใหม่ ลองทำโปรโมชันสำหรับคนที่เคยซื้อ หรือส่งข้อความขอบคุณพร้อมแนะนำสินค้าใหม่',
        'Old customers buy again more easily than new ones are found; try an offer for past buyers or a thank-you with something new.',
      ),
      b(
        'ช่องทางออนไลน์เปลี่ยนเร็ว ลองวิธีใหม่ทีละอย่าง เช่น ไลฟ์ขายหรือคลิปสั้น แล้ววัดผลสองสัปดาห์ก่อนตัดสิน',
        'Online channels change fast; try one new thing at a time — live selling, short clips — and measure two weeks before you judge.',
      ),
    ],
    steps: [
      b(
        'ส่งข้อความถึงลูกค้าที่เคยซื้อสักสิบคน ถามว่าอยากได้อะไรเพิ่ม แล้วจดคำตอบไว้',
        'Message ten past customers, ask what they would like next, and note the answers.',
      ),
    ],
  },
  workload: {
    label: b('งานที่หนักอยู่ตอนนี้', 'the heavy workload'),
    outcome: b('เห็นงานเบาลง', 'see the load lighten'),
    go: b('คุยเรื่องปริมาณงานกับหัวหน้า', 'raising the workload with your manager'),
    wait: b('จัดลำดับงานใหม่แล้วประคองไปก่อน', 'reordering your tasks and holding steady'),
    weigh: [
      b(
        'เขียนงานทั้งหมดที่ถืออยู่ แล้วขอให้หัวหน้าช่วยบอกว่าอะไรสำคัญที่สุดในเดือนนี้ งานหนักมักเบาลงเมื่อมีคนช่วยตัดสินว่าอะไรรอได้',
        'List everything you are carrying and ask your manager what matters most this month; loads lighten once someone decides what can wait.',
      ),
      b(
        'งานบางชิ้นส่งต่อหรือทำแบบพอดีได้ ไม่ต้องสมบูรณ์ทุกชิ้น เก็บแรงไว้กับงานที่มีผลจริง',
        'Some tasks can be handed on or done well enough rather than perfectly; save your strength for the work that counts.',
      ),
      b(
        'ถ้าหนักต่อเนื่องหลายเดือน นั่นเป็นสัญญาณว่าภาระไม่สมดุล ควรพูดเรื่องนี้ก่อนที่ร่างกายจะพูดแทน',
        'If it has been heavy for months, the load is out of balance; say so before your body says it for you.',
      ),
    ],
    steps: [
      b(
        'เขียนรายการงานที่ถืออยู่ทั้งหมด วงสามเรื่องที่สำคัญที่สุด แล้วนำไปคุยกับหัวหน้า',
        'List all your tasks, circle the three that matter most, and take the list to your manager.',
      ),
    ],
  },
  contract: {
    label: b('การเซ็นสัญญา', 'signing the contract'),
    outcome: b('เซ็นสัญญาได้อย่างสบายใจ', 'sign with peace of mind'),
    go: b('เซ็นตามกำหนด', 'signing as planned'),
    wait: b('ขอเวลาอ่านเงื่อนไขให้ครบก่อน', 'taking time to read every term first'),
    weigh: [
      b(
        'วันดีช่วยให้ใจนิ่ง แต่สิ่งที่ปกป้องคุณจริงคือเงื่อนไขในสัญญา อ่านเรื่องค่าปรับ การยกเลิก และการต่อสัญญาให้ครบ',
        'A good day steadies the mind, but the terms are what protect you; read the penalties, cancellation and renewal clauses in full.',
      ),
      b(
        'ถ้าสัญญามีมูลค่าสูง ให้ผู้รู้ด้านกฎหมายช่วยอ่านก่อนเซ็น ค่าใช้จ่ายส่วนนี้ถูกกว่าการแก้ปัญหาทีหลังมาก',
        'For a large contract, have someone legally trained read it first; it costs far less than fixing things later.',
      ),
    ],
    steps: [
      b(
        'ขอสำเนาสัญญามาอ่านล่วงหน้า แล้วจดคำถามทุกข้อที่ไม่ชัดไปถามก่อนวันเซ็น',
        'Get a copy in advance and write down every unclear point to ask before signing day.',
      ),
    ],
  },
  'start-new': {
    label: b('การเริ่มต้นสิ่งใหม่', 'starting something new'),
    outcome: b('ได้ลงมือสิ่งใหม่อย่างราบรื่น', 'make a smooth start'),
    go: b('เริ่มลงมือ', 'beginning'),
    wait: b('เตรียมให้พร้อมอีกนิดแล้วค่อยเริ่ม', 'getting a little more ready first'),
    weigh: [
      b(
        'สิ่งใหม่ที่ไปได้ไกลมักเริ่มจากก้าวเล็กที่ทำซ้ำได้ทุกวัน ลองเริ่มในขนาดที่เลิกง่ายถ้าไม่ใช่ และขยายได้ถ้าใช่',
        'New things that last start with a small step you can repeat daily; begin at a size that is easy to drop if wrong and grow if right.',
      ),
      b(
        'ก่อนเริ่ม ถามตัวเองว่าจะเลิกทำอะไรเพื่อให้มีเวลาให้สิ่งนี้ เพราะเวลาที่ไม่มีที่มา คือเหตุที่เรื่องใหม่หลายเรื่องไปไม่ถึงไหน',
        'Before you begin, decide what you will stop doing to make room; time that comes from nowhere is why many new things go nowhere.',
      ),
    ],
    steps: [
      b(
        'เขียนสิ่งที่อยากเริ่มให้เหลือหนึ่งประโยค แล้วลงมือก้าวแรกที่ใช้เวลาไม่เกินครึ่งชั่วโมง',
        'Put what you want to start in one sentence, and take a first step that takes under half an hour.',
      ),
    ],
  },
  merit: {
    label: b('การทำบุญเสริมดวง', 'making merit for luck'),
    outcome: b('ใจสงบและมีกำลังใจขึ้น', 'feel calmer and stronger in spirit'),
    go: b('ทำบุญตามกำลังที่สะดวก', 'making merit as your means allow'),
    wait: b('เริ่มจากบุญใกล้ตัวก่อน', 'starting with merit close to home'),
    weigh: [
      b(
        'บุญที่ได้ผลกับใจที่สุดคือบุญที่ทำแล้วไม่เดือดร้อน ไม่ต้องไปไกลหรือใช้เงินมาก การตักบาตรหน้าบ้านก็มีความหมายเท่ากัน',
        'The merit that does the heart most good is merit that costs you no hardship; alms at your own gate mean as much as a long pilgrimage.',
      ),
      b(
        'การดูแลพ่อแม่ ช่วยคนที่ลำบาก หรือให้อภัยใครสักคน ตำราถือเป็นบุญใหญ่ไม่แพ้การถวายของที่วัด',
        'Caring for parents, helping someone struggling or forgiving someone counts, in the old books, as great a merit as offerings at a temple.',
      ),
    ],
    steps: [
      b(
        'เลือกบุญหนึ่งอย่างที่ทำได้ในสัปดาห์นี้โดยไม่ต้องฝืน แล้วตั้งจิตอธิษฐานให้ชัดว่าขอเรื่องอะไร',
        'Choose one act of merit you can do this week without strain, and make your wish clearly as you do it.',
      ),
    ],
  },
  stuck: {
    label: b('ช่วงที่อะไรก็ไม่เป็นใจ', 'a spell when nothing goes right'),
    outcome: b('กลับมามีเรื่องดีให้ใจชื้นขึ้น', 'see good things come back'),
    go: b('เริ่มแก้จากเรื่องเล็กที่ควบคุมได้', 'starting with the small things you control'),
    wait: b('พักเรื่องใหญ่ไว้ก่อนแล้วดูแลตัวเอง', 'setting big things aside and looking after yourself'),
    weigh: [
      b(
        'ช่วงที่เรื่องร้ายมาติดกัน ความเหนื่อยทำให้พลาดเรื่องเล็กซ้ำ ๆ จนรู้สึกว่าโชคไม่เข้าข้าง การพักให้พอจึงเป็นการแก้ดวงที่ได้ผลจริง',
        'When bad things come in a row, tiredness brings small slips that feel like bad luck; proper rest is the remedy that really works.',
      ),
      b(
        'ลองแยกเรื่องที่หนักใจออกเป็นเรื่องที่ทำอะไรได้ กับเรื่องที่ต้องรอเวลา แล้วลงมือกับกองแรกทีละเรื่อง',
        'Split what weighs on you into what you can act on and what only time will settle, and work through the first pile one at a time.',
      ),
      b(
        'จดเรื่องดีเล็ก ๆ ที่เกิดขึ้นแต่ละวันไว้ แม้จะเล็กมาก ใจที่เหนื่อยมักมองข้ามสิ่งเหล่านี้ และมันคือสัญญาณแรกว่าช่วงนี้กำลังผ่านไป',
        'Note the small good things each day, however small; a tired heart overlooks them, and they are the first sign this spell is passing.',
      ),
    ],
    steps: [
      b(
        'เลือกเรื่องค้างใจที่เล็กที่สุดหนึ่งเรื่อง แล้วทำให้เสร็จภายในสามวัน',
        'Pick the smallest thing that has been nagging you and finish it within three days.',
      ),
    ],
  },
  'get-through': {
    label: b('การผ่านช่วงนี้ไปให้ได้', 'getting through this stretch'),
    outcome: b('ผ่านช่วงนี้ไปได้', 'come through this stretch'),
    go: b('ขอความช่วยเหลือจากคนที่ไว้ใจ', 'asking people you trust for help'),
    wait: b('ประคองตัวทีละวัน', 'taking it one day at a time'),
    weigh: [
      b(
        'ช่วงหนักไม่จำเป็นต้องผ่านคนเดียว บอกคนที่ไว้ใจสักคนว่าต้องการความช่วยเหลือแบบไหน คนที่รักคุณมักพร้อมกว่าที่คิด',
        'A hard stretch need not be crossed alone; tell one person you trust what help you need — people who love you are readier than you think.',
      ),
      b(
        'ตั้งเป้าแค่ผ่านสัปดาห์นี้ไปให้ดีก่อน ไม่ต้องแก้ทุกอย่างพร้อมกัน ความเข้มแข็งสะสมได้จากวันเล็ก ๆ',
        'Aim only to get through this week well; you need not fix everything at once — strength builds from small days.',
      ),
    ],
    steps: [
      b(
        'เขียนสามเรื่องที่ต้องทำในสัปดาห์นี้จริง ๆ ตัดที่เหลือออกไปก่อน แล้วนอนให้พอ',
        'Write the three things that truly must happen this week, drop the rest for now, and sleep enough.',
      ),
    ],
  },
  outlook: {
    label: b('ดวงในภาพรวม', 'the outlook'),
    outcome: b('มีช่วงที่ดีให้ใช้ประโยชน์', 'find good stretches to make use of'),
    go: b('วางแผนเรื่องใหญ่ไว้ในช่วงที่ดวงหนุน', 'planning big things for the supported stretches'),
    wait: b('ประคองเรื่องเดิมไว้ในช่วงที่ดวงอ่อน', 'holding steady through the weaker stretches'),
    weigh: [
      b(
        'ดวงทั้งปีไม่ได้ดีหรือร้ายทั้งปี ให้ใช้ช่วงที่ดวงหนุนกับเรื่องใหญ่ และใช้ช่วงที่ดวงอ่อนกับการเก็บรายละเอียด',
        'No year is all good or all bad; use the supported stretches for big things and the weaker ones for details.',
      ),
      b(
        'ลองตั้งเป้าหมายหลักไว้สองสามเรื่อง แล้วดูว่าเรื่องไหนควรเริ่มต้นปี เรื่องไหนรอกลางปี จะใช้จังหวะดวงได้คุ้มกว่า',
        'Set two or three main goals and decide which to begin early and which to leave till mid-year; you will use the timing better.',
      ),
    ],
    steps: [
      b(
        'เขียนเป้าหมายหลักสามเรื่อง แล้วกำหนดเดือนที่จะเริ่มแต่ละเรื่องให้ชัด',
        'Write three main goals and fix the month you will start each.',
      ),
    ],
  },
  family: {
    label: b('ในครอบครัว', 'family matters'),
    outcome: b('คลี่คลายและเข้าใจกันมากขึ้น', 'ease into better understanding'),
    go: b('เปิดใจคุยกันตรง ๆ', 'talking openly'),
    wait: b('ให้เวลาทุกคนใจเย็นก่อน', 'giving everyone time to cool down'),
    weigh: [
      b(
        'เรื่องในบ้านมักคลี่คลายบนโต๊ะกินข้าวมากกว่าในการประชุมจริงจัง หาโอกาสอยู่พร้อมหน้ากันแบบสบาย ๆ ก่อนคุยเรื่องหนัก',
        'Family matters ease more often over a meal than in a serious meeting; share some easy time before the heavy talk.',
      ),
      b(
        'แบ่งภาระในบ้านให้ชัดและขอบคุณกันในเรื่องเล็ก ความตึงที่สะสมมักมาจากงานที่ไม่มีใครเห็น',
        'Share the household load clearly and thank each other for small things; built-up tension often comes from unseen work.',
      ),
    ],
    steps: [
      b(
        'ชวนคนในบ้านกินข้าวด้วยกันสักมื้อในสัปดาห์นี้ โดยตกลงกันว่ามื้อนั้นจะไม่คุยเรื่องเครียด',
        'Share one meal at home this week on the understanding that nothing stressful comes up.',
      ),
    ],
  },
  love: {
    label: b('ความรัก', 'love'),
    outcome: b('เห็นความรักลงตัวขึ้น', 'find love settling well'),
    go: b('เปิดใจบอกความรู้สึก', 'saying how you feel'),
    wait: b('ให้เวลาความสัมพันธ์อีกนิด', 'giving it a little more time'),
    weigh: [
      b(
        'ความรักที่มั่นคงเริ่มจากการพูดความต้องการของตัวเองตรง ๆ อย่างอ่อนโยน มากกว่าการรอให้อีกฝ่ายเดาใจ',
        'Steady love starts with saying what you need, plainly and gently, rather than waiting to be guessed.',
      ),
      b(
        'ดูแลใจตัวเองให้มั่นคงก่อน ความสัมพันธ์ที่ดีจะเข้ามาหาคนที่รู้ว่าตัวเองต้องการอะไร',
        'Steady your own heart first; good relationships find people who know what they want.',
      ),
    ],
    steps: [
      b(
        'เขียนสามอย่างที่คุณต้องการจากความสัมพันธ์ แล้วเลือกหนึ่งอย่างที่จะพูดออกไปในสัปดาห์นี้',
        'Write three things you want from love, and choose one to say out loud this week.',
      ),
    ],
  },
  work: {
    label: b('งาน', 'your work'),
    outcome: b('เห็นงานไปได้ดีขึ้น', 'see work improve'),
    go: b('ลงมือปรับวิธีทำงาน', 'changing how you work'),
    wait: b('ประคองงานเดิมให้มั่นคงก่อน', 'steadying what you have first'),
    weigh: [
      b(
        'ถามตัวเองว่าอะไรคือเรื่องเดียวที่ถ้าดีขึ้นแล้วงานทั้งหมดจะง่ายขึ้น แล้วทุ่มแรงตรงนั้นก่อน',
        'Ask which one thing, if it improved, would make all your work easier, and put your effort there first.',
      ),
      b(
        'งานจะดีขึ้นเร็วเมื่อมีคนเห็นความตั้งใจ เล่าความคืบหน้าให้หัวหน้าหรือลูกค้ารู้เป็นระยะ',
        'Work improves faster when the effort is seen; keep your manager or clients posted on progress.',
      ),
    ],
    steps: [
      b(
        'เลือกงานค้างหนึ่งชิ้นที่กวนใจที่สุด แล้วปิดให้ได้ภายในสัปดาห์นี้',
        'Pick the one pending task that bothers you most and close it this week.',
      ),
    ],
  },
  money: {
    label: b('เงิน', 'money'),
    outcome: b('เห็นการเงินคล่องตัวขึ้น', 'see money ease'),
    go: b('จัดระบบการเงินใหม่', 'reorganising your money'),
    wait: b('ประคองรายจ่ายให้พอดีก่อน', 'keeping spending in line first'),
    weigh: [
      b(
        'รู้ตัวเลขจริงของตัวเองก่อน รายรับ รายจ่ายประจำ และหนี้ที่มี การตัดสินใจเรื่องเงินจะง่ายขึ้นมากเมื่อเห็นภาพครบ',
        'Know your real numbers first — income, fixed costs, debts; money decisions are far easier once you see it all.',
      ),
      b(
        'กันเงินสำรองไว้ก่อนคิดเรื่องเพิ่มรายได้หรือใช้จ่ายก้อนใหญ่ เงินสำรองคือสิ่งที่ทำให้ใจนิ่งเวลาเกิดเรื่องไม่คาดคิด',
        'Put a reserve aside before extra income or big spending; it is what keeps you calm when the unexpected comes.',
      ),
    ],
    steps: [
      b(
        'เปิดดูรายการเดินบัญชีเดือนที่แล้ว แล้ววงรายจ่ายที่ไม่ได้ตั้งใจจ่ายไว้',
        'Go through last month’s statement and circle the spending you did not mean to do.',
      ),
    ],
  },
};

/** A theme whose label takes the person's own words ("หนี้บัตรเครดิต", "การซื้อคอนโด"). */
function sharpen(id: ThemeId, text: string): Partial<ThemeText> {
  switch (id) {
    case 'debt': {
      const kind = /หนี้(บัตรเครดิต|บัตร|บ้าน|รถ|สิน|นอกระบบ|กยศ)/.exec(text)?.[1];
      if (!kind) return {};
      const en: Record<string, string> = {
        บัตรเครดิต: 'the credit-card debt',
        บัตร: 'the card debt',
        บ้าน: 'the mortgage',
        รถ: 'the car loan',
        สิน: 'your debts',
        นอกระบบ: 'the informal loan',
        กยศ: 'the student loan',
      };
      return { label: b(`หนี้${kind}`, en[kind] ?? 'the debt') };
    }
    case 'property': {
      const what = /คอนโด|บ้าน|ที่ดิน|รถ/.exec(text)?.[0];
      if (!what) return {};
      const en: Record<string, string> = {
        คอนโด: 'buying a condo',
        บ้าน: 'buying a house',
        ที่ดิน: 'buying land',
        รถ: 'buying a car',
      };
      return { label: b(`การซื้อ${what}`, en[what] ?? 'the purchase') };
    }
    case 'lend':
      return /ญาติ|พี่น้อง/.test(text)
        ? { label: b('การให้ญาติยืมเงิน', 'lending to a relative') }
        : /เพื่อน/.test(text)
          ? { label: b('การให้เพื่อนยืมเงิน', 'lending to a friend') }
          : {};
    case 'in-law': {
      const who = /แม่สามี|พ่อสามี|แม่ยาย|พ่อตา/.exec(text)?.[0];
      const en: Record<string, string> = {
        แม่สามี: 'your mother-in-law',
        พ่อสามี: 'your father-in-law',
        แม่ยาย: 'your mother-in-law',
        พ่อตา: 'your father-in-law',
      };
      return who ? { label: b(`ความสัมพันธ์กับ${who}`, `things with ${en[who]}`) } : {};
    }
    case 'business': {
      const shop = /เปิด(ร้าน[ก-๙]*?)(?=เป็น|ของ|ดี|ไหม|\s|$)/.exec(text)?.[1];
      return shop ? { label: b(`การเปิด${shop}`, 'opening your own shop') } : {};
    }
    default:
      return {};
  }
}

const RULES: ReadonlyArray<[ThemeId, (text: string, intent: QuestionIntent) => boolean]> = [
  ['lottery', (_t, i) => i.lottery],
  ['legal', (t) => /คดี|ฟ้อง|ศาล|ทนาย/.test(t)],
  ['health', (t) => /สุขภาพ|ป่วย|โรค|ผ่าตัด|อาการ/.test(t)],
  ['child-exam', (t, i) => i.aboutOther === 'child' && /สอบ|เรียน|มหาวิทยาลัย/.test(t)],
  ['civil-exam', (t) => /สอบ\S{0,4}(ข้าราชการ|ราชการ|บรรจุ|ก\.?พ)/.test(t)],
  ['exam', (t) => /สอบ(?!ถาม)|เรียนต่อ|มหาวิทยาลัย|เกรด/.test(t)],
  ['in-law', (t, i) => i.aboutOther === 'in-law' || /ครอบครัวฝั่ง|ญาติฝั่ง/.test(t)],
  ['laid-off', (t) => /เลิกจ้าง|ตกงาน|ว่างงาน/.test(t)],
  ['debt', (t) => /หนี้/.test(t)],
  ['owed', (t) => /ยืม\S{0,10}ไม่คืน|ไม่ยอมคืน|ทวงเงิน/.test(t)],
  ['lend', (t) => /ยืม/.test(t)],
  ['property', (t) => /คอนโด|ซื้อบ้าน|ซื้อที่ดิน|ซื้อรถ|ผ่อนบ้าน|ผ่อนรถ/.test(t)],
  ['invest', (t) => /ลงทุน|กองทุน|หุ้น|คริปโต|ซื้อทอง/.test(t)],
  ['side-income', (t) => /รายได้เสริม|งานเสริม|อาชีพเสริม|รายได้พิเศษ/.test(t)],
  ['short-money', (t) => /ไม่พอใช้|เงินไม่พอ|เงินขาด|ช็อต|ชักหน้าไม่ถึงหลัง/.test(t)],
  ['saving', (t) => /เก็บเงิน|ออม|เงินเก็บ/.test(t)],
  ['abroad-work', (t) => /(ทำงาน|ย้าย)\S{0,10}(ต่างประเทศ|เมืองนอก)/.test(t)],
  ['travel', (t) => /เดินทาง|ต่างประเทศ|เมืองนอก|เที่ยว|ทริป/.test(t)],
  ['resign', (t) => /ลาออก|หางานใหม่|เปลี่ยนงาน|ย้ายงาน|งานใหม่/.test(t)],
  ['promotion', (t) => /เลื่อนตำแหน่ง|เลื่อนขั้น|ตำแหน่ง/.test(t)],
  ['raise', (t) => /ขึ้นเงินเดือน|เงินเดือนขึ้น|ปรับเงินเดือน|โบนัส/.test(t)],
  ['interview', (t) => /สัมภาษณ์|สมัครงาน/.test(t)],
  ['colleague', (t) => /เพื่อนร่วมงาน|เอาผลงาน|แย่งงาน|เอาหน้า/.test(t)],
  ['boss', (t, i) => i.aboutOther === 'boss' || /หัวหน้า|เจ้านาย/.test(t)],
  ['business', (t) => /เปิดร้าน|ธุรกิจ|กิจการ|เป็นของตัวเอง|เถ้าแก่/.test(t)],
  ['sales', (t) => /ค้าขาย|ขายของ|ขายออนไลน์|ยอดขาย|ลูกค้า/.test(t)],
  ['workload', (t) => /งาน\S{0,8}(หนัก|เยอะ|ล้น)|ไม่มีเวลาพัก/.test(t)],
  ['contract', (t) => /สัญญา/.test(t)],
  ['start-new', (t) => /เริ่ม\S{0,8}ใหม่|เริ่มอะไร|เริ่มต้น/.test(t)],
  ['merit', (t) => /ทำบุญ|ไหว้พระ|แก้ชง|สะเดาะเคราะห์|เสริมดวง/.test(t)],
  ['stuck', (t) => /ติดขัด|ไม่มีอะไรดี|ซวย|ดวงตก|ไม่ดีเลย|แย่/.test(t)],
  ['get-through', (t) => /ผ่าน\S{0,6}ช่วงนี้|จะผ่าน|ผ่านไปได้/.test(t)],
  ['outlook', (t) => /ดวง\S{0,12}(อย่างไร|ยังไง|เป็นไง)|ภาพรวม/.test(t)],
  ['family', (t, i) => i.subject === 'family' || /ครอบครัว|พ่อแม่|ที่บ้าน|ญาติ/.test(t)],
  ['love', (t, i) => i.subject === 'love' || /แฟน|ความรัก|คู่ครอง|แต่งงาน/.test(t)],
  ['health', (_t, i) => i.subject === 'health'],
  ['exam', (_t, i) => i.subject === 'study'],
  ['legal', (_t, i) => i.subject === 'legal'],
  ['travel', (_t, i) => i.subject === 'travel'],
  ['work', (t, i) => i.subject === 'work' || /งาน/.test(t)],
  ['money', (t, i) => i.subject === 'money' || /เงิน/.test(t)],
];

/**
 * The theme the question's frame settles, where the words alone mislead: who borrowed from whom
 * ("ยืมเงินพี่สาวมา" is a debt of one's own, "เพื่อนยืมไปไม่คืน" money owed), who resigned ("ทีม
 * ลาออกกันหมด" is the work left behind), a move within the country, a quarrel with mum.
 */
export function themeOfFrame(frame: QuestionFrame | null | undefined): ThemeId | null {
  const event = frame?.event;
  if (!frame || !event) return null;
  const mine = event.actor === 'self';
  switch (event.act) {
    case 'borrow':
      // Someone asking to borrow ("ควรให้ยืมไหม") is a loan to weigh; one already taken, owed.
      return mine ? 'debt' : frame.form === 'decision' ? 'lend' : 'owed';
    case 'owe':
      return mine ? 'debt' : 'owed';
    case 'repay':
      return mine ? 'debt' : 'owed';
    case 'lend':
      return mine ? 'lend' : 'debt';
    case 'resign':
      return mine ? 'resign' : 'workload';
    case 'dismiss':
      return event.target === 'self' || !event.target ? 'laid-off' : 'boss';
    case 'promote':
      return 'promotion';
    case 'interview':
    case 'apply':
      return frame.topic === 'work' ? 'interview' : null;
    case 'start-business':
    case 'expand-business':
      return 'business';
    case 'invest':
      return 'invest';
    case 'transfer':
    case 'move':
      if (frame.place?.abroad) return frame.topic === 'work' ? 'abroad-work' : 'travel';
      return frame.topic === 'work' ? 'work' : frame.topic === 'family' ? 'family' : null;
    case 'quarrel':
      if (event.target && FAMILY_PARTIES.has(event.target)) return 'family';
      if (event.target === 'colleague') return 'colleague';
      if (event.target === 'boss') return 'boss';
      return null;
    case 'exam':
      return frame.about === 'child' ? 'child-exam' : 'exam';
    default:
      return null;
  }
}

/** The themes a topic may have: a nurse asking about her job is at work, not in hospital. */
const THEMES_OF_TOPIC: Partial<Record<FrameTopic, ReadonlySet<ThemeId>>> = {
  work: new Set<ThemeId>([
    'laid-off',
    'abroad-work',
    'resign',
    'promotion',
    'raise',
    'interview',
    'colleague',
    'boss',
    'business',
    'sales',
    'workload',
    'contract',
    'civil-exam',
    'side-income',
    'work',
  ]),
};

/** What a question or story is about, or null when it names nothing the table knows. */
export function themeOf(text: string, intent: QuestionIntent): Theme | null {
  if (!text.trim()) return null;
  const framed = intent.lottery ? null : themeOfFrame(intent.frame);
  if (framed) return { id: framed, ...THEMES[framed], ...sharpen(framed, text) };
  const allowed = intent.frame ? THEMES_OF_TOPIC[intent.frame.topic] : undefined;
  const rule = RULES.find(
    ([id, test]) => (!allowed || allowed.has(id) || GENERAL.has(id)) && test(text, intent),
  );
  if (!rule) return null;
  const id = rule[0];
  return { id, ...THEMES[id], ...sharpen(id, text) };
}

/** Themes that fit any topic: how things stand, what to start, merit, getting through. */
const GENERAL: ReadonlySet<ThemeId> = new Set([
  'lottery',
  'start-new',
  'merit',
  'stuck',
  'get-through',
  'outlook',
]);

/** A theme by id, for readings that steer from a chosen option rather than a question. */
export function themeById(id: ThemeId): Theme {
  return { id, ...THEMES[id] };
}
