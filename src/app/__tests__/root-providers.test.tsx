import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppSelector } from '../../store/hooks';
import { selectSurvey, setSurveyId } from '../../features/survey/survey-slice';
import { makeStore } from '../store';
import { RootProviders } from '../root-providers';

function Counter() {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

describe('the providers around every page', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  /** The page as the build renders it (react-redux warns that jsdom's server render has a window). */
  function serverRender(page: React.ReactElement = <Counter />): HTMLElement {
    const container = document.createElement('div');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(<RootProviders store={makeStore()}>{page}</RootProviders>);
    const otherErrors = error.mock.calls.filter(([message]) => !String(message).includes('useLayoutEffect'));
    error.mockRestore();
    expect(otherErrors).toEqual([]);
    document.body.appendChild(container);
    return container;
  }

  it('hydrates the server-rendered page without replacing it, then says the content is committed', async () => {
    const container = serverRender();
    const serverButton = screen.getByRole('button', { name: 'Pressed 0 times' });
    const committed = jest.fn();
    const recoverable = jest.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <RootProviders store={makeStore()} onContentCommitted={committed}>
          <Counter />
        </RootProviders>,
        { onRecoverableError: recoverable },
      );
    });

    expect(committed).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    // The same element: hydrated in place, not rendered again.
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(serverButton);
  });

  it('renders nothing extra when nobody asks to be told', () => {
    const container = serverRender();
    expect(container.textContent).toBe('Pressed 0 times');
  });

  function SurveyLine() {
    const { surveyId } = useAppSelector(selectSurvey);
    return <p>{surveyId === null ? 'No check yet' : `Check ${surveyId}`}</p>;
  }

  it('hydrates with the state the store was made with, then shows what changed before hydration', async () => {
    const container = serverRender(<SurveyLine />);
    const serverLine = screen.getByText('No check yet');
    const store = makeStore();
    const stateAtCreation = store.getState();
    store.dispatch(setSurveyId('s-1'));
    const recoverable = jest.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <RootProviders store={store} hydrationState={stateAtCreation}>
          <SurveyLine />
        </RootProviders>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByText('Check s-1')).toBe(serverLine);
  });
});
