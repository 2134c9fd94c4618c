/**
 * SIGINT / SIGTERM during a long command. The first one calls `first` (stop what was started, say so) and
 * the command goes on to finish what it can (`run` writes the report of what ran) and then exits with the
 * shell's code for the signal, 130 or 143. A second one, or a clean-up that takes longer than `withinMs`,
 * calls `again` (synchronously: one line, nothing else runs) and exits at once. Without a handler Node would
 * die on the spot and leave subject processes and temporary folders behind.
 */
export type Interrupt = 'SIGINT' | 'SIGTERM';

export const INTERRUPT_EXIT: Record<Interrupt, number> = { SIGINT: 130, SIGTERM: 143 };

export interface InterruptHandlers {
  readonly first: (signal: Interrupt) => void;
  /** `slow`: the clean-up outlasted `withinMs`, no second signal came. */
  readonly again: (signal: Interrupt, slow: boolean) => void;
  /** Default 10 s: the clean-up waits on nothing a subject controls, so this is a backstop. */
  readonly withinMs?: number;
}

/** Install the handlers; the returned function removes them (the command finished). */
export function onInterrupt(handlers: InterruptHandlers): () => void {
  let first: Interrupt | undefined;
  let backstop: NodeJS.Timeout | undefined;
  const exitNow = (signal: Interrupt, slow: boolean): never => {
    handlers.again(signal, slow);
    process.exit(INTERRUPT_EXIT[signal]);
  };
  const handle = (signal: Interrupt): void => {
    if (first !== undefined) exitNow(signal, false);
    first = signal;
    handlers.first(signal);
    backstop = setTimeout(() => exitNow(signal, true), handlers.withinMs ?? 10_000);
  };
  const onInt = (): void => handle('SIGINT');
  const onTerm = (): void => handle('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return () => {
    clearTimeout(backstop);
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  };
}
