/**
 * @jest-environment jest-fixed-jsdom
 *
 * The browser bundle's react-dom-utils: Gatsby's `render` and `hydrate`, taking react-dom only when
 * one of them is first called.
 */
const createRoot = jest.fn();
const hydrateRoot = jest.fn();
const loaded = jest.fn();

jest.mock('react-dom/client', () => {
  loaded();
  return { createRoot, hydrateRoot };
});

describe("the browser bundle's react-dom-utils", () => {
  beforeEach(() => {
    jest.resetModules();
    jest.clearAllMocks();
    createRoot.mockImplementation(() => ({ render: jest.fn() }));
  });

  type Render = (component: unknown, el: Element, options?: Record<string, unknown>) => unknown;
  const load = () =>
    jest.requireActual<{ reactDOMUtils: () => { render: Render; hydrate: Render } }>('./react-dom-utils');

  it('does not take react-dom until something renders', () => {
    const { reactDOMUtils } = load();
    const { render } = reactDOMUtils();
    expect(loaded).not.toHaveBeenCalled();
    render('first', document.createElement('div'));
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('renders into one root per element, as Gatsby does', () => {
    const { render } = load().reactDOMUtils();
    const head = document.createElement('div');
    const other = document.createElement('div');
    render('first', head);
    render('second', head);
    render('third', other);
    expect(createRoot).toHaveBeenCalledTimes(2);
    expect(createRoot).toHaveBeenNthCalledWith(1, head, undefined);
    const [headRoot] = createRoot.mock.results.map((result) => result.value as { render: jest.Mock });
    expect(headRoot?.render.mock.calls).toEqual([['first'], ['second']]);
  });

  it('hydrates with React 19 error handlers only when they are given', () => {
    const { hydrate } = load().reactDOMUtils();
    const el = document.createElement('div');
    const onCaughtError = jest.fn();
    hydrate('app', el);
    hydrate('app', el, { onCaughtError });
    expect(hydrateRoot.mock.calls).toEqual([
      [el, 'app', undefined],
      [el, 'app', { onUncaughtError: undefined, onCaughtError }],
    ]);
  });
});
