/**
 * Palmistry: the lines by their Thai names (`packages/oracle/src/lore/palm-line-names.ts`: the
 * app writes เส้นใจ, เส้นวาสนา and เส้นอาทิตย์, never the other names people type), which hand,
 * the mounts, a good photo for the app, what a palm does not tell, and the heart line.
 */
import type { SeedArticle } from './seed-article.ts';
import { lore, WEB } from './sources.ts';

const PALM_SOURCES = [
  lore('handhoro-main-lines'),
  lore('cat888-palmistry'),
  lore('muay-ha-fate-line'),
];

export const palmistryArticles: SeedArticle[] = [
  {
    slug: 'palm-lines-by-their-thai-names',
    category: 'palmistry',
    titleTh: 'เส้นลายมือหลักมีอะไรบ้าง รู้จักชื่อไทยของทุกเส้น',
    titleEn: 'The main palm lines and their Thai names',
    summaryTh:
      'เส้นชีวิต เส้นสมอง เส้นใจ เส้นวาสนา เส้นอาทิตย์ และเส้นพุธ แต่ละเส้นอยู่ตรงไหนของฝ่ามือ และตำราอ่านเรื่องอะไรจากเส้นนั้น',
    summaryEn:
      'Life, head, heart, fate, Sun and Mercury lines: where each runs on the palm and what the tradition reads in it.',
    bodyTh: [
      'แบมือออกแล้วมองดี ๆ จะเห็นเส้นใหญ่สามเส้นที่ทุกคนมี หมอลายมือไทยเรียกว่าเส้นหลักสามเส้น คือเส้นชีวิต เส้นสมอง และเส้นใจ ส่วนเส้นแนวตั้งที่บางคนเห็นชัด บางคนแทบไม่มี คือเส้นวาสนา เส้นอาทิตย์ และเส้นพุธ ชื่อของเส้นรองเหล่านี้มาจากดาวในโหราศาสตร์ไทย เพราะแต่ละเส้นวิ่งขึ้นไปหาเนินที่ตั้งชื่อตามดาวดวงนั้น',
      'เส้นชีวิตเริ่มระหว่างนิ้วโป้งกับนิ้วชี้ แล้วโค้งลงอ้อมเนินใต้นิ้วโป้งไปทางข้อมือ ตำราอ่านเส้นนี้เป็นเรื่องพลังใจ จังหวะชีวิต และวิธีที่เราใช้แรง ไม่ได้อ่านเป็นจำนวนปีของชีวิต เส้นชีวิตสั้นจึงไม่ได้แปลว่าอายุสั้น ความเชื่อนี้เป็นความเข้าใจผิดที่ทำให้คนกังวลกันมานาน',
      'เส้นสมองพาดขวางกลางฝ่ามือ เริ่มใกล้ ๆ กับต้นเส้นชีวิต ตำราอ่านว่าเราคิดแบบไหน เส้นที่ทอดตรงบอกถึงความคิดเป็นเหตุเป็นผล เส้นที่ลาดลงไปทางเนินจันทร์ด้านนิ้วก้อยบอกถึงจินตนาการ ส่วนเส้นใจอยู่สูงขึ้นไป พาดใต้โคนนิ้ว ตำราอ่านเรื่องความรักและวิธีแสดงความรู้สึก',
      'เส้นวาสนาเป็นเส้นแนวตั้งที่ลากจากฝั่งข้อมือขึ้นไปหานิ้วกลาง ตำราอ่านเรื่องเส้นทางการงานและแรงหนุนในชีวิต คนที่เส้นนี้จางไม่ได้แปลว่าไร้วาสนา หลายคนสร้างทางเดินเองโดยไม่ยึดกับเส้นทางเดียว ส่วนเส้นอาทิตย์ลากขึ้นไปหานิ้วนาง ตำราอ่านเรื่องชื่อเสียงและการเป็นที่รู้จัก',
      'เส้นพุธลากขึ้นไปหานิ้วก้อย ตำราอ่านเรื่องไหวพริบ การสื่อสาร และการค้าขาย เส้นนี้หลายคนมีไม่ชัดหรือไม่มีเลยก็เป็นเรื่องปกติ ดวงดีอ่านเส้นพุธเฉพาะเรื่องการสื่อสารและการงาน ไม่อ่านเรื่องสุขภาพจากเส้นนี้หรือเส้นไหนเลย',
      'ในแอปของดวงดี หมอดูจะเรียกทุกเส้นด้วยชื่อชุดนี้เสมอ และอ่านเฉพาะเส้นที่รูปถ่ายของคุณเห็นชัด เส้นไหนรูปไม่เห็น หมอดูจะบอกตรง ๆ ว่ายังอ่านไม่ได้ แทนที่จะเดาต่อ รู้ชื่อเส้นไว้ก่อนแบบนี้ เวลาอ่านผลหรือถามหมอดูต่อในแชต ก็จะเข้าใจกันง่ายขึ้น',
    ].join('\n\n'),
    bodyEn: [
      'Open your hand and look closely: everyone has three large lines, which Thai palm readers call the three main lines, the life line (เส้นชีวิต), the head line (เส้นสมอง) and the heart line (เส้นใจ). The upright lines that are clear on some hands and nearly absent on others are the fate line (เส้นวาสนา), the Sun line (เส้นอาทิตย์) and the Mercury line (เส้นพุธ), named after planets of Thai astrology because each climbs towards the mount of that planet.',
      'The life line starts between thumb and index finger and curves down around the mount under the thumb towards the wrist. Tradition reads in it your energy, the rhythm of your life and how you spend your strength, never a number of years. A short life line does not mean a short life; that old misunderstanding has worried people for far too long.',
      'The head line crosses the middle of the palm, starting near the life line. It shows how you think: straight for a logical mind, sloping towards the mount of the Moon on the little-finger side for imagination. The heart line runs higher, under the base of the fingers, and speaks of love and how you show your feelings.',
      'The fate line rises from the wrist side towards the middle finger and is read for your working path and the support behind you. A faint one does not mean a life without luck; many people make their own way rather than follow one track. The Sun line climbs towards the ring finger and is read for recognition.',
      'The Mercury line climbs towards the little finger and is read for wit, communication and trade. Many people have it faintly or not at all, which is normal. Duangdee reads it for communication and work only, and reads nothing about health from it or any other line.',
      'In the Duangdee app the reader always uses these names, and reads only the lines your photo shows clearly. A line the photo does not show is said to be unreadable rather than guessed. Knowing the names beforehand makes the results, and any follow-up questions in the chat, easier to follow.',
    ].join('\n\n'),
    tags: ['kind:palm'],
    sources: PALM_SOURCES,
    isFeatured: true,
    publishedDaysAgo: 2,
  },
  {
    slug: 'which-hand-to-read',
    category: 'palmistry',
    titleTh: 'ดูลายมือข้างไหนดี ซ้ายหรือขวา',
    titleEn: 'Which hand should be read, left or right?',
    summaryTh: 'ผู้ใหญ่บางคนบอกว่าผู้ชายดูซ้าย ผู้หญิงดูขวา แต่หมอลายมือสมัยนี้นิยมดูมือข้างที่ถนัด มาดูเหตุผลของแต่ละแบบ',
    summaryEn:
      'Some elders say men show the left hand and women the right, but most palm readers now read the dominant hand. The reasons behind each.',
    bodyTh: [
      'คำถามแรกที่คนถามก่อนยื่นมือให้หมอดูคือ ต้องยื่นข้างไหน คำตอบขึ้นอยู่กับว่าหมอดูท่านนั้นเรียนมาทางไหน เพราะตำราลายมือไม่ได้มีสำนักเดียว และแต่ละสำนักก็มีเหตุผลของตัวเอง',
      'หมอดูบางสำนัก โดยเฉพาะสายที่ได้อิทธิพลจากคติจีนซึ่งถือว่าซ้ายเป็นฝ่ายชาย ขวาเป็นฝ่ายหญิง ใช้หลักชายซ้าย หญิงขวา คือผู้ชายให้ดูมือซ้าย ผู้หญิงให้ดูมือขวา ถ้าไปดูกับหมอดูที่ถือหลักนี้ ก็ยื่นตามที่ท่านบอกได้เลย',
      'หมอลายมือสมัยใหม่ส่วนใหญ่ดูที่มือข้างที่ถนัด เพราะเป็นมือที่ใช้ทำงาน จับปากกา และสร้างชีวิตมาทุกวัน จึงเชื่อกันว่าสะท้อนตัวตนและทางเดินในปัจจุบัน ส่วนมือข้างที่ไม่ถนัดสะท้อนพื้นเดิมที่ติดตัวมา หรือด้านที่เราแสดงต่อคนใกล้ชิด คนถนัดซ้ายจึงยื่นมือซ้าย ไม่ต้องฝืนตามคนส่วนใหญ่',
      'ดวงดีใช้หลักมือข้างที่ถนัด เวลาถ่ายรูปให้หมอดูในแอป ให้ถ่ายฝ่ามือข้างที่คุณเขียนหนังสือ ถ้าถนัดทั้งสองข้าง เลือกข้างที่ใช้ทำเรื่องละเอียดมากกว่า เช่น ข้างที่ถือตะเกียบหรือใช้เมาส์',
      'ถ้าอยากรู้มากกว่านั้น ลองให้อ่านทั้งสองมือแล้วเทียบกัน หลายคนพบว่าเส้นบางเส้นต่างกันชัดเจน เช่น เส้นวาสนาในมือถนัดชัดกว่าอีกข้าง หมอดูบางท่านอ่านความต่างนี้ว่าเป็นสิ่งที่เราสร้างขึ้นเองมากกว่าที่ติดตัวมา เป็นมุมมองที่ให้กำลังใจดี',
      'ไม่ว่าจะดูข้างไหน ลายมือคือภาพของแนวโน้ม ไม่ใช่คำตัดสิน และมือทั้งสองข้างก็เป็นมือของคุณคนเดียวกัน สิ่งที่กำหนดชีวิตจริง ๆ คือสิ่งที่มือคู่นั้นลงมือทำในแต่ละวัน',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:palm'],
    sources: [WEB.jarmHands, lore('handhoro-main-lines')],
    publishedDaysAgo: 14,
  },
  {
    slug: 'mounts-of-the-palm',
    category: 'palmistry',
    titleTh: 'เนินบนฝ่ามือ เนินศุกร์ เนินพฤหัส เนินเสาร์ เนินอาทิตย์ เนินพุธ อยู่ตรงไหน',
    titleEn: 'The mounts of the palm: Venus, Jupiter, Saturn, Sun and Mercury',
    summaryTh:
      'ส่วนนูนใต้โคนนิ้วแต่ละนิ้วมีชื่อตามดาวในโหราศาสตร์ไทย และเป็นที่มาของชื่อเส้นลายมือบางเส้น มาทำความรู้จักแผนที่ฝ่ามือกัน',
    summaryEn:
      'The pads under each finger are named after planets of Thai astrology, and they give some palm lines their names. A map of the palm.',
    bodyTh: [
      'นอกจากเส้นแล้ว ตำราลายมือยังอ่านส่วนที่นูนขึ้นมาบนฝ่ามือ เรียกว่าเนิน เนินแต่ละเนินตั้งชื่อตามดาวในโหราศาสตร์ไทย และเส้นที่ลากขึ้นไปหาเนินไหนก็มักได้ชื่อตามดาวของเนินนั้น การรู้จักเนินจึงช่วยให้จำชื่อเส้นได้ง่ายขึ้นด้วย',
      'เนินศุกร์คือเนินใหญ่ใต้โคนนิ้วโป้ง ซึ่งเส้นชีวิตโค้งอ้อมอยู่ ดาวศุกร์เป็นดาวแห่งความรักและความงาม ตำราจึงอ่านเนินนี้เรื่องความอบอุ่น ความรักในชีวิต และความสามารถในการเพลิดเพลินกับสิ่งสวยงาม เนินที่อิ่มเต็มมักอ่านว่าเป็นคนใจดีและรักสนุก',
      'เนินพฤหัสอยู่ใต้โคนนิ้วชี้ ตำราอ่านเรื่องความเป็นผู้นำ อุดมการณ์ และความต้องการเป็นที่ยอมรับ ส่วนเนินเสาร์อยู่ใต้โคนนิ้วกลาง อ่านเรื่องความรับผิดชอบ ความจริงจัง และการใช้ชีวิตแบบมีหลัก เส้นวาสนาที่ลากตรงขึ้นไปจบที่เนินนี้จึงถูกผูกกับเรื่องหน้าที่การงาน',
      'เนินอาทิตย์อยู่ใต้โคนนิ้วนาง อ่านเรื่องความคิดสร้างสรรค์และชื่อเสียง เส้นที่ลากขึ้นมาหาเนินนี้จึงเรียกว่าเส้นอาทิตย์ ส่วนเนินพุธอยู่ใต้โคนนิ้วก้อย อ่านเรื่องการสื่อสาร ไหวพริบ และการค้า เส้นที่ขึ้นมาหาจึงเรียกว่าเส้นพุธ',
      'ตำราหลายสำนักยังพูดถึงเนินจันทร์ ซึ่งอยู่ด้านล่างของฝ่ามือฝั่งนิ้วก้อย ตรงข้ามกับเนินศุกร์ พระจันทร์เป็นดาวของความรู้สึกและจินตนาการ เส้นสมองที่ลาดลงไปหาเนินนี้จึงถูกอ่านว่าเป็นคนช่างฝันและมีหัวศิลปะ',
      'วิธีดูเนินด้วยตัวเองคือแบมือในที่สว่าง แล้วมองจากด้านข้างเล็กน้อย จะเห็นว่าเนินไหนนูนเด่นกว่าเนินอื่น แต่อย่าอ่านเกินจริง ขนาดเนินเปลี่ยนไปตามน้ำหนักตัวและงานที่ใช้มือทำ ดวงดีอ่านจากเส้นที่รูปถ่ายวัดได้เป็นหลัก ส่วนเนินเป็นแผนที่ช่วยให้เข้าใจว่าแต่ละเส้นวิ่งไปทางไหน',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:palm'],
    sources: [lore('cat888-palmistry'), lore('handhoro-main-lines')],
    publishedDaysAgo: 27,
  },
  {
    slug: 'how-to-photograph-your-palm',
    category: 'palmistry',
    titleTh: 'ถ่ายรูปฝ่ามืออย่างไรให้หมอดูอ่านได้ชัด',
    titleEn: 'How to photograph your palm so it can be read clearly',
    summaryTh:
      'แสง ระยะ และการแบมือคือสามเรื่องที่ทำให้รูปฝ่ามืออ่านได้หรือไม่ได้ ทำตามเคล็ดลับนี้แล้วเส้นเล็ก ๆ ก็จะโผล่ให้เห็น',
    summaryEn:
      'Light, distance and an open hand decide whether a palm photo can be read. Follow these tips and even the fine lines will show.',
    bodyTh: [
      'การดูลายมือจากรูปถ่ายต่างจากการนั่งตรงหน้าหมอดูอยู่เรื่องเดียว คือหมอดูเห็นได้เท่าที่รูปเห็น เส้นที่เงาบังหรือเบลอไปจะอ่านไม่ได้เลย ห้านาทีที่ใช้ถ่ายรูปให้ดีจึงคุ้มกว่าการลุ้นว่าผลจะออกมาครบไหม',
      'เรื่องแรกคือแสง ถ่ายในที่สว่าง แสงธรรมชาติข้างหน้าต่างดีที่สุด ให้แสงส่องทั่วฝ่ามือโดยไม่มีเงาของโทรศัพท์หรือนิ้วบังอยู่ ถ้าต้องใช้ไฟในห้อง ลองเอียงมือหาแสงจนเห็นร่องของเส้นชัดขึ้น ระวังแสงแฟลชที่ตรงเกินไป เพราะบางครั้งทำให้ฝ่ามือขาวจนเส้นตื้น ๆ หายไป',
      'เรื่องที่สองคือท่ามือ แบมือให้เต็มฝ่า กางนิ้วออกเล็กน้อยให้ฝ่ามือเรียบตึง หันฝ่ามือเข้าหากล้อง ไม่ใช่หลังมือ และถ่ายมือข้างที่ถนัด ถ้าใส่แหวนหรือกำไลที่บังโคนนิ้วหรือข้อมือ ถอดออกก่อนก็ช่วยให้เห็นปลายเส้นได้ครบขึ้น',
      'เรื่องที่สามคือระยะและความคมชัด ให้ฝ่ามืออยู่เต็มกรอบที่แอปแสดงไว้ ไม่ไกลจนเส้นเล็กไปหมด ถือโทรศัพท์ให้ขนานกับฝ่ามือ แตะจอให้กล้องโฟกัสที่ฝ่ามือ แล้วนิ่งไว้สักครู่ก่อนกดถ่าย เช็ดเลนส์กล้องสักทีก็ช่วยได้มากกว่าที่คิด',
      'ส่งรูปแล้ว ดวงดีจะตรวจรูปให้ก่อนว่ามีฝ่ามือ สว่างพอ ไม่เบลอ และใกล้พอหรือไม่ ถ้ารูปยังใช้ไม่ได้ แอปจะบอกเหตุผลและให้ถ่ายใหม่ โดยยังไม่หักเหรียญ และถ้าเริ่มอ่านแล้วอ่านไม่สำเร็จ เหรียญจะคืนเข้ากระเป๋าเอง จะใช้รูปจากเครื่องก็ได้ รองรับไฟล์ JPG PNG GIF และ WEBP ขนาดไม่เกิน 10 MB',
      'รูปฝ่ามือของคุณเป็นข้อมูลส่วนตัว เก็บไว้ในบัญชีของคุณเท่านั้น ถ้ากดแชร์ผลให้เพื่อนดู ลิงก์จะแสดงเฉพาะคำทำนาย ไม่มีรูปฝ่ามือและข้อมูลส่วนตัว ถ่ายให้ชัดแล้วก็สบายใจได้เลย',
    ].join('\n\n'),
    bodyEn: [
      'Reading a palm from a photo differs from sitting with a reader in one way only: the reader sees what the photo sees. A line lost in shadow or blur cannot be read at all, so five minutes spent on a good photo is worth more than hoping the result will be complete.',
      'First, light. Take the photo somewhere bright; daylight by a window is best. Let the light fall across the whole palm with no shadow from the phone or your fingers. Under room lights, tilt your hand until the creases stand out. Beware of a direct flash: it can wash the palm out until the shallow lines vanish.',
      'Second, the hand. Open it fully, spread the fingers a little so the palm is flat and taut, turn the palm, not the back of the hand, to the camera, and photograph your dominant hand. Take off rings or bracelets that hide the base of the fingers or the wrist, so the ends of the lines show.',
      'Third, distance and focus. Fill the frame the app shows, without standing so far back that the lines shrink. Hold the phone parallel to the palm, tap the screen to focus on it, and keep still for a moment before you shoot. Wiping the lens helps more than you would think.',
      'Once you send it, Duangdee checks the photo first: is there a palm, is it bright enough, sharp enough, close enough? If not, the app tells you why and lets you take another, with no coins taken yet; and if a reading starts but cannot be completed, the coins return to your wallet on their own. You can also use a photo from your device: JPG, PNG, GIF or WEBP up to 10 MB.',
      'Your palm photo is personal data and stays in your account. If you share a result with friends, the link shows only the reading, without the photo or your personal details. Take a clear picture and relax.',
    ].join('\n\n'),
    tags: ['kind:palm'],
    sources: [lore('handhoro-main-lines'), lore('cat888-palmistry')],
    publishedDaysAgo: 0,
  },
  {
    slug: 'what-a-palm-cannot-tell',
    category: 'palmistry',
    titleTh: 'ลายมือเปลี่ยนได้ไหม และเรื่องที่ลายมือไม่ได้บอก',
    titleEn: 'Do palm lines change, and what a palm does not tell',
    summaryTh:
      'เส้นเล็ก ๆ บนฝ่ามือเปลี่ยนไปตามชีวิต และมีบางเรื่องที่หมอลายมือที่ดีจะไม่ทำนายจากฝ่ามือเลย รู้ไว้จะได้ไม่กังวลเกินเหตุ',
    summaryEn:
      'The fine lines of a palm change with life, and there are things a good palm reader never foretells from a hand. Knowing this saves needless worry.',
    bodyTh: [
      'หลายคนดูลายมือครั้งแรกตอนเป็นวัยรุ่น แล้วจำคำทำนายนั้นไปอีกยี่สิบปี ทั้งที่ฝ่ามือของเราไม่ได้หยุดนิ่ง ตำราลายมือเองก็ถือว่าลายมือเปลี่ยนได้ตามการใช้ชีวิต เส้นหลักสามเส้นมักคงรูปเดิม แต่เส้นรองและเส้นเล็ก ๆ อาจชัดขึ้น จางลง หรือมีแขนงใหม่ตามงานที่ทำและเรื่องที่ผ่านมา',
      'เพราะอย่างนี้ หมอดูหลายท่านจึงแนะนำให้ดูลายมือซ้ำเมื่อชีวิตเปลี่ยนจังหวะ เช่น เริ่มงานใหม่ ย้ายบ้าน หรือผ่านเรื่องใหญ่มา เก็บรูปฝ่ามือแต่ละครั้งไว้เทียบกันก็สนุกดี บางคนเห็นเส้นวาสนาชัดขึ้นในปีที่ตั้งใจทำงานจริงจัง ซึ่งเป็นกำลังใจชั้นดี',
      'เรื่องที่ลายมือไม่ได้บอกเรื่องแรกคืออายุขัย เส้นชีวิตยาวหรือสั้นไม่ได้บอกว่าเราจะมีชีวิตอยู่กี่ปี ตำราอ่านเส้นนี้เป็นเรื่องพลังใจและจังหวะชีวิตเท่านั้น ใครที่เคยถูกทักว่าเส้นชีวิตสั้นแล้วกังวลมาตลอด วางความกังวลนั้นลงได้เลย',
      'เรื่องที่สองคือสุขภาพ ดวงดีไม่อ่านโรคภัยหรืออาการเจ็บป่วยจากลายมือ ไม่ว่าเส้นไหนจะขาด จาง หรือไม่มีเลย ถ้าถามเรื่องสุขภาพในแชตลายมือ หมอดูจะไม่ตอบจากฝ่ามือ เรื่องร่างกายควรปรึกษาแพทย์ ซึ่งดูจากตัวคุณจริง ๆ ได้ดีกว่าเส้นบนมือมาก',
      'เรื่องที่สามคือเส้นที่รูปไม่เห็น เส้นที่ขาดเป็นช่วงเพราะแสงไม่พอ ไม่ใช่เส้นขาดจริง ดวงดีจะบอกว่าเส้นไหนรูปยังเห็นไม่ชัด และไม่อ่านความหมายใส่เส้นนั้น ส่วนเส้นที่เห็นชัดว่าขาดแล้วลากต่อ ตำรามักอ่านเป็นจุดเปลี่ยนของชีวิต ไม่ใช่ลางร้าย',
      'ลายมือจึงเหมาะเป็นกระจกที่ชวนให้รู้จักตัวเอง ว่าเราใช้แรงแบบไหน คิดแบบไหน และรักแบบไหน ไม่ใช่ตั๋วที่พิมพ์อนาคตไว้แล้ว ถ้าคำทำนายตอนไหนทำให้ใจไม่ดี ให้จำไว้ว่าสิ่งที่กำหนดเส้นทางจริงคือความตั้งใจและการลงมือทำของคุณ',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:palm'],
    sources: [lore('handhoro-main-lines'), lore('muay-ha-fate-line')],
    publishedDaysAgo: 38,
  },
  {
    slug: 'heart-line-and-love',
    category: 'palmistry',
    titleTh: 'เส้นใจบอกอะไรเรื่องความรัก',
    titleEn: 'What the heart line says about love',
    summaryTh:
      'เส้นใจคือเส้นบนสุดของฝ่ามือ ตำราอ่านว่าเรารักแบบไหน แสดงออกแค่ไหน และต้องการอะไรจากคนข้างกาย ลองส่องมือตัวเองไปพร้อมกัน',
    summaryEn:
      'The heart line is the highest line on the palm. Tradition reads in it how you love, how much you show and what you need from a partner. Look at your own hand as you read.',
    bodyTh: [
      'ถ้ามีเส้นไหนที่คนอยากให้หมอดูอ่านที่สุด ก็คงเป็นเส้นใจ เส้นนี้อยู่บนสุดของเส้นหลักสามเส้น เริ่มจากขอบฝ่ามือฝั่งนิ้วก้อย แล้วพาดไปทางนิ้วชี้หรือนิ้วกลาง ตำราอ่านเส้นใจเรื่องความรัก ความผูกพัน และวิธีที่เราแสดงความรู้สึกออกมา',
      'ดูที่ปลายเส้นก่อน ถ้าปลายโค้งขึ้นไปหาโคนนิ้วชี้กับนิ้วกลาง ตำรามักอ่านว่าเป็นคนแสดงความรักออกมาให้เห็น อบอุ่น และเอาใจใส่ ถ้าพาดค่อนข้างตรง มักเป็นคนรักแบบมั่นคง คิดก่อนรู้สึก ส่วนถ้าปลายทอดต่ำลงมาใกล้เส้นสมอง ตำราอ่านว่าใช้เหตุผลนำหัวใจ เลือกคนรักอย่างรอบคอบ',
      'ต่อมาดูความยาว เส้นใจที่ยาวมักอ่านว่าเป็นคนรักลึกซึ้ง ทุ่มเท และมองหาความสัมพันธ์ที่ยืนยาว เส้นใจยาวปานกลางคือคนอบอุ่นที่ยังรู้จักดูแลใจตัวเอง ส่วนเส้นใจที่สั้นไม่ได้แปลว่าไม่มีความรัก แต่เป็นคนรักแบบเรียบง่าย ให้ค่ากับพื้นที่ส่วนตัว และไม่ชอบแสดงออกมากนัก',
      'ความลึกของเส้นก็มีความหมาย เส้นที่ลึกและชัดเป็นลักษณะของคนที่รู้ใจตัวเองดี รักใครก็รักชัดเจน เส้นที่บางบอกถึงใจที่อ่อนไหว รับรู้ความรู้สึกคนอื่นได้ไว และถูกกระทบได้ง่ายพอกัน คนแบบนี้ต้องการคนรักที่พูดกันตรง ๆ อย่างอ่อนโยน',
      'สิ่งที่ควรระวังคืออย่าใช้เส้นใจตัดสินคนอื่น เช่น ขอดูมือแฟนแล้วสรุปว่าเขาไม่จริงใจ ลายมือบอกแนวโน้มของนิสัย ไม่ได้บอกว่าใครจะรักเราหรือจะทิ้งเราไป ความสัมพันธ์ที่ดีเกิดจากการคุยกันและการกระทำของทั้งสองฝ่าย',
      'อยากรู้ว่าเส้นใจของคุณเป็นแบบไหน ถ่ายรูปฝ่ามือให้หมอดูของดวงดีอ่าน แล้วถามต่อในแชตได้ เช่น ถามว่าควรสื่อสารกับคนรักแบบไหน ส่วนคำถามเรื่องใจของคนที่แอบชอบ ลองใช้ดูดวงความรักหรือเสี่ยงเซียมซีความรักประกอบกันก็ได้',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:palm', 'topic:love'],
    sources: PALM_SOURCES,
    publishedDaysAgo: 7,
  },
];
