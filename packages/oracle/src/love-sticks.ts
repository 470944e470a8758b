/**
 * เซียมซี (love sticks): a set of 28 fortune sticks in the manner of Thai temple fortune slips.
 * Each slip has an original four-line verse written for Duangdee (loosely in กลอน rhyme), an
 * English gloss, a fortune level and what it says about love, work, money, health, travel, study
 * and family. A drawn slip is read against the question asked (`readStickForQuestion`): the
 * meaning for its subject first, then what the verse says about that subject and the time asked.
 * Readings are tendencies and advice, never certainties.
 */
import {
  analyseQuestion,
  CHAT_CONSULT_NOTES,
  CHAT_HEALTH_NOTE,
  whoseMatter,
  type ChatSubject,
  type ChatSubtopic,
  type QuestionIntent,
  type TimeFrame,
} from './question.ts';
import { createRng, intBetween, seedOf } from './seed.ts';
import { capitalise, joinBi, lowerFirst, type Bi } from './text.ts';

export type StickLevel = 'excellent' | 'good' | 'fair' | 'caution';

export const STICK_LEVEL_LABELS: Record<StickLevel, Bi> = {
  excellent: { th: 'ดีมาก', en: 'Excellent' },
  good: { th: 'ดี', en: 'Good' },
  fair: { th: 'ปานกลาง', en: 'Fair' },
  caution: { th: 'ระวัง', en: 'Take care' },
};

/** In the order a slip is read out: the temple's five, then study and family. */
export const STICK_ASPECTS = [
  'love',
  'work',
  'money',
  'health',
  'travel',
  'study',
  'family',
] as const;
export type StickAspect = (typeof STICK_ASPECTS)[number];

export const STICK_ASPECT_LABELS: Record<StickAspect, Bi> = {
  love: { th: 'ความรัก', en: 'Love' },
  work: { th: 'การงาน', en: 'Work' },
  money: { th: 'การเงิน', en: 'Money' },
  health: { th: 'สุขภาพ', en: 'Health' },
  travel: { th: 'การเดินทาง', en: 'Travel' },
  study: { th: 'การเรียน', en: 'Study' },
  family: { th: 'ครอบครัว', en: 'Family' },
};

/** The slip's advice by its level, when no question narrows it. */
export const STICK_LEVEL_ADVICE: Record<StickLevel, Bi> = {
  excellent: {
    th: 'ใบนี้ดีมาก จงทำสิ่งที่ตั้งใจด้วยใจที่มั่นคง และอย่าลืมแบ่งปันความสุขให้คนรอบข้าง',
    en: 'A very good slip: go after what you intend with a steady heart, and share your joy.',
  },
  good: {
    th: 'ใบนี้ดี สิ่งที่หวังมีทางเป็นไปได้ หากลงมือทำอย่างสม่ำเสมอ',
    en: 'A good slip: what you hope for can come, if you keep at it.',
  },
  fair: {
    th: 'ใบนี้ปานกลาง ค่อยเป็นค่อยไป อย่าใจร้อน แล้วผลจะค่อย ๆ ดีขึ้น',
    en: 'A middling slip: take it step by step, without haste, and things improve.',
  },
  caution: {
    th: 'ใบนี้ให้ระวัง ใจเย็น คิดให้รอบคอบก่อนตัดสินใจ และทำบุญเพื่อให้ใจสงบ',
    en: 'A slip of caution: stay calm, think before deciding, and make merit for peace of mind.',
  },
};

export interface LoveStick {
  /** 1–28: ใบที่ n. */
  number: number;
  titleTh: string;
  titleEn: string;
  /** The verse, one string per line. */
  verseTh: readonly string[];
  verseEn: string;
  level: StickLevel;
  levelTh: string;
  levelEn: string;
  meanings: Record<StickAspect, Bi>;
}

type StickSource = Omit<LoveStick, 'levelTh' | 'levelEn'>;

