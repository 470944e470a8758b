import { create } from 'zustand';

export interface DeductionItem {
  label: string;
  coins: number;
}

interface CoinPromptsState {
  insufficient: { required: number; current: number } | null;
  deduction: { items: DeductionItem[]; resolve: (accepted: boolean) => void } | null;
  showInsufficient: (required: number, current: number) => void;
  closeInsufficient: () => void;
}

/** The wallet's overlays any screen can open: not enough coins, and consent to spend. */
export const useCoinPrompts = create<CoinPromptsState>((set) => ({
  insufficient: null,
  deduction: null,
  showInsufficient: (required, current) => set({ insufficient: { required, current } }),
  closeInsufficient: () => set({ insufficient: null }),
}));
