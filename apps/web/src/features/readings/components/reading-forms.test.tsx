import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDate } from '../../../test/choose-date.ts';
import { fail, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { created, fakeServices, started, stillProcessing } from '../testing.ts';
import type { ReadingKind } from '../types.ts';
import { TopicReadingScreen } from './topic-reading-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function open(kind: ReadingKind, services = fakeServices()) {
  return renderRoute(<TopicReadingScreen kind={kind} services={services} />, `/fortune/${kind}`);
}

const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('phone-number form (spec §5)', () => {
  it.each([
    ['', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['   ', 'กรุณากรอกเบอร์โทรศัพท์'],
    ['081234567', 'เบอร์โทรศัพท์ต้องมีอย่างน้อย 10 หลัก'],
    ['0812345678901234', 'เบอร์โทรศัพท์ต้องมีไม่เกิน 15 หลัก'],
    ['08x-234-5678', 'รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง ใช้ได้เฉพาะตัวเลข ขีด และเว้นวรรค'],
    ['+1 415 555 2671', 'กรุณากรอกเบอร์มือถือหรือเบอร์บ้านในประเทศไทยที่ใช้งานได้จริง'],
  ])('%j: says in Thai what is wrong and sends nothing', async (number, message) => {
    const user = userEvent.setup();
    const server = stubServer({});
    open('phone-number');
    const input = screen.getByLabelText('เบอร์โทรศัพท์');
    if (number) await user.type(input, number);
    await user.click(screen.getByRole('checkbox', { name: 'ความรัก' }));
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));

    expect(alerts()).toContain(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(server.posts()).toEqual([]);
  });

  it('needs at least one goal, then sends the cleaned body with +66', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /fortune/phone-number/sessions': () => created('phone-number', 60),
      'POST /fortune/phone-number/sessions/7d0c5a3e-2f4b-4c1e-9a6d-3b2e1f0a9c8d/start': () =>
        started(60),
      'GET /fortune/phone-number/sessions/7d0c5a3e-2f4b-4c1e-9a6d-3b2e1f0a9c8d/results':
        stillProcessing,
    });
    open('phone-number');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), ' 081-234-5678 ');
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));
    expect(alerts()).toContain('กรุณาเลือกเรื่องที่อยากรู้อย่างน้อย 1 ข้อ');
    expect(server.posts()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'การเงินและโชคลาภ' }));
    await user.click(screen.getByRole('checkbox', { name: 'การงาน' }));
    // Ticking a goal clears its message.
    expect(alerts()).not.toContain('กรุณาเลือกเรื่องที่อยากรู้อย่างน้อย 1 ข้อ');
    await user.selectOptions(screen.getByLabelText('เบอร์นี้เป็น'), 'เบอร์ที่ใช้ทำงาน');
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));

    await waitFor(() => expect(server.posts().length).toBeGreaterThan(0));
    expect(server.posts()[0]?.parsedBody).toEqual({
      phone_number: { number: '081-234-5678', country_code: '+66', category: 'work' },
      analysis_preferences: {
        include_career_luck: true,
        include_love_luck: false,
        include_wealth_luck: true,
        include_health_luck: false,
        include_personality_analysis: false,
      },
      reading_preferences: {
        detail_level: 'detailed',
        include_lucky_elements: true,
        include_compatible_numbers: false,
        include_time_based_analysis: false,
      },
    });
  });

  it('shows the server’s refusal beside the field, in Thai', async () => {
    const user = userEvent.setup();
    stubServer({
      'POST /fortune/phone-number/sessions': () =>
        fail(400, 'VALIDATION_FAILED', 'The request is not valid', [
          {
            path: 'body.phone_number.number',
            message: 'Please enter a real Thai mobile or landline number',
          },
        ]),
    });
    open('phone-number');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0512345678');
    await user.click(screen.getByRole('checkbox', { name: 'สุขภาพ' }));
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 60 เหรียญ' }));
    await waitFor(() =>
      expect(alerts()).toContain('กรุณากรอกเบอร์มือถือหรือเบอร์บ้านในประเทศไทยที่ใช้งานได้จริง'),
    );
    expect(screen.getByLabelText('เบอร์โทรศัพท์').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('their-feelings form', () => {
  it('needs who they are and at least one "want to know", and strips markup', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /fortune/their-feelings/sessions': () => created('their-feelings', 85),
    });
    open('their-feelings', fakeServices({ confirmSpend: vi.fn(async () => false) }));
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 85 เหรียญ' }));
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'กรุณาเลือกข้อนี้',
        'กรุณาเลือกสิ่งที่อยากรู้อย่างน้อย 1 ข้อ',
        'ยังมีข้อมูลที่ต้องแก้ไข กรุณาตรวจสอบช่องที่มีข้อความสีแดง',
      ]),
    );
    // The "want to know" choices are a real group with its legend.
    expect(screen.getByRole('group', { name: 'อยากรู้เรื่องอะไร (เลือกอย่างน้อย 1 ข้อ)' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('เขาเป็นใครสำหรับคุณ'), 'คนที่แอบชอบ');
    await user.click(screen.getByRole('checkbox', { name: 'เขารู้สึกอย่างไรกับฉัน' }));
    await user.type(screen.getByLabelText('ชื่อหรือชื่อเล่นของเขา (ไม่บังคับ)'), '<b>นก</b>');
    await user.type(
      screen.getByLabelText('ตอนนี้เป็นอย่างไรบ้าง'),
      '  <script>alert(1)</script> เจอกันที่ร้าน onclick=x javascript:go ',
    );
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 85 เหรียญ' }));

    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const body = server.posts()[0]?.parsedBody as {
      target_person: Record<string, unknown>;
      context: Record<string, unknown>;
    };
    expect(body.target_person).toEqual({ name: 'bนก/b', relationship: 'crush' });
    expect(body.context).toEqual({
      specific_situation: 'scriptalert(1)/script เจอกันที่ร้าน x go',
      question_focus: ['feelings'],
    });
  });
});

