import { createHistoryDirection as create } from '../tracking/history-direction';

let instance: ReturnType<typeof create> | null = null;

/** The page's one history-order tracker (it remembers the index of the current entry). */
export function createHistoryDirection(): ReturnType<typeof create> {
  instance ??= create(window.history);
  return instance;
}
