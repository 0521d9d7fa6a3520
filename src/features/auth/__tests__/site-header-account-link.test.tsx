import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { SiteHeader } from '../../../components/layout/site-header';
import { makeStore } from '../../../app/store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fetchUserDetails } from '../auth-slice';

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobileNumber: '+61412345678',
};

describe('the header’s account link', () => {
  it('reads "Account" while the sign-in state is unknown, and renders without a store at all', () => {
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/');
    renderWithProviders(<SiteHeader />);
    expect(screen.getAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });

  it('reads "Sign in" for a signed-out visitor', () => {
    renderWithProviders(<SiteHeader />, {
      preloadedState: { auth: { user: null, status: 'succeeded', error: null } },
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/user/sign-in/');
  });

  it('shows the first name once signed in, and follows the store', () => {
    const store = makeStore();
    renderWithProviders(<SiteHeader />, { store });
    act(() => {
      store.dispatch(fetchUserDetails.fulfilled(ada, 'request-1'));
    });
    const link = screen.getByRole('link', { name: 'Account for Ada' });
    expect(link).toHaveAttribute('href', '/user/');
    expect(link).toHaveTextContent(/Ada$/);
  });
});
