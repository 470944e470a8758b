/** The phone-number reading: its declaration and the brief a language model gets. */
import { analyzePhoneNumber, validatePhoneNumber } from '@duangdee/oracle/phone-numerology';
import { presentPhoneReading, type PhonePreferences } from '../presenters.ts';
import { define, invalid, topic, fullPhoneNumber, PHONE_GOAL_ASPECTS } from './define.ts';

const PROMPT = `งานนี้: อ่านเลขศาสตร์ของเบอร์โทรศัพท์ตามตำราคู่เลขกลุ่มดาว 8 กลุ่ม (ศุภมิตร สวัสดิมงคล มรรคา เกษตร อุตสาหะ อริ มรณะ กาลกิณี) ผลรวมและคู่เลขที่แอปคำนวณไว้ให้มาในข้อความ ให้อธิบายความหมายตามตัวเลขเหล่านั้น ห้ามคำนวณใหม่ให้ต่างออกไป และไม่กดดันให้เปลี่ยนเบอร์
- คู่เลขหรือผลรวมที่ตำรากลุ่มดาวกับตำราสายเบอร์มงคลอ่านต่างกัน (แอปบอกไว้ในข้อความ) ให้เล่าทั้งสองตำรา ไม่ฟันธงไปทางเดียว
- คู่มรณะและกาลกิณีพูดได้แค่แนวโน้ม เช่น ความใจร้อนหรือการตัดสินใจวู่วามที่ควรระวัง ห้ามโยงคู่เลขใดกับอุบัติเหตุ การผ่าตัด ความเจ็บป่วย หรือความตาย และห้ามบอกว่าเบอร์จะทำให้รวยหรือถูกหวย`;

export const phoneNumber = define({
  kind: 'phone-number',
  costKey: 'phone-number',
  ...topic,
  check: (input) => {
    const checked = validatePhoneNumber(fullPhoneNumber(input.phone_number));
    if (!checked.ok) throw invalid('body.phone_number.number', checked.message);
  },
  toOracleInput: (input) => {
    const prefs = input.reading_preferences;
    return {
      number: fullPhoneNumber(input.phone_number),
      category: input.phone_number.category,
      focus: PHONE_GOAL_ASPECTS.filter(([goal]) => input.analysis_preferences[goal]).map(
        ([, aspect]) => aspect,
      ),
      prefs: {
        detailLevel: prefs.detail_level,
        includeLuckyElements: prefs.include_lucky_elements,
        includeCompatibleNumbers: prefs.include_compatible_numbers,
        includeTimeBasedAnalysis: prefs.include_time_based_analysis,
      } satisfies PhonePreferences,
    };
  },
  generate: ({ number, category, focus, prefs }) =>
    presentPhoneReading(analyzePhoneNumber(number, { category, focus }), focus, prefs),
  prompt: PROMPT,
});
