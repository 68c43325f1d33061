-- The language a player reads pages and mails in: chosen from the menu, or taken from the browser at
-- registration. NULL (accounts from before) means: follow the browser, and mail in English.
CREATE TYPE lang AS ENUM ('en', 'fi', 'tr', 'lv', 'cs');
ALTER TABLE users ADD COLUMN lang lang;
