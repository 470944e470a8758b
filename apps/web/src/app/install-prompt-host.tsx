import { InstallPrompt } from '../features/install-app/components/install-prompt.tsx';
import { useInstallMoment } from '../features/install-app/stores/install-moment.ts';
import { useServerEvent } from '../lib/use-server-event.ts';

/**
 * The install offer, and the moment it waits for: a reading of the user's has come out (the
 * live `reading.done` event, heard wherever the user is in the app). A chat reply is not one.
 */
export function InstallPromptHost() {
  const markReadingCompleted = useInstallMoment((s) => s.markReadingCompleted);
  useServerEvent('reading.done', (event) => {
    if (event.status === 'completed' && event.kind !== 'chat') markReadingCompleted();
  });
  return <InstallPrompt />;
}
