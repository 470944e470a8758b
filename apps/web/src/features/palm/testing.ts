/** Wire shapes (snake_case, as the server sends them) for the palm tests. */

import type { PalmPhotoProblem } from '@duangdee/contract/palm';

export const SESSION_ID = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const UPLOAD_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const SHARE_TOKEN = 'share-token-abcdefghijklmnop';

export function wireUpload(problem: PalmPhotoProblem | null = null) {
  return {
    upload_id: UPLOAD_ID,
    original_path: `/api/v1/uploads/${UPLOAD_ID}`,
    thumbnail_path: `/api/v1/uploads/${UPLOAD_ID}/thumbnail`,
    width: 1200,
    height: 1600,
    palm_check: {
      usable: problem === null,
      reason: problem,
      message_th: problem ? 'ข้อความจากเซิร์ฟเวอร์' : null,
      message_en: problem ? 'A message from the server' : null,
    },
  };
}

export function wireSession(overrides: Record<string, unknown> = {}) {
  return {
    session_id: SESSION_ID,
    kind: 'palm',
    title: 'ดูลายมือ',
    description: null,
    status: 'created',
    cost: { coins_required: 600, reading_type: 'palm', message_cost: 10 },
    image: null,
    message_count: 0,
    created_at: '2025-03-14T09:00:00.000Z',
    started_at: null,
    completed_at: null,
    error: null,
    share_token: null,
    estimated_completion_time: 90,
    ...overrides,
  };
}

export function wireStarted() {
  return {
    session_id: SESSION_ID,
    status: 'processing',
    coins_deducted: 600,
    coin_cost: 600,
    reading_started: true,
    estimated_wait_time: 90,
  };
}

export function wireResult() {
  return {
    kind: 'palm',
    title_th: 'ลายมือของผู้มีความมุ่งมั่น',
    title_en: 'The palm of a determined person',
    summary_th: 'เส้นชีวิตชัดเจน บอกถึงพลังใจที่มั่นคง',
    summary_en: 'A clear life line speaks of steady willpower.',
    sections: [
      {
        id: 'life',
        heading_th: 'เส้นชีวิต',
        heading_en: 'Life line',
        body_th: 'เส้นชีวิตยาวและลึก มีพลังในการเริ่มต้นสิ่งใหม่',
        body_en: 'Long and deep: energy to start new things.',
      },
      {
        id: 'heart',
        heading_th: 'เส้นใจ',
        heading_en: 'Heart line',
        body_th: 'เส้นใจโค้งสวย รักใครรักจริง',
        body_en: 'A graceful curve: you love sincerely.',
      },
    ],
    lucky_colours_th: ['สีเขียว'],
    lucky_colours_en: ['green'],
    lucky_numbers: [3, 9],
    advice_th: 'ตั้งใจทำงานที่รัก แล้วโชคจะตามมา',
    advice_en: 'Put your heart into work you love.',
    lines: [
      { id: 'life', name_th: 'เส้นชีวิต', name_en: 'Life line', present: true },
      { id: 'fate', name_th: 'เส้นวาสนา', name_en: 'Fate line', present: false },
    ],
  };
}

export function wireFinished(overrides: Record<string, unknown> = {}) {
  return {
    session_id: SESSION_ID,
    kind: 'palm',
    status: 'completed',
    result: wireResult(),
    error: null,
    completed_at: '2025-03-14T09:01:30.000Z',
    share_token: SHARE_TOKEN,
    coins_charged: 600,
    ...overrides,
  };
}

export const processing = { session_id: SESSION_ID, status: 'processing', is_processing: true };

export function jpeg(name = 'palm.jpg', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}
