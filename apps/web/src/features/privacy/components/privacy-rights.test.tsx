import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, inTurn, ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { PrivacyRights } from './privacy-rights.tsx';

afterEach(() => vi.unstubAllGlobals());

const GIVEN = {
  consent_given: true,
  consent_at: '2026-11-20T03:15:00.000Z',
  decided_at: '2026-11-20T03:15:00.000Z',
  policy_version: '1.0',
  accept_terms: true,
  accept_marketing: true,
};
const WITHDRAWN = {
  ...GIVEN,
  consent_given: false,
  consent_at: null,
  decided_at: '2026-11-25T09:30:00.000Z',
  accept_marketing: false,
};
const NEVER = { ...WITHDRAWN, decided_at: null, policy_version: null, accept_terms: false };

function renderRights(overrides: Partial<Parameters<typeof PrivacyRights>[0]> = {}) {
  const props = {
    onConsentChanged: vi.fn(),
    onAccountDeleted: vi.fn(),
    ...overrides,
  };
  renderRoute(<PrivacyRights {...props} />, '/profile');
  return props;
}

describe('PrivacyRights: the PDPA consent', () => {
  it('shows the consent given and when, and withdraws it after explaining what that means', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /user/pdpa-consent': inTurn(
        () => ok(GIVEN),
        () => ok(WITHDRAWN),
      ),
      'POST /user/pdpa-consent': () => ok({ consent_given: false, consent_at: null }),
    });
    const props = renderRights();

    const consent = await screen.findByTestId('pdpa-consent');
    await within(consent).findByText('ให้ความยินยอมแล้ว');
    expect(within(consent).getByText(/^ให้ความยินยอมเมื่อ .*2569/)).toBeTruthy();

    await user.click(within(consent).getByRole('button', { name: 'ถอนความยินยอม' }));
    const dialog = screen.getByRole('dialog', { name: 'ถอนความยินยอม?' });
    // What withdrawing means, in Thai, before anything is sent.
    expect(dialog.textContent).toContain('ดวงดีจะถามคุณอีกครั้งก่อนใช้งาน');
    expect(dialog.textContent).toContain('จนกว่าคุณจะลบบัญชี');
    expect(server.posts()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการถอนความยินยอม' }));
    await waitFor(() => expect(props.onConsentChanged).toHaveBeenCalledWith(false, null));
    expect(server.callsTo('POST /user/pdpa-consent')[0]?.parsedBody).toEqual({
      accept_pdpa: false,
      consent_source: 'privacy-settings',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(consent).findByText('ถอนความยินยอมแล้ว');
    expect(within(consent).getByText(/^ถอนความยินยอมเมื่อ /)).toBeTruthy();
    expect(within(consent).getByRole('button', { name: 'ให้ความยินยอม' })).toBeTruthy();
  });

  it('cancelling the withdrawal sends nothing', async () => {
    const user = userEvent.setup();
    const server = stubServer({ 'GET /user/pdpa-consent': () => ok(GIVEN) });
    const props = renderRights();
    await user.click(await screen.findByRole('button', { name: 'ถอนความยินยอม' }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.posts()).toHaveLength(0);
    expect(props.onConsentChanged).not.toHaveBeenCalled();
  });

  it('gives the consent that was never given', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /user/pdpa-consent': inTurn(
        () => ok(NEVER),
        () => ok(GIVEN),
      ),
      'POST /user/pdpa-consent': () =>
        ok({ consent_given: true, consent_at: '2026-11-25T10:00:00.000Z' }),
    });
    const props = renderRights();
    expect(await screen.findByText('ยังไม่ได้ให้ความยินยอม')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ให้ความยินยอม' }));
    await waitFor(() =>
      expect(props.onConsentChanged).toHaveBeenCalledWith(true, '2026-11-25T10:00:00.000Z'),
    );
    expect(server.callsTo('POST /user/pdpa-consent')[0]?.parsedBody).toMatchObject({
      accept_pdpa: true,
    });
    expect(await screen.findByText('ให้ความยินยอมแล้ว')).toBeTruthy();
  });

  it('keeps the consent as it was when the server refuses', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /user/pdpa-consent': () => ok(GIVEN),
      'POST /user/pdpa-consent': () => fail(400, 'VALIDATION_FAILED'),
    });
    const props = renderRights();
    await user.click(await screen.findByRole('button', { name: 'ถอนความยินยอม' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยันการถอนความยินยอม' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'ยืนยันการถอนความยินยอม' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(props.onConsentChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'ถอนความยินยอม?' })).toBeTruthy();
  });
});

describe('PrivacyRights: a copy of the data', () => {
  it('downloads the zip archive as a file', async () => {
    const user = userEvent.setup();
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
    const server = stubServer({
      'GET /user/pdpa-consent': () => ok(GIVEN),
      'GET /user/data-export/archive': () =>
        new Response(zip, { headers: { 'content-type': 'application/zip' } }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:archive';
    };
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderRights();

    await user.click(await screen.findByRole('button', { name: 'ดาวน์โหลดข้อมูล (ZIP)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(server.callsTo('GET /user/data-export/archive')).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^duangdee-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(clicked[0]?.href).toBe('blob:archive');
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(zip);
    click.mockRestore();
  });
});

describe('PrivacyRights: deleting the account', () => {
  it('asks in Thai, needs the box ticked, then erases and hands over', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'GET /user/pdpa-consent': () => ok(GIVEN),
      'DELETE /user/account': () => ok({ deleted: true }),
    });
    const props = renderRights();

    await user.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบบัญชีถาวร?' });
    expect(dialog.textContent).toContain('การลบนี้ย้อนกลับไม่ได้');
    expect(dialog.textContent).toContain('แบบไม่ระบุตัวตน');
    const confirm = within(dialog).getByRole('button', { name: 'ลบบัญชีถาวร' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByLabelText('ฉันเข้าใจว่าการลบบัญชีนี้ย้อนกลับไม่ได้'));
    await user.click(confirm);
    await waitFor(() => expect(props.onAccountDeleted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('DELETE /user/account')).toHaveLength(1);
  });

  it('stays signed in when the deletion fails', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /user/pdpa-consent': () => ok(GIVEN),
      'DELETE /user/account': () => fail(500, 'INTERNAL'),
    });
    const props = renderRights();
    await user.click(await screen.findByRole('button', { name: 'ลบบัญชี' }));
    await user.click(screen.getByLabelText('ฉันเข้าใจว่าการลบบัญชีนี้ย้อนกลับไม่ได้'));
    await user.click(screen.getByRole('button', { name: 'ลบบัญชีถาวร' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ลบบัญชีถาวร' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(props.onAccountDeleted).not.toHaveBeenCalled();
  });
});
