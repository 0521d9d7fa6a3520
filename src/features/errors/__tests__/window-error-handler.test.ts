import { fatalErrorTexts, replacePageBody } from '../fatal-error-page';
import { createWindowErrorHandler } from '../window-error-handler';

function setUp(outcome: { errorId: string; delivered: boolean } | Error) {
  const report = jest.fn(() =>
    outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome),
  );
  const replaceBody = jest.fn();
  return { report, replaceBody, handle: createWindowErrorHandler({ report, replaceBody }) };
}

describe('window errors', () => {
  it('before the app is stable: reports, replaces the page with the reference, and handles nothing after', async () => {
    const { report, replaceBody, handle } = setUp({ errorId: 'M3X9K2AB-7QF2C9', delivered: true });
    await handle({ error: new Error('boom') }, false);
    await handle({ error: new Error('second') }, false);
    await handle({ error: new Error('third') }, true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(replaceBody).toHaveBeenCalledTimes(1);
    expect(replaceBody).toHaveBeenCalledWith('Something went wrong, ref number: M3X9K2AB-7QF2C9');
  });

  it('asks the visitor to check their connection when the report could not be delivered', async () => {
    const { replaceBody, handle } = setUp({ errorId: 'X', delivered: false });
    await handle({ error: new Error('boom') }, false);
    expect(replaceBody).toHaveBeenCalledWith('Something went wrong. Please check your internet connection.');
  });

  it('falls back to the plain text when handling itself fails', async () => {
    const { replaceBody, handle } = setUp(new Error('the reporter broke'));
    await handle({ error: new Error('boom') }, false);
    expect(replaceBody).toHaveBeenCalledWith('Something went wrong.');
  });

  it('once stable: only reports, each distinct error once, and leaves the page alone', async () => {
    const { report, replaceBody, handle } = setUp({ errorId: 'X', delivered: true });
    await handle({ error: new TypeError('a is undefined') }, true);
    await handle({ error: new TypeError('a is undefined') }, true);
    await handle({ error: 'a rejected string' }, true);
    expect(report).toHaveBeenCalledTimes(2);
    expect(replaceBody).not.toHaveBeenCalled();
  });
});

describe('the error page', () => {
  it('replaces the whole body with one heading and a reload link', () => {
    document.body.innerHTML = '<div id="___gatsby"><main><h1>Credit cards</h1></main></div>';
    replacePageBody(fatalErrorTexts.reported('ABC-123456'));
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')).toHaveTextContent(/^Something went wrong, ref number: ABC-123456$/);
    expect(document.getElementById('___gatsby')).toBeNull();
    expect(document.querySelector('a')).toHaveTextContent('Reload the page');
  });
});
