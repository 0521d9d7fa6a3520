-- A signed-in user changing their mobile number confirms the new number with a code, as at
-- sign-up. The code row keeps the new number as its destination and the account as its user_id,
-- so nothing else needs a column.
ALTER TABLE one_time_codes
  DROP CONSTRAINT one_time_codes_purpose_check,
  ADD CONSTRAINT one_time_codes_purpose_check
    CHECK (purpose IN ('signup_email', 'signup_mobile', 'signin', 'hl_registration', 'mobile_change'));
