/**
 * A promise settled in a new task rather than a microtask: work chained on it runs in a task of its
 * own, after the browser has had a chance to do anything else waiting (a tap, a frame).
 */
export function nextTask(win: Pick<Window, 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, 0);
  });
}
