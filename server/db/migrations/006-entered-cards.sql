-- Cards visitors enter by hand (issuers that do not publish through the Consumer Data Right, or
-- cards we lack): every figure the survey costs them by, so staff can see what to add.
ALTER TABLE missing_products ADD COLUMN interest_free_days integer;
ALTER TABLE missing_products ADD COLUMN reward_program_id integer;
ALTER TABLE missing_products ADD COLUMN earn_rate double precision;
