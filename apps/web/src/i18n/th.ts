import { adminTh } from './admin-th.ts';
import { chatTh } from './chat-th.ts';
import { coinsTh } from './coins-th.ts';
import { dateFieldTh } from './date-field-th.ts';
import { dailyPushTh } from './daily-push-th.ts';
import { installAppTh } from './install-app-th.ts';
import { contentTh } from './content-th.ts';
import { feedTh } from './feed-th.ts';
import { gameTh } from './game-th.ts';
import { referralTh } from './referral-th.ts';
import { palmTh } from './palm-th.ts';
import { paymentsTh } from './payments-th.ts';
import { privacyRightsTh } from './privacy-rights-th.ts';
import { readingsTh } from './readings-th.ts';
import { shareSheetTh } from './share-sheet-th.ts';
import { thCore } from './th-core.ts';

/** Thai past the first paint: every screen, modal and message besides those of `th-core.ts`. */
export const thRest = {
  fortune: {
    title: 'ดูดวง',
    subtitle: 'เลือกศาสตร์ที่อยากรู้ แล้วเปิดดวงของคุณได้เลย',
    price: '{{amount}} เหรียญ',
    freeToTry: 'ลองฟรีวันละ 1 ใบ',
  },
  screens: {
    fortuneTelling: 'เริ่มดูดวง',
    chat: 'แชทกับหมอดู',
    history: 'ประวัติการดูดวง',
    fortuneResults: 'ผลคำทำนาย',
    palmAnalysis: 'วิเคราะห์ลายมือ',
    wallet: 'กระเป๋าเหรียญ',
    payment: 'ชำระเงิน',
    profile: 'โปรไฟล์',
    paymentSuccess: 'ชำระเงินสำเร็จ',
    paymentCancel: 'ยกเลิกการชำระเงิน',
    test: 'หน้าทดสอบ',
    productChatTest: 'ทดสอบแชท: {{product}}',
    palmAnalysisTest: 'ทดสอบการวิเคราะห์ลายมือ',
    signInCallback: 'กำลังเข้าสู่ระบบ',
  },
  comingSoon: {
    badge: 'เร็ว ๆ นี้',
    message: 'เรากำลังเตรียมส่วนนี้ให้พร้อมใช้งาน อีกไม่นานเกินรอ',
    backHome: 'กลับหน้าแรก',
  },
  settings: {
    title: 'ตั้งค่า',
    theme: 'ธีม',
    themeOptions: {
      light: 'สว่าง',
      dark: 'มืด',
      auto: 'ตามระบบ',
    },
    themeAutoHint: 'ตามระบบ: สลับสว่างหรือมืดตามการตั้งค่าของอุปกรณ์',
    language: 'ภาษา',
    languageNames: {
      th: 'ไทย',
      en: 'English',
    },
    more: 'ข้อมูลและความช่วยเหลือ',
  },
  ...contentTh,
  auth: {
    signIn: 'เข้าสู่ระบบ',
    signInTitle: 'เข้าสู่ระบบดวงดี',
    signInIntro: 'รับรหัสผ่านครั้งเดียวทางอีเมล ไม่ต้องจำรหัสผ่าน',
    emailLabel: 'อีเมล',
    emailPlaceholder: 'you@example.com',
    sendCode: 'ส่งรหัสเข้าสู่ระบบ',
    sending: 'กำลังส่ง…',
    codeTitle: 'กรอกรหัสจากอีเมล',
    codeSentTo: 'เราส่งรหัส {{length}} หลักไปที่ {{email}} แล้ว',
    codeLabel: 'รหัส {{length}} หลัก',
    verify: 'ยืนยันรหัส',
    verifying: 'กำลังตรวจสอบ…',
    resendIn: 'ขอรหัสใหม่ได้ใน {{seconds}} วินาที',
    resend: 'ส่งรหัสใหม่',
    changeEmail: 'เปลี่ยนอีเมล',
    orContinueWith: 'หรือเข้าสู่ระบบด้วย',
    providers: { google: 'Google', line: 'LINE', facebook: 'Facebook' },
    continueWith: 'เข้าสู่ระบบด้วย {{provider}}',
    close: 'ปิด',
    welcomeBack: 'เข้าสู่ระบบสำเร็จ ยินดีต้อนรับ',
    signedOut: 'ออกจากระบบแล้ว',
    errors: {
      required: 'กรุณากรอกข้อมูลนี้',
      email: 'กรุณากรอกอีเมลให้ถูกต้อง',
      codeLength: 'รหัสต้องมี {{length}} หลัก',
      invalidCode: 'รหัสไม่ถูกต้อง ลองอีกครั้ง (เหลืออีก {{left}} ครั้ง)',
      invalidCodeNoTries: 'รหัสนี้ใช้ไม่ได้แล้ว กรุณาขอรหัสใหม่',
      expiredCode: 'รหัสหมดอายุแล้ว กรุณาขอรหัสใหม่',
      locked: 'กรอกรหัสผิดหลายครั้งเกินไป ระบบพักการเข้าสู่ระบบด้วยรหัสไว้ 1 ชั่วโมง',
      tooSoon: 'ขอรหัสถี่เกินไป กรุณารออีก {{seconds}} วินาที',
      network: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ต',
      mailUnavailable: 'ตอนนี้ส่งอีเมลรหัสเข้าสู่ระบบไม่ได้ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
      mailRejected: 'ระบบอีเมลไม่รับอีเมลถึงที่อยู่นี้ กรุณาตรวจสอบอีเมลหรือใช้อีเมลอื่น',
      suspended: 'บัญชีนี้ถูกระงับการใช้งานชั่วคราว หากคิดว่าเป็นความผิดพลาด ติดต่อทีมงานได้ที่หน้าช่วยเหลือ',
      generic: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่',
    },
  },
  pdpa: {
    title: 'ความเป็นส่วนตัวของคุณสำคัญกับเรา',
    body: 'ดวงดีเก็บและใช้ข้อมูลที่คุณให้ (เช่น วันเกิด รูปลายมือ และข้อความที่ถาม) เพื่อดูดวงให้คุณเท่านั้น ตาม พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล (PDPA) คุณขอดู แก้ไข ลบข้อมูล หรือถอนความยินยอมได้ทุกเมื่อ',
    readPolicy: 'อ่านนโยบายความเป็นส่วนตัว',
    accept: 'ยอมรับและเริ่มใช้งาน',
    decline: 'ไม่ยอมรับ',
    declined: 'เราไม่ได้เก็บข้อมูลของคุณไว้ คุณยังดูหน้าทั่วไปได้ และให้ความยินยอมภายหลังได้เสมอ',
  },
  oauthCallback: {
    processing: 'กำลังเข้าสู่ระบบ…',
    success: 'เข้าสู่ระบบสำเร็จ',
    failure: 'เข้าสู่ระบบไม่สำเร็จ',
    failureBody: 'การเข้าสู่ระบบกับผู้ให้บริการไม่สำเร็จหรือถูกยกเลิก กรุณาลองอีกครั้ง',
    errors: {
      invalidProvider: 'ไม่รู้จักผู้ให้บริการนี้',
      callbackFailed: 'ผู้ให้บริการตอบกลับไม่สำเร็จ',
      missingToken: 'ไม่ได้รับข้อมูลการเข้าสู่ระบบ',
      missingParams: 'ข้อมูลที่ได้รับกลับมาไม่ครบ',
    },
    goBack: 'กลับไปหน้าโปรไฟล์',
  },
  profile: {
    title: 'โปรไฟล์',
    guestTitle: 'คุณกำลังใช้งานแบบผู้เยี่ยมชม',
    guestBody: 'เข้าสู่ระบบเพื่อเก็บประวัติการดูดวง เติมเหรียญ และรับเหรียญต้อนรับ',
    details: 'ข้อมูลสำหรับการดูดวง',
    displayName: 'ชื่อที่แสดง',
    displayNamePlaceholder: 'เช่น มาลี หรือชื่อเล่นที่อยากให้หมอดูเรียก',
    noName: 'ผู้ใช้ดวงดี',
    noNameYet: 'ยังไม่ได้ตั้งชื่อ',
    addName: 'เพิ่มชื่อของคุณ',
    birthDate: 'วันเกิด',
    birthTime: 'เวลาเกิด (ถ้าทราบ)',
    gender: 'เพศ',
    genders: { unspecified: 'ไม่ระบุ', female: 'หญิง', male: 'ชาย', other: 'อื่น ๆ' },
    save: 'บันทึก',
    saving: 'กำลังบันทึก…',
    saved: 'บันทึกข้อมูลแล้ว',
    saveFailed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่',
    loading: 'กำลังโหลดข้อมูลของคุณ…',
    loadFailed: 'โหลดข้อมูลไม่สำเร็จ กรุณาลองใหม่',
    retry: 'ลองอีกครั้ง',
    signOut: 'ออกจากระบบ',
    adminBadge: 'ผู้ดูแลระบบ',
    errors: {
      birthDateFuture: 'วันเกิดต้องไม่เป็นวันในอนาคต',
      displayNameLong: 'ชื่อยาวเกิน 100 ตัวอักษร',
    },
  },
  wallet: {
    balanceLabel: 'เหรียญของฉัน',
    coins: '{{count, number}} เหรียญ',
    welcomeGranted: 'ได้รับ {{count, number}} เหรียญต้อนรับแล้ว',
    welcomeError: 'เกิดข้อผิดพลาดในการรับเครดิต กรุณาลองใหม่อีกครั้ง',
    close: 'ปิด',
    insufficientTitle: 'เหรียญไม่พอ',
    insufficientBody: 'ต้องใช้ {{required, number}} เหรียญ แต่คุณมี {{current, number}} เหรียญ',
    insufficientHow: 'เติมเหรียญได้ที่หน้าโปรไฟล์ หรือชวนเพื่อนมาใช้ดวงดีเพื่อรับเหรียญรางวัล',
    insufficientCta: 'ไปเติมเหรียญ',
    consentTitle: 'ยืนยันการใช้เหรียญ',
    consentBody: 'รายการนี้จะหักเหรียญจากกระเป๋าของคุณ',
    consentTotal: 'รวม {{count, number}} เหรียญ',
    consentRemember: 'จำการตัดสินใจนี้ ไม่ต้องถามอีก',
    consentAccept: 'ยืนยัน',
    consentCancel: 'ยกเลิก',
    lowBalanceText:
      'เหรียญใกล้หมดแล้ว ชวนเพื่อนมาใช้ดวงดี เมื่อเพื่อนเติมเหรียญครั้งแรก รับฟรี {{count, number}} เหรียญต่อเพื่อนหนึ่งคน',
    lowBalanceCta: 'ชวนเพื่อน',
    lowBalanceDismiss: 'ไม่ใช่ตอนนี้',
    spendableTitle: 'เหรียญที่ใช้ได้',
    topUp: 'เติมเหรียญ',
    errors: {
      noToken: 'กรุณาเข้าสู่ระบบเพื่อดูเหรียญ',
      notAuthenticated: 'กรุณาเข้าสู่ระบบเพื่อดูเหรียญ',
      invalidToken: 'กรุณาเข้าสู่ระบบอีกครั้ง',
      server: 'ระบบมีปัญหาชั่วคราว กรุณาลองใหม่ภายหลัง',
      signInAgain: 'กรุณาเข้าสู่ระบบอีกครั้ง',
      network: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้',
      unknown: 'โหลดยอดเหรียญไม่สำเร็จ',
    },
  },
  notifications: {
    title: 'การแจ้งเตือน',
    lead: 'ข่าวเรื่องเหรียญและคำทำนายของคุณ',
    bell: 'การแจ้งเตือน',
    bellUnread: 'การแจ้งเตือน ยังไม่ได้อ่าน {{count}} รายการ',
    readAll: 'อ่านทั้งหมด',
    unread: 'ยังไม่อ่าน',
    empty: 'ยังไม่มีการแจ้งเตือน เมื่อคำทำนายพร้อมหรือมีเหรียญเข้า เราจะบอกคุณที่นี่',
    loading: 'กำลังโหลดการแจ้งเตือน…',
    loadFailed: 'โหลดการแจ้งเตือนไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    markFailed: 'ทำเครื่องหมายว่าอ่านแล้วไม่สำเร็จ กรุณาลองใหม่',
    signInTitle: 'เข้าสู่ระบบเพื่อดูการแจ้งเตือน',
    signInBody: 'เราจะแจ้งคุณเมื่อคำทำนายพร้อม หรือเมื่อมีเหรียญเข้ากระเป๋า',
    signIn: 'เข้าสู่ระบบ',
    checkingSignIn: 'กำลังตรวจสอบการเข้าสู่ระบบ…',
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    pageOf: 'หน้า {{page}} จาก {{pages}}',
  },
  payments: paymentsTh,
  privacyRights: privacyRightsTh,
  palm: palmTh,
  chat: chatTh,
  readings: readingsTh,
  game: gameTh,
  feed: feedTh,
  coins: coinsTh,
  dateField: dateFieldTh,
  referral: referralTh,
  dailyPush: dailyPushTh,
  installApp: installAppTh,
  shareSheet: shareSheetTh,
  admin: adminTh,
};

/** Thai, the default catalogue. Its shape is the type every other catalogue must match. */
export const th = { ...thCore, ...thRest };

/** The shape every catalogue shares: exactly the Thai keys, string values. */
export type Catalogue = typeof th;
/** The part of every catalogue that arrives with the first screen past the home page. */
export type RestCatalogue = typeof thRest;