const SOURCES: readonly StickSource[] = [
  {
    number: 1,
    titleTh: 'จันทร์เพ็ญกลางฟ้า',
    titleEn: 'The full moon',
    verseTh: [
      'จันทร์เพ็ญลอยเด่นกลางเวหา',
      'ส่องนำพาคู่ใจให้พบกัน',
      'สิ่งที่หวังจะสมดังใจฝัน',
      'ทุกคืนวันมีแต่ความชื่นบาน',
    ],
    verseEn:
      'The full moon rides high in the sky, lighting the way for two hearts to meet; what you hope for will come as you dreamed, and every day and night will be glad.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'ความรักสมหวัง คนโสดจะได้พบคนที่ใจตรงกัน คนมีคู่จะหวานชื่นและเข้าใจกันมากขึ้น',
        en: 'Love is fulfilled: singles meet someone whose heart matches theirs, and couples grow sweeter and closer.',
      },
      work: {
        th: 'งานราบรื่น มีคนเห็นคุณค่าในสิ่งที่ทำ เหมาะกับการนำเสนองานหรือเริ่มโครงการใหม่',
        en: 'Work goes smoothly and your efforts are valued — a good time to present ideas or start something new.',
      },
      money: {
        th: 'การเงินคล่องตัว มีรายได้เข้ามาตามที่หวัง และอาจมีของขวัญหรือโชคเล็ก ๆ จากคนใกล้ตัว',
        en: 'Money flows as hoped, perhaps with a gift or a small windfall from someone close.',
      },
      health: {
        th: 'สุขภาพแจ่มใส จิตใจเบิกบาน การนอนหลับสนิทจะช่วยเติมพลังได้เต็มที่',
        en: 'Health is bright and spirits high; sound sleep will recharge you fully.',
      },
      travel: {
        th: 'การเดินทางสะดวก โดยเฉพาะการไปหาคนรักหรือครอบครัว จะได้ความทรงจำที่ดี',
        en: 'Travel is easy, especially to see a loved one or family — expect happy memories.',
      },
      study: {
        th: 'การเรียนสมหวัง สิ่งที่อ่านมาจะใช้ได้เต็มที่ ผลสอบหรือการสมัครเรียนมีแววออกมาตามที่หวัง',
        en: 'Study goes as hoped: what you have learned shows, and an exam or application looks likely to turn out as you wish.',
      },
      family: {
        th: 'บ้านอบอุ่น คนในครอบครัวใจตรงกัน เหมาะกับการรวมญาติหรือฉลองเรื่องดี ๆ ด้วยกัน',
        en: 'Home is warm and the family of one mind — a good time to gather relatives or celebrate together.',
      },
    },
  },
  {
    number: 2,
    titleTh: 'บัวพ้นน้ำ',
    titleEn: 'The lotus clears the water',
    verseTh: [
      'บัวพ้นน้ำรับแสงอรุณใหม่',
      'เคยหม่นใจบัดนี้ได้ผ่องใส',
      'รอวันบานอย่าเร่งรีบร้อนใจ',
      'อีกไม่นานได้ชื่นชมดังตั้งใจ',
    ],
    verseEn:
      'The lotus clears the water to meet a new dawn; the heart once clouded now runs clear. Do not rush the bloom — before long you will delight in what you set out for.',
    level: 'good',
    meanings: {
      love: {
        th: 'ความรักกำลังคลี่คลายไปในทางที่ดี ความน้อยใจเก่า ๆ จะจางลง ให้เวลากันอีกนิด',
        en: 'Love is unfolding well; old hurts are fading. Give each other a little more time.',
      },
      work: {
        th: 'งานที่เคยติดขัดเริ่มเห็นทางออก ความพยายามที่ผ่านมากำลังจะออกดอกผล',
        en: 'Stuck work begins to find a way through; your past efforts are about to bear fruit.',
      },
      money: {
        th: 'การเงินค่อย ๆ ดีขึ้น อย่าเพิ่งใช้เงินล่วงหน้ากับสิ่งที่ยังไม่ได้มา',
        en: 'Money is slowly improving — do not spend in advance what has not yet arrived.',
      },
      health: {
        th: 'ร่างกายกำลังฟื้นตัว ใจที่สงบลงจะช่วยให้หายเหนื่อยเร็วขึ้น',
        en: 'Your body is recovering, and a calmer mind will help the tiredness lift sooner.',
      },
      travel: {
        th: 'เดินทางได้ดีในช่วงเช้า การไปวัดหรือสถานที่ริมน้ำจะช่วยให้ใจสบาย',
        en: 'Mornings are good for travel; a temple or a place by the water will settle your mind.',
      },
      study: {
        th: 'เรื่องที่เคยไม่เข้าใจจะเริ่มกระจ่าง อย่าเร่งตัวเอง ทวนทีละบทแล้วผลจะค่อย ๆ ดีขึ้น',
        en: 'What once confused you begins to clear; do not rush — review one chapter at a time and results improve.',
      },
      family: {
        th: 'ความน้อยใจในบ้านกำลังจางลง คนที่เคยห่างกันจะกลับมาคุยกันได้ดีขึ้น ให้เวลากันอีกนิด',
        en: 'Old hurts at home are fading; those who drifted apart can talk again — give it a little more time.',
      },
    },
  },
  {
    number: 3,
    titleTh: 'นกคู่คืนรัง',
    titleEn: 'Two birds fly home',
    verseTh: [
      'นกคู่โผบินคืนสู่รังรัก',
      'ฟ้ากว้างนักไม่หลงทางกลางหน',
      'ใจตรงกันไม่ต้องรอใครดล',
      'ฝ่าฝนพ้นได้เพราะมีกัน',
    ],
    verseEn:
      'Two birds fly home to a nest of love; the sky is wide but they do not lose their way. Hearts in tune need no one’s push — together they come through the rain.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'คู่แท้ใจตรงกัน ความสัมพันธ์มั่นคงและพร้อมก้าวไปอีกขั้น คนโสดมีโอกาสพบคนที่คุ้นเคยกันมาก่อน',
        en: 'True partners in tune: the bond is steady and ready for its next step. Singles may find love with someone already familiar.',
      },
      work: {
        th: 'งานที่ทำเป็นทีมจะสำเร็จงดงาม มีเพื่อนร่วมงานที่ไว้ใจได้',
        en: 'Teamwork succeeds beautifully, with colleagues you can trust.',
      },
      money: {
        th: 'การเงินดีเมื่อวางแผนร่วมกับคนรักหรือครอบครัว เหมาะกับการออมเพื่ออนาคตร่วมกัน',
        en: 'Money does well when planned with your partner or family — good for saving towards a shared future.',
      },
      health: {
        th: 'สุขภาพดี การออกกำลังกายกับคนที่รักจะช่วยให้ทั้งกายและใจแข็งแรง',
        en: 'Health is good; exercising with someone you love strengthens body and heart alike.',
      },
      travel: {
        th: 'การเดินทางกลับบ้านหรือไปกับคนรักราบรื่นและอบอุ่น',
        en: 'Journeys home, or with your partner, are smooth and warm.',
      },
      study: {
        th: 'เรียนเป็นกลุ่มหรือติวกับเพื่อนได้ผลดี มีเพื่อนหรือครูที่ช่วยพาไปถึงเป้าหมาย',
        en: 'Group study or tutoring with friends works well; a friend or teacher helps you reach the goal.',
      },
      family: {
        th: 'คนในบ้านเป็นที่พึ่งของกันและกัน คนที่อยู่ไกลมีโอกาสได้กลับมาอยู่กันพร้อมหน้า',
        en: 'The family leans on one another, and someone far away may come home to a full table.',
      },
    },
  },
  {
    number: 4,
    titleTh: 'เรือน้อยกลางคลื่น',
    titleEn: 'A small boat among the waves',
    verseTh: [
      'เรือน้อยลอยลำกลางคลื่นลม',
      'อย่าจ่อมจมอยู่กับความหวั่นไหว',
      'รอฟ้าใสค่อยออกเรือไป',
      'ใจเย็นไว้ภัยจักคลาดคลา',
    ],
    verseEn:
      'A small boat adrift among wind and waves — do not drown in your own unease. Wait for clear skies before you set sail; keep calm, and danger will pass you by.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ความรักมีคลื่นลม อาจมีเรื่องเข้าใจผิดหรือความไม่แน่นอน อย่าตัดสินใจเรื่องใหญ่ตอนอารมณ์แปรปรวน',
        en: 'Love is choppy — misunderstandings or uncertainty may arise. Make no big decisions while emotions run high.',
      },
      work: {
        th: 'งานมีความผันผวน ยังไม่ใช่เวลาเปลี่ยนงานหรือเสี่ยงครั้งใหญ่ ประคองสิ่งที่มีไว้ก่อน',
        en: 'Work is unsettled; it is not the time to change jobs or take big risks. Hold steady for now.',
      },
      money: {
        th: 'ระวังรายจ่ายไม่คาดคิด ควรมีเงินสำรองและเลื่อนการลงทุนหรือการให้ยืมออกไปก่อน',
        en: 'Watch for unexpected costs; keep a reserve and postpone investing or lending for now.',
      },
      health: {
        th: 'ความเครียดอาจทำให้นอนไม่หลับ หาเวลาพักใจ หากมีอาการผิดปกติควรปรึกษาแพทย์',
        en: 'Stress may disturb your sleep; find time to rest, and see a doctor about anything unusual.',
      },
      travel: {
        th: 'การเดินทางทางน้ำหรือระยะไกลควรเช็กสภาพอากาศและเผื่อเวลา ถ้าเลื่อนได้ควรเลื่อน',
        en: 'For sea or long journeys, check the weather and allow extra time; postpone if you can.',
      },
      study: {
        th: 'ใจหวั่นไหวง่ายจนอ่านไม่เข้าหัว ยังไม่ควรเปลี่ยนสายเรียนหรือแผนใหญ่ตอนนี้ ประคองการอ่านทีละนิดไว้ก่อน',
        en: 'Nerves make it hard to focus; this is not the time to switch courses or big plans — keep a small, steady study routine.',
      },
      family: {
        th: 'บ้านมีคลื่นลมบ้าง อย่าตัดสินเรื่องใหญ่ของครอบครัวตอนที่ทุกคนยังอารมณ์ไม่นิ่ง รอให้ใจเย็นก่อนแล้วค่อยคุย',
        en: 'There are waves at home; do not settle big family matters while feelings run high — wait for calm, then talk.',
      },
    },
  },
  {
    number: 5,
    titleTh: 'เมล็ดที่รอวันงอก',
    titleEn: 'Seeds waiting to sprout',
    verseTh: [
      'หว่านเมล็ดวันนี้ยังไม่งอก',
      'อย่าเพิ่งบอกว่าดินนั้นไร้ผล',
      'รดน้ำพรวนดินด้วยความอดทน',
      'ถึงหน้าฝนต้นกล้าจะเขียวงาม',
    ],
    verseEn:
      'Seeds sown today have not yet sprouted — do not call the soil barren. Water and tend with patience; when the rains come the seedlings will be green and fair.',
    level: 'fair',
    meanings: {
      love: {
        th: 'ความรักยังอยู่ในช่วงเริ่มต้น ต้องใช้เวลาทำความรู้จักกัน อย่าคาดหวังคำตอบเร็วเกินไป',
        en: 'Love is still at the seed stage; it needs time to grow. Do not expect answers too soon.',
      },
      work: {
        th: 'งานที่ลงแรงไว้ยังไม่เห็นผลทันที แต่ถ้าทำต่อเนื่อง ผลจะมาในอีกไม่กี่เดือน',
        en: 'Effort you have put in is not yet showing, but keep going and results should appear within months.',
      },
      money: {
        th: 'การเงินพอประคองตัว เหมาะกับการออมทีละน้อยมากกว่าหวังรวยเร็ว',
        en: 'Money is just about steady — better to save little by little than to hope for quick riches.',
      },
      health: {
        th: 'สุขภาพปกติ การสร้างนิสัยดีเล็ก ๆ เช่น เดินทุกวัน จะให้ผลดีในระยะยาว',
        en: 'Health is normal; small good habits, like a daily walk, will pay off over time.',
      },
      travel: {
        th: 'การเดินทางใกล้ ๆ ไปได้ ส่วนทริปใหญ่ควรวางแผนล่วงหน้าให้รอบคอบ',
        en: 'Short trips are fine; plan any big journey carefully and well ahead.',
      },
      study: {
        th: 'สิ่งที่อ่านวันนี้ยังไม่เห็นผลทันที แต่ถ้าทวนสม่ำเสมอ ความรู้จะงอกงามทันช่วงสอบ',
        en: 'Today’s study will not show at once, but with steady review the knowledge grows in time for the exam.',
      },
      family: {
        th: 'ความสัมพันธ์ในบ้านต้องรดน้ำพรวนดิน ความใส่ใจเล็ก ๆ ทุกวันจะค่อย ๆ ทำให้ใกล้กันขึ้น',
        en: 'Family bonds need tending; small daily care slowly brings you closer.',
      },
    },
  },
  {
    number: 6,
    titleTh: 'ตะเกียงทองกลางเรือน',
    titleEn: 'The golden lamp',
    verseTh: [
      'ตะเกียงทองส่องสว่างกลางเรือน',
      'ดุจมีเพื่อนคอยนำทางไม่ห่าง',
      'คนใจดีจะมาช่วยแผ้วถาง',
      'ทางที่ขวางจะโล่งดังใจ',
    ],
    verseEn:
      'A golden lamp lights up the house, like a friend who never leaves your side. Kind people will come to clear the path, and what blocked your way will open as you wish.',
    level: 'good',
    meanings: {
      love: {
        th: 'มีคนคอยห่วงใยอยู่ใกล้ตัว บางทีความรักที่ตามหาอาจอยู่ในกลุ่มเพื่อนหรือคนที่แนะนำมา',
        en: 'Someone nearby cares for you; the love you seek may be among friends or someone introduced to you.',
      },
      work: {
        th: 'จะมีผู้ใหญ่หรือเพื่อนร่วมงานยื่นมือช่วย ปัญหาที่ค้างอยู่จะคลี่คลาย',
        en: 'An elder or colleague will lend a hand, and lingering problems will ease.',
      },
      money: {
        th: 'การเงินดีขึ้นจากคำแนะนำของคนที่ไว้ใจได้ อย่าลืมตอบแทนน้ำใจ',
        en: 'Money improves through trusted advice — remember to repay the kindness.',
      },
      health: {
        th: 'สุขภาพดี บ้านที่สว่างและโปร่งจะช่วยให้ใจสบาย ลองจัดบ้านให้เป็นระเบียบ',
        en: 'Health is good; a bright, airy home lifts the mood — try tidying your space.',
      },
      travel: {
        th: 'การเดินทางมีคนช่วยดูแล ถ้าไปกับเพื่อนหรือครอบครัวจะสะดวกยิ่งขึ้น',
        en: 'Someone will look after you on the road; travelling with friends or family makes it easier still.',
      },
      study: {
        th: 'มีครู รุ่นพี่ หรือผู้ใหญ่ยื่นมือช่วย ติดตรงไหนให้กล้าถาม จะได้คำตอบที่ช่วยได้จริง',
        en: 'A teacher, a senior student or an elder offers help; ask wherever you are stuck and the answer will truly help.',
      },
      family: {
        th: 'บ้านมีคนคอยนำทาง ผู้ใหญ่ในครอบครัวจะช่วยคลี่คลายเรื่องที่ค้างใจได้',
        en: 'Someone at home lights the way; an elder in the family can help settle what weighs on you.',
      },
    },
  },
  {
    number: 7,
    titleTh: 'เมฆบังจันทร์',
    titleEn: 'Clouds over the moon',
    verseTh: [
      'เมฆหมอกบังจันทร์ยามราตรี',
      'อย่าเพิ่งชี้ว่าฟ้าไร้แสง',
      'ความจริงยังซ่อนอยู่ในเงาแฝง',
      'อย่าเร่งแรงรอให้เมฆจาง',
    ],
    verseEn:
      'Mist and cloud veil the moon at night — do not declare the sky has lost its light. The truth still hides in the shadows; do not force it, wait for the clouds to thin.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ยังมีเรื่องที่อีกฝ่ายไม่ได้บอก อย่าเพิ่งด่วนสรุปหรือคาดคั้น รอจังหวะที่เหมาะแล้วค่อยถามตรง ๆ',
        en: 'There is something the other person has not said. Do not jump to conclusions or press — wait for the right moment, then ask directly.',
      },
      work: {
        th: 'ข้อมูลยังไม่ครบ ระวังการตัดสินใจจากข่าวลือ อ่านเอกสารให้ละเอียดก่อนเซ็น',
        en: 'Information is incomplete; do not act on rumours, and read documents closely before signing.',
      },
      money: {
        th: 'ระวังค่าใช้จ่ายแอบแฝงและข้อเสนอที่ไม่ชัดเจน ถามให้ครบก่อนจ่ายเงิน',
        en: 'Beware hidden costs and vague offers; ask everything before you pay.',
      },
      health: {
        th: 'อาจรู้สึกอ่อนเพลียโดยไม่รู้สาเหตุ พักผ่อนให้พอ และหากไม่ดีขึ้นควรตรวจสุขภาพ',
        en: 'You may feel drained without knowing why; rest well, and get checked if it does not improve.',
      },
      travel: {
        th: 'การเดินทางกลางคืนควรระวัง ตรวจเส้นทางให้ดีและแจ้งคนใกล้ชิดเสมอ',
        en: 'Take care travelling at night; check your route and always tell someone close.',
      },
      study: {
        th: 'ข้อมูลเรื่องสอบหรือการสมัครเรียนอาจยังไม่ครบ ตรวจกำหนดการและระเบียบให้ละเอียด อย่าเชื่อข่าวลือ',
        en: 'Information about the exam or application may be incomplete; check dates and rules closely and do not trust rumours.',
      },
      family: {
        th: 'ยังมีเรื่องที่คนในบ้านไม่ได้พูดออกมา อย่าเพิ่งคาดคั้น รอจังหวะที่ใจเย็นแล้วค่อยถามกันตรง ๆ',
        en: 'Someone at home has not said everything yet; do not press — wait for a calm moment, then ask plainly.',
      },
    },
  },
  {
    number: 8,
    titleTh: 'ต้นไม้ใหญ่ออกผล',
    titleEn: 'The great tree bears fruit',
    verseTh: [
      'ต้นไม้ใหญ่ออกผลเต็มกิ่งก้าน',
      'ถึงกาลเก็บเกี่ยวความเพียรสร้าง',
      'ทรัพย์และรักไหลมาไม่เว้นว่าง',
      'ทุกหนทางมีแต่ความรุ่งเรือง',
    ],
    verseEn:
      'The great tree bends with fruit on every branch; the time has come to harvest what your effort built. Wealth and love flow in without pause, and every road leads to prosperity.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'ความรักที่ดูแลกันมานานถึงเวลาผลิดอกออกผล อาจมีข่าวดีเรื่องการหมั้นหรือการสร้างครอบครัว',
        en: 'Love you have long tended is ready to bear fruit — perhaps news of an engagement or a family.',
      },
      work: {
        th: 'ผลงานเป็นที่ประจักษ์ มีโอกาสได้รางวัล เลื่อนตำแหน่ง หรือปิดงานใหญ่ได้สำเร็จ',
        en: 'Your work is plain for all to see: a reward, promotion or a big deal closed.',
      },
      money: {
        th: 'การเงินรุ่งเรือง ได้ผลตอบแทนจากสิ่งที่ลงแรงไว้ เหมาะกับการต่อยอดอย่างรอบคอบ',
        en: 'Finances flourish as past effort pays off — a good time to build on it carefully.',
      },
      health: {
        th: 'สุขภาพแข็งแรง มีพลังเหลือเฟือ แบ่งเวลาให้ครอบครัวและการพักผ่อนด้วย',
        en: 'Strong and full of energy — save some for family and rest too.',
      },
      travel: {
        th: 'การเดินทางเพื่องานหรือการกลับบ้านเกิดได้ผลดีและมีโชค',
        en: 'Trips for work or back to your home town go well and bring luck.',
      },
      study: {
        th: 'ถึงเวลาเก็บเกี่ยวความเพียร ผลการเรียนหรือผลสอบมีแววออกมาดี ทุนหรือรางวัลที่หวังมีโอกาสเป็นจริง',
        en: 'Time to harvest your effort: grades or results look promising, and a hoped-for scholarship or award has a real chance.',
      },
      family: {
        th: 'ครอบครัวเจริญงอกงาม อาจมีข่าวดีเรื่องสมาชิกใหม่ งานแต่งงาน หรือความสำเร็จของคนในบ้าน',
        en: 'The family flourishes; news of a new member, a wedding or someone’s success may come.',
      },
    },
  },
  {
    number: 9,
    titleTh: 'ทางสองแพร่ง',
    titleEn: 'The fork in the road',
    verseTh: [
      'ยืนอยู่ตรงทางสองแพร่งแยก',
      'อย่าแปลกใจหากใจยังสับสน',
      'ฟังเสียงในอกมากกว่าเสียงคน',
      'ทางที่พ้นคือทางที่ใจสงบ',
    ],
    verseEn:
      'You stand where the road forks in two; no wonder your heart is unsure. Listen to the voice within more than the voices around you — the way through is the way that brings you peace.',
    level: 'fair',
    meanings: {
      love: {
        th: 'อาจลังเลระหว่างสองทางเลือกหรือสองความรู้สึก เลือกทางที่ทำให้ใจสงบ ไม่ใช่ทางที่คนอื่นอยากให้เลือก',
        en: 'You may be torn between two choices or two feelings. Choose what brings you peace, not what others want for you.',
      },
      work: {
        th: 'มีทางเลือกเรื่องงานเข้ามา ลองเขียนข้อดีข้อเสียให้ชัด แล้วตัดสินใจด้วยข้อมูลมากกว่าความกลัว',
        en: 'A career choice is in front of you; list the pros and cons and decide on facts rather than fear.',
      },
      money: {
        th: 'การเงินกลาง ๆ ยังไม่ควรเลือกทางเสี่ยง เก็บทางเลือกที่ปลอดภัยไว้ก่อน',
        en: 'Money is middling; skip the risky path and keep the safe option for now.',
      },
      health: {
        th: 'ความคิดมากอาจทำให้ปวดหัวหรือนอนไม่พอ ลองเขียนสิ่งที่กังวลลงกระดาษก่อนนอน',
        en: 'Overthinking may bring headaches or poor sleep; try writing your worries down before bed.',
      },
      travel: {
        th: 'การเดินทางอาจต้องเปลี่ยนแผนกลางทาง เตรียมแผนสำรองไว้เสมอ',
        en: 'Plans may change mid-journey; always have a plan B.',
      },
      study: {
        th: 'ลังเลเรื่องสายเรียนหรือที่เรียน ลองเขียนข้อดีข้อเสีย แล้วเลือกสิ่งที่ใจอยากเรียนจริง ไม่ใช่ทางที่คนอื่นเลือกให้',
        en: 'Torn between subjects or schools? Write down pros and cons and choose what you truly want to learn, not what others pick for you.',
      },
      family: {
        th: 'คนในบ้านอาจเห็นต่างกันเป็นสองทาง ฟังกันให้ครบแล้วเลือกทางที่ทุกคนสบายใจที่สุด',
        en: 'The family may split two ways; hear everyone out and choose the path that gives the most peace.',
      },
    },
  },
  {
    number: 10,
    titleTh: 'สายน้ำสู่ทะเล',
    titleEn: 'The river to the sea',
    verseTh: [
      'สายน้ำไหลรินสู่ทะเลกว้าง',
      'ไม่หยุดกลางทางแม้มีโขดหิน',
      'ความตั้งใจมั่นไม่รู้สิ้น',
      'จะได้ยินข่าวดีดั่งใจปอง',
    ],
    verseEn:
      'The river runs on to the wide sea and does not stop for the rocks in its path. With resolve that never runs dry, you will hear the good news your heart has longed for.',
    level: 'good',
    meanings: {
      love: {
        th: 'ความรักที่มั่นคงจะฝ่าอุปสรรคได้ ถ้ารอข่าวจากใครบางคน มีแนวโน้มจะได้คำตอบที่ดี',
        en: 'Steady love gets past obstacles; if you are waiting to hear from someone, the answer leans towards good.',
      },
      work: {
        th: 'งานคืบหน้าต่อเนื่อง แม้มีอุปสรรคเล็ก ๆ ก็ผ่านไปได้ อาจมีข่าวดีเรื่องสมัครงานหรือสอบ',
        en: 'Work moves forward steadily past small hurdles; good news about an application or exam may come.',
      },
      money: {
        th: 'รายได้ไหลเข้าสม่ำเสมอ ถ้าวางแผนออมอย่างต่อเนื่องจะเห็นผลชัด',
        en: 'Income flows in steadily; consistent saving will show clear results.',
      },
      health: {
        th: 'สุขภาพดี ดื่มน้ำให้มากและขยับร่างกายสม่ำเสมอ พลังชีวิตจะไหลลื่นเหมือนสายน้ำ',
        en: 'Health is good; drink plenty and keep moving, and your energy will flow like the river.',
      },
      travel: {
        th: 'การเดินทางไกลหรือไปทะเลให้ผลดี ได้พักผ่อนและได้แรงบันดาลใจใหม่',
        en: 'Long trips or seaside journeys go well, bringing rest and fresh inspiration.',
      },
      study: {
        th: 'ความตั้งใจพาไปถึงเป้าหมาย แม้มีบทที่ยากก็ผ่านไปได้ มีแววได้ข่าวดีเรื่องสอบหรือการสมัครเรียน',
        en: 'Determination carries you to the goal; hard chapters can be passed, and good news about an exam or application is in the air.',
      },
      family: {
        th: 'ครอบครัวผ่านอุปสรรคไปด้วยกันได้ ถ้ารอข่าวจากญาติหรือคนไกลบ้าน มีแนวโน้มได้ข่าวดี',
        en: 'The family gets through obstacles together; if you await news from a relative far away, it leans good.',
      },
    },
  },
  {
    number: 11,
    titleTh: 'ไฟโทสะ',
    titleEn: 'The fire of anger',
    verseTh: [
      'ไฟโทสะอย่าให้ลุกลามไหม้',
      'คำพูดใดควรกลั่นก่อนเอ่ยออก',
      'ใจเย็นลงน้ำจะดับไฟนอก',
      'ใครหลอกล่อยั่วยุอย่าตาม',
    ],
    verseEn:
      'Do not let the fire of anger spread and burn; weigh every word before it leaves your lips. Cool your heart and the water will quench the flames — and do not follow whoever tries to provoke you.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ระวังการทะเลาะเพราะอารมณ์ชั่ววูบ คำพูดแรง ๆ อาจทำร้ายใจกันนาน พักก่อนแล้วค่อยคุย',
        en: 'Beware quarrels sparked in the moment; harsh words can hurt for a long time. Pause, then talk.',
      },
      work: {
        th: 'อาจมีการปะทะในที่ทำงาน อย่าตอบโต้ทางอีเมลหรือแชตตอนโกรธ รอให้ใจเย็นก่อน',
        en: 'Clashes at work are possible; never reply by email or chat while angry — wait until you are calm.',
      },
      money: {
        th: 'ระวังการใช้เงินเพื่อระบายอารมณ์หรือการเสียเงินจากความขัดแย้ง',
        en: 'Watch out for spending to let off steam, or losing money through disputes.',
      },
      health: {
        th: 'ความเครียดและความโกรธอาจกระทบความดันและการนอน หากิจกรรมผ่อนคลายและปรึกษาแพทย์หากมีอาการ',
        en: 'Stress and anger may affect blood pressure and sleep; find ways to unwind, and see a doctor if symptoms appear.',
      },
      travel: {
        th: 'ขับรถด้วยความใจเย็น หลีกเลี่ยงการเดินทางตอนอารมณ์ไม่ดี',
        en: 'Drive calmly, and avoid setting off when you are upset.',
      },
      study: {
        th: 'ความกดดันอาจทำให้หงุดหงิดง่าย พักให้ใจเย็นก่อนอ่านต่อ และอย่าปล่อยให้คำพูดของคนอื่นทำให้ถอดใจ',
        en: 'Pressure can make you short-tempered; cool down before studying on, and do not let others’ words make you give up.',
      },
      family: {
        th: 'ระวังคำพูดแรง ๆ ตอนโกรธกับคนในบ้าน พักก่อนแล้วค่อยคุย เรื่องเล็กจะไม่บานปลาย',
        en: 'Mind harsh words in anger at home; pause before talking and small matters will not escalate.',
      },
    },
  },
  {
    number: 12,
    titleTh: 'สวนดอกไม้บาน',
    titleEn: 'The garden in bloom',
    verseTh: [
      'สวนดอกไม้บานสะพรั่งทั่วลาน',
      'กลิ่นหอมหวานลอยมาตามสายลม',
      'เสน่ห์แรงใครพบใครก็ชม',
      'รักที่ห่มใจจะอบอุ่นนาน',
    ],
    verseEn:
      'The garden bursts into bloom across the yard; sweet scent drifts on the breeze. Your charm is strong and all who meet you admire it — the love that wraps your heart will stay warm for long.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'เสน่ห์แรงมาก มีคนเข้ามาชื่นชมหลายคน เลือกคนที่จริงใจแล้วความรักจะอบอุ่นยาวนาน',
        en: 'Your charm is at its peak and admirers gather; choose the sincere one and love will stay warm for a long time.',
      },
      work: {
        th: 'งานที่ใช้ความคิดสร้างสรรค์และการพบปะผู้คนจะโดดเด่น ได้รับคำชมจากลูกค้าและหัวหน้า',
        en: 'Creative and people-facing work stands out, earning praise from clients and bosses.',
      },
      money: {
        th: 'มีรายได้จากเสน่ห์และฝีมือ อาจมีโชคจากงานอดิเรกหรืองานศิลปะ',
        en: 'Charm and talent bring income; a hobby or artistic work may prove lucky.',
      },
      health: {
        th: 'ผิวพรรณและอารมณ์สดใส การได้อยู่กับธรรมชาติและต้นไม้จะเติมพลังได้ดี',
        en: 'Skin and mood are radiant; time among plants and nature recharges you well.',
      },
      travel: {
        th: 'เที่ยวสวน ภูเขา หรือเมืองที่มีดอกไม้ จะได้พบเรื่องดีและคนน่ารัก',
        en: 'Trips to gardens, hills or flower towns bring good things and lovely people.',
      },
      study: {
        th: 'งานสร้างสรรค์ การนำเสนอ และการสอบสัมภาษณ์โดดเด่น ครูและเพื่อนชื่นชมในความตั้งใจ',
        en: 'Creative work, presentations and interviews shine; teachers and friends praise your effort.',
      },
      family: {
        th: 'บ้านสดชื่นและมีรอยยิ้ม เหมาะกับการพาครอบครัวไปเที่ยวหรือทำกิจกรรมด้วยกัน',
        en: 'Home is bright and full of smiles — a good time for a family outing or doing something together.',
      },
    },
  },
  {
    number: 13,
    titleTh: 'ก้าวขึ้นภู',
    titleEn: 'Climbing the mountain',
    verseTh: [
      'ขึ้นภูสูงต้องก้าวทีละก้าว',
      'ใจอย่าร้าวแม้ยอดยังอยู่ไกล',
      'พักเหนื่อยบ้างแล้วเดินต่อไป',
      'ถึงยอดได้ด้วยความเพียรตน',
    ],
    verseEn:
      'To climb a high mountain you go one step at a time; do not lose heart though the summit is still far. Rest when you are tired, then walk on — you will reach the top by your own perseverance.',
    level: 'fair',
    meanings: {
      love: {
        th: 'ความรักต้องใช้ความพยายามและความอดทน ค่อย ๆ สร้างความไว้ใจทีละนิด',
        en: 'Love needs effort and patience; build trust a little at a time.',
      },
      work: {
        th: 'งานหนักแต่มีความก้าวหน้า เป้าหมายใหญ่จะสำเร็จถ้าแบ่งเป็นขั้นตอนเล็ก ๆ',
        en: 'Work is hard but moving; a big goal is reachable if you break it into small steps.',
      },
      money: {
        th: 'เงินมาจากหยาดเหงื่อ ค่อย ๆ สะสม ไม่ควรหวังทางลัด',
        en: 'Money comes from sweat — accumulate slowly and avoid shortcuts.',
      },
      health: {
        th: 'อย่าหักโหม ร่างกายต้องการการพัก ดูแลข้อเข่าและกล้ามเนื้อให้ดี',
        en: 'Do not overdo it; your body needs rest, so look after your knees and muscles.',
      },
      travel: {
        th: 'การเดินทางขึ้นเขาหรือทริปที่ต้องใช้แรงทำได้ แต่ควรเตรียมร่างกายและอุปกรณ์ให้พร้อม',
        en: 'Mountain or strenuous trips are fine with good preparation of body and gear.',
      },
      study: {
        th: 'การเรียนหนักแต่ก้าวหน้า แบ่งเนื้อหาเป็นส่วนเล็ก ๆ แล้วพิชิตทีละส่วน พักบ้างแล้วจะไปถึงเป้าหมาย',
        en: 'Study is hard but progressing; break it into small parts and take them one by one — rest now and then and you will get there.',
      },
      family: {
        th: 'เรื่องในบ้านต้องใช้ความอดทน ค่อย ๆ ช่วยกันทีละเรื่อง อย่าแบกไว้คนเดียว',
        en: 'Family matters need patience; deal with them together one at a time, and do not carry it all alone.',
      },
    },
  },
  {
    number: 14,
    titleTh: 'ฝนแรกหลังแล้ง',
    titleEn: 'First rain after the drought',
    verseTh: [
      'ฝนแรกโปรยปรายหลังแล้งนาน',
      'ทุ่งนาบานชุ่มชื่นทั่วถิ่น',
      'เรื่องหนักใจจะคลายดั่งน้ำริน',
      'ได้ยลยินสิ่งดีที่รอคอย',
    ],
    verseEn:
      'The first rain falls after a long drought and the fields revive far and wide. What weighed on your heart will ease like flowing water, and you will see and hear the good things you have waited for.',
    level: 'good',
    meanings: {
      love: {
        th: 'หลังช่วงเหงาหรือผิดหวัง ความรักครั้งใหม่หรือความเข้าใจกันจะกลับมาชุ่มชื่นอีกครั้ง',
        en: 'After loneliness or disappointment, new love — or renewed understanding — brings your heart back to life.',
      },
      work: {
        th: 'ช่วงงานเงียบกำลังจะผ่านไป จะมีงานใหม่หรือโอกาสใหม่เข้ามา',
        en: 'A quiet spell at work is ending; new tasks or openings are on their way.',
      },
      money: {
        th: 'การเงินที่ฝืดเคืองจะคลี่คลาย อาจได้เงินที่รอคอยหรือมีรายได้เสริมเข้ามา',
        en: 'Tight money loosens; awaited payments or extra income may arrive.',
      },
      health: {
        th: 'ร่างกายสดชื่นขึ้น ความเหนื่อยล้าสะสมจะค่อย ๆ หายไปเมื่อได้พักอย่างเต็มที่',
        en: 'You feel fresher; built-up fatigue fades once you rest properly.',
      },
      travel: {
        th: 'การเดินทางช่วงฤดูฝนหรือไปต่างจังหวัดให้ผลดี แต่พกร่มไว้เสมอ',
        en: 'Travel in the rainy season or upcountry goes well — just keep an umbrella handy.',
      },
      study: {
        th: 'ช่วงที่อ่านแล้วไม่เข้าหัวกำลังจะผ่านไป จะมีแรงใจหรือโอกาสใหม่เรื่องเรียนเข้ามา',
        en: 'The stretch where nothing sank in is passing; fresh motivation or a new chance in study is coming.',
      },
      family: {
        th: 'เรื่องหนักใจในบ้านจะคลายลง ความเข้าใจกันจะกลับมาชุ่มชื่นอีกครั้ง',
        en: 'What weighed on the family eases, and understanding returns like rain after drought.',
      },
    },
  },
  {
    number: 15,
    titleTh: 'กุหลาบมีหนาม',
    titleEn: 'The rose and its thorns',
    verseTh: [
      'ดอกกุหลาบงามแต่มีหนามแหลม',
      'อย่าเพลินแช่มชมจนลืมระวัง',
      'คำหวานใดอาจมีเล่ห์เบื้องหลัง',
      'ฟังให้ครบแล้วค่อยไว้ใจ',
    ],
    verseEn:
      'The rose is lovely but its thorns are sharp; do not admire it so long you forget to be careful. Sweet words may hide a scheme — hear everything out before you trust.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ระวังคนปากหวานที่ยังไม่รู้จักดีพอ หรือความสัมพันธ์ที่มีเงื่อนไขซ่อนอยู่ ใช้เวลาดูใจให้นานขึ้น',
        en: 'Be wary of sweet talkers you do not yet know well, or relationships with hidden strings. Take longer to get to know them.',
      },
      work: {
        th: 'ข้อเสนอที่ดูดีเกินจริงควรตรวจสอบให้ละเอียด ระวังคนที่ชมต่อหน้าแต่ไม่จริงใจ',
        en: 'Check offers that look too good to be true, and watch for flattery that is not sincere.',
      },
      money: {
        th: 'ระวังการถูกชักชวนให้ลงทุนหรือให้ยืมเงิน โดยเฉพาะจากคนที่เพิ่งรู้จัก',
        en: 'Be careful of invitations to invest or lend, especially from people you have just met.',
      },
      health: {
        th: 'ระวังอาการแพ้ บาดแผลเล็ก ๆ หรือของที่กินแล้วไม่คุ้น เลือกอาหารที่สะอาดปลอดภัย',
        en: 'Mind allergies, small cuts and unfamiliar food; choose clean, safe meals.',
      },
      travel: {
        th: 'ระวังของมีค่าและการถูกหลอกระหว่างเดินทาง จองที่พักจากแหล่งที่เชื่อถือได้',
        en: 'Guard valuables and watch for scams on the road; book stays through trusted sources.',
      },
      study: {
        th: 'ระวังข้อเสนอเรื่องเรียนที่ดูดีเกินจริง เช่น คอร์สที่รับประกันผล ตรวจสอบสถาบันให้ดีก่อนจ่ายเงิน',
        en: 'Beware study offers that look too good, such as courses that promise results; check the institution before paying.',
      },
      family: {
        th: 'คำพูดหวาน ๆ ของญาติบางคนอาจมีเงื่อนไข เรื่องเงินหรือทรัพย์สินในครอบครัวควรพูดให้ชัดและมีหลักฐาน',
        en: 'Sweet words from some relatives may come with strings; keep family money and property matters clear and on record.',
      },
    },
  },
  {
    number: 16,
    titleTh: 'ปลาทองในสระใส',
    titleEn: 'Goldfish in a clear pond',
    verseTh: ['ปลาทองว่ายวนในสระใส', 'น้ำใจไหลมาจากทุกทิศ', 'ทรัพย์ที่หมายจะได้ดั่งคิด', 'ทั้งมวลมิตรพร้อมใจอวยชัย'],
    verseEn:
      'Goldfish circle in a clear pond and kindness flows in from every side. The wealth you aim for will come as you planned, with friends all wishing you success.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'ความรักสดใส มีเพื่อนฝูงสนับสนุน คนโสดอาจพบรักจากงานเลี้ยงหรือการรวมกลุ่มเพื่อน',
        en: 'Love is bright and friends are behind you; singles may meet someone at a gathering.',
      },
      work: {
        th: 'ธุรกิจและการค้าเด่น ลูกค้าเพิ่มขึ้น มีคนแนะนำงานดี ๆ ให้',
        en: 'Business and trade shine: more customers, and good referrals come your way.',
      },
      money: {
        th: 'โชคการเงินดีมาก มีรายได้หลายทาง อาจได้ลาภจากมิตรหรือผู้ใหญ่',
        en: 'Financial luck is excellent: several income streams, perhaps a windfall via friends or elders.',
      },
      health: {
        th: 'สุขภาพดี อารมณ์ดี การได้อยู่ใกล้น้ำหรือว่ายน้ำจะช่วยผ่อนคลาย',
        en: 'Healthy and cheerful; being near water or swimming helps you unwind.',
      },
      travel: {
        th: 'การเดินทางไปกับเพื่อนสนุกและมีโชค เหมาะกับการไปไหว้พระทำบุญ',
        en: 'Trips with friends are fun and lucky — a good time to visit temples and make merit.',
      },
      study: {
        th: 'มีเพื่อนและครูคอยสนับสนุน เรียนเป็นกลุ่มได้ผลดี อาจได้คำแนะนำหรือทุนจากคนที่เอ็นดู',
        en: 'Friends and teachers back you; group study works well, and advice or a scholarship may come from someone fond of you.',
      },
      family: {
        th: 'บ้านมีน้ำใจไหลเวียน ญาติพี่น้องพร้อมใจช่วยเหลือกัน เหมาะกับการทำบุญร่วมกันทั้งครอบครัว',
        en: 'Kindness flows at home and relatives pull together — a good time for the whole family to make merit.',
      },
    },
  },
  {
    number: 17,
    titleTh: 'จันทร์ข้างขึ้น',
    titleEn: 'The waxing moon',
    verseTh: [
      'จันทร์ครึ่งดวงยังรอวันเต็ม',
      'อย่าเข้มงวดกับตนเกินไป',
      'สิ่งที่ขาดจะค่อยเติมใหม่',
      'ข้างขึ้นไซร้ย่อมนำความสว่าง',
    ],
    verseEn:
      'The half moon still waits to be full — do not be too hard on yourself. What is missing will be filled in little by little; a waxing moon always brings more light.',
    level: 'fair',
    meanings: {
      love: {
        th: 'ความรักยังไม่สมบูรณ์แบบ แต่กำลังเติบโต ให้อภัยข้อบกพร่องเล็ก ๆ ของกันและกัน',
        en: 'Love is not yet complete but it is growing; forgive each other’s small flaws.',
      },
      work: {
        th: 'งานยังมีส่วนที่ต้องเรียนรู้เพิ่ม ค่อย ๆ พัฒนาทักษะแล้วจะก้าวหน้าตามลำดับ',
        en: 'There is more to learn at work; build your skills step by step and you will progress.',
      },
      money: {
        th: 'การเงินค่อย ๆ ดีขึ้นตามรอบ เหมาะกับการเริ่มออมในช่วงข้างขึ้น',
        en: 'Money improves gradually — a waxing moon is a good time to start saving.',
      },
      health: {
        th: 'สุขภาพพอใช้ ควรเติมพลังด้วยอาหารดีและการนอนให้ตรงเวลา',
        en: 'Health is fair; restore yourself with good food and regular sleep.',
      },
      travel: {
        th: 'การเดินทางไปได้ แต่ควรเผื่อเวลาและงบประมาณไว้สักหน่อย',
        en: 'Travel is fine, but leave a little extra time and budget.',
      },
      study: {
        th: 'ยังมีบทที่ต้องเก็บเพิ่ม อย่ากดดันตัวเองเกินไป เติมทีละนิดแล้วผลจะสว่างขึ้นตามลำดับ',
        en: 'Some chapters still need work; do not be too hard on yourself — fill the gaps bit by bit and results brighten.',
      },
      family: {
        th: 'ครอบครัวยังไม่สมบูรณ์แบบ แต่กำลังดีขึ้น ให้อภัยกันในเรื่องเล็ก ๆ แล้วบ้านจะอบอุ่นขึ้น',
        en: 'The family is not perfect but getting better; forgive small things and home grows warmer.',
      },
    },
  },
  {
    number: 18,
    titleTh: 'สะพานข้ามธาร',
    titleEn: 'The bridge over the stream',
    verseTh: [
      'สะพานไม้ทอดข้ามลำธาร',
      'เชื่อมวันวานกับวันใหม่ให้ถึงกัน',
      'คนที่ห่างจะกลับมาสัมพันธ์',
      'ความผูกพันจะแน่นแฟ้นกว่าเดิม',
    ],
    verseEn:
      'A wooden bridge spans the stream, joining yesterday to a new day. Those who drifted away will reconnect, and the bond will be stronger than before.',
    level: 'good',
    meanings: {
      love: {
        th: 'คนที่เคยห่างเหินอาจกลับมาติดต่อ หรือความสัมพันธ์ที่เย็นชาจะกลับมาอบอุ่น ถ้าทั้งคู่เปิดใจ',
        en: 'Someone who drifted may get back in touch, or a cooled bond may warm again — if both open up.',
      },
      work: {
        th: 'เหมาะกับงานประสานงานและการเจรจา คุณจะเป็นสะพานเชื่อมให้หลายฝ่ายเข้าใจกัน',
        en: 'Good for coordination and negotiation — you will be the bridge that helps sides understand each other.',
      },
      money: {
        th: 'อาจได้เงินคืนจากคนที่ยืมไปนาน หรือได้ประโยชน์จากเครือข่ายเก่า',
        en: 'Money long owed may come back, or old contacts may bring benefit.',
      },
      health: {
        th: 'สุขภาพดีขึ้นเมื่อกลับไปทำกิจวัตรดี ๆ ที่เคยทำ เช่น ออกกำลังกายแบบเดิม',
        en: 'Health improves when you return to good old routines, like the exercise you used to do.',
      },
      travel: {
        th: 'การเดินทางไปเยี่ยมคนเก่าหรือสถานที่เดิม ๆ นำความสุขและโอกาสดีมาให้',
        en: 'Visiting old friends or familiar places brings happiness and good openings.',
      },
      study: {
        th: 'เหมาะกับการกลับไปทวนพื้นฐานเดิม หรือขอคำแนะนำจากครูเก่า ความรู้เก่าจะเชื่อมกับเรื่องใหม่ได้ดี',
        en: 'A good time to revisit the basics or ask a former teacher; old knowledge links well with the new.',
      },
      family: {
        th: 'ญาติหรือคนในบ้านที่เคยห่างเหินจะกลับมาใกล้ชิดกัน ถ้าฝ่ายใดฝ่ายหนึ่งเริ่มทักก่อน',
        en: 'A relative who drifted away comes close again, if one side reaches out first.',
      },
    },
  },
  {
    number: 19,
    titleTh: 'เงาในน้ำ',
    titleEn: 'Reflections in the water',
    verseTh: [
      'เงาในน้ำไหววูบตามคลื่นลม',
      'อย่าหลงชมภาพลวงที่ไม่จริง',
      'สิ่งตรงหน้าควรพิจารณาทุกสิ่ง',
      'ก่อนทอดทิ้งสิ่งดีที่มีอยู่',
    ],
    verseEn:
      'Reflections in the water shiver with the wind; do not fall for an image that is not real. Weigh everything in front of you before you throw away the good you already have.',
    level: 'caution',
    meanings: {
      love: {
        th: 'อย่าหลงเสน่ห์ภายนอกจนมองข้ามคนที่ดีกับคุณจริง ระวังความสัมพันธ์ที่ดูดีแต่ไม่มั่นคง',
        en: 'Do not be dazzled by surface charm and overlook the person who is truly good to you.',
      },
      work: {
        th: 'งานใหม่ที่ดูน่าตื่นเต้นอาจไม่ดีอย่างที่คิด เปรียบเทียบให้รอบคอบก่อนทิ้งงานเดิม',
        en: 'An exciting new job may not be all it seems; compare carefully before leaving what you have.',
      },
      money: {
        th: 'ระวังการซื้อของตามกระแสหรือการลงทุนที่อาศัยภาพลักษณ์ ตรวจสอบข้อเท็จจริงก่อน',
        en: 'Avoid buying on hype or investing on image; check the facts first.',
      },
      health: {
        th: 'อย่าเชื่อข้อมูลสุขภาพหรือผลิตภัณฑ์ที่โฆษณาเกินจริง ปรึกษาผู้เชี่ยวชาญก่อนใช้',
        en: 'Do not trust over-hyped health claims or products; ask a professional before using them.',
      },
      travel: {
        th: 'ที่เที่ยวหรือที่พักอาจไม่ตรงกับรูป ตรวจรีวิวให้ดีก่อนจองและมีแผนสำรอง',
        en: 'Places may not match their photos; check reviews before booking and keep a backup plan.',
      },
      study: {
        th: 'อย่าหลงกับสายเรียนหรือคอร์สที่ดูดีแต่ไม่ตรงกับตัวเอง เปรียบเทียบให้รอบคอบก่อนทิ้งสิ่งที่เรียนอยู่',
        en: 'Do not be dazzled by a course that looks good but does not suit you; compare carefully before dropping what you study now.',
      },
      family: {
        th: 'อย่าตัดสินคนในบ้านจากภาพที่เห็นเพียงผิวเผิน ฟังเหตุผลของเขาก่อน แล้วจะเห็นความหวังดีที่ซ่อนอยู่',
        en: 'Do not judge family members by appearances; hear their reasons first and you may find good intent underneath.',
      },
    },
  },
  {
    number: 20,
    titleTh: 'ว่าวติดลม',
    titleEn: 'The kite on the wind',
    verseTh: [
      'ว่าวลอยลมสูงเด่นกลางฟ้า',
      'เพราะสายป่านพาให้มั่นคง',
      'ความสำเร็จมาเพราะใจไม่ไหลหลง',
      'ยึดมั่นตรงไว้จะไปไกล',
    ],
    verseEn:
      'The kite rides high and proud on the wind because its string holds it steady. Success comes to the heart that does not drift — hold true and you will go far.',
    level: 'good',
    meanings: {
      love: {
        th: 'ความรักมั่นคงเพราะมีความไว้ใจเป็นสายป่าน ให้อิสระกันแต่ไม่ปล่อยมือ',
        en: 'Love holds because trust is its string; give each other freedom without letting go.',
      },
      work: {
        th: 'งานรุ่งเรือง มีชื่อเสียงเพิ่มขึ้น ถ้ายึดมั่นในหลักการและเป้าหมายเดิม',
        en: 'Work soars and your name rises, as long as you stay true to your principles and goals.',
      },
      money: {
        th: 'การเงินมั่นคง รายได้เพิ่มขึ้นจากความตั้งใจ อย่าวอกแวกกับทางลัด',
        en: 'Money is steady and grows with your focus — do not be distracted by shortcuts.',
      },
      health: {
        th: 'สุขภาพดี การได้อยู่กลางแจ้งและสูดอากาศบริสุทธิ์จะช่วยให้สดชื่น',
        en: 'Health is good; time outdoors in fresh air will refresh you.',
      },
      travel: {
        th: 'การเดินทางทางอากาศหรือไปที่โล่งกว้างให้ผลดี ได้มุมมองใหม่กลับมา',
        en: 'Flights and trips to open spaces go well and bring back a fresh outlook.',
      },
      study: {
        th: 'ยึดเป้าหมายเดิมไว้ให้มั่น แล้วการเรียนจะไปได้ไกล ผลงานมีแววได้รับคำชมและการยอมรับ',
        en: 'Hold firm to your goal and study goes far; your work may well earn praise and recognition.',
      },
      family: {
        th: 'ความไว้ใจคือสายป่านของบ้าน ให้อิสระกับคนในครอบครัว แต่ยังคอยถามไถ่ไม่ห่าง',
        en: 'Trust is the kite string at home: give family members freedom but keep checking in.',
      },
    },
  },
  {
    number: 21,
    titleTh: 'ใบไม้ร่วง',
    titleEn: 'Falling leaves',
    verseTh: [
      'ใบไม้ร่วงปลิวไปตามสายลม',
      'อย่าขื่นขมเมื่อสิ่งเก่าต้องจาก',
      'ฤดูใหม่จะผลิใบงามมาก',
      'สิ่งที่พรากจะมีสิ่งใหม่แทน',
    ],
    verseEn:
      'Leaves fall and drift away on the wind; do not be bitter when old things must go. A new season will bring lovely new leaves, and what was taken will be replaced by something new.',
    level: 'fair',
    meanings: {
      love: {
        th: 'ความสัมพันธ์บางอย่างอาจถึงเวลาเปลี่ยนผ่าน การปล่อยวางสิ่งที่ไม่ใช่จะเปิดทางให้รักครั้งใหม่',
        en: 'A relationship may be due for change; letting go of what is not right opens the way for new love.',
      },
      work: {
        th: 'อาจมีการเปลี่ยนทีม เปลี่ยนหัวหน้า หรือเปลี่ยนบทบาท มองให้เป็นโอกาสเรียนรู้',
        en: 'A change of team, boss or role may come; treat it as a chance to learn.',
      },
      money: {
        th: 'มีรายจ่ายจากการเปลี่ยนแปลงหรือของที่ต้องซ่อม แต่จะได้สิ่งใหม่ที่ดีกว่ามาแทน',
        en: 'Change or repairs may cost you, but you will gain something better in return.',
      },
      health: {
        th: 'ช่วงเปลี่ยนฤดูระวังไข้หวัดและภูมิแพ้ พักผ่อนให้เพียงพอ',
        en: 'Watch for colds and allergies as the season turns; get enough rest.',
      },
      travel: {
        th: 'การย้ายที่อยู่หรือเดินทางเพื่อเริ่มต้นใหม่ทำได้ แต่ควรจัดการเรื่องเก่าให้เรียบร้อยก่อน',
        en: 'Moving or travelling to start afresh is fine — tie up loose ends first.',
      },
      study: {
        th: 'อาจมีการเปลี่ยนที่เรียน เปลี่ยนครู หรือเปลี่ยนแผน มองเป็นฤดูใหม่ของการเรียนรู้ แล้วจะปรับตัวได้เร็ว',
        en: 'A change of school, teacher or plan may come; see it as a new season of learning and you will adapt fast.',
      },
      family: {
        th: 'ครอบครัวอาจมีการเปลี่ยนแปลง เช่น มีคนย้ายออกหรือเปลี่ยนบทบาท ปล่อยวางสิ่งเก่าแล้วความผูกพันแบบใหม่จะงอกงาม',
        en: 'The family may change — someone moves out or roles shift; let the old go and a new kind of closeness grows.',
      },
    },
  },
  {
    number: 22,
    titleTh: 'อาทิตย์อุทัย',
    titleEn: 'Sunrise',
    verseTh: [
      'อาทิตย์อุทัยฉายแสงทองทาบฟ้า',
      'ความมืดมาพลันลาจากไป',
      'งานที่หวังจะรุ่งเรืองไกล',
      'ผู้ใหญ่ให้การหนุนนำทุกทาง',
    ],
    verseEn:
      'The rising sun spreads gold across the sky and the darkness swiftly departs. The work you hope for will prosper and go far, with elders backing you every step of the way.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'ความรักเปิดเผยได้อย่างภาคภูมิ ผู้ใหญ่ทั้งสองฝ่ายเอ็นดู เหมาะกับการพาไปพบครอบครัว',
        en: 'Love can be shown proudly; elders on both sides approve — a good time to meet the family.',
      },
      work: {
        th: 'ช่วงรุ่งโรจน์ของการงาน มีผู้ใหญ่สนับสนุน ได้รับตำแหน่งหรือความรับผิดชอบที่ใหญ่ขึ้น',
        en: 'A golden spell for your career: backed by seniors, you gain a bigger role or responsibility.',
      },
      money: {
        th: 'การเงินสดใส มีโอกาสได้ผลตอบแทนจากงานหรือโบนัส เหมาะกับการวางแผนระยะยาว',
        en: 'Money looks bright, with rewards or a bonus possible — plan for the long term.',
      },
      health: {
        th: 'พลังเต็มเปี่ยม ตื่นเช้ารับแสงแดดอ่อน ๆ จะช่วยให้ร่างกายกระปรี้กระเปร่า',
        en: 'Full of energy; rising early into soft sunlight will keep you lively.',
      },
      travel: {
        th: 'การเดินทางไปทางทิศตะวันออกหรือเดินทางช่วงเช้ามีโชค งานที่ต้องไปติดต่อจะสำเร็จ',
        en: 'Trips east or early in the day are lucky, and business visits succeed.',
      },
      study: {
        th: 'ช่วงรุ่งของการเรียน ผู้ใหญ่และครูให้การสนับสนุน เหมาะกับการสมัครเรียน สอบ หรือขอทุน',
        en: 'A dawn for your studies: elders and teachers support you — good for applying, sitting exams or seeking a scholarship.',
      },
      family: {
        th: 'ผู้ใหญ่ในบ้านเมตตา ครอบครัวภูมิใจในกันและกัน เหมาะกับการพาคนสำคัญไปพบครอบครัว',
        en: 'The elders at home are kind and the family proud of one another — a good time to bring someone special to meet them.',
      },
    },
  },
  {
    number: 23,
    titleTh: 'บ่อน้ำไม่เคยแห้ง',
    titleEn: 'The well that never runs dry',
    verseTh: [
      'บ่อน้ำใสไม่เคยแห้งขอด',
      'ตักตลอดยังเปี่ยมไม่พร่อง',
      'ให้ด้วยใจสิ่งดีจะคืนครอง',
      'ทรัพย์ทั้งกองจะเพิ่มพูนทวี',
    ],
    verseEn:
      'The clear well never runs dry; draw from it all day and it stays full. Give with an open heart and the good returns to you, and your store of wealth will grow and grow.',
    level: 'good',
    meanings: {
      love: {
        th: 'ความรักที่ให้โดยไม่หวังผลจะได้รับกลับคืนอย่างงดงาม ความใส่ใจเล็ก ๆ ทุกวันคือหัวใจของความสัมพันธ์',
        en: 'Love given freely returns beautifully; small daily kindnesses are the heart of the bond.',
      },
      work: {
        th: 'ความรู้และน้ำใจที่แบ่งปันจะทำให้เป็นที่รักในที่ทำงาน และได้โอกาสดีตามมา',
        en: 'Sharing knowledge and goodwill makes you loved at work, and good chances follow.',
      },
      money: {
        th: 'การเงินมั่นคงและงอกเงย ทำบุญหรือช่วยเหลือผู้อื่นตามกำลังจะยิ่งเสริมโชค',
        en: 'Money is steady and growing; giving within your means only adds to your luck.',
      },
      health: {
        th: 'สุขภาพดี ดื่มน้ำสะอาดให้มากและรักษาสมดุลการทำงานกับการพัก',
        en: 'Health is good; drink plenty of clean water and balance work with rest.',
      },
      travel: {
        th: 'การเดินทางไปทำบุญหรืออาสาช่วยเหลือผู้อื่นจะได้ความสุขใจกลับมา',
        en: 'Travel to make merit or volunteer will bring you deep contentment.',
      },
      study: {
        th: 'ยิ่งอธิบายให้เพื่อนฟัง ยิ่งเข้าใจลึกขึ้น การแบ่งปันความรู้จะย้อนกลับมาเป็นความจำที่แม่นยำ',
        en: 'The more you explain to friends, the deeper you understand; sharing knowledge comes back as a sharper memory.',
      },
      family: {
        th: 'ความใส่ใจที่ให้คนในบ้านโดยไม่หวังผลจะย้อนกลับมาเป็นความอบอุ่น การดูแลผู้ใหญ่ในบ้านเป็นมงคลกับตัวเอง',
        en: 'Care given at home without expecting a return comes back as warmth; looking after the elders is a blessing for you too.',
      },
    },
  },
  {
    number: 24,
    titleTh: 'แจกันร้าว',
    titleEn: 'The cracked vase',
    verseTh: [
      'แจกันร้าวแม้เพียงรอยเล็ก',
      'อย่าเพิกเฉยปล่อยไว้ให้ลามไกล',
      'เรื่องเล็กน้อยหากไม่ใส่ใจ',
      'นานไปอาจกลายเป็นเรื่องใหญ่',
    ],
    verseEn:
      'A vase with even a hairline crack — do not ignore it and let it spread. Small matters left unattended can, in time, grow into big ones.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ความน้อยใจเล็ก ๆ ที่ไม่ได้พูดกันอาจสะสมจนเป็นรอยร้าว รีบเปิดใจคุยก่อนจะสายเกินไป',
        en: 'Small unspoken hurts can build into a rift; talk openly before it is too late.',
      },
      work: {
        th: 'ตรวจงานให้ละเอียด ความผิดพลาดเล็ก ๆ อาจกลายเป็นปัญหาใหญ่ ถ้ามีเรื่องค้างให้รีบเคลียร์',
        en: 'Check your work closely — small mistakes can snowball. Clear any backlog quickly.',
      },
      money: {
        th: 'ระวังรายจ่ายเล็ก ๆ ที่รั่วไหลทุกวัน และหนี้ที่ปล่อยไว้ ควรจัดการให้เป็นระบบ',
        en: 'Watch the small daily leaks and debts left to grow; get them organised.',
      },
      health: {
        th: 'อาการเล็ก ๆ ที่เป็นมานานไม่ควรมองข้าม ควรไปตรวจให้สบายใจ',
        en: 'Do not ignore a minor symptom that has lingered — get it checked for peace of mind.',
      },
      travel: {
        th: 'ตรวจสภาพรถและเอกสารเดินทางก่อนออกเดินทาง ระวังของแตกหักเสียหาย',
        en: 'Check your vehicle and travel documents before leaving, and pack fragile things with care.',
      },
      study: {
        th: 'ระวังความสะเพร่า ตรวจคำตอบ ชื่อ และกำหนดส่งให้ดี เรื่องที่ยังไม่เข้าใจให้รีบถามก่อนจะสะสม',
        en: 'Watch for careless slips: check answers, names and deadlines, and ask about what you do not understand before it piles up.',
      },
      family: {
        th: 'ความน้อยใจเล็ก ๆ ในบ้านที่ไม่ได้พูดกันอาจกลายเป็นรอยร้าว รีบเปิดใจคุยกันตั้งแต่ยังเป็นเรื่องเล็ก',
        en: 'Small unspoken hurts at home can become a crack; talk openly while it is still small.',
      },
    },
  },
  {
    number: 25,
    titleTh: 'เต่าเดินช้า',
    titleEn: 'The steady turtle',
    verseTh: [
      'เต่าเดินช้าแต่ไม่เคยหยุดพัก',
      'ถึงจักช้ากว่าใครก็ไม่หวั่น',
      'ความมั่นคงคือทรัพย์ที่สำคัญ',
      'ค่อยเป็นค่อยไปทุกวันจะถึงฝั่ง',
    ],
    verseEn:
      'The turtle walks slowly but never stops; slower than the rest, it is not afraid. Steadiness is a treasure — little by little, day by day, you will reach the shore.',
    level: 'fair',
    meanings: {
      love: {
        th: 'ความรักค่อยเป็นค่อยไปแต่มั่นคง ไม่ต้องเร่งให้เหมือนคู่อื่น จังหวะของคุณเองดีที่สุด',
        en: 'Love moves slowly but surely; do not rush to match other couples — your own pace is best.',
      },
      work: {
        th: 'ความก้าวหน้ามาช้าแต่ยั่งยืน ความสม่ำเสมอจะทำให้หัวหน้าไว้วางใจ',
        en: 'Progress is slow but lasting; consistency will earn your boss’s trust.',
      },
      money: {
        th: 'เหมาะกับการออมระยะยาวและการสะสมทรัพย์สินถาวร อย่าเสี่ยงหวังรวยเร็ว',
        en: 'Good for long-term saving and lasting assets; do not gamble on getting rich quickly.',
      },
      health: {
        th: 'ดูแลสุขภาพแบบสม่ำเสมอ เช่น เดินวันละนิด จะช่วยให้แข็งแรงไปนาน ๆ',
        en: 'Steady care — a short walk each day — keeps you strong for years.',
      },
      travel: {
        th: 'ไม่ควรรีบร้อนระหว่างเดินทาง เลือกเส้นทางปลอดภัยแม้จะช้ากว่า',
        en: 'Do not hurry on the road; choose the safe route even if it is slower.',
      },
      study: {
        th: 'เรียนช้าแต่แน่น อย่าเทียบกับคนอื่น อ่านวันละนิดอย่างสม่ำเสมอจะถึงเป้าหมายได้มั่นคง',
        en: 'Slow but solid: do not compare yourself with others — a little study every day gets you there surely.',
      },
      family: {
        th: 'ครอบครัวมั่นคงด้วยความสม่ำเสมอ เรื่องที่ยังค้างจะคลี่คลายทีละน้อย ไม่ต้องเร่ง',
        en: 'The family stands firm through steadiness; pending matters ease bit by bit — no need to hurry.',
      },
    },
  },
  {
    number: 26,
    titleTh: 'ดาวเหนือนำทาง',
    titleEn: 'The guiding North Star',
    verseTh: [
      'ดาวเหนือส่องนำนาวาในคืนมืด',
      'ไม่ต้องยืดเยื้อหลงทางอีกต่อไป',
      'มีผู้รู้ช่วยชี้บอกทางให้',
      'ตั้งใจไว้จะถึงที่หมาย',
    ],
    verseEn:
      'The North Star guides the ship through the dark night; no more wandering off course. Someone wise will point the way — keep your resolve and you will arrive.',
    level: 'good',
    meanings: {
      love: {
        th: 'ความสับสนในใจจะชัดเจนขึ้น อาจได้คำแนะนำดี ๆ จากผู้ใหญ่หรือเพื่อนที่ไว้ใจเรื่องความรัก',
        en: 'Confusion clears; a trusted elder or friend may offer wise words about love.',
      },
      work: {
        th: 'จะได้พบพี่เลี้ยงหรือผู้มีประสบการณ์ที่ช่วยชี้ทาง เหมาะกับการเรียนต่อหรืออบรมเพิ่ม',
        en: 'A mentor or experienced guide will show you the way — good for study or training.',
      },
      money: {
        th: 'ปรึกษาผู้รู้ก่อนตัดสินใจเรื่องเงินจะช่วยให้ไม่หลงทาง วางเป้าหมายการเงินให้ชัด',
        en: 'Ask someone knowledgeable before money decisions, and set clear financial goals.',
      },
      health: {
        th: 'หากมีข้อสงสัยด้านสุขภาพ การปรึกษาผู้เชี่ยวชาญจะช่วยให้ได้คำตอบที่ถูกต้อง',
        en: 'If you have health questions, a professional will give you the right answers.',
      },
      travel: {
        th: 'การเดินทางไกลหรือไปต่างประเทศมีคนช่วยดูแล ไม่หลงทาง และได้ประสบการณ์ดี',
        en: 'Long or overseas trips come with helping hands — you will not get lost, and will gain much.',
      },
      study: {
        th: 'จะได้พบครูหรือพี่เลี้ยงที่ช่วยชี้ทาง เหมาะกับการเรียนต่อ การอบรมเพิ่ม หรือปรึกษาเรื่องเลือกสาย',
        en: 'You will meet a teacher or mentor who shows the way — good for further study, extra training or advice on what to choose.',
      },
      family: {
        th: 'ความสับสนในบ้านจะชัดเจนขึ้น ผู้ใหญ่ที่ไว้ใจได้จะช่วยชี้ทางให้ทุกคนเห็นตรงกัน',
        en: 'Confusion at home clears; a trusted elder helps everyone see the same way.',
      },
    },
  },
  {
    number: 27,
    titleTh: 'ช้างเผือกมาสู่บ้าน',
    titleEn: 'A white elephant comes home',
    verseTh: [
      'ช้างเผือกย่างกรายมาสู่บ้าน',
      'เป็นนิมิตการณ์มงคลยิ่ง',
      'ลาภยศสรรเสริญมาพร้อมจริง',
      'ทุกสิ่งที่ตั้งใจสมดังปอง',
    ],
    verseEn:
      'A white elephant strides up to your home — a most auspicious sign. Gain, rank and praise arrive together, and everything you set your heart on will come to pass.',
    level: 'excellent',
    meanings: {
      love: {
        th: 'ความรักสมหวังอย่างยิ่ง คนโสดอาจพบคนที่ดีเกินคาด คนมีคู่อาจมีข่าวมงคลเรื่องแต่งงาน',
        en: 'Love is richly fulfilled: singles may meet someone beyond their hopes, and couples may have wedding news.',
      },
      work: {
        th: 'มีโอกาสสำคัญที่หาได้ยากเข้ามา ได้รับการยอมรับและเกียรติยศ คว้าไว้ด้วยความถ่อมตน',
        en: 'A rare opportunity arrives with recognition and honour — take it, humbly.',
      },
      money: {
        th: 'โชคลาภใหญ่ มีทรัพย์สินเพิ่มพูน อาจได้ของมีค่าหรือบ้านที่ดิน',
        en: 'A big stroke of luck: your assets grow, perhaps through something valuable, a house or land.',
      },
      health: {
        th: 'สุขภาพแข็งแรงมั่นคง จิตใจเบิกบาน เหมาะกับการทำบุญเพื่อเสริมดวงชะตา',
        en: 'Strong in body and glad in heart — a fine time to make merit for your fortune.',
      },
      travel: {
        th: 'การเดินทางนำโชคมาให้ โดยเฉพาะการย้ายบ้านหรือไปทำธุระสำคัญ',
        en: 'Travel brings luck, especially moving house or important errands.',
      },
      study: {
        th: 'มีโอกาสที่หาได้ยากเรื่องเรียน เช่น ทุน ที่เรียนที่หวัง หรือรางวัล คว้าไว้ด้วยความตั้งใจและความถ่อมตน',
        en: 'A rare chance in study — a scholarship, the school you hoped for or an award; take it with effort and humility.',
      },
      family: {
        th: 'มงคลเข้าบ้าน อาจมีข่าวดีเรื่องบ้านใหม่ งานมงคล หรือสมาชิกใหม่ของครอบครัว',
        en: 'Blessings come home: news of a new house, a celebration or a new family member may come.',
      },
    },
  },
  {
    number: 28,
    titleTh: 'เดินป่ายามค่ำ',
    titleEn: 'The forest path at night',
    verseTh: [
      'เดินป่ายามค่ำต้องถือคบไฟ',
      'ระวังภัยที่ซ่อนในพงหญ้า',
      'อย่าเร่งรีบแม้ใจจะร้อนรนมา',
      'รอฟ้าสางแล้วจึงค่อยเดิน',
    ],
    verseEn:
      'Walking the forest at night, carry a torch and mind the dangers hidden in the grass. Do not hurry however restless you feel — wait for dawn, then walk on.',
    level: 'caution',
    meanings: {
      love: {
        th: 'ความรักยังมองไม่เห็นทางชัด อย่ารีบผูกมัดหรือตัดสินใจ ให้เวลาความจริงค่อย ๆ ปรากฏ',
        en: 'The way ahead in love is still dark; do not rush to commit or decide — let the truth emerge.',
      },
      work: {
        th: 'มีอุปสรรคที่มองไม่เห็นในงาน ระวังคนไม่หวังดีและการรับงานที่ไม่ชัดเจน',
        en: 'Hidden obstacles at work; beware ill-wishers and vague assignments.',
      },
      money: {
        th: 'ช่วงนี้ควรถือเงินสดสำรองไว้ หลีกเลี่ยงการลงทุนใหม่และการค้ำประกันให้ใคร',
        en: 'Hold a cash reserve for now; avoid new investments and guaranteeing anyone’s loans.',
      },
      health: {
        th: 'ระวังการนอนดึกและอุบัติเหตุในที่มืด หากรู้สึกไม่สบายควรพบแพทย์แต่เนิ่น ๆ',
        en: 'Beware late nights and accidents in the dark; see a doctor early if you feel unwell.',
      },
      travel: {
        th: 'หลีกเลี่ยงการเดินทางกลางคืนและเส้นทางที่ไม่คุ้นเคย ถ้าจำเป็นให้มีเพื่อนร่วมทาง',
        en: 'Avoid night travel and unfamiliar routes; if you must go, take a companion.',
      },
      study: {
        th: 'ยังมองไม่เห็นทางชัด อย่ารีบตัดสินใจเรื่องสายเรียนหรือที่เรียน ถามผู้รู้ให้ครบแล้วค่อยก้าว',
        en: 'The way is not yet clear; do not rush choices of course or school — ask those who know, then step forward.',
      },
      family: {
        th: 'มีเรื่องในบ้านที่ยังไม่ชัด อย่าเพิ่งด่วนสรุป ระวังคนนอกที่ยุให้แตกแยก รอให้ทุกอย่างกระจ่างก่อน',
        en: 'Something at home is still unclear; do not jump to conclusions, beware outsiders who stir division, and wait for clarity.',
      },
    },
  },
];

