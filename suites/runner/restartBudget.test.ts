/** The one restart budget every subject kind uses (src/runner/subjects/restartBudget.ts). */
import { describe, expect, it } from 'vitest';
import { RestartBudget, SILENT_LIMIT } from '../../src/runner/subjects/restartBudget.js';

describe('RestartBudget', () => {
  it('exec: a subject that never answered gives up after SILENT_LIMIT timeouts in a row', () => {
    const budget = new RestartBudget(10, 100);
    for (let i = 1; i < SILENT_LIMIT; i++) expect(budget.timedOut()).toBeUndefined();
    expect(budget.timedOut()).toMatch(/timed out on its first 3 cases without answering any/);
  });

  it('exec: once it answered, maxRestarts timeouts in a row; an answer starts the count again', () => {
    const budget = new RestartBudget(4, 100);
    budget.answered();
    for (let i = 0; i < 3; i++) expect(budget.timedOut()).toBeUndefined();
    budget.answered();
    for (let i = 0; i < 3; i++) expect(budget.timedOut()).toBeUndefined();
    expect(budget.timedOut()).toBe('4 cases in a row timed out (--timeout 100, --max-restarts 4)');
  });

  it('stream and module: past maxRestarts replacements, whatever was answered between them', () => {
    const budget = new RestartBudget(2, 100);
    budget.answered();
    expect(budget.restarted('exited')).toBeUndefined();
    budget.answered();
    expect(budget.restarted('exited')).toBeUndefined();
    expect(budget.restarted('exited with code 1')).toBe(
      'the subject had to be restarted more than 2 times (--max-restarts); last: exited with code 1',
    );
  });

  it('stream: starts that time out silently give up early, unless the subject has answered', () => {
    const silent = new RestartBudget(10, 100);
    for (let i = 1; i < SILENT_LIMIT; i++) {
      silent.ended({ wrote: false, timedOut: true });
      expect(silent.restarted('timed out')).toBeUndefined();
    }
    silent.ended({ wrote: false, timedOut: true });
    expect(silent.restarted('timed out')).toMatch(/answered nothing in 3 starts in a row/);
    const spoke = new RestartBudget(10, 100);
    spoke.answered();
    for (let i = 0; i < 5; i++) {
      spoke.ended({ wrote: false, timedOut: true });
      expect(spoke.restarted('timed out')).toBeUndefined();
    }
  });

  it('a command the shell cannot run ends the run only before any answer; the first reason stands', () => {
    const budget = new RestartBudget(10, 100);
    expect(budget.cannotStart('exited with code 127')).toBe('the command could not be started (exited with code 127)');
    budget.giveUp('first');
    budget.giveUp('second');
    expect(budget.fatal()).toBe('first');
    const answered = new RestartBudget(10, 100);
    answered.answered();
    expect(answered.cannotStart('exited with code 127')).toBeUndefined();
  });
});
