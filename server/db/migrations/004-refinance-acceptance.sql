-- /updateFinspoAcceptedOffer/ (docs/api-home-loan-journey.md): after the refinance partner's page
-- was opened for a referral, the visitor tells us they accepted the offer with the partner. The
-- referral's status moves on from 'sent' to 'accepted'; it is never sent again from either.
ALTER TABLE hl_partner_referrals
  DROP CONSTRAINT hl_partner_referrals_status_check,
  ADD CONSTRAINT hl_partner_referrals_status_check
    CHECK (status IN ('pending', 'sent', 'failed', 'accepted')),
  -- When the visitor says they accepted, by their own clock; and when we recorded it, by ours.
  ADD COLUMN accepted_at timestamptz,
  ADD COLUMN accepted_recorded_at timestamptz,
  ADD CONSTRAINT hl_partner_referrals_accepted_check
    CHECK ((status = 'accepted') = (accepted_at IS NOT NULL AND accepted_recorded_at IS NOT NULL));
