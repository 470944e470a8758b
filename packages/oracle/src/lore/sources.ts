/**
 * Where the oracle's lore comes from. Every fact table in `lore/` names the sources it was checked
 * against by these ids; `docs/decisions/012-lore-sources.md` explains the choices made where the
 * sources disagree. Web pages were read in 2025–2026; titles are as published.
 */
export interface LoreSource {
  title: string;
  /** Author, publisher or site. */
  by: string;
  url?: string;
  /** What the source is used for here. */
  supports: string;
}

export const LORE_SOURCES = {
  'orst-taksa': {
    title: 'ทักษา',
    by: 'ราชบัณฑิตยสภา (Office of the Royal Society), บทความความรู้',
    url: 'http://legacy.orst.go.th/?knowledges=ทักษา-๑๘-ธันวาคม-๒๕๕๒',
    supports:
      'The eight planets of ทักษา carry the colours of the days; Monday is yellow or cream-white; a birth day’s กาลกิณี colour is the colour of the planet in its กาลกิณี place (Monday → the Sun, red).',
  },
  'sawatdi-raksa': {
    title: 'สวัสดิรักษาคำกลอน',
    by: 'สุนทรภู่ (c. 1821–1824), as quoted by sana-anong.com and kpoppreorder.com',
    supports: 'The colours of dress for each day: Sunday red, Monday นวลขาว, and so on.',
  },
  'sana-anong-taksa': {
    title: 'หลักทักษาในวิชาโหราศาสตร์ ตอนที่ ๔–๕',
    by: 'อาจารย์แอน, sana-anong.com (2015)',
    url: 'https://sana-anong.com/astrology_detail.php?id=1874',
    supports:
      'The กาลกิณี colour of each day read through ทักษา: Tuesday avoids white, Wednesday pink, Thursday black, Saturday green, Sunday light blue.',
  },
  'nanitalk-day-colours': {
    title: 'สีเสื้อประจำวัน 2562 ใส่เสริมดวง เรียกโชคลาภ',
    by: 'nanitalk.com',
    url: 'https://www.nanitalk.com/interesting-story/4510',
    supports: 'Day-by-day lucky and กาลกิณี colours (Monday: red to avoid).',
  },
  'colours-of-the-day-wiki': {
    title: 'Colors of the day in Thailand / สีประจำวัน',
    by: 'Wikipedia (Thai mirror at hmong.in.th)',
    url: 'https://hmong.in.th/wiki/Colors_of_the_day_in_Thailand',
    supports:
      'The colour of each day: Sunday red, Monday yellow or cream, Tuesday pink, Wednesday green, Thursday orange, Friday blue, Saturday purple.',
  },
  'amarin-animal-year': {
    title: 'วิธีการดูปีเกิดของลูกตามนักษัตรที่ถูกต้อง!',
    by: 'Amarin Baby & Kids (amarinbabyandkids.com)',
    url: 'https://www.amarinbabyandkids.com/family/lifestyle/how-to-check-baby-birth-year/',
    supports:
      'The ways the animal year changes: birth certificates count from ขึ้น ๑ ค่ำ เดือนอ้าย (กรมการปกครอง circular มท 0310.1/ว4, 5 Feb 1996); Thai astrology from ขึ้น ๑ ค่ำ เดือน ๕; others at เถลิงศก (15–17 April) or the Chinese new year. A child born 25 Jan 2016 is ปีวอก on the birth certificate.',
  },
  'astroneemo-animal-year': {
    title: 'การเปลี่ยนปีนักษัตร (ชวด, ฉลู ฯลฯ)',
    by: 'astroneemo.net',
    url: 'https://astroneemo.net/index.php/2016-08-06-14-13-07/167-2010-03-31-15-49-34/784-2010-05-14-15-34-36.html',
    supports:
      'Thai and Chinese counts change the animal on different days; the Chinese count changes at ลิบชุน or the Chinese new year, so people born early in the year get two animals.',
  },
  'blockdit-animal-year': {
    title: 'ปีนักษัตร เปลี่ยนเมื่อไหร่กันแน่',
    by: 'Blockdit post, 4 Jan 2022',
    url: 'https://www.blockdit.com/posts/61d1d71f3c1717a0c73025ed',
    supports:
      'Both 1 January (the international new year) and the Chinese new year are in common use; neither is wrong, they follow different new years.',
  },
  'tawanfengshui-2567': {
    title: 'ดวงใครดีใครร้ายและการแก้ชงในปีมะโรง 2567',
    by: 'tawanfengshui.com',
    supports:
      'Chinese practice starts the year at ลิปชุน (4 Feb 2024) or at ชิวอิก, the Chinese new year (10 Feb 2024).',
  },
  'prachachat-chong-2565': {
    title: 'ปีชง ดีหรือไม่ดี? คำตอบจากความหมายตามหลักภาษาจีน',
    by: 'ประชาชาติธุรกิจ, 17 Jan 2022',
    url: 'https://www.prachachat.net/breaking-news/news-843822',
    supports:
      'Chinese new year fell on 1 Feb 2022 (ปีขาล); the animals ชง with ขาล that year: วอก, ขาล, มะเส็ง and กุน.',
  },
  'missinklist-chong-table': {
    title: 'ตารางปีชง ใช้ดูได้ตลอดชีวิต',
    by: 'แม่หมออิ๊งค์ (missinklist.medium.com)',
    url: 'https://missinklist.medium.com/ตารางปีชง-ใช้ดูได้ตลอดชีวิต-inklist-48797d1de417',
    supports:
      'Four animals are ชง each year: ชงตรง (the opposite animal, the strongest) and three ชงร่วม — ปีคัก (the year’s own animal), ปีเฮ้ง and ปีผั่ว; in 2563 (ชวด) the ชงตรง was มะเมีย.',
  },
  'payyapro-chong-2568': {
    title: 'ปีชง 2568 ใครปีนักษัตรไหน',
    by: 'payyapro.com',
    supports: '2568 (มะเส็ง): กุน ชงตรง; มะเส็ง (ปีคัก), ขาล (ปีเฮ้ง) and วอก (ปีผั่ว) ชงร่วม.',
  },
  'primo-chong-2569': {
    title: 'ปีชง 2569 มีปีนักษัตรอะไรบ้าง',
    by: 'primo.co.th',
    supports: '2569 (มะเมีย): ชวด ชงตรง; เถาะ and ระกา ชงร่วม.',
  },
  'thethaiger-chong-2564': {
    title: 'ปีชง 2564 มีปีอะไรบ้าง เช็กเลย',
    by: 'The Thaiger (ไทย)',
    url: 'https://thethaiger.com/th/news/398098',
    supports: '2564 (ฉลู): มะแม ปีชง; ฉลู, มะโรง and จอ ปีชงร่วม.',
  },
  'fengshuirich-six-harmonies': {
    title: 'หกพันธมิตรนักษัตรที่สอดประสานกันหกคู่',
    by: 'fengshuirich.com',
    supports:
      'The six harmony pairs (六合, ลักฮะ): ชวด–ฉลู, ขาล–กุน, เถาะ–จอ, มะโรง–ระกา, มะเส็ง–วอก, มะเมีย–มะแม.',
  },
  'chinese-xing-hai-po': {
    title: '生肖相克相刑相害相破是什么意思',
    by: 'hfyongfu.com',
    url: 'http://hfyongfu.com/tags/生肖相克相刑相害相破是什么意思.html',
    supports:
      'The Chinese relations of the branches: 六害 (ไห่, harm: 子未 丑午 寅巳 卯辰 申亥 酉戌), 相破 (ผั่ว: 子酉 丑辰 寅亥 卯午 巳申 未戌) and 相刑 (เฮ้ง).',
  },
  'handhoro-main-lines': {
    title: 'เส้นหลัก 3 เส้นในมือ',
    by: 'อ.ธนพงศ์ หลักนครพล, handhoro.com',
    url: 'https://www.handhoro.com/web2012/index.php?option=com_content&view=article&id=52&Itemid=191',
    supports: 'The three main lines are เส้นชีวิต, เส้นสมอง and เส้นใจ (เส้นจิตใจ).',
  },
  'cat888-palmistry': {
    title: 'ตำราดูลายมือ (สังเขป)',
    by: 'cat888.in.th',
    url: 'https://cat888.in.th/palmistry/',
    supports:
      'The mounts are named by the planets of Thai astrology: เนินศุกร์ under the thumb, เนินพฤหัส under the index finger, เนินเสาร์ under the middle finger, เนินอาทิตย์ under the ring finger, เนินพุธ under the little finger — so the lines rising to them are เส้นอาทิตย์ and เส้นพุธ.',
  },
  'muay-ha-fate-line': {
    title: 'เส้นสมองที่โค้งลงมาต่อกับเส้นวาสนา',
    by: 'muay-ha.blogspot.com (2015)',
    url: 'http://muay-ha.blogspot.com/2015/01/',
    supports: 'The fate line is called เส้นวาสนา.',
  },
  'myfreehoroscopes-life-line': {
    title: 'What Makes The Lifeline So Important?',
    by: 'myfreehoroscopes.net',
    url: 'https://www.myfreehoroscopes.net/palmistry/lifeline.html',
    supports:
      'The life line is not an indicator of how long a person will live; palmists read it for the quality of life — energy, strength and vitality.',
  },
  'psychiclibrary-life-line': {
    title: 'Palmistry Life Line',
    by: 'psychiclibrary.com',
    url: 'https://psychiclibrary.com/palmistry-life-line-6/',
    supports:
      'That the life line tells how long you will live or when you will die is a common misconception; a short life line does not mean a short life.',
  },
  'excite-hoshi-life-line': {
    title: '「生命線」が短いからって、早死にはしない!? 手相のウソ・ホント',
    by: 'Hoshi (not for sale.), woman.excite.co.jp',
    url: 'https://woman.excite.co.jp/article/love/rid_Cocoloni_1283276/',
    supports:
      'A palm reader’s own word: the length of the life line has nothing to do with the length of a life; what it shows is vitality.',
  },
  'reference-palmistry': {
    title: 'palmistry',
    by: 'Encyclopaedia entry at reference.com',
    url: 'http://www.reference.com/browse/palmistry',
    supports:
      'Palmistry is still practised, but there is no known scientific basis for it: a palm cannot tell an illness, an accident or the end of a life.',
  },
} as const satisfies Record<string, LoreSource>;

export type LoreSourceId = keyof typeof LORE_SOURCES;
