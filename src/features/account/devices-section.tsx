/**
 * The devices signed in to the account: each named by its browser and system, this one marked,
 * and any other signed out with one button (its next request finds itself signed out).
 */
import * as React from 'react';
import { FormAlert } from '../../components/forms/form-alert';
import { formatDateTime } from './date-time';
import { type AccountDevice, postAccountDevices, postSignOutDevice } from './account-api';
import { useApiResource } from '../../lib/use-api-resource';
import { useSubmit } from '../../components/forms/use-submit';

function DeviceItem({
  device,
  busy,
  onSignOut,
}: {
  device: AccountDevice;
  busy: boolean;
  onSignOut(device: AccountDevice): void;
}) {
  return (
    <li>
      <h3>
        {device.name}
        {device.thisDevice ? (
          <>
            {' '}
            <span className="badge">This device</span>
          </>
        ) : null}
      </h3>
      <p className="legal">
        Signed in{' '}
        <time dateTime={device.signedInAt ?? undefined}>{formatDateTime(device.signedInAt, 'unknown')}</time>,
        last used{' '}
        <time dateTime={device.lastSeenAt ?? undefined}>{formatDateTime(device.lastSeenAt, 'unknown')}</time>
      </p>
      {device.thisDevice ? null : (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => onSignOut(device)}
        >
          Sign out<span className="visually-hidden"> {device.name}</span>
        </button>
      )}
    </li>
  );
}

export function DevicesSection({ visitId }: { visitId: string | null }) {
  const list = useApiResource(() => postAccountDevices(visitId), [visitId]);
  const [devices, setDevices] = React.useState<AccountDevice[] | null>(null);
  const { busy, error, run } = useSubmit();
  const [done, setDone] = React.useState<string | null>(null);
  const shown = devices ?? list.data?.devices ?? null;

  const signOut = async (device: AccountDevice) => {
    if (busy) return;
    setDone(null);
    await run(async () => {
      setDevices((await postSignOutDevice(visitId, device.id)).devices);
      setDone(`${device.name} is signed out.`);
    });
  };

  return (
    <section aria-labelledby="account-devices-heading">
      <h2 id="account-devices-heading">Signed-in devices</h2>
      <p>
        Every browser signed in to your account. If you don’t recognise one, sign it out. Signing in always
        needs a code sent to your e-mail address or mobile number, so check both are still yours.
      </p>
      {list.status === 'failed' ? <FormAlert message={list.error} /> : null}
      <p role="status" aria-live="polite">
        {list.status === 'pending' && !shown ? 'Loading your devices…' : (done ?? '')}
      </p>
      {shown ? (
        <ul style={{ paddingLeft: '1.2rem' }}>
          {shown.map((device) => (
            <DeviceItem
              key={device.id}
              device={device}
              busy={busy}
              onSignOut={(item) => void signOut(item)}
            />
          ))}
        </ul>
      ) : null}
      <FormAlert message={error} />
    </section>
  );
}
