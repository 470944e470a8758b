import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderRoute, stubServer } from '../../../test/stub-server.tsx';
import { AdminArea } from './admin-area.tsx';
import type { AdminAccess } from './admin-gate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const links = {
  home: '/',
  dashboard: '/admin',
  payments: '/admin/payments',
  users: '/admin/users',
  guests: '/admin/guests',
  readings: '/admin/readings',
  support: '/admin/support',
  articles: '/admin/articles',
  newArticle: '/admin/articles/new',
  catalogue: '/admin/catalogue',
  audit: '/admin/audit',
};

const paths = {
  userPath: (id: string) => `/admin/users/${id}`,
  readingPath: (id: string) => `/admin/readings/${id}`,
  readingsOfPath: (id: string) => `/admin/readings?userId=${id}`,
  articlePath: (id: string) => `/admin/articles/${id}`,
};

function show(access: AdminAccess, onSignIn = () => undefined) {
  const server = stubServer({ 'GET /admin/overview': () => ok({}) });
  renderRoute(
    <AdminArea
      page="dashboard"
      access={access}
      links={links}
      paths={paths}
      renderArticlePreview={() => null}
      onSignIn={onSignIn}
    />,
    '/admin',
  );
  return server;
}

describe('the admin gate', () => {
  it('tells a signed-in user without the role that they have no access, and fetches nothing', () => {
    const server = show('denied');
    expect(screen.getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึง' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })).toBeNull();
    expect(screen.queryByText('ภาพรวม')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('asks a guest to sign in', () => {
    const onSignIn = vi.fn();
    const server = show('guest', onSignIn);
    expect(screen.getByRole('heading', { name: 'กรุณาเข้าสู่ระบบ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(server.calls).toHaveLength(0);
  });

  it('lets an admin in, with the admin menu', () => {
    const server = show('admin');
    expect(screen.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ภาพรวม' })).toBeTruthy();
    expect(server.calls.some((c) => c.path === '/admin/overview')).toBe(true);
  });

  it('lists every admin page in the menu, the current one marked', () => {
    show('admin');
    const menu = screen.getByRole('navigation', { name: 'เมนูผู้ดูแลระบบ' });
    const items = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(items).toEqual([
      ['ภาพรวม', '/admin'],
      ['ตรวจสลิป', '/admin/payments'],
      ['ผู้ใช้', '/admin/users'],
      ['ผู้เยี่ยมชม', '/admin/guests'],
      ['การดูดวง', '/admin/readings'],
      ['ข้อความถึงทีมงาน', '/admin/support'],
      ['บทความ', '/admin/articles'],
      ['ราคาและแพ็กเกจ', '/admin/catalogue'],
      ['บันทึกการทำงาน', '/admin/audit'],
    ]);
    expect(within(menu).getByRole('link', { name: 'ภาพรวม' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});
