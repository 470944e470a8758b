/**
 * The sources the shipped articles cite. Lore that the oracle's tables hold is cited in the words
 * of `packages/oracle/src/lore/sources.ts` and of the phone schools in `lore/phone-pairs.ts`;
 * everything else names the page it was read on (read 2025–2026, titles as published).
 */
import { LORE_SOURCES, type LoreSourceId } from '@duangdee/oracle/lore/sources';
import {
  LUCKY_NUMBER_SCHOOL,
  PLANET_GROUP_SCHOOL,
  type PhoneSchoolSource,
} from '@duangdee/oracle/lore/phone-pairs';

/** A source of the oracle's lore tables, as `sources.ts` words it: "title — by, url". */
export function lore(id: LoreSourceId): string {
  const s: { title: string; by: string; url?: string } = LORE_SOURCES[id];
  return s.url ? `${s.title} — ${s.by}, ${s.url}` : `${s.title} — ${s.by}`;
}

function school(s: PhoneSchoolSource): string {
  return `${s.title} — ${s.site}, ${s.url}`;
}

/** The eight-group planet-pair table the phone reading follows (decision 011). */
export const PHONE_GROUPS_SOURCE = school(PLANET_GROUP_SCHOOL.sources[0] as PhoneSchoolSource);
/** The lucky-number trade's pair-by-pair table. */
export const PHONE_TRADE_SOURCE = school(LUCKY_NUMBER_SCHOOL.sources[0] as PhoneSchoolSource);
/** The lucky-number trade's named good sums. */
export const PHONE_TRADE_SUMS_SOURCE = school(LUCKY_NUMBER_SCHOOL.sources[1] as PhoneSchoolSource);

