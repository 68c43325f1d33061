-- The `expert` computer player gets its account like the other levels.
ALTER TABLE users DROP CONSTRAINT users_computer_level_check;
ALTER TABLE users ADD CONSTRAINT users_computer_level_check
    CHECK (computer_level IN ('easy', 'medium', 'hard', 'expert'));

INSERT INTO users (username, username_key, email, email_key, password_hash, role, computer_level,
                   email_verified_at)
VALUES ('computer-expert', 'computer-expert', 'computer-expert@fieldpost.invalid',
        'computer-expert@fieldpost.invalid', '!', 'computer', 'expert', now())
ON CONFLICT DO NOTHING;
