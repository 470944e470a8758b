import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEvents } from '../../../lib/server-events.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import {
  deferred,
  fail,
  liveEventsStream,
  ok,
  renderRoute,
  stubServer,
  type SeenCall,
} from '../../../test/stub-server.tsx';
import { resetMessageTails } from '../api/messages.ts';
import { ChatConversation, type ChatConversationProps } from './chat-conversation.tsx';

const SESSION_ID = '7c1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const MESSAGES = `GET /fortune/sessions/${SESSION_ID}/messages`;
const SEND = `POST /fortune/sessions/${SESSION_ID}/messages`;

let nextId = 1;
function wireMessage(
  role: 'user' | 'assistant',
  content: string,
  extra: Record<string, unknown> = {},
) {
  const n = String(nextId++).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    session_id: SESSION_ID,
    role,
    content,
    status: 'complete',
    coin_cost: role === 'user' ? 10 : 0,
    created_at: '2025-03-14T10:00:00.000Z',
    ...extra,
  };
}

function page(items: unknown[], offset = 0, total = items.length) {
  return ok({ items, limit: 50, offset, total_count: total });
}

function props(overrides: Partial<ChatConversationProps> = {}): ChatConversationProps {
  return {
    sessionId: SESSION_ID,
    messageCost: 10,
    canSend: true,
    greeting: 'chat',
    spendableCoins: vi.fn(async () => 1000),
    confirmSpend: vi.fn(async () => true),
    showInsufficient: vi.fn(),
    onBalanceChanged: vi.fn(),
    ...overrides,
  };
}

function render(p: ChatConversationProps) {
  return renderRoute(<ChatConversation {...p} />, '/chat');
}

const keyOf = (call: SeenCall | undefined) => call?.headers['Idempotency-Key'];

beforeEach(() => {
  resetMessageTails();
});

afterEach(() => {
  serverEvents.stop();
  vi.unstubAllGlobals();
});

