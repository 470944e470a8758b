import { create } from 'zustand';

interface LoginModalState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/** Whether the sign-in modal is showing; any screen can ask for it. */
export const useLoginModal = create<LoginModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
