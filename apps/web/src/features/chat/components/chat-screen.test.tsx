import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { ChatScreen, type ChatScreenProps } from './chat-screen.tsx';

const CHAT_ID = '8d1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PALM_ID = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function props(overrides: Partial<ChatScreenProps> = {}): ChatScreenProps {
  return {
    signedIn: true,
    checkingSignIn: false,
    onSignIn: vi.fn(),
    messageCost: 10,
    spendableCoins: vi.fn(async () => 1000),
    confirmSpend: vi.fn(async () => true),
    showInsufficient: vi.fn(),
    onBalanceChanged: vi.fn(),
    ...overrides,
  };
}

function chatSession(overrides: Record<string, unknown> = {}) {
  return {
    session_id: CHAT_ID,
    kind: 'chat',
    title: 'แชทกับหมอดู',
    description: null,
    status: 'completed',
    cost: { coins_required: 0, reading_type: 'chat', message_cost: 10 },
    image: null,
    message_count: 0,
    created_at: '2025-03-14T10:00:00.000Z',
    started_at: null,
    completed_at: '2025-03-14T10:00:00.000Z',
    error: null,
    share_token: null,
    estimated_completion_time: 0,
    ...overrides,
  };
}

const history = {
  items: [
    {
      session_id: CHAT_ID,
      kind: 'chat',
      title: 'เรื่องงาน',
      last_message: 'ปีนี้ดีค่ะ',
      message_count: 4,
      updated_at: '2025-03-14T10:05:00.000Z',
    },
    {
      session_id: PALM_ID,
      kind: 'palm',
      title: 'ดูลายมือ',
      last_message: null,
      message_count: 0,
      updated_at: '2025-03-13T10:05:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  total_count: 2,
  total_pages: 1,
  has_next_page: false,
  has_previous_page: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChatScreen', () => {
  it('lists past chats, a palm reading chat linking to its reading', async () => {
    const server = stubServer({ 'GET /fortune/chat-history': () => ok(history) });
    renderRoute(<ChatScreen {...props()} />, '/chat');
    const list = await screen.findByTestId('chat-history');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/chat?session=${CHAT_ID}`,
      `/palm-analysis?session=${PALM_ID}`,
    ]);
    expect(within(list).getByText('ปีนี้ดีค่ะ')).toBeTruthy();
    expect(within(list).getByText('ยังไม่มีข้อความ')).toBeTruthy();
    expect(server.calls[0]?.search).toBe('?page=1&page_size=20');
    expect(screen.getByText('ข้อความละ 10 เหรียญ หมอดูตอบฟรี')).toBeTruthy();
  });

  it('starts a new chat session and opens it', async () => {
    const server = stubServer({
      'GET /fortune/chat-history': () => ok({ ...history, items: [], total_count: 0 }),
      'POST /fortune/sessions': () => ok(chatSession(), 201),
      [`GET /fortune/sessions/${CHAT_ID}`]: () => ok(chatSession()),
      [`GET /fortune/sessions/${CHAT_ID}/messages`]: () =>
        ok({ items: [], limit: 50, offset: 0, total_count: 0 }),
    });
    const { router } = renderRoute(<ChatScreen {...props()} />, '/chat');
    expect(await screen.findByText('ยังไม่มีแชท เริ่มคุยกับหมอดูได้เลย')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'เริ่มแชทใหม่' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${CHAT_ID}`));
    expect(JSON.parse(String(server.callsTo('POST /fortune/sessions')[0]?.body))).toEqual({
      title: 'แชทกับหมอดู',
      kind: 'chat',
    });
    expect(await screen.findByTestId('chat-conversation')).toBeTruthy();
    expect(screen.getByLabelText('คำถามถึงหมอดู')).toHaveProperty('disabled', false);
  });

  it('says when a new chat cannot start', async () => {
    stubServer({
      'GET /fortune/chat-history': () => ok(history),
      'POST /fortune/sessions': () => fail(500, 'INTERNAL_ERROR'),
    });
    renderRoute(<ChatScreen {...props()} />, '/chat');
    await userEvent.click(await screen.findByRole('button', { name: 'เริ่มแชทใหม่' }));
    expect((await screen.findByRole('alert')).textContent).toBe('เริ่มแชทไม่สำเร็จ กรุณาลองใหม่อีกครั้ง');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const onSignIn = vi.fn();
    stubServer({});
    renderRoute(
      <ChatScreen {...props({ signedIn: false, onSignIn })} />,
      `/chat?session=${CHAT_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalled();
  });
});