/** The 28 sticks, ใบที่ 1–28. */
export const LOVE_STICKS: readonly LoveStick[] = SOURCES.map((s) => ({
  ...s,
  levelTh: STICK_LEVEL_LABELS[s.level].th,
  levelEn: STICK_LEVEL_LABELS[s.level].en,
}));

/** Stick number `n` (1–28). */
export function stickByNumber(n: number): LoveStick {
  const stick = LOVE_STICKS.find((s) => s.number === n);
  if (!stick) throw new RangeError(`there is no stick number ${n}`);
  return stick;
}

/**
 * Draws one stick. The seed should carry whatever makes a draw unique (session id, user, date,
 * the question); the same seed always draws the same stick.
 */
export function drawStick(seed: string): LoveStick {
  const rng = createRng(seedOf('love-sticks', seed));
  return stickByNumber(intBetween(rng, 1, LOVE_STICKS.length));
}

// ---------------------------------------------------------------------------------------------
// Reading a slip against the question
// ---------------------------------------------------------------------------------------------

export interface StickSection {
  id: string;
  heading: Bi;
  body: Bi;
}

export interface StickReading {
  /** The aspects the question is about, the main one first; empty when it names none. */
  focus: StickAspect[];
  /** Leads with the meaning for the question's subject; the verse itself without one. */
  summary: Bi;
  /** With a subject: the answer to the question, then every aspect, the asked ones first. */
  sections: StickSection[];
  advice: Bi;
}

