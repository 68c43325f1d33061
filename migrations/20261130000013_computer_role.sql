-- Computer players get a role of their own. A new enum value cannot be used in the transaction that adds it,
-- so the accounts are made by the next migration.
ALTER TYPE user_role ADD VALUE IF NOT EXISTS 'computer';
