/** Thai text of the date field (day, Thai month, Buddhist-era year); months come from `home`. */
export const dateFieldTh = {
  day: 'วัน',
  month: 'เดือน',
  year: 'ปี พ.ศ.',
  /** A year as the list shows it: the Buddhist era in Thai. */
  yearOption: '{{buddhistYear}}',
  errors: {
    incomplete: 'กรุณาเลือกวัน เดือน และปีให้ครบ',
    noSuchDay: 'เดือน{{month}}ไม่มีวันที่ {{day}} กรุณาเลือกวันใหม่',
    notLeapYear: 'ปี พ.ศ. {{year}} ไม่มีวันที่ 29 กุมภาพันธ์ กรุณาเลือกวันใหม่',
    future: 'วันที่นี้ยังมาไม่ถึง กรุณาเลือกวันที่ผ่านมาแล้ว',
    outOfRange: 'กรุณาเลือกปีระหว่าง พ.ศ. {{from}} ถึง {{to}}',
  },
};
