-- The savings and term-deposit checks (docs/api-deposit-checks.md) are `surveys` rows of kinds
-- 'savings' and 'term_deposit', with the surveys' owners and resume rule. `deposit_check` is what
-- the visitor told us, as the API took it (money in cents, rates as fractions).
ALTER TABLE surveys
  DROP CONSTRAINT surveys_kind_check,
  ADD CONSTRAINT surveys_kind_check CHECK (kind IN ('credit_card', 'home_loan', 'savings', 'term_deposit')),
  ADD COLUMN deposit_check jsonb;
