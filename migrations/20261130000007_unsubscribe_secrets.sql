-- Unsubscribe secrets come from the server's strong random source (gen_random_uuid draws from it: two give
-- 244 random bits), every account gets a new one, and the one-click link finds its account by an index.
ALTER TABLE users
    ALTER COLUMN unsubscribe_secret SET DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
UPDATE users SET unsubscribe_secret = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX users_unsubscribe_secret ON users (unsubscribe_secret);
