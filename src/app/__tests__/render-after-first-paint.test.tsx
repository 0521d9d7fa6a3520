import * as React from 'react';
import { act } from '@testing-library/react';
import {
  afterFirstPaint,
  FIRST_PAINT_FALLBACK_MS,
  PAGE_LOAD_FAILED_TEXT,
  renderAfterFirstPaint,
} from '../render-after-first-paint';

describe('attaching React after the first paint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs the task in a new task after the next frame, once', () => {
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever when no frame comes (a background tab)', () => {
    const task = jest.fn();
    afterFirstPaint(task);
    jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('hydrates server-rendered HTML in place, keeping its nodes', async () => {
    document.body.innerHTML =
      '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p id="text">Rates from 5.99% p.a.</p></div></div>';
    const container = document.getElementById('___gatsby');
    const serverNode = document.getElementById('text');
    const onClick = jest.fn();
    renderAfterFirstPaint(
      <div id="gatsby-focus-wrapper">
        <p id="text" onClick={onClick}>
          Rates from 5.99% p.a.
        </p>
      </div>,
      container,
    );
    await act(async () => {
      jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
      await Promise.resolve();
    });
    expect(document.getElementById('text')).toBe(serverNode);
    act(() => serverNode?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a client-only page, whose wrapper the server left empty', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    renderAfterFirstPaint(<h1>Your account</h1>, document.getElementById('___gatsby'));
    expect(document.querySelector('h1')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
      await Promise.resolve();
    });
    expect(document.querySelector('h1')?.textContent).toBe('Your account');
  });

  it('says so when the page has nothing to render into', () => {
    expect(() => renderAfterFirstPaint(<p>x</p>, null)).toThrow(/#___gatsby/);
  });

  it('waits for what the page needs (its store) when that comes after the paint', async () => {
    document.body.innerHTML =
      '<div id="___gatsby"><div id="gatsby-focus-wrapper"><p id="text">Rates</p></div></div>';
    let arrive: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const onClick = jest.fn();
    renderAfterFirstPaint(
      <div id="gatsby-focus-wrapper">
        <p id="text" onClick={onClick}>
          Rates
        </p>
      </div>,
      document.getElementById('___gatsby'),
      { ready },
    );
    act(() => {
      jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
    });
    act(() => document.getElementById('text')?.click());
    expect(onClick).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
      await ready;
    });
    act(() => document.getElementById('text')?.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a server-rendered page as sent when its store never arrives, and says so to the caller', async () => {
    const html = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><h1>Home loans</h1></div></div>';
    document.body.innerHTML = html;
    const failure = new Error('Loading chunk 12 failed.');
    const onFailed = jest.fn();
    renderAfterFirstPaint(<h1>Other</h1>, document.getElementById('___gatsby'), {
      ready: Promise.reject(failure),
      onFailed,
    });
    await act(async () => {
      jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
      await Promise.resolve();
    });
    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(document.body.innerHTML).toBe(html);
  });

  it('tells the visitor on a client-only page whose store never arrives', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    renderAfterFirstPaint(<h1>Your account</h1>, document.getElementById('___gatsby'), {
      ready: Promise.reject(new Error('Loading chunk 12 failed.')),
    });
    await act(async () => {
      jest.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS);
      await Promise.resolve();
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(PAGE_LOAD_FAILED_TEXT);
    expect(document.querySelector('h1')).toBeNull();
  });
});
