import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useCoinPrompts, type DeductionItem } from '../stores/coin-prompts-store.ts';

export function rememberedDeductionConsent(): boolean {
  return readStorage(STORAGE_KEYS.rememberCoinDeductionConsent) === 'true';
}

/**
 * Asks before coins are spent, listing the costs. Resolves true at once when the user chose to be
 * remembered; the choice is saved only when the box is ticked.
 */
export function confirmDeduction(items: DeductionItem[]): Promise<boolean> {
  if (rememberedDeductionConsent()) return Promise.resolve(true);
  return new Promise((resolve) => useCoinPrompts.setState({ deduction: { items, resolve } }));
}

export function settleDeduction(accepted: boolean, remember: boolean): void {
  const pending = useCoinPrompts.getState().deduction;
  if (accepted && remember) writeStorage(STORAGE_KEYS.rememberCoinDeductionConsent, 'true');
  useCoinPrompts.setState({ deduction: null });
  pending?.resolve(accepted);
}
