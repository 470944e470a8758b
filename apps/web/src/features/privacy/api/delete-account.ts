import { api, requireData } from '../../../lib/api-client.ts';

/** `DELETE /user/account`: the PDPA right to erasure (decision 016 says what stays). */
export async function deleteAccount(): Promise<void> {
  requireData(await api.delete<{ deleted: true }>('/user/account', { maxRetries: 0 }));
}
