/**
 * เซียมซี: what it is, how to shake and read a slip, temple etiquette, a bad slip, love slips.
 * What the app's love sticks are (28 slips, four levels, seven aspects, one free draw a day) is as
 * `packages/oracle/src/love-sticks.ts` and the web catalogue have it.
 */
import type { SeedArticle } from './seed-article.ts';
import { WEB } from './sources.ts';

export const siamsiArticles: SeedArticle[] = [
  {
    slug: 'what-is-siamsi',
    category: 'siamsi',
    titleTh: 'เซียมซีคืออะไร มาจากไหน และทำไมคนไทยยังเสี่ยงกันทุกวันนี้',
    titleEn: 'What is siamsi, where does it come from, and why do Thais still shake the sticks?',
    summaryTh:
      'กระบอกไม้ติ้วกับใบคำกลอนที่เห็นตามวัดและศาลเจ้า มีที่มายาวนานกว่าที่คิด มารู้จักเซียมซีให้ลึกขึ้นอีกนิดก่อนเขย่าครั้งต่อไป',
    summaryEn:
      'The bamboo cup of sticks and the verse slips seen at temples and shrines have a longer story than most people think. A closer look before your next shake.',
    bodyTh: [
      'แทบทุกคนเคยเห็นภาพนี้ คนนั่งพับเพียบหน้าพระประธาน ถือกระบอกไม้ไผ่เขย่าเบา ๆ จนไม้ติ้วหลุดออกมาหนึ่งอัน แล้วลุกไปหยิบใบกระดาษที่มีเลขตรงกันมาอ่าน นี่คือเซียมซี การเสี่ยงทายที่อยู่คู่วัดและศาลเจ้าไทยมาหลายร้อยปี',
      'คำว่าเซียมซีมาจากภาษาจีน ราชบัณฑิตยสภาอธิบายว่า เซียม แปลว่าแผ่นกระดาษเล็ก ๆ ยาว ๆ ส่วน ซี หมายถึงบทกลอน รวมกันจึงหมายถึงใบทำนายที่เขียนเป็นคำกลอนและมีเลขกำกับ บางตำราเล่าว่า เซียม หมายถึงไม้ติ้วที่ใช้เสี่ยง ซึ่งก็สื่อถึงสิ่งเดียวกันจากคนละด้าน',
      'เชื่อกันว่าเซียมซีเข้ามาพร้อมกับชาวจีนที่อพยพมาตั้งรกรากในสยาม และคนมักอ้างอิงศาลเจ้าแม่ลิ้มกอเหนี่ยวที่ปัตตานี ซึ่งเล่ากันว่าสร้างตั้งแต่ พ.ศ. 2116 ว่าเป็นร่องรอยเก่าแก่ของธรรมเนียมนี้ เดิมใบเซียมซีเป็นภาษาจีน ต้องมีคนแปลให้ ว่ากันว่าฉบับคำกลอนภาษาไทยเริ่มมีในสมัยรัชกาลที่ 5 ที่วัดกัลยาณมิตร ฝั่งธนบุรี แล้วจึงแพร่ไปตามวัดต่าง ๆ',
      'ใบเซียมซีแบบไทยมักมีสองส่วน ส่วนแรกเป็นกลอนเปรียบเปรย อ่านแล้วต้องตีความ ส่วนที่สองเป็นคำทำนายแยกเรื่อง เช่น ความรัก การงาน ทรัพย์สิน การเดินทาง และของหาย หลายใบจึงอ่านได้ทั้งภาพรวมและคำตอบเฉพาะเรื่องที่ถาม',
      'เหตุผลที่คนยังเสี่ยงเซียมซีกันทุกวันนี้ อาจไม่ได้อยู่ที่ความแม่นอย่างเดียว แต่อยู่ที่ช่วงเวลาเงียบ ๆ ก่อนเขย่า ที่เราได้ตั้งคำถามกับตัวเองว่าอยากรู้อะไรจริง ๆ และคำกลอนในใบก็มักแฝงข้อคิดสอนใจ ให้ความอดทน ความรอบคอบ หรือความกล้ากลับไปด้วย',
      'ในแอปของดวงดีมีเซียมซีความรักยี่สิบแปดใบ แต่ละใบมีกลอนสี่บรรทัดที่เขียนขึ้นใหม่สำหรับดวงดี มีระดับดวงตั้งแต่ดีมาก ดี ปานกลาง ไปจนถึงระวัง และมีคำทำนายทั้งเรื่องความรัก การงาน การเงิน สุขภาพ การเดินทาง การเรียน และครอบครัว เสี่ยงได้ฟรีวันละหนึ่งใบโดยไม่ต้องเข้าสู่ระบบ',
    ].join('\n\n'),
    bodyEn: [
      'Almost everyone has seen it: someone kneeling before the main Buddha image, gently shaking a bamboo cup until one numbered stick drops out, then fetching the paper slip with the same number. This is siamsi (เซียมซี), a way of asking for guidance that has lived in Thai temples and shrines for centuries.',
      'The word is Chinese. The Royal Society of Thailand explains that เซียม means a small, long strip of paper and ซี a verse: together, a numbered fortune written in verse. Some say เซียม is the stick itself, which describes the same thing from the other end.',
      'Siamsi is believed to have come with Chinese settlers, and people often point to the Lim Ko Niao shrine in Pattani, said to date from 1573, as an early trace of the custom. The slips were at first in Chinese and had to be translated; Thai verse slips are said to have begun in the reign of King Chulalongkorn at Wat Kalayanamit in Thonburi, and spread from there.',
      'A Thai slip usually has two parts: a verse of images that needs interpreting, and then short answers by subject, such as love, work, property, travel and lost things. So a slip can be read both as a whole and for the question asked.',
      'Perhaps people still shake the sticks not only for accuracy but for the quiet moment before, when you ask yourself what you really want to know. And the verses usually carry a lesson home with you: patience, care or courage.',
      'The Duangdee app has 28 love slips, each with a new four-line verse written for Duangdee, a level from excellent through good and fair to take care, and readings for love, work, money, health, travel, study and family. You can draw one free slip a day without signing in.',
    ].join('\n\n'),
    tags: ['kind:love-sticks'],
    sources: [WEB.royinSiamsi, WEB.ongtepSiamsi, WEB.duangheng99Siamsi, WEB.goodhoroSiamsi],
    publishedDaysAgo: 3,
  },
  {
    slug: 'how-to-shake-siamsi',
    category: 'siamsi',
    titleTh: 'เสี่ยงเซียมซีให้ถูกวิธี ตั้งแต่อธิษฐานจนถึงหยิบใบคำทำนาย',
    titleEn: 'How to shake siamsi properly, from the prayer to the slip',
    summaryTh:
      'ถามเรื่องเดียว ตั้งใจให้ชัด เขย่าเบา ๆ จนไม้หลุดหนึ่งอัน ขั้นตอนง่าย ๆ ที่หลายคนทำข้ามไป และเป็นเหตุให้อ่านคำทำนายไม่เข้าใจ',
    summaryEn:
      'One question, a clear intention, a gentle shake until one stick falls. Simple steps many people skip, and then cannot make sense of the slip.',
    bodyTh: [
      'การเสี่ยงเซียมซีดูเหมือนไม่มีอะไรซับซ้อน แค่เขย่าให้ไม้หลุด แต่คนที่ไปวัดบ่อยจะรู้ว่าขั้นตอนเล็ก ๆ ก่อนเขย่ามีผลต่อการอ่านคำทำนายมาก เพราะใบเซียมซีตอบได้ดีที่สุดเมื่อคำถามชัด',
      'เริ่มจากกราบพระหรือไหว้สิ่งศักดิ์สิทธิ์ของที่นั้นก่อน ถ้าวัดมีธูปเทียนให้จุดบูชาก็ทำตามธรรมเนียมของที่นั้น จากนั้นนั่งลงให้เรียบร้อย ถือกระบอกเซียมซีด้วยสองมือ แล้วอธิษฐานในใจ คนส่วนใหญ่จะบอกชื่อ วันเกิด และที่อยู่ของตัวเองก่อน แล้วตามด้วยคำถาม',
      'หัวใจของการอธิษฐานคือถามเรื่องเดียวต่อหนึ่งครั้ง ถามให้เจาะจง และถ้าได้ ให้มีกรอบเวลา เช่น ปีนี้ควรย้ายงานหรือไม่ ดีกว่าถามรวม ๆ ว่าชีวิตจะดีไหม คำถามที่ชัดช่วยให้เรารู้ว่าควรอ่านส่วนไหนของใบ และไม่เลือกตีความเข้าข้างตัวเองจนเกินไป',
      'เวลาเขย่า ให้เอียงกระบอกลงเล็กน้อยไปข้างหน้า แล้วเขย่าเบา ๆ เป็นจังหวะ ให้ไม้ค่อย ๆ ขยับออกมาเอง ไม่ต้องเขย่าแรงจนไม้กระจาย ถ้าหลุดออกมาพร้อมกันหลายอัน ให้เก็บกลับเข้ากระบอกแล้วเริ่มใหม่ จนได้ไม้อันเดียว',
      'ที่ศาลเจ้าจีนหลายแห่ง เมื่อได้ไม้แล้วจะโยนไม้ปวยถามซ้ำอีกครั้งว่าใช่เลขนี้หรือไม่ ไม้ปวยเป็นไม้รูปพระจันทร์เสี้ยวหนึ่งคู่ ถ้าตกลงมาคว่ำหนึ่งหงายหนึ่ง ถือว่าได้รับคำยืนยัน ถ้าไม่ใช่ก็เขย่าใหม่ วัดไทยส่วนใหญ่ไม่มีขั้นตอนนี้ ให้ทำตามธรรมเนียมของที่ที่ไป',
      'ได้เลขแล้วก็ไปหยิบใบที่ตรงกัน อ่านทั้งกลอนและคำทำนายรายเรื่อง แล้วเก็บไม้ติ้วคืนกระบอกให้เรียบร้อย ถ้าเสี่ยงในแอปของดวงดี ขั้นตอนก็คล้ายกัน ตั้งใจถึงเรื่องที่อยากรู้ให้ชัด พิมพ์คำถามถ้าอยากให้คำทำนายตอบตรงเรื่อง แล้วค่อยเขย่า',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:love-sticks'],
    sources: [WEB.royinSiamsi, WEB.thairathSiamsiLove, WEB.goodhoroSiamsi],
    publishedDaysAgo: 9,
  },
  {
    slug: 'siamsi-temple-etiquette',
    category: 'siamsi',
    titleTh: 'มารยาทเสี่ยงเซียมซีในวัดและศาลเจ้า สิ่งที่ควรทำและไม่ควรทำ',
    titleEn: 'Siamsi etiquette at temples and shrines: dos and don’ts',
    summaryTh:
      'เซียมซีอยู่ในพื้นที่ศักดิ์สิทธิ์ที่คนอื่นมาสวดมนต์และไหว้พระด้วย มารยาทเล็ก ๆ น้อย ๆ ทำให้ทุกคนสบายใจ รวมถึงตัวเราเองด้วย',
    summaryEn:
      'Siamsi lives in sacred places where others pray too. A little etiquette keeps everyone at ease, yourself included.',
    bodyTh: [
      'เซียมซีไม่ได้ตั้งอยู่ในร้านดูดวง แต่อยู่หน้าพระประธานหรือองค์เทพที่ผู้คนเคารพ การไปเสี่ยงเซียมซีจึงเป็นการไปเยือนบ้านของสิ่งศักดิ์สิทธิ์ และของคนที่ดูแลสถานที่นั้นด้วย มารยาทที่ดีเริ่มตั้งแต่ก่อนก้าวเข้าประตู',
      'เรื่องแรกคือการแต่งกาย เลือกเสื้อผ้าสุภาพ ไม่สั้นหรือบางเกินไป ถ้าเข้าไปในโบสถ์หรือวิหารที่ต้องถอดรองเท้าก็ถอดไว้ด้านนอกให้เป็นระเบียบ เวลานั่งหน้าพระให้นั่งพับเพียบ และระวังไม่ชี้เท้าไปทางพระพุทธรูป',
      'เรื่องที่สองคือเสียงและคิว เขย่ากระบอกให้เสียงเบาที่สุดเท่าที่ทำได้ ไม่คุยเสียงดังระหว่างรอ ถ้ามีคนต่อคิวอยู่ก็อย่าเสี่ยงหลายรอบติดกัน และถ้าอยากถ่ายรูปเป็นที่ระลึก ให้ระวังไม่ให้ติดหน้าคนที่กำลังไหว้พระอยู่',
      'เรื่องที่สามคือการเคารพคำตอบ ธรรมเนียมที่ผู้ใหญ่สอนกันคือถามเรื่องเดียวแล้วรับคำตอบแรก ไม่เขย่าซ้ำไปเรื่อย ๆ จนกว่าจะได้ใบที่ถูกใจ เพราะนั่นเท่ากับถามเพื่อฟังสิ่งที่อยากได้ยิน ไม่ได้ถามเพื่อฟังคำแนะนำจริง ๆ',
      'เมื่อเสร็จแล้ว เก็บไม้ติ้วทุกอันกลับเข้ากระบอกให้เรียบร้อย วางกระบอกไว้ที่เดิม และพับใบเซียมซีที่ไม่ได้เอากลับไปไว้ในที่ที่วัดจัดไว้ หลายวัดมีตู้รับบริจาคอยู่ใกล้ ๆ จะทำบุญตามกำลังศรัทธาก็ได้ ไม่มีใครบังคับ',
      'มารยาทเหล่านี้ใช้ได้กับเซียมซีในโทรศัพท์ด้วยในแบบของมัน หาที่เงียบ ๆ ตั้งใจถามเรื่องเดียว และรับคำทำนายแรกไว้พิจารณาก่อนจะเสี่ยงซ้ำในวันถัดไป ใจที่นิ่งพอจะฟังคำตอบสำคัญกว่าสถานที่',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:love-sticks'],
    sources: [WEB.royinSiamsi, WEB.goodhoroSiamsi],
    publishedDaysAgo: 24,
  },
  {
    slug: 'got-a-bad-siamsi-slip',
    category: 'siamsi',
    titleTh: 'ได้ใบเซียมซีไม่ดี ทำอย่างไรดี',
    titleEn: 'You drew a bad siamsi slip: what now?',
    summaryTh:
      'ใบที่ขึ้นต้นว่าระวังไม่ได้แปลว่าเคราะห์ร้ายจะมาถึงแน่ ๆ คนโบราณมีวิธีจัดการกับใบไม่ดี และมีวิธีอ่านที่ทำให้ใบนั้นเป็นประโยชน์',
    summaryEn:
      'A slip that warns you is not a sentence of bad luck. Tradition has a way to deal with a bad slip, and a way of reading it that makes it useful.',
    bodyTh: [
      'ความรู้สึกตอนเปิดใบเซียมซีแล้วเจอคำว่าไม่ดี ใครเจอก็ใจแป้ว บางคนเครียดไปทั้งวัน ทั้งที่จุดประสงค์ของเซียมซีคือการให้คำแนะนำ ไม่ใช่การตัดสินโทษ ลองหายใจลึก ๆ แล้วค่อย ๆ อ่านไปพร้อมกัน',
      'ธรรมเนียมที่ราชบัณฑิตยสภาบันทึกไว้คือ ถ้าคำทำนายดี ผู้เสี่ยงจะเก็บใบนั้นติดตัวกลับไป แต่ถ้าคำทำนายไม่ดี ก็ทิ้งหรือเก็บไว้ที่วัดหรือศาลเจ้านั้น เหมือนฝากเรื่องไม่ดีไว้ ไม่หอบกลับบ้าน หลายวัดจึงมีราวหรือกล่องสำหรับวางใบเซียมซีที่ไม่ได้เอากลับโดยเฉพาะ',
      'ก่อนจะวางใบไว้ ลองอ่านให้ละเอียดอีกครั้ง ใบที่ไม่ดีส่วนใหญ่ไม่ได้บอกว่าทุกเรื่องจะแย่ แต่เตือนเรื่องใดเรื่องหนึ่ง เช่น ให้ระวังคำพูด ให้รอจังหวะ หรือให้เก็บเงินไว้ก่อน ถ่ายรูปหรือจดข้อความเตือนนั้นไว้ก็ได้ ถือเป็นรายการสิ่งที่ควรระวังในช่วงนี้',
      'คนโบราณยังนิยมแก้เคล็ดด้วยการทำบุญ เช่น ถวายสังฆทาน ปล่อยปลา หรือสวดมนต์ไหว้พระ เพื่อให้ใจสงบลง บางคนตั้งใจทำความดีเรื่องเดียวกับที่ใบเตือน เช่น ใบเตือนเรื่องทะเลาะ ก็ตั้งใจพูดดีกับคนในบ้านให้มากขึ้น วิธีนี้ได้ประโยชน์ทั้งทางใจและทางชีวิตจริง',
      'สิ่งที่ไม่ควรทำคือเขย่าซ้ำทันทีจนกว่าจะได้ใบดี เพราะใบที่ได้ตามใจไม่ได้ลบคำเตือนของใบแรก ถ้าอยากถามใหม่จริง ๆ ให้รอสักระยะ เมื่อสถานการณ์เปลี่ยนหรือเรามีคำถามใหม่ที่ชัดขึ้น แล้วค่อยกลับมาถามอีกครั้ง',
      'ในเซียมซีความรักของดวงดี ใบระดับระวังจะมาพร้อมคำแนะนำเสมอ ให้ใจเย็น คิดให้รอบคอบก่อนตัดสิน และทำบุญเพื่อให้ใจสงบ ถ้าคำถามเป็นเรื่องสุขภาพ ใบเซียมซีเป็นได้แค่กำลังใจ อาการที่กังวลควรให้แพทย์ดูแล',
    ].join('\n\n'),
    bodyEn: [
      'Everyone’s heart sinks on opening a slip that reads badly; some people worry all day. Yet siamsi exists to advise, not to pass sentence. Breathe, and read it through with us.',
      'The custom recorded by the Royal Society of Thailand is simple: a good slip is kept and taken home; a bad one is thrown away or left at the temple or shrine, as if leaving the bad news there rather than carrying it home. Many temples have a rail or a box just for the slips people leave behind.',
      'Before you leave it, read it once more. Most bad slips do not say everything will go wrong; they warn about one thing: watch your words, wait for the right moment, hold on to your money. Photograph or note the warning and treat it as a list of things to watch for now.',
      'Tradition also turns a bad slip with merit-making, such as offering a sangkhathan set to monks, releasing fish or chanting, to settle the mind. Some people make the good deed match the warning: if the slip warns of quarrels, they make a point of speaking kindly at home. That helps both the heart and daily life.',
      'What not to do is shake again at once until a good slip appears: a slip you chose does not erase the warning of the first. If you truly want to ask again, wait until things have changed or you have a new, clearer question.',
      'In Duangdee’s love slips, a take-care slip always comes with advice: stay calm, think carefully before deciding, and make merit for peace of mind. If the question is about health, a slip can only offer encouragement; a worrying symptom belongs with a doctor.',
    ].join('\n\n'),
    tags: ['kind:love-sticks', 'kind:obstacles'],
    sources: [WEB.royinSiamsi, WEB.mthaiBadSlip],
    publishedDaysAgo: 5,
  },
  {
    slug: 'siamsi-for-love',
    category: 'siamsi',
    titleTh: 'เสี่ยงเซียมซีความรัก ถามอย่างไรให้ได้คำตอบที่ใช้ได้จริง',
    titleEn: 'Siamsi for love: how to ask so the answer is useful',
    summaryTh:
      'เรื่องหัวใจเป็นคำถามยอดนิยมที่สุดหน้ากระบอกเซียมซี แต่ก็เป็นเรื่องที่คนตีความเข้าข้างตัวเองมากที่สุด มาดูวิธีถามและวิธีอ่านให้ได้ประโยชน์',
    summaryEn:
      'Love is the most popular question before the siamsi cup, and the one people most read in their own favour. How to ask and read so it actually helps.',
    bodyTh: [
      'ถ้าได้ยินเสียงเขย่ากระบอกเซียมซีดังมาจากมุมไหนของวัด มีโอกาสสูงว่าคนที่นั่งอยู่ตรงนั้นกำลังถามเรื่องหัวใจ ความรักเป็นคำถามยอดนิยมมาตั้งแต่สมัยก่อน คอลัมน์เก่าในไทยรัฐยังเล่าถึงเสียงร่ำลือว่าเซียมซีหน้าพระพุทธชินราชที่พิษณุโลกนั้นแม่นนัก และคนก็เดินทางไปถามเรื่องคู่ครองกันไม่ขาดสาย',
      'คำถามเรื่องความรักที่ดีควรชัดว่าถามถึงใคร และอยากรู้อะไร ถ้ายังโสด ลองถามว่าช่วงนี้ควรเปิดใจหรือควรดูแลตัวเองก่อน ถ้ามีคนในใจแล้ว ถามถึงความสัมพันธ์ระหว่างคุณกับเขา ไม่ต้องบอกชื่อออกเสียง แค่นึกถึงหน้าเขาให้ชัด ถ้ามีคู่อยู่แล้ว ถามว่าความสัมพันธ์ควรไปทางไหน หรือควรปรับอะไร',
      'เวลาอ่าน ให้เริ่มที่ส่วนที่ทำนายเรื่องความรักหรือคู่ครองก่อน แล้วค่อยอ่านกลอนเพื่อดูภาพรวม กลอนเซียมซีชอบใช้ภาพธรรมชาติ เช่น ดอกไม้ที่ยังไม่บาน หรือเรือที่รอลม ภาพแบบนี้มักบอกเรื่องจังหวะเวลา มากกว่าบอกว่าได้หรือไม่ได้',
      'กับดักที่พบบ่อยคือการอ่านแค่ครึ่งประโยคที่อยากได้ยิน เช่น ใบบอกว่าสมหวังแต่ต้องอดทนรอ คนมักจำแค่คำว่าสมหวัง ลองจดคำเตือนในใบไว้ด้วยเสมอ เพราะคำเตือนนั่นแหละคือส่วนที่บอกว่าเราต้องทำอะไร',
      'อีกเรื่องที่ควรจำคือเซียมซีตอบได้แค่ฝั่งของเรา ไม่สามารถบังคับใจใครได้ และไม่ควรเอาคำทำนายไปกดดันอีกฝ่าย ถ้าใบบอกว่าความสัมพันธ์นี้ไม่ราบรื่น อาจเป็นสัญญาณให้คุยกันตรง ๆ มากกว่าเป็นคำสั่งให้เลิก',
      'ในแอปของดวงดี เซียมซีความรักยี่สิบแปดใบจะอ่านใบที่ได้เทียบกับคำถามที่คุณพิมพ์ บอกความหมายเรื่องที่ถามก่อน แล้วตามด้วยสิ่งที่กลอนพูดถึงเรื่องนั้นและช่วงเวลาที่ถาม ถ้าอยากรู้ใจของคนที่คิดถึง ลองดูดวงเขาคิดอย่างไรกับเราประกอบกันได้ เสี่ยงฟรีได้วันละหนึ่งใบ',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:love-sticks', 'kind:love', 'kind:their-feelings', 'topic:love'],
    sources: [WEB.thairathSiamsiLove, WEB.duangheng99Siamsi, WEB.royinSiamsi],
    isFeatured: true,
    publishedDaysAgo: 0,
  },
  {
    slug: 'reading-a-siamsi-verse',
    category: 'siamsi',
    titleTh: 'อ่านกลอนเซียมซีให้เข้าใจ ภาพเปรียบที่มักเจอและความหมาย',
    titleEn: 'Making sense of a siamsi verse: common images and what they mean',
    summaryTh:
      'กลอนในใบเซียมซีไม่ได้เขียนตรง ๆ แต่ใช้ภาพเปรียบเทียบ จันทร์หลังเมฆ เรือรอลม ต้นไม้ออกดอก รู้วิธีอ่านภาพเหล่านี้แล้วคำทำนายจะชัดขึ้นมาก',
    summaryEn:
      'Siamsi verses speak in images, not plain words: the moon behind clouds, a boat awaiting wind, a tree in bloom. Learn to read them and the slip becomes much clearer.',
    bodyTh: [
      'หลายคนหยิบใบเซียมซีมาแล้วอ่านกลอนไม่ออก เพราะภาษาเก่าและเต็มไปด้วยภาพเปรียบ ซึ่งเป็นเสน่ห์ของเซียมซีแบบไทย กลอนถูกแต่งให้จำง่ายและตีความได้กว้าง เพื่อให้ใบเดียวตอบคำถามของคนได้หลายแบบ หน้าที่ของผู้อ่านคือหาว่าภาพในกลอนพูดถึงอะไรในเรื่องที่ตัวเองถาม',
      'ภาพที่เจอบ่อยมักเกี่ยวกับแสงและเวลา ดวงจันทร์ที่ถูกเมฆบัง หรือแสงเทียนที่ไหววูบ มักหมายถึงช่วงที่สิ่งดี ๆ ยังถูกบดบัง ต้องรอให้เมฆผ่านไป ส่วนพระอาทิตย์ขึ้นหรือจันทร์เต็มดวงมักหมายถึงจังหวะที่เปิดกว้าง เรื่องที่รอมานานมีโอกาสคลี่คลาย',
      'ภาพของการเดินทางก็เจอบ่อยพอกัน เรือที่รอลมบอกว่าความพร้อมยังไม่ครบ อย่าฝืนออกเรือ ม้าที่วิ่งบนทางเรียบบอกว่าควรเดินหน้า ส่วนภาพสะพานหรือท่าน้ำมักหมายถึงผู้ช่วยเหลือหรือคนกลางที่จะพาข้ามปัญหา',
      'ภาพของธรรมชาติมักพูดถึงการเติบโต ต้นไม้ที่ผลิใบหรือดอกไม้ตูมบอกว่าสิ่งที่ทำกำลังไปได้ แต่ยังไม่ถึงเวลาเก็บเกี่ยว ส่วนผลไม้สุกหรือรวงข้าวเต็มนาคือเวลาที่ความพยายามได้ผล ถ้าเจอภาพน้ำขุ่นหรือทางรก ให้อ่านเป็นคำเตือนให้รอบคอบ ไม่ใช่คำประกาศว่าจะล้มเหลว',
      'นอกจากกลอนแล้ว อย่าลืมดูระดับของใบและคำทำนายรายเรื่อง ใบที่ดีมากบอกให้ทำสิ่งที่ตั้งใจด้วยใจมั่นคง ใบดีบอกว่าสิ่งที่หวังเป็นไปได้ถ้าทำสม่ำเสมอ ใบปานกลางบอกให้ค่อยเป็นค่อยไป และใบระวังบอกให้ใจเย็นและคิดให้รอบคอบ ระดับเหล่านี้ช่วยให้อ่านกลอนได้ถูกทิศทาง',
      'ถ้าอ่านเองแล้วยังไม่แน่ใจ ลองเล่าคำถามกับกลอนให้คนที่ไว้ใจฟัง บางครั้งคนนอกเห็นความหมายที่เรามองข้าม ในแอปของดวงดี คำทำนายจะอธิบายกลอนเทียบกับคำถามของคุณให้อยู่แล้ว และถ้ายังสงสัย ถามหมอดูต่อในแชตได้เลย',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:love-sticks'],
    sources: [WEB.goodhoroSiamsi, WEB.ongtepSiamsi, WEB.royinSiamsi],
    publishedDaysAgo: 31,
  },
];
