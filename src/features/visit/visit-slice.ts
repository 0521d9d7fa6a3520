/**
 * The visit: who this browser is (persistent browser id), this page load (data-collection id),
 * the visit id the server knows the visit by, the visit's flags, and what /main/ returned.
 * The /main/ call itself is imported on demand, so this slice costs no API code in the page bundle.
 */
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FiguresDates } from '../../domain/figures-date';
import type { AsyncStatus } from '../../lib/async-status';
import { errorMessage } from '../../lib/error-message';
import { setMainProviders } from './main-providers';
import type { MainRequest } from './visit-api';

export interface VisitState {
  visitId: string | null;
  dcId: string | null;
  flags: Record<string, string>;
  status: AsyncStatus;
  error: string | null;
  /** Whether /main/ resumed the visit named by `vid` (null until it answered). */
  resumed: boolean | null;
  /** The days the banks published the figures the server works with (null until /main/ answered). */
  figuresDates: FiguresDates | null;
}

export const initialVisitState: VisitState = {
  visitId: null,
  dcId: null,
  flags: {},
  status: 'idle',
  error: null,
  resumed: null,
  figuresDates: null,
};

/** /main/: starts or resumes the visit; its providers go to main-providers.ts, not into the state. */
export const startVisit = createAsyncThunk<
  { visitId: string; resumed: boolean; figuresDates: FiguresDates | null },
  MainRequest,
  { rejectValue: string }
>('visit/start', async (request, { rejectWithValue }) => {
  const { postMain } = await import('./visit-api');
  try {
    const answer = await postMain(request);
    setMainProviders(answer.providers);
    return { visitId: answer.visitId, resumed: answer.resumed, figuresDates: answer.figuresDates };
  } catch (error) {
    return rejectWithValue(errorMessage(error));
  }
});

export const visitSlice = createSlice({
  name: 'visit',
  initialState: initialVisitState,
  reducers: {
    // Written as a spread: a `.flags` member access makes the bundler add the RegExp#flags
    // polyfill (it cannot tell this object from a RegExp) to every page's first-load JavaScript.
    visitIdentified(
      state,
      action: PayloadAction<{
        dcId: string;
        visitId: string | null;
        flags: Record<string, string>;
      }>,
    ) {
      return { ...state, ...action.payload };
    },
    startUpFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(startVisit.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(startVisit.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.visitId = action.payload.visitId;
        state.resumed = action.payload.resumed;
        state.figuresDates = action.payload.figuresDates;
      })
      .addCase(startVisit.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'The visit could not be started.';
      });
  },
});

/** Every page has the visit; src/app/store.ts puts the slice in the reducer. */
declare module '../../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface StoreSlices extends WithSlice<typeof visitSlice> {}
}

export const { visitIdentified, startUpFailed } = visitSlice.actions;
