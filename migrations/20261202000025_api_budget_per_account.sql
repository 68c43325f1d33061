-- The API's rate limit counts an account's requests, whatever token they carry: counted per token, twenty
-- tokens had twenty budgets. One row per account that used the API, with its one-minute window.
CREATE TABLE api_budget (
    user_id      BIGINT PRIMARY KEY REFERENCES users ON DELETE CASCADE,
    window_start TIMESTAMPTZ NOT NULL,
    window_count INTEGER NOT NULL
);
ALTER TABLE api_tokens DROP COLUMN window_start, DROP COLUMN window_count;
