import type { App } from '../../src/app.ts';

export async function balanceOf(app: App, auth: { authorization: string }): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/coins/balance', headers: auth });
  if (res.statusCode !== 200) throw new Error(`balance: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { balance: number } }>().data.balance;
}