describe('ChatConversation', () => {
  it('greets, sends a message with an idempotency key and shows both bubbles', async () => {
    const reply = wireMessage('assistant', 'ปีนี้การงานรุ่งค่ะ');
    const server = stubServer({
      [MESSAGES]: () => page([]),
      [SEND]: (call) => {
        const body = JSON.parse(String(call.body)) as { content: string };
        return ok({ user_message: wireMessage('user', body.content), reply, coin_cost: 10 }, 201);
      },
    });
    const p = props();
    render(p);
    expect(await screen.findByText('สวัสดี อยากรู้เรื่องอะไร พิมพ์ถามหมอดูได้เลย')).toBeTruthy();
    expect(screen.getByText('ข้อความละ 10 เหรียญ · หมอดูตอบฟรี')).toBeTruthy();

    const user = userEvent.setup();
    const box = screen.getByLabelText('คำถามถึงหมอดู');
    await user.type(box, 'การงานปีนี้เป็นอย่างไร{Enter}');

    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getByText('ปีนี้การงานรุ่งค่ะ')).toBeTruthy());
    expect(within(log).getByText('การงานปีนี้เป็นอย่างไร')).toBeTruthy();
    expect(p.confirmSpend).toHaveBeenCalledWith([{ label: 'ส่งข้อความถึงหมอดู', coins: 10 }]);
    const [sent] = server.callsTo(SEND);
    expect(JSON.parse(String(sent?.body))).toEqual({ role: 'user', content: 'การงานปีนี้เป็นอย่างไร' });
    expect(keyOf(sent)).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.onBalanceChanged).toHaveBeenCalled();
    // The box is empty and keeps the focus for the next question.
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('streams the reply token by token while the message is on its way', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
    const live = liveEventsStream();
    const answer = deferred<Response>();
    const reply = wireMessage('assistant', 'ดวงความรักสดใสค่ะ');
    stubServer({
      'GET /events': () => live.respond(),
      [MESSAGES]: () => page([]),
      [SEND]: () => answer.promise,
    });
    render(props());
    await screen.findByRole('log');
    serverEvents.start();
    await waitFor(() => expect(live.connected).toBe(true));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('คำถามถึงหมอดู'), 'ความรักช่วงนี้');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    const streaming = await screen.findByTestId('message-streaming');
    expect(within(streaming).getByText(/หมอดู/)).toBeTruthy();
    expect(streaming.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'กำลังส่ง…' })).toHaveProperty('disabled', true);

    const token = (text: string) =>
      live.send('chat.token', { session_id: SESSION_ID, message_id: reply.id, token: text });
    token('ดวง');
    token('ความรัก');
    await waitFor(() =>
      expect(screen.getByTestId('message-streaming').textContent).toContain('ดวงความรัก'),
    );
    token('สดใส');
    await waitFor(() =>
      expect(screen.getByTestId('message-streaming').textContent).toContain('ดวงความรักสดใส'),
    );
    // Tokens of another chat do not leak in.
    live.send('chat.token', {
      session_id: '99999999-0000-4000-8000-000000000000',
      message_id: reply.id,
      token: 'XYZ',
    });

    answer.resolve(
      ok({ user_message: wireMessage('user', 'ความรักช่วงนี้'), reply, coin_cost: 10 }, 201),
    );
    await waitFor(() => expect(screen.queryByTestId('message-streaming')).toBeNull());
    expect(within(screen.getByRole('log')).getByText('ดวงความรักสดใสค่ะ')).toBeTruthy();
    expect(screen.queryByText(/XYZ/)).toBeNull();
  });

  it('shows a failed send with a retry that reuses the same idempotency key', async () => {
    let attempt = 0;
    const server = stubServer({
      [MESSAGES]: () => page([]),
      [SEND]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return ok(
          {
            user_message: wireMessage('user', 'ขอเลขมงคล'),
            reply: wireMessage('assistant', 'เลข 9 ค่ะ'),
            coin_cost: 10,
          },
          201,
        );
      },
    });
    const p = props();
    render(p);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('คำถามถึงหมอดู'), 'ขอเลขมงคล{Enter}');
    const outgoing = await screen.findByTestId('message-outgoing');
    expect(within(outgoing).getByRole('alert').textContent).toBe('ส่งข้อความไม่สำเร็จ');

    await user.click(within(outgoing).getByRole('button', { name: 'ส่งอีกครั้ง' }));
    await waitFor(() => expect(screen.getByText('เลข 9 ค่ะ')).toBeTruthy());
    const [first, second] = server.callsTo(SEND);
    expect(keyOf(second)).toBe(keyOf(first));
    // Consent was given once, for this one message.
    expect(p.confirmSpend).toHaveBeenCalledTimes(1);
  });

  it('shows a failed reply (coins back) and asks again as a new message', async () => {
    const question = wireMessage('user', 'งานใหม่ดีไหม');
    const failedReply = wireMessage('assistant', '', { status: 'failed' });
    let failedFirst = true;
    const server = stubServer({
      [MESSAGES]: () => page([]),
      [SEND]: () => {
        const result = failedFirst
          ? { user_message: question, reply: failedReply, coin_cost: 0 }
          : {
              user_message: wireMessage('user', 'งานใหม่ดีไหม'),
              reply: wireMessage('assistant', 'ดีค่ะ'),
              coin_cost: 10,
            };
        failedFirst = false;
        return ok(result, 201);
      },
    });
    const p = props();
    render(p);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('คำถามถึงหมอดู'), 'งานใหม่ดีไหม{Enter}');
    const failed = await screen.findByTestId('message-failed');
    expect(failed.textContent).toContain('หมอดูตอบไม่สำเร็จ เหรียญของข้อความนี้คืนเข้ากระเป๋าแล้ว');

    await user.click(within(failed).getByRole('button', { name: 'ส่งอีกครั้ง' }));
    await waitFor(() => expect(screen.getByText('ดีค่ะ')).toBeTruthy());
    const [first, second] = server.callsTo(SEND);
    expect(JSON.parse(String(second?.body))).toEqual({ role: 'user', content: 'งานใหม่ดีไหม' });
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(p.confirmSpend).toHaveBeenCalledTimes(2);
  });

  it('opens the insufficient-coins modal on 402 and gives the words back', async () => {
    stubServer({
      [MESSAGES]: () => page([]),
      [SEND]: () =>
        fail(402, 'INSUFFICIENT_COINS', 'Insufficient coins', { required: 10, current: 4 }),
    });
    const p = props();
    render(p);
    const user = userEvent.setup();
    const box = await screen.findByLabelText<HTMLTextAreaElement>('คำถามถึงหมอดู');
    await user.type(box, 'อยากรู้เรื่องเงิน{Enter}');
    await waitFor(() => expect(p.showInsufficient).toHaveBeenCalledWith(10, 4));
    expect(box.value).toBe('อยากรู้เรื่องเงิน');
    expect(screen.queryByTestId('message-outgoing')).toBeNull();
  });

  it('with too few spendable coins, opens the insufficient-coins modal before any consent', async () => {
    const server = stubServer({ [MESSAGES]: () => page([]) });
    const p = props({ spendableCoins: vi.fn(async () => 5) });
    render(p);
    const user = userEvent.setup();
    const box = await screen.findByLabelText<HTMLTextAreaElement>('คำถามถึงหมอดู');
    await user.type(box, 'อยากรู้เรื่องเงิน{Enter}');
    await waitFor(() => expect(p.showInsufficient).toHaveBeenCalledWith(10, 5));
    expect(p.confirmSpend).not.toHaveBeenCalled();
    expect(server.callsTo(SEND)).toEqual([]);
    expect(box.value).toBe('อยากรู้เรื่องเงิน');
  });

  it('sends nothing when the consent is declined, and nothing at all before the session is ready', async () => {
    const server = stubServer({ [MESSAGES]: () => page([]) });
    const p = props({ confirmSpend: vi.fn(async () => false) });
    const view = render(p);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('คำถามถึงหมอดู'), 'สวัสดี{Enter}');
    await waitFor(() => expect(p.confirmSpend).toHaveBeenCalled());
    expect(server.callsTo(SEND)).toEqual([]);
    view.unmount();

    render(props({ canSend: false }));
    expect(await screen.findByText('ยังส่งข้อความไม่ได้ รอให้หมอดูอ่านลายมือเสร็จก่อน')).toBeTruthy();
    expect(screen.getByLabelText('คำถามถึงหมอดู')).toHaveProperty('disabled', true);
  });

  it('opens on the newest 50 messages and loads older ones on request', async () => {
    const all = Array.from({ length: 70 }, (_, i) =>
      wireMessage(i % 2 === 0 ? 'user' : 'assistant', `ข้อความที่ ${i + 1}`),
    );
    const server = stubServer({
      [MESSAGES]: (call) => {
        const query = new URLSearchParams(call.search);
        const offset = Number(query.get('offset'));
        const limit = Number(query.get('limit'));
        return page(all.slice(offset, offset + limit), offset, all.length);
      },
    });
    render(props());
    expect(await screen.findByText('ข้อความที่ 70')).toBeTruthy();
    expect(screen.getByText('ข้อความที่ 21')).toBeTruthy();
    expect(screen.queryByText('ข้อความที่ 20')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'ดูข้อความก่อนหน้า' }));
    expect(await screen.findByText('ข้อความที่ 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ดูข้อความก่อนหน้า' })).toBeNull();
    const windows = server.callsTo(MESSAGES).map((c) => c.search);
    expect(windows.at(-1)).toBe('?limit=20&offset=0');
  });
});
