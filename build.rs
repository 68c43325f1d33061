//! `sqlx::migrate!` embeds the files of `migrations/` at compile time, but cargo only knows to rebuild when a
//! Rust source changes: without this, a new migration alone would leave the binary with the old set.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
