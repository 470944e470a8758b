import { notifications } from '../../db/schema/payments.ts';
import type { DbOrTx } from '../users/repo.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
  data?: Record<string, unknown>;
}

/** Adds a notification inside the caller's transaction, so it exists exactly when its cause does. */
export async function addNotification(tx: DbOrTx, notification: NewNotification): Promise<void> {
  await tx.insert(notifications).values(notification);
}