/** The aspect a subject is read from: luck is the slip's money (โชคลาภ); legal has none. */
const ASPECT_OF: Partial<Record<ChatSubject, StickAspect>> = {
  love: 'love',
  work: 'work',
  money: 'money',
  health: 'health',
  travel: 'travel',
  study: 'study',
  family: 'family',
  luck: 'money',
};

/** What the question is about, in its own words where the subject is narrower ("การสอบ"). */
const SUBJECT_NOUN: Record<StickAspect, Bi> = {
  love: { th: 'ความรัก', en: 'love life' },
  work: { th: 'การงาน', en: 'work' },
  money: { th: 'การเงิน', en: 'money' },
  health: { th: 'สุขภาพ', en: 'health' },
  travel: { th: 'การเดินทาง', en: 'travels' },
  study: { th: 'การเรียน', en: 'studies' },
  family: { th: 'ครอบครัว', en: 'family' },
};

const SUBTOPIC_NOUN: Partial<Record<ChatSubtopic, Bi>> = {
  exam: { th: 'การสอบ', en: 'exam' },
  interview: { th: 'การสัมภาษณ์งาน', en: 'interview' },
  promotion: { th: 'การเลื่อนตำแหน่ง', en: 'promotion' },
  change: { th: 'การเปลี่ยนงาน', en: 'change of job' },
  business: { th: 'การค้าขาย', en: 'business' },
  debt: { th: 'หนี้สิน', en: 'debts' },
  save: { th: 'การเก็บเงิน', en: 'savings' },
  marriage: { th: 'การแต่งงาน', en: 'marriage' },
  single: { th: 'เนื้อคู่', en: 'search for love' },
  move: { th: 'การย้ายบ้าน', en: 'move' },
  children: { th: 'การมีลูก', en: 'hope for a child' },
};

