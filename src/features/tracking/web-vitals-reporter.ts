/**
 * Core Web Vitals (CLS, INP, LCP, FCP, TTFB) as one tracked action, sent 3000 ms after the last
 * change (metrics update in bursts), and at once when the page is about to be flushed.
 */
import type { Metric } from 'web-vitals';

export const WEB_VITALS_DEBOUNCE_MS = 3000;

export interface VitalsDeps {
  observe: Array<(callback: (metric: Metric) => void) => void>;
  report(data: Record<string, { value: number; rating: string; id: string }>): void;
  onBeforeFlush(hook: () => void): void;
}

export function reportWebVitals(deps: VitalsDeps, debounceMs = WEB_VITALS_DEBOUNCE_MS): void {
  const pending = new Map<string, { value: number; rating: string; id: string }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    deps.report(Object.fromEntries(pending));
    pending.clear();
  };
  const onMetric = (metric: Metric) => {
    // Lower case: the API client would turn "FCP" into "f_c_p".
    pending.set(metric.name.toLowerCase(), {
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      id: metric.id,
    });
    if (timer) clearTimeout(timer);
    timer = setTimeout(send, debounceMs);
  };
  for (const observe of deps.observe) observe(onMetric);
  deps.onBeforeFlush(send);
}
