import type { PalmPhotoProblem } from '@duangdee/contract/palm';

/**
 * What a palm photo's check says to the user when it cannot be read, in Thai and English: each
 * refusal of the hand model's verdict (`palm-check.ts`) with how to take a better photo.
 */

export type { PalmPhotoProblem };

export const PALM_PHOTO_MESSAGES: Record<PalmPhotoProblem, { th: string; en: string }> = {
  several_hands: {
    th: 'ในภาพมีมือมากกว่าหนึ่งข้าง กรุณาถ่ายเฉพาะมือข้างที่จะดู ให้ฝ่ามือเต็มกรอบภาพ',
    en: 'There is more than one hand in this photo. Please photograph only the hand to be read, filling the frame.',
  },
  fist: {
    th: 'มือยังกำหรืองออยู่ จึงมองไม่เห็นเส้นลายมือ กรุณาแบมือออกให้สุด กางนิ้วเล็กน้อย แล้วหันฝ่ามือเข้าหากล้อง',
    en: 'Your hand is closed or curled, so its lines cannot be seen. Please open your hand flat, fingers slightly apart, palm towards the camera.',
  },
  no_hand: {
    th: 'ไม่พบฝ่ามือในภาพ กรุณาถ่ายภาพฝ่ามือให้เห็นชัดเต็มมือ กางนิ้วออกเล็กน้อย ในที่ที่มีแสงสว่างเพียงพอ',
    en: 'We could not find a palm in this photo. Please photograph your whole open palm, fingers slightly apart, in good light.',
  },
  too_dark: {
    th: 'ภาพมืดเกินไปจนมองไม่เห็นลายมือ กรุณาถ่ายใหม่ในที่ที่มีแสงสว่างเพียงพอ เช่น ใกล้หน้าต่างหรือใต้แสงไฟ',
    en: 'The photo is too dark to see the lines of your palm. Please take it again in brighter light, such as near a window or under a lamp.',
  },
  too_blurry: {
    th: 'ภาพยังไม่คมชัด จึงมองเห็นเส้นลายมือได้ไม่ชัด กรุณาถือกล้องให้นิ่ง แตะที่ฝ่ามือบนหน้าจอเพื่อโฟกัส แล้วถ่ายใหม่อีกครั้ง',
    en: 'The photo is blurry, so the lines of your palm cannot be read. Please hold the camera steady, tap your palm on the screen to focus, and take it again.',
  },
  back_of_hand: {
    th: 'ดูเหมือนเป็นหลังมือ กรุณาหันฝ่ามือเข้าหากล้องให้เห็นลายมือ กางนิ้วออกเล็กน้อย แล้วถ่ายใหม่อีกครั้ง',
    en: 'This looks like the back of a hand. Please turn your palm towards the camera so its lines show, fingers slightly apart, and take the photo again.',
  },
  too_small: {
    th: 'ฝ่ามือในภาพเล็กเกินไป กรุณาถ่ายให้ใกล้ขึ้นจนฝ่ามือเต็มกรอบภาพ โดยยังเห็นนิ้วครบทุกนิ้ว',
    en: 'Your palm is too small in the photo. Please move closer so your hand fills the frame, with all your fingers still in view.',
  },
};
