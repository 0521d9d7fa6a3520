-- The session whose code confirmed a home-loan registration's mobile number. A tab opened later in
-- that session (or by the signed-in account the registration belongs to) is told the registration
-- is confirmed instead of asking for a new code (/getHLRegistration/); any other session is not,
-- so a shared computer's next visitor never sees the contact details. Registering again clears it
-- with verified_at.
ALTER TABLE hl_registrations ADD COLUMN verified_session_hash text;
