//! Accounts: registration, sign-in with rate limiting, sessions, passwords, emails and preferences.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

use crate::app::{Env, mail::notify};
use crate::db::outbox::MailKind;
use crate::db::tokens::TokenPurpose;
use crate::db::users::BoardPreferences;
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg, Zone};

/// A username: 3 to 24 letters, digits, `_` or `-`, unique without regard to case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

/// Names kept for the service's own accounts: computer players are computer-LEVEL, deleted accounts are
/// renamed former-player-N. A name is refused when its skeleton begins like one of these.
const KEPT_NAMES: [&str; 2] = ["computer", "former-player"];

/// What a name looks like, so that names a reader would take for one another compare equal: case, the
/// separators and the digits that pass for letters (as in Unicode's confusables) are folded away.
fn skeleton(name: &str) -> String {
    let folded: String = name
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | '.'))
        .map(|c| match c {
            '0' => 'o',
            '1' | 'i' | '|' => 'l',
            '3' => 'e',
            '4' => 'a',
            '5' => 's',
            '6' => 'b',
            '7' => 't',
            '8' => 'b',
            '9' => 'g',
            other => other,
        })
        .collect();
    folded.replace("rn", "m").replace("vv", "w")
}

impl Username {
    pub fn parse(text: &str) -> AppResult<Username> {
        let t = text.trim();
        let ok_chars = t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if !(3..=24).contains(&t.chars().count()) || !ok_chars {
            return Err(AppError::Refused(Msg::new("error-bad-username")));
        }
        let look = skeleton(t);
        if KEPT_NAMES.iter().any(|kept| look.starts_with(&skeleton(kept))) {
            return Err(AppError::Refused(Msg::new("error-username-taken")));
        }
        Ok(Username(t.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An email address: one plain mailbox, `local@domain.tld`, in the form it is delivered to. Quotes around a
/// local part that needs none are dropped and the domain is lowercased, so an address cannot pass for a new
/// one by its spelling; lists, comments, quoted strings and routes are refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(text: &str) -> AppResult<Email> {
        Email::plain(text.trim()).ok_or_else(|| AppError::Refused(Msg::new("error-bad-email")))
    }

    fn plain(t: &str) -> Option<Email> {
        let (local, domain) = t.rsplit_once('@')?;
        let local = local
            .strip_prefix('"')
            .and_then(|l| l.strip_suffix('"'))
            .unwrap_or(local);
        // RFC 5322's dot-atom: what a mailbox's local part is without quoting.
        let atext = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+/=?^_`{|}~-".contains(c);
        let dot_atom = |s: &str| !s.is_empty() && s.split('.').all(|part| !part.is_empty() && part.chars().all(atext));
        let domain = domain.to_lowercase();
        let labels_ok = domain.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_alphanumeric() || c == '-')
        });
        let address = format!("{local}@{domain}");
        (dot_atom(local) && domain.contains('.') && labels_ok && address.len() <= 254).then_some(Email(address))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn check_password_strength(password: &str) -> AppResult<()> {
    let n = password.chars().count();
    if !(10..=200).contains(&n) {
        return Err(AppError::Refused(Msg::new("error-short-password")));
    }
    Ok(())
}

/// Runs password work (Argon2) in one of the environment's slots, off the async threads. When every slot stays
/// taken for two seconds the request is answered "busy, try again" rather than queued without bound: each hash
/// holds about 19 MiB, and sign-in is open to anyone.
async fn in_password_slot<T: Send + 'static>(
    env: &Env,
    work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> AppResult<T> {
    let slot = tokio::time::timeout(
        std::time::Duration::from_secs(2),
        env.password_slots.clone().acquire_owned(),
    )
    .await
    .map_err(|_| AppError::Busy)?
    .map_err(|_| AppError::Busy)?;
    let done = tokio::task::spawn_blocking(move || {
        let _slot = slot;
        work()
    })
    .await
    .map_err(anyhow::Error::from)?;
    done.map_err(AppError::Internal)
}

pub(in crate::app) async fn hash_password(env: &Env, password: String) -> AppResult<String> {
    in_password_slot(env, move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
    })
    .await
}

/// Verifies a password. Unknown users are checked against a dummy hash, so that the time taken does not tell
/// whether a name exists.
pub(in crate::app) async fn verify_password(env: &Env, password: String, hash: Option<String>) -> AppResult<bool> {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    in_password_slot(env, move || {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| {
            DUMMY
                .get_or_init(|| {
                    let salt = SaltString::generate(&mut OsRng);
                    Argon2::default()
                        .hash_password(b"no such user", &salt)
                        .expect("hashing a constant")
                        .to_string()
                })
                .clone()
        });
        // A deleted account's hash is not a hash at all: nothing matches it.
        let Ok(parsed) = PasswordHash::new(&hash) else {
            return Ok(false);
        };
        let ok = Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok();
        Ok(known && ok)
    })
    .await
}

/// Creates an account, in the language its owner reads the site in, and mails a link to confirm the address.
pub async fn register(env: &Env, username: &str, email: &str, password: &str, lang: Lang) -> AppResult<UserId> {
    let username = Username::parse(username)?;
    let email = Email::parse(email)?;
    check_password_strength(password)?;
    let hash = hash_password(env, password.to_string()).await?;
    let mut tx = env.pool.begin().await?;
    check_name_free(&mut tx, env, username.as_str()).await?;
    // An address another account has: the sign-up goes through all the same (the answer must not tell who
    // plays here), under a placeholder no mail reaches, and the address's owner is told instead.
    let owner = db::users::id_by_email(&mut *tx, email.as_str()).await?;
    let placeholder = format!("unconfirmed-{}@fieldpost.invalid", &random_token()[..16]);
    let (stored, claimed) = match owner {
        Some(_) => (placeholder.as_str(), Some(email.as_str())),
        None => (email.as_str(), None),
    };
    let user = db::users::insert(&mut *tx, username.as_str(), stored, claimed, &hash, lang)
        .await
        .map_err(|e| match db::unique_violation(&e).as_deref() {
            Some("users_username_key_key") => AppError::Refused(Msg::new("error-username-taken")),
            Some("users_email_key_key") => AppError::Refused(Msg::new("error-email-taken")),
            _ => e.into(),
        })?;
    if let Some(owner) = owner {
        notify::account_notice(&mut tx, env, owner, email.as_str(), MailKind::AddressInUse).await?;
        tx.commit().await?;
        return Ok(user);
    }
    queue_confirmation(&mut tx, env, user).await?;
    tx.commit().await?;
    Ok(user)
}

/// A link that confirms the account's address, good for a week, queued in the caller's transaction.
async fn queue_confirmation(tx: &mut sqlx::PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    let token = mail_token(tx, env, user, TokenPurpose::Verify, None, chrono::Duration::days(7)).await?;
    notify::account_link(tx, env, user, None, TokenPurpose::Verify, &token).await
}

/// How long a deleted account's name cannot be taken by a new one (so that nobody passes for its former owner).
pub const NAME_KEPT_DAYS: i64 = 30;

/// Refuses a name a deleted account gave up less than `NAME_KEPT_DAYS` ago.
async fn check_name_free(tx: &mut sqlx::PgConnection, env: &Env, name: &str) -> AppResult<()> {
    let kept_since = env.clock.now() - chrono::Duration::days(NAME_KEPT_DAYS);
    match db::erasure::released_at(&mut *tx, name).await? {
        Some(at) if at > kept_since => Err(AppError::Refused(
            Msg::new("error-username-released").with("days", NAME_KEPT_DAYS),
        )),
        _ => Ok(()),
    }
}

/// Makes a single-use token and stores its hash.
async fn mail_token(
    tx: &mut sqlx::PgConnection,
    env: &Env,
    user: UserId,
    purpose: TokenPurpose,
    new_email: Option<&str>,
    valid_for: chrono::Duration,
) -> AppResult<String> {
    let token = random_token();
    let expires = env.clock.now() + valid_for;
    db::tokens::create(&mut *tx, &token_hash(&token), user, purpose, new_email, expires).await?;
    Ok(token)
}

/// Marks the address of the token's account as confirmed.
pub async fn verify_email(env: &Env, token: &str) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let (user, _) = db::tokens::take(&mut *tx, &token_hash(token), TokenPurpose::Verify, env.clock.now())
        .await?
        .ok_or_else(|| AppError::Refused(Msg::new("error-link-gone")))?;
    db::users::mark_verified(&mut *tx, user, env.clock.now()).await?;
    tx.commit().await?;
    Ok(())
}

/// Mails a password-reset link valid for an hour, if an account has this address. The caller says the same
/// thing either way.
pub async fn request_password_reset(env: &Env, email: &str) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let user = match Email::parse(email) {
        Ok(email) => db::users::id_by_email(&mut *tx, email.as_str()).await?,
        Err(_) => None,
    };
    if let Some(user) = user {
        queue_password_reset(&mut tx, env, user).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A reset link for `user`, queued in the caller's transaction (the admin console audits it in the same one).
/// Any earlier reset link stops working.
pub async fn queue_password_reset(tx: &mut sqlx::PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    db::tokens::revoke(&mut *tx, user, &[TokenPurpose::Reset], env.clock.now()).await?;
    let token = mail_token(tx, env, user, TokenPurpose::Reset, None, chrono::Duration::hours(1)).await?;
    notify::account_link(tx, env, user, None, TokenPurpose::Reset, &token).await
}

pub async fn reset_token_valid(env: &Env, token: &str) -> AppResult<bool> {
    Ok(db::tokens::valid(&env.pool, &token_hash(token), TokenPurpose::Reset, env.clock.now()).await?)
}

/// Sets a new password with a reset token (once), and ends every session of the account.
pub async fn reset_password(env: &Env, token: &str, new: &str) -> AppResult<()> {
    check_password_strength(new)?;
    let hash = hash_password(env, new.to_string()).await?;
    let mut tx = env.pool.begin().await?;
    let (user, _) = db::tokens::take(&mut *tx, &token_hash(token), TokenPurpose::Reset, env.clock.now())
        .await?
        .ok_or_else(|| AppError::Refused(Msg::new("error-link-gone")))?;
    db::users::set_password(&mut *tx, user, &hash).await?;
    db::sessions::delete_others(&mut *tx, user, None).await?;
    // A token made from a stolen session must not outlive the password that session came from.
    db::api_tokens::revoke_all(&mut *tx, user, env.clock.now()).await?;
    password_changed(&mut tx, env, user).await?;
    tx.commit().await?;
    Ok(())
}

/// The mailed links that change the account: the ones whoever knew an old password, or held a session, may have
/// asked for. (An address check only confirms the address it was mailed to, which its holder reads anyway.)
const ACCOUNT_LINKS: [TokenPurpose; 2] = [TokenPurpose::Reset, TokenPurpose::EmailChange];

/// After a new password: the account's mailed links still out stop working, and its address is told.
async fn password_changed(tx: &mut sqlx::PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    db::tokens::revoke(&mut *tx, user, &ACCOUNT_LINKS, env.clock.now()).await?;
    let address = db::users::by_id(&mut *tx, user).await?.ok_or(AppError::NotFound)?.email;
    notify::account_notice(tx, env, user, &address, MailKind::PasswordChanged).await
}

/// Moves the account to a new address: links mailed to the old one stop working, and the old address is told.
pub async fn move_address(tx: &mut sqlx::PgConnection, env: &Env, user: UserId, email: &str) -> AppResult<()> {
    let old = db::users::by_id(&mut *tx, user).await?.ok_or(AppError::NotFound)?.email;
    db::users::set_email(&mut *tx, user, email)
        .await
        .map_err(|e| match db::unique_violation(&e) {
            Some(_) => AppError::Refused(Msg::new("error-address-taken")),
            None => e.into(),
        })?;
    db::tokens::revoke(&mut *tx, user, &TokenPurpose::ALL, env.clock.now()).await?;
    notify::account_notice(tx, env, user, &old, MailKind::EmailChanged).await
}

/// Switches to the new address the token was mailed to.
pub async fn confirm_email_change(env: &Env, token: &str) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let (user, email) = db::tokens::take(&mut *tx, &token_hash(token), TokenPurpose::EmailChange, env.clock.now())
        .await?
        .ok_or_else(|| AppError::Refused(Msg::new("error-link-gone")))?;
    let email = email.ok_or_else(|| anyhow::anyhow!("an email-change token without an address"))?;
    move_address(&mut tx, env, user, &email).await?;
    db::users::mark_verified(&mut *tx, user, env.clock.now()).await?;
    tx.commit().await?;
    Ok(())
}

/// How often a player may ask for a new confirmation link.
const CONFIRMATION_EVERY_MINUTES: i64 = 10;

/// Mails a new link that confirms the account's address (also after it bounced: that mail still goes out, and
/// following it clears the bounces).
pub async fn send_confirmation(env: &Env, user: UserId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    db::users::lock(&mut *tx, user).await?;
    let since = env.clock.now() - chrono::Duration::minutes(CONFIRMATION_EVERY_MINUTES);
    if db::outbox::queued_since(&mut *tx, user, MailKind::Verify, since).await? > 0 {
        return Err(AppError::TooManyRequests(Msg::new("error-confirm-wait")));
    }
    queue_confirmation(&mut tx, env, user).await?;
    tx.commit().await?;
    Ok(())
}

pub(in crate::app) fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A fresh random token, as hex.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// Wrong current passwords an account may give (changing its password or address, making a token) before each
/// further try waits, as at sign-in: a borrowed session must not become a way to guess the password.
const FREE_PASSWORD_CHECKS: i32 = 5;

/// Checks the signed-in player's password before an act that needs it, throttled per account.
pub(in crate::app) async fn check_current_password(env: &Env, user: UserId, password: &str) -> AppResult<()> {
    let key = format!("password:{}", user.0);
    if !db::throttle::attempt(&env.pool, &key, env.clock.now(), FREE_PASSWORD_CHECKS).await? {
        return Err(AppError::TooManyRequests(Msg::new("error-password-checks-paused")));
    }
    let hash = db::users::password_hash(&env.pool, user).await?;
    if !verify_password(env, password.to_string(), Some(hash)).await? {
        return Err(AppError::Refused(Msg::new("error-wrong-current-password")));
    }
    db::throttle::succeeded(&env.pool, &key).await?;
    Ok(())
}

/// Changes the password and ends every other session of the account.
pub async fn change_password(env: &Env, user: UserId, session: i64, current: &str, new: &str) -> AppResult<()> {
    let pool = &env.pool;
    check_current_password(env, user, current).await?;
    check_password_strength(new)?;
    let hash = hash_password(env, new.to_string()).await?;
    let mut tx = pool.begin().await?;
    db::users::set_password(&mut *tx, user, &hash).await?;
    db::sessions::delete_others(&mut *tx, user, Some(session)).await?;
    db::api_tokens::revoke_all(&mut *tx, user, env.clock.now()).await?;
    password_changed(&mut tx, env, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Mails a confirmation link to the new address; the address changes when the link is followed.
pub async fn change_email(env: &Env, user: UserId, password: &str, email: &str) -> AppResult<()> {
    check_current_password(env, user, password).await?;
    let email = Email::parse(email)?;
    let mut tx = env.pool.begin().await?;
    // An address another account has: the answer is the same (it must not tell who plays here), and the
    // address's owner is told instead.
    if let Some(owner) = db::users::id_by_email(&mut *tx, email.as_str()).await? {
        if owner != user {
            notify::account_notice(&mut tx, env, owner, email.as_str(), MailKind::AddressInUse).await?;
        }
        tx.commit().await?;
        return Ok(());
    }
    // Only the newest request counts: an older link (perhaps asked for by someone who knew the password then)
    // stops working.
    db::tokens::revoke(&mut *tx, user, &[TokenPurpose::EmailChange], env.clock.now()).await?;
    let token = mail_token(
        &mut tx,
        env,
        user,
        TokenPurpose::EmailChange,
        Some(email.as_str()),
        chrono::Duration::days(1),
    )
    .await?;
    notify::account_link(
        &mut tx,
        env,
        user,
        Some(email.as_str()),
        TokenPurpose::EmailChange,
        &token,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// "Sign out everywhere": every session ends, and so do the account's mailed links; API tokens too when
/// `tokens` (a program the player runs may be theirs, so they choose).
pub async fn sign_out_everywhere(env: &Env, user: UserId, tokens: bool) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    db::sessions::delete_others(&mut *tx, user, None).await?;
    db::tokens::revoke(&mut *tx, user, &ACCOUNT_LINKS, env.clock.now()).await?;
    if tokens {
        db::api_tokens::revoke_all(&mut *tx, user, env.clock.now()).await?;
    }
    tx.commit().await?;
    Ok(())
}

pub async fn set_preferences(pool: &PgPool, user: UserId, preferences: BoardPreferences) -> AppResult<()> {
    Ok(db::users::set_preferences(pool, user, preferences).await?)
}

/// The zone every date is written in for `user`, by its IANA name; an empty name goes back to UTC.
pub async fn set_time_zone(pool: &PgPool, user: UserId, name: &str) -> AppResult<()> {
    let zone = match name.trim() {
        "" => None,
        name => Some(
            Zone::parse(name).ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-zone").with("zone", name)))?,
        ),
    };
    Ok(db::users::set_time_zone(pool, user, zone).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_and_emails_are_checked() {
        assert!(Username::parse("alice_01").is_ok());
        assert!(Username::parse("al").is_err());
        assert!(Username::parse("alice smith").is_err());
        assert!(Username::parse("<script>").is_err());
        assert!(Username::parse("Former-Player-7").is_err());
        assert!(Email::parse("a@example.org").is_ok());
        assert!(Email::parse("a@example").is_err());
        assert!(Email::parse("example.org").is_err());
        assert!(Email::parse("a b@example.org").is_err());
    }

    #[test]
    fn an_address_is_one_plain_mailbox_in_the_form_it_is_delivered_to() {
        let plain = |t: &str| Email::parse(t).ok().map(|e| e.as_str().to_string());
        assert_eq!(plain("\"alice\"@Example.ORG").as_deref(), Some("alice@example.org"));
        assert_eq!(
            plain(" Alice.B+play@mail.example.org ").as_deref(),
            Some("Alice.B+play@mail.example.org")
        );
        for refused in [
            "a@b.org,c@d.org",
            "a@b.org;c@d.org",
            "alice(comment)@example.org",
            "\"al ice\"@example.org",
            "\"a@b.org\"@example.org",
            "alice@example.org (Alice)",
            "Alice <alice@example.org>",
            "a..b@example.org",
            ".a@example.org",
            "@route@example.org",
            "alice@-example.org",
            "alice@example..org",
        ] {
            assert_eq!(plain(refused), None, "{refused}");
        }
    }

    #[test]
    fn names_that_look_like_the_services_own_are_kept() {
        for kept in [
            "computer-easy",
            "computer_hard",
            "c0mputer-easy",
            "COMPUTER.medium",
            "cornputer-easy",
            "Former-Player-7",
            "f0rmer_p1ayer_1",
        ] {
            assert!(Username::parse(kept).is_err(), "{kept}");
        }
        for free in ["compute", "alice", "player-1", "my-computer"] {
            assert!(Username::parse(free).is_ok(), "{free}");
        }
    }
}
