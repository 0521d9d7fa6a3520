-- A product-transfer confirmation goes only to an address the visitor has proved: the signed-in
-- account's own e-mail, or an address that received a six-digit code and sent it back
-- (/productTransfer/verify/). email_verified_at is when the request's current address was proved
-- (null until then, and again after the address changes); confirmed_at is when the request was
-- first confirmed, which is when it counts as made (its history entry, its check-in 14 days on).
ALTER TABLE product_transfer_requests
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN confirmed_at timestamptz;

-- Requests from before: each was confirmed when it was made. Only those sent by a signed-in user
-- with the account's own address count as proved; the others get no further e-mail.
UPDATE product_transfer_requests SET confirmed_at = created_at;
UPDATE product_transfer_requests p SET email_verified_at = p.created_at
FROM users u
WHERE u.id = p.user_id AND lower(u.email) = lower(p.email);

-- The code that proves the address is a one-time code like the others, bound to the session and
-- to the request (its id as the code's subject).
ALTER TABLE one_time_codes
  DROP CONSTRAINT one_time_codes_purpose_check,
  ADD CONSTRAINT one_time_codes_purpose_check
    CHECK (purpose IN ('signup_email', 'signup_mobile', 'signin', 'hl_registration', 'mobile_change',
                       'product_transfer_email'));
