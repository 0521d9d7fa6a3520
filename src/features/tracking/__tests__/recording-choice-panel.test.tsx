import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordingChoicePanel } from '../recording-choice-panel';
import { RECORDING_OFF_KEY } from '../recording-choice';
import { chooseRecording, pendingActions, track } from '../track';

const box = () => screen.getByRole('checkbox', { name: 'Record what I do on this site, in this browser' });

afterEach(() => {
  chooseRecording(true);
  window.localStorage.clear();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

describe('the privacy page’s recording switch', () => {
  it('turns recording off and on again, saying what each means', async () => {
    const user = userEvent.setup();
    render(<RecordingChoicePanel />);
    expect(screen.getByRole('heading', { level: 2, name: /what we record/ })).toBeInTheDocument();
    expect(box()).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Recording is on in this browser.');
    track('search', { query: 'anz' });
    expect(pendingActions()).toHaveLength(1);

    await user.click(box());
    expect(box()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(/Recording is off in this browser/);
    expect(screen.getByRole('status')).toHaveTextContent(/not yet sent has been deleted/);
    expect(window.localStorage.getItem(RECORDING_OFF_KEY)).toBe('yes');
    expect(pendingActions()).toEqual([]);

    await user.click(box());
    expect(box()).toBeChecked();
    expect(window.localStorage.getItem(RECORDING_OFF_KEY)).toBeNull();
  });

  it('shows a choice made on an earlier visit', () => {
    window.localStorage.setItem(RECORDING_OFF_KEY, 'yes');
    render(<RecordingChoicePanel />);
    expect(box()).not.toBeChecked();
  });

  it('cannot be turned on where the browser sends Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    render(<RecordingChoicePanel />);
    expect(box()).not.toBeChecked();
    expect(box()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(/Global Privacy Control/);
  });
});
