import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPost } from '../../../lib/api-client';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { acceptErrorReports } from '../../../test/site-answers';
import { FormAlert } from '../../../components/forms/form-alert';
import { TextField } from '../../../components/forms/text-field';
import { CodeStep } from '../components/code-step';
import { useCodeFlow } from '../components/use-code-flow';

const server = setUpMswServer();

/** A code flow as the site's use it: a mobile number, then the code texted to it. */
function MobileCodeFlow({ waitAfterSend, onVerified }: { waitAfterSend?: number; onVerified(): void }) {
  const [mobile, setMobile] = React.useState('');
  const [step, setStep] = React.useState<'number' | 'code'>('number');
  const flow = useCodeFlow({ adviseNewCode: true });
  const request = async () => {
    await apiPost('/sendCode/', { mobile });
    return waitAfterSend;
  };
  if (step === 'code') {
    return (
      <CodeStep
        {...flow.stepState}
        ids={{ heading: 'code-heading', help: 'code-help', field: 'code' }}
        heading="Enter the code we texted you"
        help={<>We’ve sent a 6-digit code to {mobile}.</>}
        label="6-digit code"
        focusableWhileBusy
        submitLabel="Confirm"
        onSubmit={(event) =>
          flow.verify(event, async (digits) => {
            await apiPost('/verifyCode/', { code: digits });
            onVerified();
          })
        }
        onResend={() =>
          // A new code's wait is the usual one.
          flow.resend(async () => {
            await apiPost('/sendCode/', { mobile });
          })
        }
        changeDetailsLabel="Use a different number"
        onChangeDetails={() => {
          flow.leaveCodeStep();
          setStep('number');
        }}
      />
    );
  }
  return (
    <form
      aria-label="Your number"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.send(request).then((sent) => sent && setStep('code'));
      }}
    >
      <FormAlert message={flow.error} />
      <TextField id="mobile" label="Mobile number" value={mobile} onValueChange={setMobile} />
      <button type="submit" className="button" disabled={flow.busy}>
        {flow.busy ? 'Sending…' : 'Text me a code'}
      </button>
    </form>
  );
}

const refusal = (code: string, message: string, status = 400, headers: Record<string, string> = {}) =>
  HttpResponse.json({ error: { code, message } }, { status, headers });

async function reachCodeStep(waitAfterSend?: number) {
  const onVerified = jest.fn();
  render(<MobileCodeFlow waitAfterSend={waitAfterSend} onVerified={onVerified} />);
  const visitor = userEvent.setup();
  await visitor.type(screen.getByLabelText('Mobile number'), '0412 345 678{Enter}');
  const field = await screen.findByLabelText('6-digit code');
  return { visitor, field, onVerified };
}

describe('a one-time code with useCodeFlow', () => {
  beforeEach(() => {
    server.use(
      http.post(apiUrl('/sendCode/'), () => HttpResponse.json({ sent: true })),
      acceptErrorReports(),
    );
  });

  it('starts in a one-time-code field, then checks the code once however often it is pressed', async () => {
    let checks = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl('/verifyCode/'), async () => {
        checks += 1;
        await released;
        return HttpResponse.json({ verified: true });
      }),
    );
    const { visitor, field, onVerified } = await reachCodeStep();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();

    await visitor.type(field, '123456{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Checking…' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await visitor.click(confirm);
    release();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(checks).toBe(1);
  });

  it('shows a wrong code as the field’s own error, keeps focus there and the code as typed', async () => {
    server.use(
      http.post(apiUrl('/verifyCode/'), () =>
        refusal('INVALID_CODE', 'That code is not right. You have 4 tries left.'),
      ),
    );
    const { visitor, field, onVerified } = await reachCodeStep();
    await visitor.type(field, '000000{Enter}');

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('That code is not right.')),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('000000');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('checks the code’s form before calling the server', async () => {
    let checks = 0;
    server.use(
      http.post(apiUrl('/verifyCode/'), () => {
        checks += 1;
        return HttpResponse.json({ verified: true });
      }),
    );
    const { visitor, field } = await reachCodeStep();
    await visitor.type(field, '123{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(checks).toBe(0);
  });

  it('says to send a new code when the code has expired, and offers it at once', async () => {
    server.use(
      http.post(apiUrl('/verifyCode/'), () =>
        refusal('CODE_EXPIRED', 'This code has expired: codes last 10 minutes.'),
      ),
    );
    const { visitor, field } = await reachCodeStep();
    await visitor.type(field, '123456{Enter}');

    expect(
      await screen.findByText('This code has expired: codes last 10 minutes. Send a new code to try again.'),
    ).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('sends a new code, says so, and waits the usual 30 seconds before another', async () => {
    let sends = 0;
    server.use(
      http.post(apiUrl('/sendCode/'), () => {
        sends += 1;
        return HttpResponse.json({ sent: true });
      }),
    );
    const { visitor } = await reachCodeStep(0);
    await visitor.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(
      await screen.findByText('We’ve sent a new code. Codes sent before it no longer work.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();
    expect(sends).toBe(2);
  });

  it('over the send limit, shows the limit’s message and counts down the wait the server asks for', async () => {
    const { visitor } = await reachCodeStep(0);
    server.use(
      http.post(apiUrl('/sendCode/'), () =>
        refusal(
          'RATE_LIMITED',
          'We have sent 5 codes to this number in the last 10 minutes. Please try again in 9 minutes.',
          429,
          { 'Retry-After': '540' },
        ),
      ),
    );
    await visitor.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 9 minutes.');
    expect(screen.getByRole('button', { name: 'Send a new code in 540 s' })).toBeDisabled();
    expect(screen.queryByText(/We’ve sent a new code/)).not.toBeInTheDocument();
  });

  it('stays at the number, with the limit’s message, when the first code is over the limit', async () => {
    server.use(
      http.post(apiUrl('/sendCode/'), () =>
        refusal('RATE_LIMITED', 'Too many codes. Please try again in 9 minutes.', 429, {
          'Retry-After': '540',
        }),
      ),
    );
    const onVerified = jest.fn();
    render(<MobileCodeFlow onVerified={onVerified} />);
    const visitor = userEvent.setup();
    await visitor.type(screen.getByLabelText('Mobile number'), '0412 345 678{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many codes. Please try again in 9 minutes.',
    );
    expect(screen.queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
  });
});
