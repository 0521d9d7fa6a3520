import * as React from 'react';
import { act, screen } from '@testing-library/react';
import { createHistory, createMemorySource, LocationProvider, Router } from '@gatsbyjs/reach-router';
import { setUpMswServer } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { signedOutState } from '../../../test/state-fixtures';
import { SignInScreen } from '../sign-in-screen';
import { SignUpScreen } from '../sign-up-screen';

setUpMswServer();

describe('moving between sign-in and sign-up', () => {
  it('leaves focus alone on the first screen, then moves it to each new screen’s heading', async () => {
    const history = createHistory(createMemorySource('/user/sign-in/'));
    renderWithProviders(
      <LocationProvider history={history}>
        <Router basepath="/user" primary={false} component={React.Fragment}>
          <SignInScreen path="/sign-in" />
          <SignUpScreen path="/sign-up" />
        </Router>
      </LocationProvider>,
      { preloadedState: signedOutState },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).not.toHaveFocus();

    act(() => {
      void history.navigate('/user/sign-up/');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your StaySmart account' }),
    ).toHaveFocus();

    act(() => {
      void history.navigate('/user/sign-in/');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });
});