type Tone = 'up' | 'down';
const toneOf = (level: StickLevel): Tone =>
  level === 'excellent' || level === 'good' ? 'up' : 'down';

/** What the slip's level says about the subject asked ("เรื่องการสอบของลูก"). */
const LEVEL_TIE: Record<StickLevel, (x: Bi) => Bi> = {
  excellent: (x) => ({
    th: `เป็นสัญญาณดีสำหรับเรื่อง${x.th} สิ่งที่ตั้งใจมีแรงหนุนเต็มที่`,
    en: `A good sign for ${x.en}: what you intend has full support.`,
  }),
  good: (x) => ({
    th: `เรื่อง${x.th}มีทางเป็นไปได้ ถ้าทำอย่างสม่ำเสมอและไม่ถอดใจ`,
    en: `${capitalise(x.en)} can go the way you hope, with steady effort and without giving up.`,
  }),
  fair: (x) => ({
    th: `เรื่อง${x.th}ยังต้องค่อยเป็นค่อยไป ผลจะดีขึ้นตามความอดทน`,
    en: `${capitalise(x.en)} still needs time; results improve with patience.`,
  }),
  caution: (x) => ({
    th: `เรื่อง${x.th}ยังไม่ควรรีบร้อน ให้คิดให้รอบคอบและรอจังหวะที่ใจนิ่งกว่านี้`,
    en: `${capitalise(x.en)} should not be rushed: think it through and wait for a calmer moment.`,
  }),
};

