/**
 * Colours: what to wear on each day, the กาลกิณี colours, colours for an interview, for love, for a
 * car or a phone case. Every colour agrees with `packages/oracle/src/lore/weekday-colours.ts` and
 * the taksa wheel of `thai-calendar.ts`; a colour given for a taksa place is written "สีX (place)"
 * so the test can check it against the wheel.
 */
import type { SeedArticle } from './seed-article.ts';
import { lore, WEB } from './sources.ts';

const COLOUR_SOURCES = [
  lore('orst-taksa'),
  lore('sana-anong-taksa'),
  lore('nanitalk-day-colours'),
  lore('colours-of-the-day-wiki'),
];

export const colourArticles: SeedArticle[] = [
  {
    slug: 'what-to-wear-each-day',
    category: 'colours',
    titleTh: 'สีเสื้อมงคลประจำวัน ใส่สีไหนเสริมงาน เงิน และผู้ใหญ่',
    titleEn: 'Lucky colours to wear each day: for work, money and patrons',
    summaryTh:
      'ไม่ใช่แค่สีประจำวัน แต่ทุกวันยังมีสีเดช สีศรี และสีมนตรีตามทักษา พร้อมสีกาลกิณีที่ควรเลี่ยง เปิดตู้เสื้อผ้าแล้วเลือกได้เลย',
    summaryEn:
      'Beyond the colour of the day, every day has a colour for power, fortune and support by taksa, and a colour to avoid. Open the wardrobe and choose.',
    bodyTh: [
      'การแต่งกายตามสีประจำวันอยู่กับคนไทยมาตั้งแต่สมัยสุนทรภู่ แต่สีเสื้อมงคลที่เห็นกันทุกวันนี้ละเอียดกว่านั้น เพราะอ่านวันที่เราจะใส่ผ่านวงล้อทักษา สีของดาวในตำแหน่งเดชช่วยเรื่องงานและความน่าเชื่อถือ ตำแหน่งศรีช่วยเรื่องเงินและเสน่ห์ ตำแหน่งมนตรีช่วยให้ผู้ใหญ่เมตตา ส่วนสีกาลกิณีคือสีที่ตำราให้เลี่ยงในวันนั้น',
      'วันอาทิตย์ สีประจำวันคือสีแดง ถ้ามีงานสำคัญใส่สีชมพู (เดช) อยากเสริมเรื่องเงินใส่สีเขียว (ศรี) ไปหาผู้ใหญ่ใส่สีเทา (มนตรี) สีกาลกิณีของวันนี้คือสีฟ้าและสีน้ำเงิน',
      'วันจันทร์ สีประจำวันคือสีเหลือง ใส่ไปทำงานเลือกสีเขียว (เดช) เสริมโชคลาภเลือกสีม่วง (ศรี) ต้องพึ่งผู้ใหญ่เลือกสีฟ้า (มนตรี) วันนี้ตำราให้เลี่ยงสีแดงซึ่งเป็นสีกาลกิณี',
      'วันอังคาร สีประจำวันคือสีชมพู งานที่ต้องใช้ความเด็ดขาดใส่สีม่วง (เดช) เรื่องเงินใส่สีส้ม (ศรี) เรื่องผู้ใหญ่ใส่สีแดง (มนตรี) ส่วนสีกาลกิณีของวันอังคารคือสีเหลืองและสีขาว',
      'วันพุธ สีประจำวันคือสีเขียว นำเสนองานใส่สีส้ม (เดช) อยากให้การเงินคล่องใส่สีเทา (ศรี) ไปพบผู้ใหญ่ใส่สีเหลือง (มนตรี) สีกาลกิณีคือสีชมพู',
      'วันพฤหัสบดี สีประจำวันคือสีส้ม วันประชุมใหญ่ใส่สีฟ้า (เดช) เสริมเงินใส่สีแดง (ศรี) ขอความช่วยเหลือจากผู้ใหญ่ใส่สีเขียว (มนตรี) สีกาลกิณีของวันนี้คือสีม่วงและสีดำ',
      'วันศุกร์ สีประจำวันคือสีฟ้า งานที่ต้องการความน่าเชื่อถือใส่สีเหลือง (เดช) อยากให้มีเสน่ห์และโชคใส่สีชมพู (ศรี) ไปพบผู้ใหญ่ใส่สีส้ม (มนตรี) วันศุกร์ตำราให้เลี่ยงสีเทาซึ่งเป็นสีกาลกิณี',
      'วันเสาร์ สีประจำวันคือสีม่วง ทำงานใส่สีเทา (เดช) เรื่องเงินใส่สีฟ้า (ศรี) ไปหาผู้ใหญ่ใส่สีชมพู (มนตรี) สีกาลกิณีของวันเสาร์คือสีเขียว ถ้าชุดทำงานบังคับสีอยู่แล้ว ใช้สีมงคลกับของชิ้นเล็กอย่างผ้าเช็ดหน้า กระเป๋า หรือสายนาฬิกาแทนก็ได้',
    ].join('\n\n'),
    bodyEn: [
      'Dressing by the colour of the day has been Thai custom since the days of Sunthorn Phu, but today’s lucky-colour charts go further: they read the day you will wear through the taksa wheel. The colour of the planet in the Power place helps work and credibility, the Fortune place money and charm, the Support place the goodwill of seniors, and the Misfortune colour is the one to leave in the wardrobe.',
      'Sunday’s colour is red. For important work wear pink (Power), for money green (Fortune), to see seniors grey (Support). Avoid light blue and navy blue.',
      'Monday’s colour is yellow. For work choose green (Power), for luck purple (Fortune), for patrons light blue (Support). Avoid red.',
      'Tuesday’s colour is pink. For decisive work wear purple (Power), for money orange (Fortune), for seniors red (Support). Avoid yellow and white.',
      'Wednesday’s colour is green. To present, wear orange (Power); for money, grey (Fortune); to see seniors, yellow (Support). Avoid pink.',
      'Thursday’s colour is orange. For a big meeting wear light blue (Power), for money red (Fortune), for help from seniors green (Support). Avoid purple and black.',
      'Friday’s colour is light blue. Where you need credibility wear yellow (Power), for charm and luck pink (Fortune), to see seniors orange (Support). Avoid grey.',
      'Saturday’s colour is purple. For work wear grey (Power), for money light blue (Fortune), for seniors pink (Support). Avoid green. If your uniform fixes the colour, carry the lucky one in something small: a handkerchief, a bag, a watch strap.',
    ].join('\n\n'),
    tags: ['topic:luck', 'topic:career'],
    sources: [...COLOUR_SOURCES, lore('sawatdi-raksa')],
    isFeatured: true,
    publishedDaysAgo: 0,
  },
  {
    slug: 'sawatdi-raksa-sunthorn-phu-colours',
    category: 'colours',
    titleTh: 'สวัสดิรักษา: ตำราสีเสื้อของสุนทรภู่ กับสีประจำวันที่เราใส่ทุกวันนี้',
    titleEn: 'Sawatdi Raksa: Sunthorn Phu’s colour guide and the colours we wear today',
    summaryTh:
      'สีประจำวันไม่ได้เพิ่งมีในยุคโซเชียล สุนทรภู่เขียนไว้ในกลอนเมื่อสองร้อยปีก่อน และบางวันก็ไม่ตรงกับสีที่เราคุ้นเคย',
    summaryEn:
      'Colours of the day are not a social-media invention: Sunthorn Phu put them in verse two centuries ago, and some days differ from the colours we know.',
    bodyTh: [
      'ก่อนจะมีภาพสีเสื้อมงคลส่งต่อกันในไลน์ทุกเช้า คนไทยมีคู่มือแต่งกายตามวันมานานแล้ว หลักฐานที่คนรู้จักมากที่สุดคือ สวัสดิรักษาคำกลอน ที่สุนทรภู่แต่งถวายการสอนสมเด็จเจ้าฟ้าอาภรณ์ พระราชโอรสในรัชกาลที่ 2 สันนิษฐานว่าแต่งราว พ.ศ. 2364 ถึง 2367 โดยเรียบเรียงจากสวัสดิรักษาคำฉันท์ฉบับภาษาบาลีที่เก่ากว่านั้น',
      'กลอนตอนนี้พูดถึงภูษาที่ทรงเวลาออกศึก ให้เลือกสีตามวันเพื่อเป็นมงคล วันอาทิตย์ใช้สีแดง วันจันทร์ใช้สีนวลขาว วันอังคารใช้สีม่วงปนคราม วันพุธใช้สีแสด วันพฤหัสบดีใช้สีเขียวเหลือง วันศุกร์ใช้สีเมฆหมอก และวันเสาร์ใช้สีดำ ใครเคยท่องก็คงจำวรรค "วันอาทิตย์สิทธิโชคโฉลกดี เอาเครื่องสีแดงทรงเป็นมงคล" ได้',
      'ในราชสำนักสมัยก่อน การแต่งกายตามวันยังละเอียดกว่านั้นอีก ผู้หญิงนุ่งผ้าสีหนึ่งและห่มสไบอีกสีหนึ่งให้ตัดกัน เรียกรวม ๆ ว่าการนุ่งห่มแบบสวัสดิรักษา ต่อมาธรรมเนียมค่อย ๆ ผ่อนลงจนเหลือสีประจำวันเพียงสีเดียว อย่างที่เราใช้กันในปัจจุบัน',
      'ถ้าเทียบกับสีประจำวันที่ใช้กันทุกวันนี้ จะเห็นว่าวันอาทิตย์สีแดง วันจันทร์สีนวล และวันเสาร์สีดำยังตรงกัน แต่วันอังคาร วันพุธ และวันพฤหัสบดีเปลี่ยนไป ปัจจุบันนิยมวันอังคารสีชมพู วันพุธสีเขียว และวันพฤหัสบดีสีส้ม ส่วนวันศุกร์สีเมฆหมอกก็กลายมาเป็นสีฟ้า',
      'สีในปัจจุบันมาจากหลักทักษา ซึ่งให้ดาวเคราะห์แต่ละดวงมีสีของตัวเอง และสีประจำวันก็คือสีของดาวประจำวันนั้น ดวงดีใช้สีชุดนี้ในคำทำนายทุกอย่าง ทั้งสีประจำวัน สีมงคล และสีกาลกิณี เพราะเป็นชุดที่ตำราโหราศาสตร์ไทยปัจจุบันใช้ตรงกัน และเป็นสีที่คนส่วนใหญ่รู้จัก',
      'ถ้าชอบความคลาสสิก จะลองแต่งตามสวัสดิรักษาบ้างก็ไม่ผิด เพราะทั้งสองชุดเป็นความเชื่อที่มีที่มา ข้อคิดที่กลอนของสุนทรภู่ฝากไว้จริง ๆ คือการเตรียมตัวให้พร้อมก่อนออกไปเผชิญวันสำคัญ สีเสื้อเป็นแค่เครื่องเตือนใจว่าเราตั้งใจกับวันนั้นแค่ไหน',
    ].join('\n\n'),
    bodyEn: null,
    tags: [],
    sources: [
      lore('sawatdi-raksa'),
      WEB.silpaSawatdi,
      WEB.cheekkachicVerse,
      WEB.nanitalkNungHom,
      lore('orst-taksa'),
      lore('colours-of-the-day-wiki'),
    ],
    publishedDaysAgo: 15,
  },
  {
    slug: 'kalakini-colours-by-birth-day',
    category: 'colours',
    titleTh: 'สีกาลกิณีของคนแต่ละวันเกิด และทำไมบางวันต้องเลี่ยงถึงสองสี',
    titleEn: 'The misfortune colours of each birth day, and why some days avoid two',
    summaryTh:
      'สีกาลกิณีไม่ได้มาจากการสุ่ม แต่มาจากดาวที่อยู่ตำแหน่งกาลกิณีบนวงล้อทักษา และถ้าดาวดวงนั้นมีสองสี ก็ต้องเลี่ยงทั้งสองสี',
    summaryEn:
      'A misfortune colour is not random: it is the colour of the planet in your Misfortune place on the taksa wheel, and if that planet has two colours, both are avoided.',
    bodyTh: [
      'หลายคนรู้ว่าตัวเองมีสีต้องห้าม แต่ไม่รู้ว่ามาจากไหน คำตอบอยู่ที่วงล้อทักษา เมื่อนับจากดาววันเกิดของเราไปจนถึงตำแหน่งที่แปด ดาวที่อยู่ตรงนั้นคือดาวกาลกิณีของเรา และสีของดาวดวงนั้นทั้งหมดคือสีกาลกิณี ราชบัณฑิตยสภาอธิบายไว้ตรงกันว่าสีกาลกิณีของวันเกิดคือสีของดาวที่อยู่ในตำแหน่งกาลกิณี',
      'ดาวบางดวงมีมากกว่าหนึ่งสี พระจันทร์มีทั้งสีเหลืองและสีขาวนวล พระศุกร์มีทั้งสีฟ้าและสีน้ำเงิน พระเสาร์มีทั้งสีม่วงและสีดำ เพราะฉะนั้นถ้าดาวกาลกิณีของคุณเป็นหนึ่งในสามดวงนี้ คุณต้องเลี่ยงทุกสีของดาวดวงนั้น ไม่ใช่แค่สีแรกที่ได้ยินมา',
      'คนเกิดวันอาทิตย์ สีประจำวันคือสีแดง ดาวกาลกิณีคือพระศุกร์ จึงเลี่ยงทั้งสีฟ้าและสีน้ำเงิน ส่วนคนเกิดวันจันทร์ สีประจำวันคือสีเหลือง ดาวกาลกิณีคือพระอาทิตย์ สีที่ต้องเลี่ยงจึงมีสีแดงสีเดียว',
      'คนเกิดวันอังคาร สีประจำวันคือสีชมพู ดาวกาลกิณีคือพระจันทร์ จึงเลี่ยงทั้งสีเหลืองและสีขาว เรื่องนี้คนวันอังคารมักไม่รู้ เพราะหลายตำราเขียนไว้แค่สีเดียว ส่วนคนเกิดวันพุธกลางวัน สีประจำวันคือสีเขียว ดาวกาลกิณีคือพระอังคาร สีที่ควรเลี่ยงคือสีชมพู',
      'คนเกิดวันพุธกลางคืน สีประจำวันคือสีเทา ดาวกาลกิณีคือพระพฤหัสบดี จึงเลี่ยงสีส้ม ส่วนคนเกิดวันพฤหัสบดี สีประจำวันคือสีส้ม ดาวกาลกิณีคือพระเสาร์ จึงเลี่ยงทั้งสีม่วงและสีดำ ชุดดำไปงานกลางคืนจึงอาจไม่ใช่ตัวเลือกแรกของคนวันพฤหัสบดีตามตำรา',
      'คนเกิดวันศุกร์ สีประจำวันคือสีฟ้า ดาวกาลกิณีคือพระราหูของวันพุธกลางคืน สีที่เลี่ยงจึงเป็นสีเทา ส่วนคนเกิดวันเสาร์ สีประจำวันคือสีม่วง ดาวกาลกิณีคือพระพุธ สีกาลกิณีคือสีเขียว',
      'ตำราไม่ได้บอกว่าใส่สีกาลกิณีแล้วจะเกิดเรื่องร้าย แค่ถือว่าเป็นสีที่ไม่หนุนดวง ถ้าต้องใส่เพราะเป็นชุดยูนิฟอร์มหรือชุดไว้ทุกข์ ก็ใส่ไปตามกาลเทศะได้เลย ใจที่เคารพโอกาสนั้นสำคัญกว่า แล้วค่อยเลือกของเล็ก ๆ ในสีมงคลของคุณติดตัวไว้แทน',
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
    sources: COLOUR_SOURCES,
    publishedDaysAgo: 4,
  },
  {
    slug: 'colours-for-a-job-interview',
    category: 'colours',
    titleTh: 'ไปสัมภาษณ์งานใส่สีอะไรดี ตามวันเกิดและตามตำราทักษา',
    titleEn: 'What colour to wear to a job interview, by birth day and taksa',
    summaryTh:
      'สีเดชช่วยให้ดูน่าเชื่อถือ สีมนตรีช่วยให้ผู้ใหญ่เอ็นดู เลือกสีให้ถูกวันแล้วเตรียมตัวให้พร้อม ที่เหลือเป็นเรื่องของฝีมือคุณ',
    summaryEn:
      'The Power colour lends authority, the Support colour wins over seniors. Pick the right one, prepare well, and let your ability do the rest.',
    bodyTh: [
      'วันสัมภาษณ์งานเป็นวันที่ใครก็อยากได้ตัวช่วย ตามหลักทักษา สีที่นิยมใช้มีสองตำแหน่ง คือสีเดช ซึ่งเสริมอำนาจและความน่าเชื่อถือ กับสีมนตรี ซึ่งเสริมให้ผู้ใหญ่เมตตา สำหรับการสัมภาษณ์ที่อีกฝ่ายเป็นหัวหน้าหรือผู้บริหาร หลายคนจึงเลือกสีมนตรีเป็นหลัก แล้วใช้สีเดชเป็นสีรอง',
      'จะนับจากวันเกิดของคุณหรือนับจากวันที่ไปสัมภาษณ์ก็ได้ หลักการเหมือนกัน ถ้านับจากวันเกิด คนเกิดวันอาทิตย์ใช้สีชมพู (เดช) หรือสีเทา (มนตรี) คนเกิดวันจันทร์ใช้สีเขียว (เดช) หรือสีฟ้า (มนตรี) คนเกิดวันอังคารใช้สีม่วง (เดช) หรือสีแดง (มนตรี)',
      'คนเกิดวันพุธกลางวันใช้สีส้ม (เดช) หรือสีเหลือง (มนตรี) คนเกิดวันพุธกลางคืนใช้สีแดง (เดช) หรือสีม่วง (มนตรี) คนเกิดวันพฤหัสบดีใช้สีฟ้า (เดช) หรือสีเขียว (มนตรี)',
      'คนเกิดวันศุกร์ใช้สีเหลือง (เดช) หรือสีส้ม (มนตรี) และคนเกิดวันเสาร์ใช้สีเทา (เดช) หรือสีชมพู (มนตรี) ถ้าสีเหล่านี้สดเกินไปสำหรับห้องสัมภาษณ์ เลือกโทนที่หม่นลงหรือเข้มขึ้นได้ เช่น ชมพูอมเทา ส้มอิฐ หรือเขียวขี้ม้า ตำราถือที่สี ไม่ได้ถือที่ความสด',
      'สิ่งที่ควรเลี่ยงคือสีกาลกิณีของวันเกิด เช่น คนวันอาทิตย์เลี่ยงเสื้อสูทสีน้ำเงิน คนวันเสาร์เลี่ยงเสื้อสีเขียว ถ้าบริษัทกำหนดชุดมาแล้ว หรือชุดสุภาพที่มีอยู่เป็นสีนั้นพอดี ก็ไม่ต้องกังวล ใช้ของชิ้นเล็กในสีมงคลอย่างเนกไท ผ้าพันคอ หรือปกแฟ้มเอกสารแทนได้',
      'สุดท้ายต้องพูดกันตรง ๆ ว่าสีเสื้อไม่ได้ตัดสินว่าคุณจะได้งาน สิ่งที่ช่วยได้จริงคือศึกษาบริษัทให้ดี ซ้อมตอบคำถามยาก ๆ และไปถึงก่อนเวลา สีมงคลทำหน้าที่อย่างเดียวคือทำให้คุณเดินเข้าห้องด้วยความมั่นใจ และความมั่นใจนั้นคนสัมภาษณ์มองเห็นได้',
    ].join('\n\n'),
    bodyEn: [
      'Everyone wants a little help on interview day. By taksa, two places are used: the Power colour, which lends authority and credibility, and the Support colour, which wins the goodwill of seniors. When the interviewer is a manager or an executive, many people make Support their main colour and Power the second.',
      'Count from your birth day or from the interview day; the method is the same. By birth day: Sunday people wear pink (Power) or grey (Support), Monday people green (Power) or light blue (Support), Tuesday people purple (Power) or red (Support).',
      'Wednesday-day people wear orange (Power) or yellow (Support), Wednesday-night people red (Power) or purple (Support), Thursday people light blue (Power) or green (Support).',
      'Friday people wear yellow (Power) or orange (Support), Saturday people grey (Power) or pink (Support). If these are too bright for an interview room, choose muted or deeper shades: greyish pink, brick orange, olive green. The tradition cares about the colour, not its brightness.',
      'Avoid the misfortune colour of your birth day: a Sunday person might skip the navy suit, a Saturday person the green shirt. If the company sets the dress code, or your only smart outfit happens to be that colour, don’t worry: carry the lucky colour in a tie, a scarf or the folder holding your papers.',
      'To be plain about it, no shirt colour decides whether you get the job. Research the company, rehearse the hard questions and arrive early. A lucky colour does one thing: it lets you walk in with confidence, and interviewers can see confidence.',
    ].join('\n\n'),
    tags: ['topic:career', 'kind:career'],
    sources: COLOUR_SOURCES,
    publishedDaysAgo: 2,
  },
  {
    slug: 'colours-for-love-and-charm',
    category: 'colours',
    titleTh: 'สีเสริมเสน่ห์ตามวันเกิด ใส่ไปเดทแรกหรือวันที่อยากบอกรัก',
    titleEn: 'Colours for charm by birth day: for a first date or a confession',
    summaryTh: 'ตำแหน่งศรีในทักษาคือตำแหน่งของเสน่ห์และโชค สีของดาวดวงนั้นจึงเป็นสีที่หลายคนเลือกใส่ไปพบคนที่แอบชอบ',
    summaryEn:
      'The Fortune place of taksa is the place of charm and luck, so its colour is the one many people wear to meet someone they like.',
    bodyTh: [
      'ถ้าถามหมอดูว่าใส่สีอะไรไปเดทดี คำตอบส่วนใหญ่จะพาไปที่ตำแหน่งศรีบนวงล้อทักษา เพราะศรีไม่ได้หมายถึงเงินอย่างเดียว แต่รวมถึงเสน่ห์และสิริมงคล คนโบราณเชื่อว่าสีของดาวในตำแหน่งนี้ช่วยให้คนที่พบเห็นรู้สึกดีกับเรา',
      'สีศรีของแต่ละวันเกิดเป็นดังนี้ คนเกิดวันอาทิตย์คือสีเขียว (ศรี) คนเกิดวันจันทร์คือสีม่วง (ศรี) คนเกิดวันอังคารคือสีส้ม (ศรี) และคนเกิดวันพุธกลางวันคือสีเทา (ศรี) ซึ่งหลายคนแปลกใจ เพราะนึกไม่ถึงว่าสีเรียบ ๆ จะเป็นสีเสน่ห์ได้',
      'คนเกิดวันพุธกลางคืนคือสีเหลือง (ศรี) คนเกิดวันพฤหัสบดีคือสีแดง (ศรี) คนเกิดวันศุกร์คือสีชมพู (ศรี) และคนเกิดวันเสาร์คือสีฟ้า (ศรี) ถ้าสีเต็มตัวดูมากเกินไป ลองเริ่มจากลิปสติก ต่างหู หรือเคสโทรศัพท์ที่หยิบขึ้นมาระหว่างคุย',
      'อีกตำแหน่งที่เกี่ยวกับความรักคือบริวาร ซึ่งหมายถึงคนใกล้ตัวและคู่ครอง สีของตำแหน่งนี้คือสีประจำวันเกิดของคุณเอง บางคนจึงเลือกใส่สีวันเกิดตัวเองในวันที่อยากให้ความสัมพันธ์มั่นคง เช่น วันครบรอบหรือวันไปพบครอบครัวของอีกฝ่าย',
      'สิ่งที่ควรเลี่ยงในวันนัดสำคัญคือสีกาลกิณีของวันเกิดคุณ ไม่ใช่เพราะจะทำให้เดทพัง แต่เพราะตำราถือว่าเป็นสีที่ไม่หนุน ถ้ารู้ตัวว่าชอบสีนั้นมาก ก็เก็บไว้ใส่วันสบาย ๆ แทน',
      'ข้อสำคัญที่สุดคือเสน่ห์จริงไม่ได้อยู่ที่สีเสื้อ แต่อยู่ที่การฟังอีกฝ่ายอย่างตั้งใจและการเป็นตัวของตัวเอง สีมงคลเป็นแค่กำลังใจเล็ก ๆ ให้เรากล้าเปิดใจ ส่วนเรื่องที่เขาจะรู้สึกอย่างไร เป็นเรื่องของใจเขาที่เราบังคับไม่ได้ และไม่ควรบังคับ',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['topic:love', 'kind:love', 'kind:their-feelings'],
    sources: COLOUR_SOURCES,
    publishedDaysAgo: 5,
  },
  {
    slug: 'car-and-phone-case-colours',
    category: 'colours',
    titleTh: 'เลือกสีรถและสีเคสโทรศัพท์ตามวันเกิด ของที่อยู่กับเราทุกวัน',
    titleEn: 'Choosing a car colour and a phone case by your birth day',
    summaryTh:
      'รถกับโทรศัพท์อยู่กับเรานานกว่าเสื้อตัวไหน ๆ คนจึงนิยมเลือกสีให้ถูกโฉลก บทความนี้บอกหลักเลือกแบบง่าย ๆ และทางออกเมื่อสีที่มีอยู่ไม่ตรงตำรา',
    summaryEn:
      'A car and a phone stay with us longer than any shirt, so people like their colours to suit them. Simple rules, and what to do when the colour you own is not the one the books advise.',
    bodyTh: [
      'เสื้อเปลี่ยนได้ทุกวัน แต่รถคันหนึ่งอาจอยู่กับเราสิบปี โทรศัพท์ก็อยู่ในมือแทบทั้งวัน คนที่ถือเรื่องสีมงคลจึงมักเลือกสีของสองสิ่งนี้ตามวันเกิดของเจ้าของ ไม่ใช่ตามวันที่ใช้ เพราะเป็นของประจำตัว หลักที่ใช้กันคือเลือกสีในตำแหน่งที่หนุนเรา และเลี่ยงสีกาลกิณี',
      'สำหรับรถ ตำแหน่งที่นิยมคือศรีกับเดช ตัวอย่างเช่น คนเกิดวันจันทร์ สีประจำวันคือสีเหลือง ตำแหน่งศรีคือสีม่วง (ศรี) ตำแหน่งเดชคือสีเขียว (เดช) ส่วนคนเกิดวันพฤหัสบดี สีประจำวันคือสีส้ม ตำแหน่งศรีคือสีแดง (ศรี) ตำแหน่งเดชคือสีฟ้า (เดช) ถ้าสีเหล่านี้หาเป็นสีรถยาก สีประจำวันเกิดของตัวเองซึ่งเป็นตำแหน่งบริวารก็เป็นตัวเลือกที่ปลอดภัย',
      'สีรถที่ต้องคิดให้ดีคือสีกาลกิณี คนเกิดวันอังคารซึ่งมีกาลกิณีเป็นสีเหลืองและสีขาว มักลำบากใจที่สุด เพราะรถสีขาวมีให้เลือกมากที่สุดในตลาด ส่วนคนเกิดวันศุกร์ซึ่งเลี่ยงสีเทา ก็ควรระวังรถสีเทาหรือบรอนซ์ที่บางคนนับรวมเป็นสีเทา',
      'ถ้ารถที่มีอยู่เป็นสีกาลกิณีพอดี ไม่จำเป็นต้องขายทิ้ง คนโบราณนิยมแก้เคล็ดด้วยของชิ้นเล็กในสีมงคล เช่น ผ้าคลุมเบาะ พวงกุญแจ หรือผ้าสามสีผูกหน้ารถ สิ่งที่ช่วยได้จริงกว่านั้นคือดูแลรถให้พร้อม ขับอย่างมีสติ และพักเมื่อง่วง ไม่มีสีไหนทำหน้าที่แทนได้',
      'เคสโทรศัพท์เป็นของที่สนุกที่สุดในเรื่องนี้ เพราะราคาไม่แพงและเปลี่ยนได้ง่าย บางคนมีเคสสองสามสีแล้วสลับตามวัน เช่น ใส่สีศรีของวันนั้นเมื่อมีนัดเจรจาเรื่องเงิน หรือใส่สีมนตรีเมื่อต้องโทรหาผู้ใหญ่ ถ้าไม่อยากวุ่นวาย ใช้สีศรีของวันเกิดตัวเองเป็นเคสประจำก็พอ',
      'สีรถและสีเคสเป็นความเชื่อที่ทำให้สบายใจ ไม่ใช่เรื่องที่ต้องกังวลจนซื้อของที่ไม่ชอบ ถ้าคุณรักสีไหนและใช้มันอย่างมีความสุข ความรู้สึกดีทุกครั้งที่หยิบขึ้นมาก็เป็นมงคลในแบบของมันเหมือนกัน',
    ].join('\n\n'),
    bodyEn: null,
    tags: ['topic:luck'],
    sources: COLOUR_SOURCES,
    publishedDaysAgo: 17,
  },
];
