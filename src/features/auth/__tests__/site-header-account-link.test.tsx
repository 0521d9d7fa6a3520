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
  // One label in one place on every page: "Account", never "Sign in" on some pages.
  it('reads "Account" while the sign-in state is unknown, and renders without a store at all', () => {
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/');
    renderWithProviders(<SiteHeader />);
    expect(screen.getAllByRole('link', { name: 'Account' })).toHaveLength(2);
  });

  it.each(['succeeded', 'failed'] as const)(
    'reads "Account", to the account page, for a visitor known to be signed out (check %s)',
    (status) => {
      renderWithProviders(<SiteHeader />, {
        preloadedState: { auth: { user: null, status, error: null } },
      });
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user/');
      expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
    },
  );

  it('still reads "Account" once signed in, says who to assistive technology, and follows the store', () => {
    const store = makeStore();
    renderWithProviders(<SiteHeader />, { store });
    act(() => {
      store.dispatch(fetchUserDetails.fulfilled(ada, 'request-1'));
    });
    const link = screen.getByRole('link', { name: 'Account, signed in as Ada' });
    expect(link).toHaveAttribute('href', '/user/');
    // What shows is "Account"; its name starts with it and says who is signed in.
    expect(link).toHaveTextContent(/^Account$/);
  });
});
