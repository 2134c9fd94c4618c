/**
 * SIGINT / SIGTERM during a long command: the first one runs `cleanUp` (kill what was started, remove
 * temporary files, say what was left) and exits with the shell's code for the signal, 130 or 143; a
 * second one while cleaning up exits at once. Without a handler Node would die on the spot and leave
 * subject processes and temporary folders behind.
 */
export type Interrupt = 'SIGINT' | 'SIGTERM';

export const INTERRUPT_EXIT: Record<Interrupt, number> = { SIGINT: 130, SIGTERM: 143 };

/** Install the handlers; the returned function removes them (the command finished on its own). */
export function onInterrupt(cleanUp: (signal: Interrupt) => Promise<void>): () => void {
  let cleaning = false;
  const handle = (signal: Interrupt): void => {
    if (cleaning) process.exit(INTERRUPT_EXIT[signal]);
    cleaning = true;
    cleanUp(signal)
      .catch(() => {})
      .finally(() => process.exit(INTERRUPT_EXIT[signal]));
  };
  const onInt = (): void => handle('SIGINT');
  const onTerm = (): void => handle('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return () => {
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  };
}
