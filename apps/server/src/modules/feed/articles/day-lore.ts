/**
 * Day lore: the planets of the weekdays, Wednesday day and night, the birth weekday, taksa.
 * Every colour, planet and taksa role agrees with `packages/oracle/src/lore/weekday-colours.ts`
 * and `thai-calendar.ts` (TAKSA_ORDER, TAKSA_ROLES).
 */
import type { SeedArticle } from './seed-article.ts';
import { lore, WEB } from './sources.ts';

export const dayLoreArticles: SeedArticle[] = [
  {
    slug: 'eight-days-eight-planets',
    category: 'day-lore',
    titleTh: 'แปดวันแปดดาว: ดาวประจำวันเกิดตามตำราทักษา',
    titleEn: 'Eight days, eight planets: the ruling planet of your birth day',
    summaryTh:
      'ปฏิทินมีเจ็ดวัน แต่โหราศาสตร์ไทยนับแปด แต่ละวันมีดาวประจำวันและสีประจำวันของตัวเอง มาดูกันว่าดาวของวันเกิดคุณคือดวงไหน',
    summaryEn:
      'The calendar has seven days, Thai astrology counts eight. Each has its own ruling planet and colour; here is the planet of your birth day.',
    bodyTh: [
      'เวลาผู้ใหญ่ถามว่า "เกิดวันอะไร" แล้วพยักหน้าว่า "อ๋อ คนวันจันทร์ ดาวพระจันทร์" นั่นคือร่องรอยของตำราทักษา หลักโหราศาสตร์ไทยที่ผูกวันในสัปดาห์ไว้กับดาวเคราะห์ทั้งแปด เมื่อดาวมีแปดแต่วันมีเจ็ด คนโบราณจึงแบ่งวันพุธออกเป็นกลางวันกับกลางคืน ให้พระราหูมีวันของตัวเอง และสีประจำวันที่เราใส่กันทุกวันนี้ ก็คือสีของดาวประจำวันนั้นเอง',
      'วันอาทิตย์ มีพระอาทิตย์เป็นดาวประจำวัน นับเป็นดาวดวงที่ 1 สีประจำวันคือสีแดง ตำราว่าคนวันอาทิตย์มีความสง่าและรักศักดิ์ศรี ใจกว้าง ชอบเป็นที่พึ่งให้คนอื่น เหมือนแดดที่ส่องให้ทั่วโดยไม่เลือก',
      'วันจันทร์ มีพระจันทร์เป็นดาวประจำวัน ดาวดวงที่ 2 สีประจำวันคือสีเหลือง บางตำราใช้สีขาวนวลด้วย คนวันจันทร์อ่อนโยน ช่างสังเกต อ่านใจคนเก่ง และมีเสน่ห์แบบนุ่ม ๆ ที่ใครอยู่ใกล้ก็สบายใจ',
      'วันอังคาร มีพระอังคารเป็นดาวประจำวัน ดาวดวงที่ 3 สีประจำวันคือสีชมพู ดาวดวงนี้เป็นดาวแห่งความกล้า คนวันอังคารจึงมักลงมือก่อนใคร พูดตรง และรักพวกพ้องแบบไม่มีเงื่อนไข',
      'วันพุธกลางวัน มีพระพุธเป็นดาวประจำวัน ดาวดวงที่ 4 สีประจำวันคือสีเขียว คนพุธกลางวันพูดเก่ง หัวไว และเข้ากับคนได้ทุกวัย ส่วนพุธกลางคืนตั้งแต่หกโมงเย็นเป็นต้นไป เป็นของพระราหู ดาวดวงที่ 8 สีประจำวันคือสีเทา คนพุธกลางคืนมีความคิดแหวกแนวและกล้าเสี่ยงกว่าใคร',
      'วันพฤหัสบดี มีพระพฤหัสบดีเป็นดาวประจำวัน ดาวดวงที่ 5 สีประจำวันคือสีส้ม พระพฤหัสบดีเป็นครูของเทวดา คนวันพฤหัสบดีจึงมีหลักการ ใฝ่รู้ และมักเป็นคนที่เพื่อนวิ่งมาขอคำปรึกษา',
      'วันศุกร์ มีพระศุกร์เป็นดาวประจำวัน ดาวดวงที่ 6 สีประจำวันคือสีฟ้า รวมถึงสีน้ำเงินด้วย ดาวศุกร์เป็นดาวแห่งความงามและความรัก คนวันศุกร์จึงมีรสนิยม มีหัวศิลปะ และพูดจาอ่อนหวาน',
      'วันเสาร์ มีพระเสาร์เป็นดาวประจำวัน ดาวดวงที่ 7 สีประจำวันคือสีม่วง และสีดำก็นับเป็นสีของดาวดวงนี้ คนวันเสาร์อดทน รับผิดชอบสูง พูดน้อยแต่คิดไกล ความสำเร็จอาจมาช้า แต่มาแล้วมักอยู่นาน',
    ].join('\n\n'),
    bodyEn: [
      'When an older relative asks which day you were born and nods, "Ah, a Monday child, the Moon", that is the taksa tradition at work: Thai astrology ties the days of the week to eight planets. With eight planets and seven days, Wednesday is split into day and night so that Rahu has a day of its own, and the colour of each day is the colour of its planet.',
      'Sunday belongs to the Sun, planet 1; its colour is red. Sunday people are said to carry themselves with dignity and generosity, shining on everyone alike.',
      'Monday belongs to the Moon, planet 2; its colour is yellow, and some texts also give cream-white. Monday people are gentle, observant and quietly charming.',
      'Tuesday belongs to Mars, planet 3; its colour is pink. Mars is the planet of courage, so Tuesday people tend to act first, speak plainly and stand by their friends.',
      'Wednesday daytime belongs to Mercury, planet 4, coloured green: quick minds and easy talkers. From six in the evening Wednesday belongs to Rahu, planet 8, coloured grey: original thinkers who dare what others will not.',
      'Thursday belongs to Jupiter, planet 5, the teacher of the gods; its colour is orange. Thursday people are principled and curious, the friend others come to for advice.',
      'Friday belongs to Venus, planet 6; its colours are light blue and navy blue. Venus rules beauty and love, so Friday people have taste, artistry and a soft way with words.',
      'Saturday belongs to Saturn, planet 7; its colours are purple and black. Saturday people are patient and responsible; success may come late, but it tends to last.',
    ].join('\n\n'),
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
    sources: [
      lore('orst-taksa'),
      lore('colours-of-the-day-wiki'),
      lore('sana-anong-taksa'),
      WEB.ajarnjoeWednesday,
    ],
    isFeatured: true,
    publishedDaysAgo: 0,
  },
  {
    slug: 'wednesday-day-and-night',
    category: 'day-lore',
    titleTh: 'พุธกลางวันหรือพุธกลางคืน? เส้นแบ่งตอนหกโมงเย็น',
    titleEn: 'Wednesday day or Wednesday night? The line at six in the evening',
    summaryTh:
      'คนเกิดวันพุธมีสองแบบ ดาวต่างกัน สีต่างกัน พระประจำวันก็ต่างกัน รู้ให้ชัดว่าตัวเองเป็นพุธไหน แล้วจะอ่านดวงได้ตรงขึ้น',
    summaryEn:
      'There are two kinds of Wednesday people, with different planets, colours and Buddha images. Knowing which one you are makes every reading fit better.',
    bodyTh: [
      'ในสายตาของโหราศาสตร์ไทย วันพุธยาวกว่าวันอื่นเป็นสองเท่า เพราะต้องแบ่งให้ดาวสองดวง ดาวพระพุธครองช่วงกลางวัน ส่วนพระราหูครองช่วงกลางคืน การแบ่งนี้เกิดจากตำราทักษาที่มีดาวแปดดวงแต่มีวันแค่เจ็ดวัน วันกลางสัปดาห์จึงถูกผ่าครึ่งให้ดาวดวงที่แปดได้มีที่ยืน',
      'เส้นแบ่งที่ใช้กันทั่วไปคือหกโมงเย็น เกิดตั้งแต่ 06.00 ถึง 17.59 น. ของวันพุธนับเป็นพุธกลางวัน เกิดตั้งแต่ 18.00 น. ไปแล้วนับเป็นพุธกลางคืน ตำราเก่าบางสำนักใช้เวลาพระอาทิตย์ตกจริงของวันนั้นแทนนาฬิกา ถ้าคุณเกิดใกล้ ๆ หกโมงเย็น ลองถามหมอดูที่คุณนับถือว่าเขาใช้เกณฑ์ไหน',
      'คนเกิดวันพุธกลางวัน มีพระพุธเป็นดาวประจำวัน สีประจำวันคือสีเขียว สีกาลกิณีคือสีชมพู พระประจำวันเกิดคือพระปางอุ้มบาตร คนกลุ่มนี้ช่างพูด ช่างเจรจา เรียนรู้ไว และมักเป็นตัวกลางที่ทำให้คนสองฝั่งคุยกันรู้เรื่อง',
      'คนเกิดวันพุธกลางคืน มีพระราหูเป็นดาวประจำวัน สีประจำวันคือสีเทา สีกาลกิณีคือสีส้ม พระประจำวันเกิดคือพระปางป่าเลไลยก์ คนกลุ่มนี้มีเสน่ห์แบบลึก ๆ ชอบความท้าทาย ข้างนอกดูสนุก แต่ข้างในคิดอะไรไว้มากกว่าที่ใครเห็น',
      'อีกเรื่องที่คนสับสนบ่อยคือคนที่เกิดหลังเที่ยงคืนของคืนวันพุธ ตามปฏิทินและสูติบัตร เขาเกิดวันพฤหัสบดีแล้ว แต่โหราศาสตร์ไทยแบบดั้งเดิมนับวันใหม่ตอนหกโมงเช้า หมอดูหลายท่านจึงนับคนที่เกิดตีสองของวันพฤหัสบดีเป็นคนพุธกลางคืน ดวงดีนับวันเกิดตามวันในปฏิทินแบบเดียวกับสูติบัตร และนับวันพุธตั้งแต่หกโมงเย็นเป็นพุธกลางคืน ถ้าคุณเกิดช่วงตีหนึ่งถึงตีห้า ลองอ่านดวงของทั้งสองวันเทียบกันดู',
      'ถ้าไม่รู้เวลาเกิดเลย ดวงดีจะถือว่าเป็นพุธกลางวันไว้ก่อน เพราะเป็นช่วงที่ยาวกว่าและเป็นคำตอบที่คนส่วนใหญ่ได้ยินมา ลองถามพ่อแม่หรือดูในสมุดสุขภาพแม่และเด็กที่โรงพยาบาลให้ไว้ หลายบ้านจดเวลาคลอดไว้ละเอียดกว่าที่คิด ได้เวลามาแล้วก็ใส่ไว้ในโปรไฟล์ คำทำนายจะเลือกดาวให้ถูกดวงเอง',
    ].join('\n\n'),
    bodyEn: [
      'To Thai astrology, Wednesday is two days long: Mercury rules its daytime and Rahu its night. The split comes from taksa, which has eight planets but only seven weekdays, so the middle of the week was halved to give the eighth planet a place.',
      'The usual line is six in the evening: born on a Wednesday between 06:00 and 17:59, you are a Wednesday-day person; from 18:00, a Wednesday-night person. Some older schools use the actual sunset of that day instead of the clock, so if you were born close to six, ask your astrologer which they use.',
      'Wednesday-day people are ruled by Mercury. Their colour is green, their colour to avoid is pink, and their birth-day Buddha is the image holding the alms bowl. They are talkers and go-betweens, quick to learn.',
      'Wednesday-night people are ruled by Rahu. Their colour is grey, their colour to avoid is orange, and their birth-day Buddha is the image in the Parileyyaka forest. Their charm runs deep; fun on the outside, they think more than they show.',
      'Births after midnight on Wednesday night cause the most confusion. By the calendar and the birth certificate the child was born on Thursday, but traditional Thai astrology starts the day at six in the morning, so many astrologers count a 2 a.m. Thursday birth as Wednesday night. Duangdee counts the calendar day, as your birth certificate does, with Wednesday from six in the evening as Wednesday night. If you were born between one and five in the morning, compare the readings of both days.',
      'Without a birth time, Duangdee takes Wednesday to mean Wednesday day, the longer stretch and the answer most people were told. Ask your parents or look in the mother-and-child health book from the hospital: many families noted the time. Add it to your profile and readings will pick the right planet.',
    ].join('\n\n'),
    tags: ['weekday:3', 'weekday:3n'],
    sources: [
      WEB.ajarnjoeWednesday,
      WEB.teeneeDayCount,
      lore('orst-taksa'),
      lore('sana-anong-taksa'),
    ],
    publishedDaysAgo: 1,
  },
  {
    slug: 'how-to-find-your-birth-weekday',
    category: 'day-lore',
    titleTh: 'เกิดวันอะไรกันแน่? วิธีหาวันเกิดให้ตรงตามตำรา',
    titleEn: 'Which day were you really born on? Finding your birth weekday',
    summaryTh: 'รู้แค่วันที่ แต่ไม่แน่ใจว่าเป็นวันอะไร หรือเกิดตอนเช้ามืดแล้วงงว่านับวันไหน บทความนี้มีคำตอบ',
    summaryEn:
      'You know the date but not the weekday, or you were born before dawn and are unsure which day counts. Here is how to tell.',
    bodyTh: [
      'ดวงแบบไทยเกือบทุกแบบเริ่มจากคำถามเดียวกัน คือคุณเกิดวันอะไร เพราะวันเกิดบอกดาวประจำตัว สีมงคล และตำแหน่งทักษาทั้งแปด แต่ผู้ใหญ่หลายคนจำได้แค่วันที่ในบัตรประชาชน ส่วนวันในสัปดาห์ลืมไปนานแล้ว เรื่องนี้แก้ง่ายกว่าที่คิด',
      'วิธีแรกคือเปิดปฏิทินย้อนหลัง ปฏิทินร้อยปีในร้านหนังสือหรือแอปปฏิทินในโทรศัพท์ย้อนกลับไปได้หลายสิบปี แค่เลื่อนไปที่วันเดือนปีเกิดก็เห็นว่าเป็นวันอะไร ถ้าใส่วันเกิดไว้ในโปรไฟล์ของดวงดี ระบบจะคำนวณให้เองทุกครั้งที่คุณดูดวง ไม่ต้องจำเลย',
      'วิธีที่สองคือถามคนในบ้าน คนรุ่นปู่ย่าตายายมักจำวันเกิดแบบจันทรคติ เช่น "เกิดวันศุกร์ เดือนยี่ ปีกุน" ข้อมูลแบบนี้มีค่ามาก เพราะบอกทั้งวันในสัปดาห์และปีนักษัตรในคราวเดียว ถ้าวันที่ที่จำได้ไม่ตรงกับวันในสัปดาห์ที่ท่านเล่า ให้เชื่อวันในสัปดาห์ไว้ก่อน แล้วค่อยตรวจวันที่อีกที',
      'เรื่องที่ต้องรู้คือโหราศาสตร์ไทยไม่ได้เปลี่ยนวันตอนเที่ยงคืน สมัยก่อนไม่มีนาฬิกา คนโบราณถือว่าวันใหม่เริ่มเมื่อฟ้าสางจนมองเห็นลายมือบนฝ่ามือได้ด้วยตาเปล่า ต่อมาจึงกำหนดเป็นหกโมงเช้า คนที่เกิดตีสามของวันเสาร์ ตามตำราจึงยังเป็นคนวันศุกร์ ส่วนสูติบัตรของโรงพยาบาลจะเขียนว่าวันเสาร์',
      'ดวงดีนับวันเกิดตามวันในปฏิทิน ให้ตรงกับเอกสารที่คุณมี เว้นแต่วันพุธที่แยกพุธกลางคืนตั้งแต่หกโมงเย็น ถ้าคุณเกิดระหว่างเที่ยงคืนถึงก่อนหกโมงเช้า ให้จำไว้ว่าคุณมีวันเกิดได้สองแบบ หมอดูที่นับแบบดั้งเดิมอาจบอกวันก่อนหน้า ลองอ่านดวงของทั้งสองวันแล้วดูว่าแบบไหนตรงกับชีวิตคุณมากกว่า',
      'เคล็ดลับสุดท้าย ถ้าจะไปทำบุญวันเกิด ไหว้พระประจำวันเกิด หรือเลือกสีมงคล ให้ใช้วันเกิดแบบเดียวกันทุกครั้ง อย่าสลับไปมา การยึดหลักเดียวช่วยให้สังเกตได้ว่าคำแนะนำแบบไหนใช้ได้กับตัวเราจริง',
    ].join('\n\n'),
    bodyEn: null,
    tags: [],
    sources: [WEB.teeneeDayCount, WEB.myhoraBirthDay, WEB.ajarnjoeWednesday],
    publishedDaysAgo: 6,
  },
  {
    slug: 'taksa-eight-roles',
    category: 'day-lore',
    titleTh: 'ทักษาคืออะไร รู้จักแปดตำแหน่ง บริวาร อายุ เดช ศรี มูละ อุตสาหะ มนตรี กาลกิณี',
    titleEn: 'What is taksa? The eight places from Companions to Misfortune',
    summaryTh:
      'วงล้อทักษาคือเครื่องมือที่หมอดูไทยใช้เลือกสี เลือกวัน และตั้งชื่อ เริ่มนับจากดาววันเกิดของคุณ แล้วทุกดาวจะได้บทบาทของตัวเอง',
    summaryEn:
      'The taksa wheel is how Thai astrologers choose colours, days and names. Start from your birth planet and every other planet takes a role in your life.',
    bodyTh: [
      'ทักษาเป็นหลักใหญ่ของโหราศาสตร์ไทยที่คนใช้กันโดยไม่รู้ตัว ตั้งแต่สีเสื้อที่ใส่ไปสัมภาษณ์งาน ไปจนถึงตัวอักษรที่พ่อแม่เลี่ยงตอนตั้งชื่อลูก หลักของมันคือวางดาวทั้งแปดไว้บนวงล้อตามลำดับตายตัว แล้วอ่านความสัมพันธ์ของดาวแต่ละดวงกับดาววันเกิดของเรา',
      'ลำดับดาวบนวงล้อคือ อาทิตย์ จันทร์ อังคาร พุธ เสาร์ พฤหัสบดี ราหู ศุกร์ แล้ววนกลับมาที่อาทิตย์ สังเกตว่าไม่ได้เรียงตามวันในสัปดาห์ เสาร์มาก่อนพฤหัสบดี และราหูแทรกอยู่ก่อนศุกร์ ลำดับนี้เองที่ทำให้แต่ละวันเกิดได้ผลออกมาไม่ซ้ำกัน',
      'วิธีนับคือเริ่มที่ดาววันเกิดของคุณเป็นตำแหน่งแรก แล้วเดินไปตามวงทีละดวง แปดตำแหน่งเรียงกันดังนี้ บริวาร คือคนรอบตัว ครอบครัว คู่ครอง ลูกน้อง อายุ คือความเป็นอยู่และพลังในชีวิตประจำวัน เดช คืออำนาจ บารมี และชื่อเสียง ศรี คือโชคลาภ เงินทอง และเสน่ห์',
      'ต่อจากนั้นคือ มูละ หมายถึงฐานชีวิต บ้าน ที่ดิน และมรดก อุตสาหะ หมายถึงความขยันและผลของการลงมือทำ มนตรี หมายถึงผู้ใหญ่อุปถัมภ์และที่ปรึกษา และตำแหน่งสุดท้ายคือ กาลกิณี ซึ่งหมายถึงอุปสรรคและสิ่งที่ควรเลี่ยง ตำราถือว่าเดช ศรี และมนตรีเป็นตำแหน่งที่ส่งเสริมมากที่สุด',
      'ลองนับจริงสักครั้ง คนเกิดวันอาทิตย์ได้อาทิตย์เป็นบริวาร จันทร์เป็นอายุ อังคารเป็นเดช พุธเป็นศรี เสาร์เป็นมูละ พฤหัสบดีเป็นอุตสาหะ ราหูเป็นมนตรี และศุกร์เป็นกาลกิณี คนเกิดวันอาทิตย์จึงถูกแนะนำให้เลี่ยงสีของดาวศุกร์ และถือว่าวันพุธเป็นวันดีสำหรับเรื่องเงินทอง',
      'สิ่งที่ทักษาบอกคือจังหวะและแรงหนุน ไม่ใช่คำตัดสินชีวิต วันกาลกิณีไม่ได้แปลว่าห้ามออกจากบ้าน แค่เป็นวันที่ควรรอบคอบเป็นพิเศษ เรื่องสำคัญที่เลือกวันได้ก็ขยับไปไว้วันที่เป็นศรีหรือมนตรีของคุณ ส่วนเรื่องที่เลือกไม่ได้ก็ทำให้เต็มที่ ใจที่นิ่งสำคัญกว่าวันที่ดีที่สุดในตำรา',
    ].join('\n\n'),
    bodyEn: [
      'Taksa is the backbone of Thai astrology, used far more often than people realise: in the shirt colour chosen for a job interview, in the letters parents avoid when naming a child. The eight planets sit on a wheel in a fixed order, and each is read by its relation to the planet of your birth day.',
      'Around the wheel the order is Sun, Moon, Mars, Mercury, Saturn, Jupiter, Rahu, Venus, then back to the Sun. It is not the order of the week: Saturn comes before Jupiter and Rahu sits before Venus, which is why every birth day comes out differently.',
      'Start at your own planet and walk round one step at a time. The eight places are Companions (บริวาร: family, partner, team), Longevity (อายุ: wellbeing and everyday vitality), Power (เดช: authority and reputation) and Fortune (ศรี: luck, money and charm).',
      'Then come Foundation (มูละ: home, land, inheritance), Diligence (อุตสาหะ: effort and its fruit), Support (มนตรี: patrons and advisers) and finally Misfortune (กาลกิณี: obstacles and things to avoid). Power, Fortune and Support are held to be the most helpful places.',
      'Try it once. For someone born on a Sunday, the Sun is Companions, the Moon Longevity, Mars Power, Mercury Fortune, Saturn Foundation, Jupiter Diligence, Rahu Support and Venus Misfortune. So Sunday people are told to avoid the colours of Venus, and Wednesday counts as their day for money matters.',
      'Taksa speaks of timing and support, not verdicts. A Misfortune day does not mean staying indoors, only taking extra care. Move what you can to your Fortune or Support day, and give your best to what you cannot move; a settled mind matters more than the best day in the book.',
    ].join('\n\n'),
    tags: [],
    sources: [lore('orst-taksa'), lore('sana-anong-taksa')],
    publishedDaysAgo: 3,
  },
  {
    slug: 'your-fortune-and-misfortune-days',
    category: 'day-lore',
    titleTh: 'วันศรีกับวันกาลกิณีของคนแต่ละวันเกิด',
    titleEn: 'Your fortune day and your misfortune day, by birth weekday',
    summaryTh:
      'อยากนัดเซ็นสัญญา เปิดร้าน หรือสารภาพรักวันไหนดี ทักษาบอกวันศรี วันเดช วันมนตรี และวันที่ควรระวังของทุกวันเกิดไว้แล้ว',
    summaryEn:
      'Which day to sign, open a shop or confess your feelings? Taksa gives every birth day its days of fortune, power and support, and the day to be careful.',
    bodyTh: [
      'เมื่อรู้วงล้อทักษาแล้ว สิ่งที่คนนำไปใช้มากที่สุดคือการเลือกวัน วันที่ดาวตรงกับตำแหน่งศรีของเราถือเป็นวันโชคลาภและเสน่ห์ ตำแหน่งเดชคือวันที่พูดแล้วคนฟัง ตำแหน่งมนตรีคือวันที่ผู้ใหญ่เมตตา ส่วนตำแหน่งกาลกิณีคือวันที่ควรรอบคอบเป็นพิเศษ ด้านล่างคือวันของแต่ละวันเกิด นับตามวงล้อเดียวกับที่ดวงดีใช้',
      'คนเกิดวันอาทิตย์ วันเดชคือวันอังคาร วันศรีคือวันพุธกลางวัน วันมนตรีคือช่วงค่ำวันพุธซึ่งเป็นของราหู และวันกาลกิณีคือวันศุกร์ ส่วนคนเกิดวันจันทร์ วันเดชคือวันพุธ วันศรีคือวันเสาร์ วันมนตรีคือวันศุกร์ และวันกาลกิณีคือวันอาทิตย์',
      'คนเกิดวันอังคาร วันเดชคือวันเสาร์ วันศรีคือวันพฤหัสบดี วันมนตรีคือวันอาทิตย์ วันกาลกิณีคือวันจันทร์ ส่วนคนเกิดวันพุธกลางวัน วันเดชคือวันพฤหัสบดี วันศรีคือช่วงค่ำวันพุธของราหู วันมนตรีคือวันจันทร์ และวันกาลกิณีคือวันอังคาร',
      'คนเกิดวันพุธกลางคืน วันเดชคือวันอาทิตย์ วันศรีคือวันจันทร์ วันมนตรีคือวันเสาร์ และวันกาลกิณีคือวันพฤหัสบดี ส่วนคนเกิดวันพฤหัสบดี วันเดชคือวันศุกร์ วันศรีคือวันอาทิตย์ วันมนตรีคือวันพุธกลางวัน และวันกาลกิณีคือวันเสาร์',
      'คนเกิดวันศุกร์ วันเดชคือวันจันทร์ วันศรีคือวันอังคาร วันมนตรีคือวันพฤหัสบดี และวันกาลกิณีคือช่วงค่ำวันพุธของราหู ส่วนคนเกิดวันเสาร์ วันเดชคือช่วงค่ำวันพุธของราหู วันศรีคือวันศุกร์ วันมนตรีคือวันอังคาร และวันกาลกิณีคือวันพุธกลางวัน',
      'วิธีใช้ให้ได้ผลคือเลือกให้ตรงกับเรื่อง เรื่องเงินและความรักใช้วันศรี เรื่องที่ต้องใช้อำนาจหรือความน่าเชื่อถือ เช่น นำเสนองานหรือเจรจา ใช้วันเดช เรื่องที่ต้องพึ่งผู้ใหญ่ เช่น ขอทุนหรือขอคำแนะนำ ใช้วันมนตรี ส่วนวันกาลกิณี ไม่ต้องกลัว แค่อย่าเลือกวันนั้นเริ่มเรื่องใหญ่ถ้าเลือกได้ และเผื่อเวลาให้ตัวเองมากขึ้นอีกนิด',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['topic:luck', 'topic:career'],
    sources: [lore('orst-taksa'), lore('sana-anong-taksa')],
    publishedDaysAgo: 10,
  },
  {
    slug: 'thursday-the-teachers-day',
    category: 'day-lore',
    titleTh: 'ทำไมวันพฤหัสบดีจึงเป็นวันครู',
    titleEn: 'Why Thursday is the teachers’ day',
    summaryTh:
      'พิธีไหว้ครูส่วนใหญ่จัดวันพฤหัสบดี เพราะดาวประจำวันคือครูของเทวดา คนวันพฤหัสบดีได้อะไรจากดาวดวงนี้ และใครก็ใช้พลังของวันนี้ได้อย่างไร',
    summaryEn:
      'Most wai khru ceremonies fall on a Thursday, because its planet is the teacher of the gods. What that means for Thursday people, and for everyone else.',
    bodyTh: [
      'ใครเคยผ่านพิธีไหว้ครูตอนเปิดเทอมคงจำพานดอกไม้ ดอกเข็ม หญ้าแพรก และดอกมะเขือได้ แต่อาจไม่ทันสังเกตว่าพิธีนี้มักจัดในวันพฤหัสบดีแทบทุกปี เหตุผลย้อนกลับไปที่ดาวประจำวันนั่นเอง',
      'ตามคติพราหมณ์ที่เข้ามาผสมกับความเชื่อไทยตั้งแต่สมัยอยุธยา พระพฤหัสบดีเป็นครูของเทวดา มีอีกพระนามหนึ่งว่าพระครุเทว คำว่าครุในภาษาบาลีแปลว่าหนัก เหมือนภาระของครูที่ต้องแบกความรู้ไว้ให้ศิษย์ ไทยจึงยืมคำนี้มาเรียกผู้สอนว่าครู และถือวันพฤหัสบดีเป็นวันแห่งครูมาจนทุกวันนี้',
      'อย่าสับสนกับวันครูวันที่ 16 มกราคม ซึ่งเป็นวันที่กำหนดขึ้นภายหลังเพื่อระลึกถึงครูทั้งประเทศ ส่วนวันไหว้ครูเป็นพิธีของศิษย์ที่ทำกันช่วงเปิดภาคเรียน และนิยมเลือกวันพฤหัสบดีตามความเชื่อดั้งเดิม วงการดนตรีไทย นาฏศิลป์ และมวยไทยก็นิยมไหว้ครูวันนี้เช่นกัน',
      'คนเกิดวันพฤหัสบดีได้ดาวดวงนี้เป็นดาวประจำตัว สีประจำวันคือสีส้ม ตำราว่าเป็นคนมีหลักการ ใฝ่รู้ และเป็นที่พึ่งทางความคิดให้คนรอบข้าง สีที่ตำราให้เลี่ยงคือสีม่วงและสีดำ ซึ่งเป็นสีของพระเสาร์ที่อยู่ในตำแหน่งกาลกิณีของคนวันนี้',
      'ข้อควรระวังของคนวันพฤหัสบดีก็มาจากความเป็นครูเช่นกัน คือเผลอสอนคนอื่นทั้งที่เขาแค่อยากให้ฟัง ลองสังเกตดูว่าเพื่อนกำลังขอคำแนะนำ หรือแค่อยากระบาย บางครั้งการนั่งฟังเงียบ ๆ ก็เป็นความเมตตาแบบครูที่ดีที่สุด',
      'ไม่ได้เกิดวันพฤหัสบดีก็ใช้พลังของวันนี้ได้ คนโบราณนิยมเริ่มเรียนสิ่งใหม่ สมัครคอร์ส หรือไปกราบขอพรครูบาอาจารย์ในวันพฤหัสบดี ถ้ามีเรื่องอยากเริ่มต้นเรียนรู้ ลองเลือกวันพฤหัสบดีหน้าเป็นวันแรก แล้วให้วันนั้นเป็นหมุดหมายเล็ก ๆ ที่เตือนใจว่าเราตั้งใจจริง',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['weekday:4', 'topic:career'],
    sources: [WEB.thaizaWaiKhru, lore('orst-taksa'), lore('sana-anong-taksa')],
    publishedDaysAgo: 21,
  },
];
