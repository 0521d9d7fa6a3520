/**
 * Who is signed in. `status` follows the last user-details fetch; `user` is null when signed out.
 * The calls are imported on demand so the slice adds no API code to static pages.
 */
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AsyncStatus } from '../../lib/async-status';
import { forgetKeptJourneys } from '../../lib/kept-journeys';
import { errorMessage } from '../../lib/error-message';
import { reportError } from '../errors/report-error';
import {
  MISSING_DETAIL_MESSAGE,
  readUserDetails,
  type UserDetails,
  type UserDetailsResponse,
} from './user-details';

export interface AuthState {
  user: UserDetails | null;
  status: AsyncStatus;
  error: string | null;
}

export const initialAuthState: AuthState = { user: null, status: 'idle', error: null };

interface VisitIdState {
  visit: { visitId: string | null };
}

/** Applies a user-details answer: signed in, signed out, or signed out with the missing-detail error reported. */
export const applyUserDetails = createAsyncThunk<
  UserDetails | null,
  UserDetailsResponse,
  { rejectValue: string }
>('auth/applyUserDetails', async (response, { rejectWithValue }) => {
  const reading = readUserDetails(response);
  if (reading.kind === 'signed-in') return reading.user;
  if (reading.kind === 'signed-out') return null;
  void reportError({ error: new Error(MISSING_DETAIL_MESSAGE), details: { missing: reading.missing } });
  return rejectWithValue(MISSING_DETAIL_MESSAGE);
});

export const fetchUserDetails = createAsyncThunk<
  UserDetails | null,
  void,
  { state: VisitIdState; rejectValue: string }
>('auth/fetchUserDetails', async (_, { getState, dispatch, rejectWithValue }) => {
  const { postGetUserDetails } = await import('./auth-api');
  let response: UserDetailsResponse;
  try {
    response = await postGetUserDetails(getState().visit.visitId);
  } catch (error) {
    return rejectWithValue(errorMessage(error));
  }
  const applied = await dispatch(applyUserDetails(response));
  if (applyUserDetails.rejected.match(applied))
    return rejectWithValue(applied.payload ?? MISSING_DETAIL_MESSAGE);
  return applied.payload;
});

/**
 * Signs out, and forgets the journeys' checks kept in this browser: they belong to the account
 * now, so the next person at this browser starts afresh (the journeys' slices clear themselves on
 * `signOut.fulfilled` as well).
 */
export const signOut = createAsyncThunk<void, void, { state: VisitIdState; rejectValue: string }>(
  'auth/signOut',
  async (_, { getState, rejectWithValue }) => {
    const { postSignOut } = await import('./auth-api');
    try {
      await postSignOut(getState().visit.visitId);
    } catch (error) {
      return rejectWithValue(errorMessage(error));
    }
    forgetKeptJourneys();
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserDetails.pending, (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addCase(fetchUserDetails.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
      })
      .addCase(fetchUserDetails.rejected, (state, action) => {
        state.status = 'failed';
        state.user = null;
        state.error =
          action.payload ?? action.error.message ?? 'We couldn’t check whether you are signed in.';
      })
      .addCase(applyUserDetails.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.user = action.payload;
        state.error = null;
      })
      .addCase(applyUserDetails.rejected, (state, action) => {
        state.status = 'failed';
        state.user = null;
        state.error = action.payload ?? MISSING_DETAIL_MESSAGE;
      })
      .addCase(signOut.fulfilled, (state) => {
        state.user = null;
        state.status = 'succeeded';
        state.error = null;
      });
  },
});

/** Every page has the sign-in state; src/app/store.ts puts the slice in the reducer. */
declare module '../../store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface StoreSlices extends WithSlice<typeof authSlice> {}
}

export const selectUser = (state: { auth: AuthState }) => state.auth.user;
export const selectAuthStatus = (state: { auth: AuthState }) => state.auth.status;
