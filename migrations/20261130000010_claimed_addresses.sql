-- A sign-up with an address another account has creates the account all the same (the answer must not tell
-- who plays here), under a placeholder address no mail goes to; the address typed is kept to show its owner
-- as "not confirmed", and the account of that address is told instead.
ALTER TABLE users ADD COLUMN claimed_email TEXT;
