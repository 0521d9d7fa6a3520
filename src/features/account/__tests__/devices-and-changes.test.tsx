import * as React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, setUpMswServer } from '../../../test/msw-server';
import { accountChange, accountDevice, undoneAccountChange } from '../../../test/account-answers';
import { signedOut } from '../../../test/auth-answers';
import { renderWithProviders } from '../../../test/render-with-providers';
import { startedVisit } from '../../../test/state-fixtures';
import { AccountChangeScreen } from '../account-change-screen';
import { DevicesSection } from '../devices-section';

const server = setUpMswServer();

const laptop = accountDevice({ id: 'dev-laptop', name: 'Firefox on macOS', this_device: true });
const phone = accountDevice({ id: 'dev-phone', name: 'Safari on iPhone', this_device: false });

describe('the signed-in devices', () => {
  it('lists them with this one marked, and signs another out', async () => {
    const signOuts: unknown[] = [];
    server.use(
      http.post(apiUrl('/accountDevices/'), () => HttpResponse.json({ devices: [laptop, phone] })),
      http.post(apiUrl('/accountDevices/signOut/'), async ({ request }) => {
        signOuts.push(await request.json());
        return HttpResponse.json({ devices: [laptop] });
      }),
    );
    renderWithProviders(<DevicesSection visitId="visit-1" />);
    const section = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(await within(section).findByRole('heading', { name: 'Safari on iPhone' })).toBeInTheDocument();
    expect(
      within(section).getByRole('heading', { name: 'Firefox on macOS This device' }),
    ).toBeInTheDocument();
    // Only the other device can be signed out from here.
    expect(within(section).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(section).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await within(section).findByText('Safari on iPhone is signed out.')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Safari on iPhone' })).not.toBeInTheDocument();
    expect(signOuts).toEqual([{ visit_id: 'visit-1', device: 'dev-phone' }]);
  });
});

describe('the page an account-change e-mail links to', () => {
  const dates = { changed_at: '2026-11-27T10:05:00.000Z', undo_until: '2099-12-04T10:05:00.000Z' };

  it('says what changed and undoes it with one button, signing the devices out', async () => {
    const calls: string[] = [];
    server.use(
      http.post(apiUrl('/accountChange/'), () => {
        calls.push('read');
        return HttpResponse.json(accountChange(dates));
      }),
      http.post(apiUrl('/accountChange/undo/'), () => {
        calls.push('undo');
        return HttpResponse.json(undoneAccountChange({ ...dates, signed_out_devices: 2 }));
      }),
      http.post(apiUrl('/getUserDetails/'), () => HttpResponse.json(signedOut)),
    );
    renderWithProviders(<AccountChangeScreen search="?token=abc.sig" />, {
      preloadedState: { visit: startedVisit },
    });
    expect(
      await screen.findByText(/the mobile number of your StaySmart account was changed\./),
    ).toBeInTheDocument();
    // Opening the page changes nothing by itself.
    expect(calls).toEqual(['read']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo this change' }));
    expect(
      await screen.findByText('Done: your earlier mobile number is back, and 2 devices were signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/user/sign-in/');
    expect(calls).toEqual(['read', 'undo']);
  });

  it('explains a link that is not valid, and a page opened without one', async () => {
    server.use(
      http.post(apiUrl('/accountChange/'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message:
                'This link is not valid. Copy the whole link from the e-mail, or write to help@staysmart.com.au.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { unmount } = renderWithProviders(<AccountChangeScreen search="?token=bad" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This link is not valid\./);
    unmount();
    renderWithProviders(<AccountChangeScreen search="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/needs the link from our e-mail/);
  });
});
