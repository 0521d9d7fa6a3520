/** How hard and how long the API benchmark loads each route (BENCH_SECONDS, BENCH_RATE). */

/** Keep-alive connections of both the bounded and the saturation runs. */
export const CONNECTIONS = 200;
/** Length of each measurement, after the warm-up. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = 2;
/**
 * 1,000 requests/s per route is about 5,000 visitors active at the same moment, each loading a page
 * or sending a tracking batch every 5 seconds: several times the busiest minute we expect for one
 * server process, yet below saturation, so the figure shows the cost of a request rather than the
 * length of a queue.
 */
export const RATE = Number(process.env.BENCH_RATE ?? 1000);
/** The app key the API processes are started with; production refuses a site call that names none. */
export const APP_KEY = 'staysmart-bench-key';