describe('other forms', () => {
  it('obstacles need at least one challenge', async () => {
    const user = userEvent.setup();
    stubServer({});
    open('obstacles');
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย' }));
    expect(alerts()).toContain('กรุณาเลือกเรื่องที่ติดขัดอย่างน้อย 1 ข้อ');
  });

  it('compatibility needs the other person’s whole birth date', async () => {
    const user = userEvent.setup();
    stubServer({});
    open('compatibility');
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย' }));
    expect(alerts()).toContain('กรุณากรอกข้อมูลนี้');
    const other = screen.getByRole('group', { name: 'วันเกิดของอีกฝ่าย' });
    expect(document.activeElement).toBe(within(other).getByLabelText('วัน'));
    // Only the day and month so far: the date is not finished.
    fireEvent.change(within(other).getByLabelText('วัน'), { target: { value: '03' } });
    fireEvent.change(within(other).getByLabelText('เดือน'), { target: { value: '11' } });
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย' }));
    expect(alerts()).toContain('กรุณาเลือกวันที่ให้ถูกต้อง');
  });

  it('compatibility: "your birth date is needed" from the server lands on your date', async () => {
    const user = userEvent.setup();
    stubServer({
      'POST /fortune/compatibility/sessions': () =>
        fail(400, 'VALIDATION_FAILED', 'The request is not valid', [
          {
            path: 'body.person_a.birth_date',
            message: 'Your birth date is needed: add it here or in your profile',
          },
        ]),
    });
    open('compatibility');
    chooseDate('วันเกิดของอีกฝ่าย', '1992-11-03');
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย' }));
    await waitFor(() => expect(alerts()).toContain('กรุณากรอกวันเกิดของคุณ หรือเพิ่มวันเกิดในหน้าโปรไฟล์ก่อน'));
  });

  it('career: a question over 500 characters is too long', async () => {
    const user = userEvent.setup();
    stubServer({});
    open('career');
    const question = screen.getByLabelText('คำถามที่อยากถาม (ไม่บังคับ)');
    await user.click(question);
    await user.paste('ก'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'ดูดวงเลย · 50 เหรียญ' }));
    expect(alerts()).toContain('ยาวเกินไป พิมพ์ได้ไม่เกิน 500 ตัวอักษร');
  });

  it('every option set is offered with Thai labels', () => {
    stubServer({});
    open('career');
    const industry = screen.getByLabelText('สายงาน');
    const options = [...industry.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      'ไม่ระบุ',
      'เทคโนโลยีและไอที',
      'การเงินและการธนาคาร',
      'การแพทย์และสุขภาพ',
      'การศึกษา',
      'งานสร้างสรรค์และสื่อ',
      'การขายและการตลาด',
      'ราชการและรัฐวิสาหกิจ',
      'การบริการและการท่องเที่ยว',
      'อุตสาหกรรมและการผลิต',
      'เกษตรกรรม',
      'ฟรีแลนซ์และงานอิสระ',
      'สายงานอื่น ๆ',
    ]);
  });

  it('signed out: the form asks to sign in, keeps the answers, and gives them back after', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    stubServer({});
    const first = open('luck', fakeServices({ signedIn: false, onSignIn }));
    expect(screen.queryByRole('button', { name: /ดูดวงเลย/ })).toBeNull();
    await user.type(screen.getByLabelText('คำถามที่อยากถาม (ไม่บังคับ)'), 'เดือนหน้าจะได้งานใหม่ไหม');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูดวง' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    // A provider's sign-in leaves the page: back on it, signed in, the answers are still there.
    first.unmount();
    open('luck', fakeServices());
    expect((screen.getByLabelText('คำถามที่อยากถาม (ไม่บังคับ)') as HTMLTextAreaElement).value).toBe(
      'เดือนหน้าจะได้งานใหม่ไหม',
    );
    expect(screen.getByRole('button', { name: /ดูดวงเลย/ })).toBeTruthy();
  });

  it('signed out: answers that do not pass the checks are shown, not sent to sign-in', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    stubServer({});
    open('phone-number', fakeServices({ signedIn: false, onSignIn }));
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบเพื่อดูดวง' }));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(alerts()).toContain('กรุณากรอกเบอร์โทรศัพท์');
  });
});