/** Health is never foretold: the slip encourages care, it does not say how an illness ends. */
const HEALTH_TIE: Record<Tone, (x: Bi) => Bi> = {
  up: (x) => ({
    th: `สำหรับเรื่อง${x.th} ใบนี้เป็นกำลังใจให้ดูแลกายใจต่อไปอย่างสม่ำเสมอ`,
    en: `For ${x.en}, the slip encourages steady care of body and mind.`,
  }),
  down: (x) => ({
    th: `สำหรับเรื่อง${x.th} ใบนี้เตือนให้ใส่ใจการพักผ่อนและสังเกตอาการของร่างกาย`,
    en: `For ${x.en}, the slip asks for rest and attention to how the body feels.`,
  }),
};

const NO_HEALTH_FORECAST: Bi = {
  th: 'เซียมซีไม่ได้บอกผลตรวจหรือผลการรักษา',
  en: 'A fortune slip does not foretell test results or treatment.',
};

/** A draw is not what a slip's money speaks of: its fortune is earned, not staked. */
const LOTTERY_TIE: Bi = {
  th: 'สำหรับเรื่องโชคลาภ ใบนี้ชี้ไปที่เงินทองที่มาจากการลงแรงและความรอบคอบ มากกว่าโชคจากการเสี่ยง',
  en: 'As for luck, the slip points to money that comes from effort and care rather than from a gamble.',
};

