/**
 * Merit: วันพระ and the lunar calendar, the Buddha image of each birth day and its กำลังวัน
 * (`packages/oracle/src/thai-calendar.ts` BIRTH_DAY_BUDDHA), สะเดาะเคราะห์, birthday merit, ปีชง
 * and when the animal year changes (`lore/animal-years.ts`, decision 012).
 */
import type { SeedArticle } from './seed-article.ts';
import { lore, WEB } from './sources.ts';

export const meritArticles: SeedArticle[] = [
  {
    slug: 'wan-phra-and-the-lunar-calendar',
    category: 'merit',
    titleTh: 'วันพระคือวันไหน อ่านปฏิทินจันทรคติให้เป็นใน 5 นาที',
    titleEn: 'When is wan phra? Reading the Thai lunar calendar in five minutes',
    summaryTh:
      'ขึ้น 8 ค่ำ แรม 15 ค่ำ เดือนขาด เดือนเต็ม คำที่เห็นในปฏิทินทุกเดือนแต่หลายคนไม่เคยเข้าใจ มาถอดรหัสกันให้ชัด แล้วจะวางแผนทำบุญได้ง่ายขึ้น',
    summaryEn:
      'Waxing eighth, waning fifteenth, short months and full months: the words in every Thai calendar, decoded so planning merit gets easier.',
    bodyTh: [
      'ปฏิทินแขวนผนังแบบไทยมักมีตัวเลขเล็ก ๆ ใต้วันที่ เช่น ขึ้น ๘ ค่ำ เดือน ๑๒ นั่นคือวันทางจันทรคติ ซึ่งนับตามดวงจันทร์ ไม่ได้นับตามดวงอาทิตย์อย่างปฏิทินสากล วันพระ วันสำคัญทางพุทธศาสนา และประเพณีไทยหลายอย่างยังกำหนดด้วยปฏิทินนี้',
      'เดือนทางจันทรคติแบ่งเป็นสองข้าง ข้างขึ้นคือช่วงที่ดวงจันทร์ค่อย ๆ สว่างขึ้น นับตั้งแต่ขึ้น ๑ ค่ำ ไปจนขึ้น ๑๕ ค่ำ ซึ่งเป็นคืนจันทร์เต็มดวง เรียกว่าวันเพ็ญ ส่วนข้างแรมคือช่วงที่ดวงจันทร์ค่อย ๆ มืดลง นับตั้งแต่แรม ๑ ค่ำ ไปจนสิ้นเดือน',
      'เดือนหนึ่งมีวันพระสี่วัน คือขึ้น ๘ ค่ำ ขึ้น ๑๕ ค่ำ แรม ๘ ค่ำ และแรม ๑๕ ค่ำ แต่เดือนคี่ ได้แก่ เดือนอ้าย เดือน ๓ ๕ ๗ ๙ และ ๑๑ มีแค่ ๒๙ วัน เรียกว่าเดือนขาด ข้างแรมจึงจบที่แรม ๑๔ ค่ำ และใช้วันนั้นเป็นวันพระแทน ส่วนเดือนคู่มี ๓๐ วัน เรียกว่าเดือนเต็ม',
      'วันก่อนวันพระหนึ่งวันเรียกว่าวันโกน ชื่อนี้มาจากธรรมเนียมที่พระสงฆ์โกนผมในวันก่อนวันพระ โดยเฉพาะวันก่อนวันเพ็ญ ชื่อทางการของวันพระคือวันธรรมสวนะ แปลว่าวันฟังธรรม เป็นวันที่ชาวพุทธไปวัด รักษาศีล ฟังเทศน์ และตักบาตร',
      'วันสำคัญใหญ่ ๆ ก็เป็นวันเพ็ญทั้งสิ้น มาฆบูชาคือวันเพ็ญเดือน ๓ วิสาขบูชาคือวันเพ็ญเดือน ๖ อาสาฬหบูชาคือวันเพ็ญเดือน ๘ และวันเข้าพรรษาคือวันแรม ๑ ค่ำ เดือน ๘ ถ้าปีไหนมีเดือนแปดสองหน หรืออธิกมาส วันมาฆบูชาและวิสาขบูชาจะเลื่อนไปหนึ่งเดือน วันที่ในปฏิทินสากลจึงเปลี่ยนไปทุกปี',
      'สำหรับคนที่อยากเริ่มทำบุญอย่างสม่ำเสมอ วันพระเป็นหมุดหมายที่ดี เดือนละสี่ครั้งพอดีกับชีวิตคนทำงาน จะตักบาตรหน้าบ้าน สวดมนต์ก่อนนอน หรือตั้งใจรักษาศีลห้าให้ครบทั้งวันก็ได้ ปฏิทินแขวนแบบไทยและแอปปฏิทินหลายตัวบอกวันพระไว้ให้ ลองตั้งเตือนไว้ตั้งแต่วันโกน จะได้เตรียมของตักบาตรทัน',
    ].join('\n\n'),
    bodyEn: [
      'Thai wall calendars often carry small print under the date, such as "waxing 8th day, 12th month": the lunar date, counted by the moon rather than the sun. Wan phra (Buddhist holy days), the great Buddhist festivals and many Thai customs still follow it.',
      'A lunar month has two halves. The waxing half (ข้างขึ้น) runs from the 1st to the 15th night, the full moon, called wan pen. The waning half (ข้างแรม) runs from the 1st waning night to the end of the month.',
      'Each month has four wan phra: the waxing 8th and 15th and the waning 8th and 15th. Odd months (the first, third, fifth, seventh, ninth and eleventh) have only 29 days and are called short months; their waning half ends on the 14th, which becomes the holy day instead. Even months have 30 days and are called full months.',
      'The day before wan phra is wan kon, "shaving day", named for the custom of monks shaving their heads on the day before a holy day, above all before the full moon. The formal name of wan phra is wan thammasawana, "the day of listening to the Dhamma": a day to visit the temple, keep the precepts, hear a sermon and give alms.',
      'The great festivals are all full moons: Makha Bucha on the full moon of the third month, Visakha Bucha of the sixth, Asalha Bucha of the eighth, and the start of the rains retreat on the first waning day of the eighth month. In a year with a doubled eighth month (adhikamasa), Makha and Visakha Bucha move a month later, which is why their solar dates shift from year to year.',
      'For anyone wanting a regular merit habit, wan phra is a good anchor: four times a month fits a working life. Give alms at the door, chant before bed, or keep the five precepts for the whole day. Thai wall calendars and many calendar apps mark wan phra; set a reminder for the day before, and you will have time to prepare.',
    ].join('\n\n'),
    tags: [],
    sources: [WEB.rtnakmWanPhra, WEB.lifeWanPhra, WEB.orstLunarDays],
    publishedDaysAgo: 11,
  },
  {
    slug: 'buddha-image-of-your-birth-day',
    category: 'merit',
    titleTh: 'พระประจำวันเกิดทั้งแปดปาง และจำนวนจบที่ควรสวด',
    titleEn: 'The Buddha image of each birth day, and how many times to chant',
    summaryTh:
      'แต่ละวันเกิดมีพระพุทธรูปประจำวันคนละปาง และมีกำลังวันที่ใช้เป็นจำนวนจบของบทสวด รู้ไว้ก่อนไปวัดครั้งหน้า จะได้ไหว้ให้ตรงปาง',
    summaryEn:
      'Every birth day has its own Buddha image, and its day strength sets how many times its chant is recited. Know yours before your next temple visit.',
    bodyTh: [
      'ตามวัดใหญ่หลายแห่งจะมีพระพุทธรูปเรียงกันแปดองค์ พร้อมป้ายชื่อวัน คือพระประจำวันเกิด แต่ละปางผูกกับเหตุการณ์หนึ่งในพุทธประวัติ และแต่ละวันมีกำลังวันตามกำลังของดาวประจำวันในโหราศาสตร์ไทย คนนิยมใช้ตัวเลขนี้เป็นจำนวนจบในการสวดบูชา หรือจำนวนเหรียญที่หยอดบาตรหน้าพระประจำวัน',
      'คนเกิดวันอาทิตย์ พระประจำวันคือพระปางถวายเนตร เป็นพระยืน พระหัตถ์ขวาซ้อนพระหัตถ์ซ้ายอยู่ด้านหน้า ทอดพระเนตรไปยังต้นพระศรีมหาโพธิ์ หลังตรัสรู้พระพุทธองค์ทรงยืนมองต้นโพธิ์โดยไม่กะพริบพระเนตรถึงเจ็ดวัน เพื่อระลึกถึงร่มเงาที่ช่วยให้ตรัสรู้ กำลังวันคือ 6 จึงนิยมสวด 6 จบ',
      'คนเกิดวันจันทร์ พระประจำวันคือพระปางห้ามญาติ เป็นพระยืน ยกพระหัตถ์ขวาขึ้นเสมอพระอุระ ตั้งฝ่าพระหัตถ์ออกด้านหน้า มาจากตอนที่ทรงห้ามพระญาติสองฝ่ายที่จะรบกันเพราะแย่งน้ำในแม่น้ำโรหิณี กำลังวันคือ 15 จึงนิยมสวด 15 จบ',
      'คนเกิดวันอังคาร พระประจำวันคือพระปางไสยาสน์ เป็นพระนอนตะแคงขวา พระเศียรหนุนพระเขนย กำลังวันคือ 8 จึงนิยมสวด 8 จบ ส่วนคนเกิดวันพุธกลางวัน พระประจำวันคือพระปางอุ้มบาตร เป็นพระยืนอุ้มบาตรด้วยสองพระหัตถ์ ระลึกถึงตอนเสด็จออกบิณฑบาตโปรดพระญาติที่กรุงกบิลพัสดุ์ กำลังวันคือ 17 จึงนิยมสวด 17 จบ',
      'คนเกิดวันพุธกลางคืน พระประจำวันคือพระปางป่าเลไลยก์ เป็นพระนั่งห้อยพระบาทบนแท่นศิลา มักมีช้างถวายกระบอกน้ำและลิงถวายรวงผึ้งอยู่ด้านหน้า มาจากตอนที่ทรงปลีกไปประทับในป่าปาลิเลยยกะ กำลังวันคือ 12 จึงนิยมสวด 12 จบ',
      'คนเกิดวันพฤหัสบดี พระประจำวันคือพระปางสมาธิ เป็นพระนั่งขัดสมาธิ พระหัตถ์ซ้อนกันบนพระเพลา ระลึกถึงการบำเพ็ญเพียรจนตรัสรู้ กำลังวันคือ 19 จึงนิยมสวด 19 จบ',
      'คนเกิดวันศุกร์ พระประจำวันคือพระปางรำพึง เป็นพระยืน พระหัตถ์ทั้งสองประสานกันไว้ที่พระอุระ ขวาทับซ้าย ระลึกถึงตอนที่ทรงพิจารณาว่าธรรมที่ตรัสรู้นั้นลึกซึ้งนัก กำลังวันคือ 21 จึงนิยมสวด 21 จบ',
      'คนเกิดวันเสาร์ พระประจำวันคือพระปางนาคปรก เป็นพระนั่งสมาธิ มีพญานาคมุจลินท์ขดตัวเป็นแท่นและแผ่พังพานปกป้องลมฝนให้ กำลังวันคือ 10 จึงนิยมสวด 10 จบ ถ้าไม่แน่ใจว่าจะสวดบทไหน ถามพระหรือเจ้าหน้าที่ที่วัดได้เลย หลายวัดมีบทสวดประจำวันพิมพ์แจกไว้ให้',
    ].join('\n\n'),
    bodyEn: null,
    tags: [
      'weekday:0',
      'weekday:1',
      'weekday:2',
      'weekday:3',
      'weekday:3n',
      'weekday:4',
      'weekday:5',
      'weekday:6',
    ],
    sources: [WEB.ajarnjoeBirthdayPrayer, WEB.prayerlifeBuddha, WEB.kpopKamlangWan],
    isFeatured: true,
    publishedDaysAgo: 2,
  },
  {
    slug: 'sadoh-khro-easing-bad-luck',
    category: 'merit',
    titleTh: 'สะเดาะเคราะห์แบบไทย ทำอย่างไรให้ได้บุญและสบายใจจริง',
    titleEn: 'Sadoh khro, the Thai way of easing bad luck, done so it truly helps',
    summaryTh:
      'ทำบุญตามกำลังวัน ปล่อยปลา ถวายสังฆทาน ความเชื่อเรื่องการสะเดาะเคราะห์มีหลายแบบ บางแบบถ้าทำไม่ถูกวิธีอาจกลายเป็นบาปโดยไม่รู้ตัว',
    summaryEn:
      'Coins by the day strength, releasing fish, offering to monks: there are many ways to ease bad luck, and some, done carelessly, harm more than they help.',
    bodyTh: [
      'เวลาชีวิตเจอเรื่องไม่สบายใจติด ๆ กัน ผู้ใหญ่มักชวนไปสะเดาะเคราะห์ คนไทยเชื่อกันมาแต่โบราณว่าการทำบุญช่วยให้เคราะห์ที่หนักทุเลาเบาบางลง และที่แน่ ๆ คือช่วยให้ใจที่ว้าวุ่นได้หยุดพัก วิธีสะเดาะเคราะห์มีหลายแบบ ลองเลือกแบบที่ตรงกับใจและทำได้จริง',
      'แบบที่ทำง่ายที่สุดคือทำบุญตามกำลังวัน หลายวัดตั้งบาตรจำลองไว้หน้าพระประจำวันเกิดแต่ละองค์ ให้หยอดเหรียญตามกำลังวันของวันเกิด คือ วันอาทิตย์ 6 วันจันทร์ 15 วันอังคาร 8 วันพุธ 17 วันพฤหัสบดี 19 วันศุกร์ 21 วันเสาร์ 10 และวันพุธกลางคืนซึ่งเป็นของราหู 12 บางคนทำให้ครบทุกวัน เพื่อทำบุญเผื่อคนในครอบครัวด้วย',
      'การปล่อยปลาเป็นอีกแบบที่นิยมมาก แต่ต้องทำให้ถูก กรมประมงเตือนทุกปีว่าควรปล่อยเฉพาะสัตว์น้ำพื้นเมืองของไทย ลงในแหล่งน้ำที่เหมาะกับชนิดของมัน และไม่ควรปล่อยกลุ่มปลาดุก ปลาหางนกยูง ปลาสอด ปลาทอง หรือปลาซัคเกอร์ ลงแหล่งน้ำธรรมชาติ เพราะสัตว์ต่างถิ่นทำลายปลาไทยและระบบนิเวศ แทนที่จะได้บุญกลับกลายเป็นสร้างความเดือดร้อน',
      'การถวายสังฆทานก็เป็นการสะเดาะเคราะห์ที่คนนิยม เคล็ดลับคือเลือกของที่พระใช้ได้จริง เช่น ยาสามัญที่ยังไม่หมดอายุ ผ้าอาบน้ำฝน สบู่ หรือหลอดไฟสำหรับกุฏิ ดีกว่าถังสำเร็จรูปที่มีของไม่จำเป็น หลายวัดยินดีให้ถามก่อนว่าขาดอะไรอยู่',
      'สิ่งที่คนโบราณสอนต่อกันมาคือหัวใจของการสะเดาะเคราะห์อยู่ที่เจตนา ไม่ได้อยู่ที่จำนวนเงิน การช่วยเหลือคนที่ลำบาก การบริจาคโลหิต หรือการขอโทษคนที่เราทำให้เสียใจ ก็นับเป็นการทำบุญที่ทำให้ใจเบาได้ไม่แพ้กัน',
      'สิ่งที่ควรระวังคือคนที่อ้างว่าแก้กรรมหรือตัดเคราะห์ได้แน่นอนแลกกับเงินก้อนใหญ่ การสะเดาะเคราะห์ที่ดีไม่ต้องแพง และไม่มีใครรับประกันผลทางโลกได้ ทำบุญด้วยกำลังที่มี แล้วกลับมาดูแลเรื่องที่ทำให้กังวลด้วยสติ นั่นคือการสะเดาะเคราะห์ที่ได้ผลจริงที่สุด',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['kind:obstacles', 'topic:luck'],
    sources: [WEB.thaizaSadoh, WEB.kpopKamlangWan, WEB.fisheriesRelease, WEB.thaipbsRelease],
    publishedDaysAgo: 4,
  },
  {
    slug: 'merit-on-your-birthday',
    category: 'merit',
    titleTh: 'ทำบุญวันเกิดอย่างไรดี ธรรมเนียมที่มาจากรัชกาลที่ 4',
    titleEn: 'Making merit on your birthday, a custom from the reign of King Mongkut',
    summaryTh:
      'การทำบุญวันเกิดไม่ได้มีมาแต่ดั้งเดิม แต่เริ่มจากพระราชดำริของรัชกาลที่ 4 มาดูที่มาและวิธีทำบุญวันเกิดแบบง่าย ๆ ที่ทำได้ทุกปี',
    summaryEn:
      'Birthday merit-making is not ancient: it began with an idea of King Mongkut. Where it came from, and simple ways to do it every year.',
    bodyTh: [
      'หลายคนคิดว่าการทำบุญวันเกิดเป็นประเพณีเก่าแก่ที่สุดของไทย แต่ที่จริงเพิ่งเริ่มเป็นธรรมเนียมในสมัยรัชกาลที่ 4 พระบาทสมเด็จพระจอมเกล้าเจ้าอยู่หัวทรงมีพระราชดำริว่า การมีอายุยืนมาบรรจบรอบปีอีกครั้งเป็นลาภอันประเสริฐ ควรยินดี และเมื่อยินดีก็ควรบำเพ็ญกุศลที่เป็นประโยชน์ทั้งแก่ตนและผู้อื่น วันเกิดจึงเป็นทั้งวันฉลองและวันเตือนใจไม่ให้ประมาท',
      'วิธีที่ง่ายและนิยมที่สุดคือตักบาตรตอนเช้าวันเกิด บางคนตั้งใจตักบาตรพระให้ครบเท่าอายุ หรือเท่าอายุบวกหนึ่งเพื่อต่ออายุไปอีกปี ถ้าทำไม่ไหวก็ไม่เป็นไร ตักบาตรหนึ่งรูปด้วยใจที่ตั้งมั่นก็เป็นบุญเต็มบริบูรณ์',
      'อีกธรรมเนียมคือไปไหว้พระประจำวันเกิดแล้วสวดมนต์ตามกำลังวัน เช่น คนวันอาทิตย์สวด 6 จบ คนวันพฤหัสบดีสวด 19 จบ หรือสวดบทอิติปิโสให้ได้จำนวนจบเท่าอายุบวกหนึ่ง การสวดมนต์ในวันเกิดช่วยให้เริ่มปีใหม่ของชีวิตด้วยใจที่สงบ',
      'ถ้ารู้วันศรีของตัวเองตามหลักทักษา บางคนเลือกทำบุญใหญ่ในวันนั้น เช่น คนเกิดวันอาทิตย์มีวันพุธเป็นวันศรี คนเกิดวันศุกร์มีวันอังคารเป็นวันศรี แต่ไม่ว่าวันเกิดจะตรงกับวันไหนของสัปดาห์ วันเกิดจริงก็เป็นวันทำบุญที่ดีที่สุดอยู่แล้ว',
      'อย่าลืมคนที่ทำให้มีวันเกิด ผู้ใหญ่หลายท่านสอนว่าวันเกิดของเราคือวันที่แม่เจ็บปวดที่สุด การกราบพ่อแม่ พาท่านไปทำบุญด้วยกัน หรือกรวดน้ำอุทิศบุญให้บรรพบุรุษ เป็นการทำบุญวันเกิดที่ผู้ใหญ่ชื่นใจที่สุด',
      'ปีไหนไม่สะดวกไปวัด ลองทำบุญแบบใกล้ตัว เช่น เลี้ยงข้าวคนที่ทำงานเหนื่อยรอบตัว บริจาคของให้มูลนิธิ หรือตั้งใจเลิกนิสัยที่ไม่ดีสักอย่างเป็นของขวัญให้ตัวเอง บุญไม่ได้วัดที่สถานที่ แต่วัดที่ใจที่อยากให้ชีวิตปีต่อไปดีกว่าเดิม',
    ].join('\n\n'),
    bodyEn: [
      'Many assume birthday merit-making is one of the oldest Thai customs, but it became one only under King Mongkut (Rama IV). He reasoned that living to see another year come round is a great gain worth rejoicing in, and that joy should be turned into good deeds for oneself and others. A birthday is thus both a celebration and a reminder not to be careless with life.',
      'The simplest and most popular way is to give alms on the morning of your birthday. Some people offer food to as many monks as their age, or their age plus one to carry life into the coming year. If that is too much, one monk offered with a steady heart is merit in full.',
      'Another custom is to visit the Buddha image of your birth day and chant by its day strength: six times for Sunday people, nineteen for Thursday people; or to recite the Itipiso verse as many times as your age plus one. Chanting on your birthday starts the new year of your life with a calm mind.',
      'Those who know their Fortune day by taksa sometimes make their larger offering then: Wednesday for Sunday people, Tuesday for Friday people. But whichever weekday it falls on, the birthday itself is already the best day for merit.',
      'Do not forget the people who gave you a birthday. Elders often say that your birthday was the day your mother suffered most. Bowing to your parents, taking them to make merit with you, or pouring water to dedicate merit to your ancestors is the birthday merit that warms elders’ hearts most.',
      'In a year when the temple is out of reach, make merit close to home: buy a meal for someone who works hard around you, give to a foundation, or give up one bad habit as a present to yourself. Merit is not measured by the place but by the wish to make the year ahead better than the last.',
    ].join('\n\n'),
    tags: [],
    sources: [
      WEB.birthdayMeritOrigin,
      WEB.postjungBirthdayMerit,
      WEB.siamtarotBirthdayChant,
      WEB.ajarnjoeBirthdayPrayer,
      lore('orst-taksa'),
    ],
    publishedDaysAgo: 16,
  },
  {
    slug: 'pi-chong-and-its-customs',
    category: 'merit',
    titleTh: 'ปีชงคืออะไร ชงตรงกับชงร่วมต่างกันอย่างไร และคนไทยแก้ชงกันแบบไหน',
    titleEn: 'What is pi chong? Direct and joint clashes, and how Thais ease them',
    summaryTh:
      'ทุกปีจะมีสี่นักษัตรที่ถูกนับว่าชง ไม่ใช่แค่ปีเดียว มาดูวิธีนับแบบที่คนไทยใช้ และธรรมเนียมไหว้ไท้ส่วยเอี๊ยที่ทำให้คนสบายใจทั้งปี',
    summaryEn:
      'Every year four animals count as clashing, not one. How Thai practice counts them, and the Tai Sui custom that gives people peace of mind for the year.',
    bodyTh: [
      'คำว่าชงมาจากภาษาจีน แปลว่าปะทะ ปีชงจึงหมายถึงปีที่นักษัตรของเราไปปะทะกับนักษัตรของปีนั้น ความเชื่อนี้ผูกกับไท้ส่วยเอี๊ย เทพเจ้าผู้ดูแลดวงชะตาประจำปี ซึ่งตามตำราจีนมีหกสิบองค์ผลัดกันดูแลตามรอบหกสิบปี คนที่ปีเกิดชงกับปีนั้นจึงนิยมไปไหว้ขอพรให้ท่านคุ้มครอง',
      'แบบที่คนไทยนับกัน ทุกปีมีสี่นักษัตรที่ชง คือชงตรงหนึ่ง ซึ่งเป็นนักษัตรที่อยู่ตรงข้าม ห่างกันหกปี นับว่าแรงที่สุด และชงร่วมอีกสาม ได้แก่ปีคักซึ่งเป็นนักษัตรเดียวกับปีนั้นเอง กับอีกสองนักษัตรที่ห่างไปสามปีทั้งสองข้าง เรียกว่าปีผั่วและปีเฮ้ง ส่วนความสัมพันธ์แบบไห่เป็นเรื่องที่เบากว่า ไม่นับเป็นชง',
      'ยกตัวอย่างให้เห็นภาพ ปี 2568 เป็นปีมะเส็ง ปีกุนเป็นชงตรง ส่วนปีมะเส็ง ปีขาล และปีวอกเป็นชงร่วม ปี 2569 เป็นปีมะเมีย ปีชวดเป็นชงตรง ส่วนปีมะเมีย ปีเถาะ และปีระกาเป็นชงร่วม ถ้าใส่วันเกิดไว้ในโปรไฟล์ คำทำนายของดวงดีจะบอกให้เองว่าปีเกิดของคุณสัมพันธ์กับปีที่ดูดวงแบบไหน',
      'การแก้ชงที่นิยมคือไปไหว้ไท้ส่วยเอี๊ยที่วัดจีนหรือศาลเจ้าช่วงก่อนหรือหลังตรุษจีน โดยเขียนชื่อและวันเดือนปีเกิดลงในกระดาษที่ทางวัดเตรียมไว้ แล้วฝากให้องค์เทพคุ้มครองดวงชะตาตลอดปี บางที่ยังมีการทำบุญ ถวายน้ำมันตะเกียง หรือทำทานควบคู่ไปด้วย',
      'คนมักพูดกันว่าชงร้อยเปอร์เซ็นต์ ชงห้าสิบเปอร์เซ็นต์ แต่ผู้รู้เรื่องจีนบางท่านอธิบายว่าตามหลักแล้วไม่ได้มีการแบ่งเป็นเปอร์เซ็นต์แบบนั้น และปีชงก็ไม่ได้แปลว่าจะต้องเจอเรื่องร้าย บางคนปีชงกลับได้เลื่อนตำแหน่งหรือย้ายบ้าน เพราะการปะทะหมายถึงการเปลี่ยนแปลงด้วย',
      'ข้อควรรู้อีกเรื่องคือปีชงเป็นธรรมเนียมจีน ซึ่งนับปีนักษัตรใหม่ตั้งแต่ลิบชุนหรือวันตรุษจีน ไม่ใช่วันที่ 1 มกราคม ถ้าคุณเกิดช่วงมกราคมถึงราวกลางกุมภาพันธ์ ตามปฏิทินจีนคุณอาจยังเป็นนักษัตรของปีก่อน ลองเช็กให้แน่ก่อนไปแก้ชง และไม่ว่าปีไหน ความไม่ประมาทคือเครื่องรางที่ดีที่สุด',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['topic:luck', 'kind:luck', 'kind:obstacles'],
    sources: [
      lore('missinklist-chong-table'),
      lore('payyapro-chong-2568'),
      lore('primo-chong-2569'),
      lore('chinese-xing-hai-po'),
      WEB.mcotChong,
      WEB.sagesTaiSui,
      lore('tawanfengshui-2567'),
    ],
    publishedDaysAgo: 20,
  },
  {
    slug: 'when-does-the-animal-year-change',
    category: 'merit',
    titleTh: 'ปีนักษัตรเปลี่ยนวันไหนกันแน่ 1 มกราคม ตรุษจีน หรือสงกรานต์',
    titleEn: 'When does the animal year change: 1 January, Chinese New Year or Songkran?',
    summaryTh:
      'คนเกิดต้นปีมักได้คำตอบเรื่องปีนักษัตรไม่ตรงกัน เพราะแต่ละระบบเปลี่ยนปีคนละวัน ไม่มีระบบไหนผิด แค่ต้องรู้ว่าใช้ระบบไหนอยู่',
    summaryEn:
      'People born early in the year get different answers about their animal, because each system changes the year on a different day. None is wrong; you just need to know which one is in use.',
    bodyTh: [
      'ถ้าคุณเกิดเดือนมกราคมถึงเมษายน อาจเคยเจอเรื่องชวนงง สูติบัตรเขียนว่าปีหนึ่ง หมอดูจีนบอกอีกปีหนึ่ง และหมอดูไทยบางท่านก็บอกอีกแบบ สาเหตุคือปีนักษัตรไม่ได้เปลี่ยนพร้อมกันทุกระบบ แต่ละระบบมีวันขึ้นปีใหม่ของตัวเอง',
      'แบบแรกคือเปลี่ยนวันที่ 1 มกราคม ตามปีปฏิทินสากลที่ปฏิทินไทยหลายฉบับใช้ ส่วนสูติบัตรไทยใช้หลักตามหนังสือเวียนของกรมการปกครอง มท 0310.1/ว4 ปี 2539 ซึ่งเปลี่ยนนักษัตรตั้งแต่ขึ้น ๑ ค่ำ เดือนอ้าย ซึ่งมาก่อนวันปีใหม่ คนที่เกิดช่วงมกราคมถึงเมษายนจึงได้นักษัตรในสูติบัตรตรงกับแบบที่เปลี่ยน 1 มกราคม เช่น เด็กที่เกิดวันที่ 25 มกราคม 2559 สูติบัตรเขียนว่าปีวอก',
      'โหราศาสตร์ไทยแบบดั้งเดิมเปลี่ยนนักษัตรที่ขึ้น ๑ ค่ำ เดือน ๕ ซึ่งตกราวมีนาคมถึงเมษายน หมอดูบางท่านใช้วันเถลิงศกช่วงสงกรานต์ คือราว 15 ถึง 17 เมษายน ส่วนปฏิทินจีนเปลี่ยนที่ลิบชุนหรือวันตรุษจีน ซึ่งตกระหว่าง 21 มกราคมถึง 20 กุมภาพันธ์ เด็กที่เกิด 25 มกราคม 2559 คนเดิมจึงยังเป็นปีมะแมตามปฏิทินจีนและตามโหราศาสตร์ไทยแบบเดือนห้า',
      'ดวงดีนับปีนักษัตรตามปีปฏิทิน เปลี่ยนวันที่ 1 มกราคม เพราะตรงกับเอกสารที่คนส่วนใหญ่มีและตรงกับสิ่งที่คนส่วนใหญ่ได้ยินมา และทุกครั้งที่คำทำนายพูดถึงนักษัตรของวันเกิดหรือวันที่ดูดวงที่ตกช่วงมกราคมถึงเมษายน ดวงดีจะบอกด้วยว่าใช้วิธีนับแบบไหน และถ้านับแบบโหราศาสตร์ไทยหรือปฏิทินจีนจะได้นักษัตรอะไร',
      'แล้วควรใช้แบบไหน ให้ดูว่ากำลังทำเรื่องอะไร ถ้าเป็นเรื่องเอกสาร ใช้ตามสูติบัตร ถ้าไปไหว้แก้ปีชงหรือดูดวงจีน ใช้ปฏิทินจีน ถ้าให้หมอดูไทยผูกดวง ถามท่านว่าใช้หลักไหน สิ่งสำคัญคือใช้ให้ตรงกับระบบของเรื่องนั้น ๆ',
      'ถ้าเกิดช่วงต้นปีแล้วได้นักษัตรสองแบบ ไม่ต้องคิดว่าตัวเองมีดวงซ้อน แต่ถือเป็นโอกาสอ่านคำทำนายทั้งสองปีแล้วเลือกเก็บข้อคิดที่ตรงกับชีวิต ทั้งสองระบบเป็นภูมิปัญญาที่มีที่มา และไม่มีระบบไหนผิด',
    ].join('\n\n'),
    bodyEn: [
      'Born between January and April? You may have met this puzzle: the birth certificate says one animal, a Chinese astrologer another, and some Thai astrologers a third. The animal year does not change on the same day in every system; each has its own new year.',
      'The first changes on 1 January, with the calendar year that many Thai calendars use. Thai birth certificates follow a Ministry of Interior circular (มท 0310.1/ว4, 1996) that changes the animal at the first waxing day of the first lunar month, which comes before New Year’s Day, so for births from January to April the certificate’s animal is the same as the 1 January count: a child born on 25 January 2016 is a Monkey on the certificate.',
      'Traditional Thai astrology changes the animal on the first waxing day of the fifth lunar month, around March or April; some astrologers use Thai New Year, 15–17 April. The Chinese calendar changes at Lichun or at Chinese New Year, between 21 January and 20 February. The same child born on 25 January 2016 is still a Goat by the Chinese calendar and by the fifth-month Thai count.',
      'Duangdee counts the animal by the calendar year, changing on 1 January, because it matches most people’s documents and what most people were told. Whenever a reading names the animal of a birth date or reading date between January and April, it says which count it uses and which animal Thai astrology or the Chinese calendar would give.',
      'So which should you use? It depends on the task: for paperwork, your birth certificate; for a Tai Sui visit or a Chinese reading, the Chinese calendar; for a Thai chart, ask the astrologer which rule they follow. What matters is to match the system to the matter.',
      'If an early-year birthday gives you two animals, you do not have a doubled fate. Read both years’ readings and keep what rings true; both systems are traditions with their own roots, and neither is wrong.',
    ].join('\n\n'),
    tags: [],
    sources: [
      lore('amarin-animal-year'),
      lore('astroneemo-animal-year'),
      lore('blockdit-animal-year'),
      lore('tawanfengshui-2567'),
      lore('prachachat-chong-2565'),
    ],
    publishedDaysAgo: 42,
  },
];
