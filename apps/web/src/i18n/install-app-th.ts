/** Thai text of the offer to install the app (the card shown after a first reading). */
export const installAppTh = {
  title: 'เพิ่มดวงดีไว้บนหน้าจอโฮม',
  body: 'ติดตั้งดวงดีไว้ในเครื่อง แตะครั้งเดียวก็เปิดดูดวงได้ทันทีเหมือนแอป ไม่ต้องพิมพ์ค้นหาอีก',
  install: 'ติดตั้ง',
  later: 'ไว้ทีหลัง',
};