const NO_NUMBERS: Bi = {
  th: 'เซียมซีไม่ได้ให้เลขหรือทำนายผลรางวัล โชคลาภที่ยั่งยืนมาจากงานและความขยัน อย่านำเงินที่จำเป็นต้องใช้ไปเสี่ยงนะ',
  en: 'A fortune slip gives no numbers and foretells no draw; lasting luck comes from work and diligence — never stake money you need.',
};

/** The time asked, as a reply names it. */
function timeNoun(q: QuestionIntent): Bi | null {
  const soonOrLater: Partial<Record<TimeFrame, Bi>> = {
    soon: { th: 'ช่วงเวลาอันใกล้นี้', en: 'the near future' },
    later: { th: 'ระยะยาว', en: 'the long run' },
  };
  if (!q.timeFrame) return null;
  return soonOrLater[q.timeFrame] ?? q.timeFrameWords;
}

const TIME_TIE: Record<StickLevel, (n: Bi) => Bi> = {
  excellent: (n) => ({
    th: `สำหรับ${n.th} ใบนี้มาถูกจังหวะ เป็นช่วงที่ลงมือแล้วมีแรงหนุน`,
    en: `For ${n.en}, the slip comes at the right time: effort now has support.`,
  }),
  good: (n) => ({
    th: `สำหรับ${n.th} ทางยังเปิดอยู่ ค่อย ๆ เดินตามแผนแล้วจะเห็นผล`,
    en: `For ${n.en}, the way is open: keep to your plan and results will show.`,
  }),
  fair: (n) => ({
    th: `สำหรับ${n.th} ยังเป็นช่วงสะสมแรง ผลอาจมาช้ากว่าที่หวังเล็กน้อย แต่ไม่ได้หายไปไหน`,
    en: `For ${n.en}, it is a time of building up: results may come a little later than hoped, but they are not lost.`,
  }),
  caution: (n) => ({
    th: `สำหรับ${n.th} ให้ประคองสิ่งที่มีและเตรียมตัวให้พร้อม ยังไม่ใช่ช่วงที่ควรเสี่ยงเรื่องใหญ่`,
    en: `For ${n.en}, hold on to what you have and prepare well; it is not a time for big risks.`,
  }),
};

