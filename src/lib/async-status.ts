/** The request status every async slice carries (redux-essentials' shape); components render from it. */
export type AsyncStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