/** Pages read for lore the oracle's tables do not hold. */
export const WEB = {
  ajarnjoeWednesday:
    'วันพุธกลางวันและวันพุธกลางคืน — ajarnjoe.com (2021), https://www.ajarnjoe.com/2021/06/wednesday-and-wednesday-at-night.html',
  teeneeDayCount:
    'การนับวันทางโหราศาสตร์ — variety.teenee.com, http://variety.teenee.com/foodforbrain/34202.html',
  myhoraBirthDay:
    'ตรวจสอบวันเดือนปีเกิด: การนับวันเกิดทางโหราศาสตร์ — myhora.com, http://myhora.com/ปฏิทิน/ตรวจสอบวันเดือนปีเกิด.aspx',
  silpaSawatdi:
    'ความเชื่อเรื่อง “สีมงคล” ประจำวัน ในงานประพันธ์ของ “สุนทรภู่” — ศิลปวัฒนธรรม (silpa-mag.com), https://www.silpa-mag.com/culture/article_134762',
  cheekkachicVerse:
    'สวัสดิรักษาคำกลอน (ตัวบท) — cheekkachic.com (2018), https://www.cheekkachic.com/index.php/2018/03/15/color-thaiclothes/',
  nanitalkNungHom:
    'การนุ่งห่มสีตามวัน คนไทยเรียก สวัสดิรักษา — nanitalk.com, https://www.nanitalk.com/interesting-story/212',
  tabien2youPlate:
    'วิธีคำนวณผลรวมทะเบียนรถ (ค่าตัวเลขของตัวอักษร) — tabien2you.com, https://tabien2you.com/howtosumtabien.php',
  somjateHouse:
    'ฮวงจุ้ยเลขที่บ้าน — อาจารย์สมเจตน์ แสงคำ ณ เวียงกำพู (somjate.com), https://somjate.com/house01.html',
  kubkhaoHouse:
    'เปิดตำราโบราณ "เลขที่บ้าน" ชี้ชะตา พร้อมวิธีคำนวน — kubkhao.com (2024), https://www.kubkhao.com/2024/01/blog-post_254.html',
  ghbankRoom:
    'การเลือกเลขห้องมงคลหรือบ้านเลขที่มงคล — บล็อกธนาคารอาคารสงเคราะห์ (blog.ghbank.co.th), https://blog.ghbank.co.th/lucky-room-number-thai/',
  jarmHands: 'ทายนิสัยจากลักษณะมือ (มือข้างที่ถนัดกับอีกข้าง) — jarm.com, https://jarm.com/knowledge/168305',
  royinSiamsi:
    'เซียมซี — ราชบัณฑิตยสภา, บทวิทยุรายการ “รู้ รัก ภาษาไทย” (royin.go.th), http://www.royin.go.th/?knowledges=เซียมซี-๒-เมษายน-๒๕๕๖',
  ongtepSiamsi: 'เซียมซี — ongtep.com, http://ongtep.com/issue_detail.php?id=40',
  duangheng99Siamsi:
    '10 สถานที่เสี่ยงเซียมซี เนื้อคู่ ความรัก ยอดนิยม — duangheng99.com, https://duangheng99.com/',
  thairathSiamsiLove:
    'เซียมซีเสี่ยงรัก — กิเลน ประลองเชิง, ไทยรัฐ (23 ม.ค. 2556), http://www.thairath.co.th/column/pol/chuckthong/321731',
  mthaiBadSlip:
    'วิธีแก้เคล็ด ใบเซียมซี! ทำอย่างไรกับคำทำนายที่ไม่ค่อยดี? — horoscope.mthai.com, https://mthai.com/horoscope/292456.html',
  goodhoroSiamsi:
    'เซียมซี การเสี่ยงใบบอกทางจากสิ่งศักดิ์สิทธิ์ คำทำนายที่แฝงคติสอนใจ — goodhoro.com, https://goodhoro.com/?p=2219',
  rtnakmWanPhra: 'ประเพณีวันพระ — น.ท.สมปอง วัฒนกูล (rtnakm.com, 2018), https://rtnakm.com/2018/04/30/',
  orstLunarDays: 'วันสำคัญตามข้างขึ้นข้างแรม — ราชบัณฑิตยสภา, บทความความรู้ (legacy.orst.go.th)',
  lifeWanPhra:
    'ปฏิทินวันพระ วันโกน และวันสำคัญทางศาสนา ประจำปี 2566 — life.in.th, https://life.in.th/2526/',
  ajarnjoeBirthdayPrayer:
    'บทสวดมนต์ประจำวันเกิด — ajarnjoe.com (2022), https://www.ajarnjoe.com/2022/04/birthday-prayer.html',
  prayerlifeBuddha:
    'พระประจำวันเกิด ทั้งเจ็ดวัน (ลักษณะพระพุทธรูปและความเป็นมา) — prayerlife959.blogspot.com',
  kpopKamlangWan: 'การทำบุญพระตามกำลังวันเกิด — kpoppreorder.com',
  thaizaSadoh:
    'การทำบุญสะเดาะเคราะห์ — horoscope.thaiza.com (29 เม.ย. 2551), https://horoscope.thaiza.com/detail_63251.html',
  fisheriesRelease:
    'กรมประมง ชวนเช็คก่อนปล่อยปลา สงกรานต์นี้เลือกปล่อยปลาชนิดใดดี (12 เม.ย. 2567) — thejournalistclub.com, https://thejournalistclub.com/fish-songkran-12042024/257201/',
  thaipbsRelease: 'ทำบุญปล่อยปลาอย่างไร ให้ได้บุญแทนบาป — Thai PBS (27 เม.ย. 2563), thaipbspodcast.com',
  birthdayMeritOrigin:
    'ความเป็นมาของประเพณีทำบุญวันเกิด (พระราชดำริในรัชกาลที่ 4) — bkk.social, https://www.bkk.social/topic/1020685',
  postjungBirthdayMerit:
    'วิธีทำบุญวันเกิด ให้ได้บุญมากที่สุด — board.postjung.com, https://board.postjung.com/1519099',
  siamtarotBirthdayChant:
    'พระและเทวดาประจำวันเกิด บทสวดเสริมดวงชะตา (สวดอิติปิโสเท่าอายุบวกหนึ่ง) — siamtarot.com, http://www.siamtarot.com/shome/buddha/day.html',
  mcotChong: 'แก้ชง ที่ไม่ต้องไปแก้ชง — MCOT (17 ม.ค. 2566), https://www.mcot.net/view/wz5slOU2',
  thaizaWaiKhru:
    'สงสัยมานาน? ทำไมวันไหว้ครู ต้องเป็นวันพฤหัสบดี — horoscope.thaiza.com, https://horoscope.thaiza.com/content/436280/',
  sagesTaiSui: 'ฤกษ์มงคลไหว้ไท้ส่วยเอี๊ย (เสริมดวง แก้ปีชง) — อ.ตั้งเต็กค้วง, sages99.com (2557)',
} as const;
