import { create } from 'zustand';

/**
 * Whether a reading of the user's has just come out (in this page's life): the moment the
 * install offer waits for. Set by the app layer, which hears of finished readings.
 */
interface InstallMomentState {
  readingCompleted: boolean;
  markReadingCompleted: () => void;
}

export const useInstallMoment = create<InstallMomentState>()((set) => ({
  readingCompleted: false,
  markReadingCompleted: () => set({ readingCompleted: true }),
}));