const WHEN_TIE: Record<StickLevel, Bi> = {
  excellent: {
    th: 'ถ้าถามว่าเมื่อไหร่ ใบนี้ชี้ว่ามีแนวโน้มไม่ต้องรอนาน',
    en: 'As for when, the slip leans towards not having to wait long.',
  },
  good: {
    th: 'ถ้าถามว่าเมื่อไหร่ ใบนี้ชี้ว่าเมื่อเตรียมพร้อมแล้ว โอกาสจะตามมา',
    en: 'As for when, the slip says the chance follows once you are ready.',
  },
  fair: {
    th: 'ถ้าถามว่าเมื่อไหร่ ใบนี้ชี้ว่าต้องใช้เวลาอีกสักระยะ',
    en: 'As for when, the slip says it needs a while yet.',
  },
  caution: {
    th: 'ถ้าถามว่าเมื่อไหร่ ใบนี้ชี้ให้รอจังหวะที่ใจนิ่งและข้อมูลครบก่อน',
    en: 'As for when, the slip says to wait until your mind is calm and the facts are in.',
  },
};

/** What to do about the subject, by whether the slip leans well or asks for care. */
const ASPECT_ADVICE: Record<StickAspect, Record<Tone, Bi>> = {
  love: {
    up: {
      th: 'เปิดใจและแสดงความจริงใจให้ชัด สิ่งดี ๆ ในความรักจะตอบรับ',
      en: 'Open up and show your sincerity plainly; love answers in kind.',
    },
    down: {
      th: 'ใจเย็นและฟังกันให้มาก อย่าตัดสินเรื่องใหญ่ของหัวใจตอนที่อารมณ์ยังไม่นิ่ง',
      en: 'Be patient and listen more; do not decide big matters of the heart while feelings run high.',
    },
  },
  work: {
    up: {
      th: 'ลงมือตามแผนและให้ผลงานพูดแทน โอกาสที่เข้ามาให้รีบคว้าไว้',
      en: 'Act on your plan and let your work speak; take the openings that come.',
    },
    down: {
      th: 'ประคองงานที่มีให้ดี ตรวจรายละเอียดให้รอบคอบ และยังไม่ควรเสี่ยงเปลี่ยนแปลงครั้งใหญ่',
      en: 'Tend the work you have, check the details and hold off on big changes.',
    },
  },
  money: {
    up: {
      th: 'รายได้มีทางเข้า แต่ให้แบ่งเก็บไว้ก่อนใช้ และอย่าใช้เงินล่วงหน้า',
      en: 'Money has ways in, but save some first and do not spend ahead.',
    },
    down: {
      th: 'คุมรายจ่ายให้ชัด เลี่ยงการกู้ยืมหรือการลงทุนที่เร่งให้ตัดสินใจเร็ว',
      en: 'Keep spending in check and avoid loans or investments that push you to decide fast.',
    },
  },
  health: {
    up: {
      th: 'ดูแลการกิน การนอน และการขยับร่างกายอย่างสม่ำเสมอ',
      en: 'Keep eating, sleeping and moving well, steadily.',
    },
    down: {
      th: 'พักผ่อนให้พอ สังเกตอาการของร่างกาย และไปพบแพทย์เมื่อมีอาการผิดปกติ',
      en: 'Rest enough, notice how your body feels, and see a doctor about anything unusual.',
    },
  },
  travel: {
    up: {
      th: 'วางแผนการเดินทางหรือการย้ายที่ให้ชัด แล้วออกเดินได้อย่างสบายใจ',
      en: 'Plan the journey or the move clearly, then set out with an easy mind.',
    },
    down: {
      th: 'เผื่อเวลาและงบไว้ ตรวจเอกสารให้ครบ และถ้าเลื่อนได้ให้เลือกจังหวะที่พร้อมกว่านี้',
      en: 'Leave time and budget to spare, check your papers, and if you can, wait for a readier moment.',
    },
  },
  study: {
    up: {
      th: 'ทวนบทเรียนอย่างสม่ำเสมอและนอนให้พอ ความพร้อมคือสิ่งที่ทำให้ใบดีนี้ออกผล',
      en: 'Review steadily and sleep enough; being prepared is what lets a good slip bear fruit.',
    },
    down: {
      th: 'แบ่งการอ่านเป็นช่วงสั้น ๆ ถามครูในส่วนที่ยังไม่เข้าใจ และอย่ากดดันตัวเองเกินไป',
      en: 'Study in short sessions, ask the teacher about what is unclear, and do not push too hard.',
    },
  },
  family: {
    up: {
      th: 'หาเวลาอยู่พร้อมหน้ากัน ความอบอุ่นในบ้านจะช่วยให้ทุกเรื่องลงตัว',
      en: 'Make time together; warmth at home helps everything fall into place.',
    },
    down: {
      th: 'พูดกันด้วยความอ่อนโยน ฟังให้จบก่อนตอบ และอย่าปล่อยเรื่องเล็กให้ค้างใจ',
      en: 'Speak gently, hear each other out, and do not let small things linger.',
    },
  },
};

/** The focus of a question: its subject's aspect, then its second subject's, if different. */
function focusOf(q: QuestionIntent): StickAspect[] {
  const out: StickAspect[] = [];
  for (const subject of [q.subject, q.secondary]) {
    const aspect = subject ? ASPECT_OF[subject] : undefined;
    if (aspect && !out.includes(aspect)) out.push(aspect);
  }
  return out;
}

/** "การสอบของลูก" / "your child’s exam". */
function subjectOf(q: QuestionIntent, aspect: StickAspect, who: Bi | null): Bi {
  const narrow = q.analysis.subtopic ? SUBTOPIC_NOUN[q.analysis.subtopic] : undefined;
  // A narrower word only where it belongs to the aspect read ("การสอบ" for study, not for money).
  const noun =
    narrow && q.subject && ASPECT_OF[q.subject] === aspect ? narrow : SUBJECT_NOUN[aspect];
  return who
    ? { th: `${noun.th}ของ${who.th}`, en: `${who.en}’s ${noun.en}` }
    : { th: noun.th, en: `your ${noun.en}` };
}

/** The last two lines of the Thai verse (its message), the last sentence of the English. */
function verseQuote(stick: LoveStick): Bi {
  const en = stick.verseEn.split(/(?<=[.!?])\s+/).filter(Boolean);
  return { th: stick.verseTh.slice(-2).join(' '), en: en[en.length - 1] ?? stick.verseEn };
}

const aspectSection = (stick: LoveStick, aspect: StickAspect): StickSection => ({
  id: aspect,
  heading: STICK_ASPECT_LABELS[aspect],
  body: stick.meanings[aspect],
});

/**
 * A drawn slip read against the question: the meaning for what was asked first, what the verse
 * says about it (and about the time asked), the care a health, money or legal question needs,
 * then every other aspect. Without a question — or one on no subject a slip speaks to — the slip
 * is read as it is: the verse, every aspect, the level's advice.
 */
export function readStickForQuestion(
  stick: LoveStick,
  question: string | null | undefined,
): StickReading {
  const q = analyseQuestion(question);
  const focus = focusOf(q);
  const verse: Bi = { th: stick.verseTh.join(' '), en: stick.verseEn };
  const main = focus[0];
  const notes: Bi[] = [];
  const sensitive = q.analysis.sensitive;
  if (sensitive.includes('medical')) notes.push(NO_HEALTH_FORECAST, CHAT_CONSULT_NOTES.medical);
  else if (main === 'health') notes.push(CHAT_HEALTH_NOTE);
  if (q.lottery) notes.push(NO_NUMBERS);
  if (sensitive.includes('investment')) notes.push(CHAT_CONSULT_NOTES.investment);
  if (sensitive.includes('legal') || q.subject === 'legal') notes.push(CHAT_CONSULT_NOTES.legal);

  if (!main) {
    const sections = STICK_ASPECTS.map((a) => aspectSection(stick, a));
    return {
      focus,
      summary: notes.length > 0 ? joinBi([verse, ...notes]) : verse,
      sections,
      advice: STICK_LEVEL_ADVICE[stick.level],
    };
  }

  const who = whoseMatter(q);
  const subject = subjectOf(q, main, who);
  const meaning = stick.meanings[main];
  const tone = toneOf(stick.level);
  const quote = verseQuote(stick);
  const staking = q.lottery || sensitive.includes('investment');
  // An investment is never told "full support": the best a slip says of it is "it can go well".
  const level = staking && stick.level === 'excellent' ? 'good' : stick.level;
  const tie =
    main === 'health'
      ? HEALTH_TIE[tone](subject)
      : q.lottery
        ? LOTTERY_TIE
        : LEVEL_TIE[level](subject);
  const verseSays: Bi = {
    th: `กลอนใบนี้ว่า “${quote.th}” ${tie.th}`,
    en: `The verse says: “${quote.en}” ${tie.en}`,
  };
  // The time asked, unless it is a draw or an investment: a slip does not time a stake.
  const noun = timeNoun(q);
  const time: Bi | null =
    main === 'health' || staking
      ? null
      : noun
        ? TIME_TIE[stick.level](noun)
        : q.form === 'when'
          ? WHEN_TIE[stick.level]
          : null;
  const lead: Bi = {
    th: `สำหรับเรื่อง${subject.th} ${meaning.th}`,
    en: `For ${subject.en} — ${lowerFirst(meaning.en)}`,
  };
  const interpretation = joinBi([verseSays, ...(time ? [time] : [])]);
  const rest = STICK_ASPECTS.filter((a) => !focus.includes(a));
  const standBy: Bi | null = who
    ? {
        th: `ถามแทน${who.th}แบบนี้ สิ่งที่ช่วยได้มากที่สุดคือกำลังใจและการอยู่เคียงข้าง`,
        en: `Asking for ${who.en} like this, your encouragement and presence help most.`,
      }
    : null;
  return {
    focus,
    summary: joinBi([lead, interpretation, ...notes]),
    sections: [
      {
        id: 'answer',
        heading: { th: `ตอบคำถามเรื่อง${subject.th}`, en: `On ${subject.en}` },
        body: joinBi([meaning, interpretation, ...notes]),
      },
      ...focus.map((a) => aspectSection(stick, a)),
      ...rest.map((a) => aspectSection(stick, a)),
    ],
    // The advice is what a result page always shows beside the slip: it answers the question
    // too, and carries the boundaries.
    advice: joinBi([
      tie,
      ASPECT_ADVICE[main][tone],
      ...(time ? [time] : []),
      ...(standBy ? [standBy] : []),
      ...notes,
    ]),
  };
}
