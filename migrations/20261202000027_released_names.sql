-- The name of a deleted account stays out of reach for a while, so that nobody takes it at once and passes
-- for its former owner in their old opponents' eyes. The key is a SHA-256 of the lowercased name: the table
-- must not keep the very name the deletion removed.
CREATE TABLE released_names (
    name_key    TEXT PRIMARY KEY,
    released_at TIMESTAMPTZ NOT NULL
);
