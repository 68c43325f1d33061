//! What deleting an account removes and rewrites: its personal rows go, and its old name and address are
//! replaced wherever the service wrote them into text (mails, the audit log, throttle keys). The account row
//! itself is renamed by `user_admin::anonymise`; its finished games stay, read under the new name.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::UserId;

/// The rows that are the account's alone: sessions, tokens of both kinds, the API budget, notes, saved setups,
/// mutes, sign-in history, the mails queued to it and taken from it, the API events to it and naming it, its address's bounces, and (unless
/// `keep_messages`) the messages it wrote.
pub async fn remove_personal_rows(tx: &mut PgConnection, user: UserId, keep_messages: bool) -> Result<(), sqlx::Error> {
    super::sessions::delete_others(&mut *tx, user, None).await?;
    sqlx::query!("DELETE FROM api_tokens WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM api_budget WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM tokens WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM saved_setups WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM outbox WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM mail_bounces WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM calendar_feeds WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM inbound_mail WHERE user_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!("DELETE FROM account_events WHERE user_id = $1 OR other_id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    sqlx::query!(
        "/* cold: an account is deleted rarely */ DELETE FROM piece_notes WHERE author_id = $1",
        user.0
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "/* cold: an account is deleted rarely */ DELETE FROM game_mutes WHERE user_id = $1",
        user.0
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "DELETE FROM login_attempts WHERE username_key = (SELECT username_key FROM users WHERE id = $1)",
        user.0
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!("UPDATE users SET claimed_email = NULL WHERE id = $1", user.0)
        .execute(&mut *tx)
        .await?;
    if !keep_messages {
        sqlx::query!("DELETE FROM game_messages WHERE author_id = $1", user.0)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// Replaces the old name (as a whole word, in any case) and the old address in the text of mails to others and
/// of the audit log, and forgets the throttle keys made of them.
pub async fn scrub_text(
    tx: &mut PgConnection,
    user: UserId,
    old_name: &str,
    old_email: &str,
    placeholder: &str,
) -> Result<(), sqlx::Error> {
    // Names are letters, digits, '-' and '_': nothing a regular expression reads specially.
    let word = format!(r"\m{old_name}\M");
    sqlx::query!(
        r#"/* cold: an account is deleted rarely, and its name may be in any mail */
           UPDATE outbox SET subject = regexp_replace(replace(subject, $2, $3), $1, $4, 'gi'),
                             text_body = regexp_replace(replace(text_body, $2, $3), $1, $4, 'gi'),
                             html_body = regexp_replace(replace(html_body, $2, $3), $1, $4, 'gi')
           WHERE subject ~* $1 OR text_body ~* $1 OR html_body ~* $1
              OR strpos(text_body, $2) > 0 OR strpos(html_body, $2) > 0"#,
        word,
        old_email,
        "(address removed)",
        placeholder
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        r#"/* cold: an account is deleted rarely, and its name may be in any entry */
           UPDATE audit_log SET target = CASE WHEN target_user = $5 THEN $4 ELSE regexp_replace(target, $1, $4, 'gi') END,
                                actor_name = CASE WHEN actor_id = $5 THEN $4 ELSE actor_name END,
                                reason = regexp_replace(replace(reason, $2, $3), $1, $4, 'gi')
           WHERE target_user = $5 OR actor_id = $5 OR target ~* $1 OR reason ~* $1 OR strpos(reason, $2) > 0"#,
        word,
        old_email,
        "(address removed)",
        placeholder,
        user.0
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        r#"/* cold: an account is deleted rarely */
           DELETE FROM sign_in_throttle WHERE key = 'account:' || lower($1) OR key LIKE 'account:' || lower($1) || '@%'
                                           OR key = 'mail:to:' || lower($2) OR key = 'password:' || $3"#,
        old_name,
        old_email,
        user.0.to_string()
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Keeps a deleted account's name from being registered again for a while (by a hash: the table holds no name).
pub async fn release_name(tx: &mut PgConnection, name: &str, at: DateTime<Utc>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO released_names (name_key, released_at) VALUES (encode(sha256(convert_to(lower($1), 'UTF8')), 'hex'), $2)
         ON CONFLICT (name_key) DO UPDATE SET released_at = excluded.released_at",
        name,
        at
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// When the name was given up by a deleted account, if it was.
pub async fn released_at(tx: &mut PgConnection, name: &str) -> Result<Option<DateTime<Utc>>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT released_at FROM released_names WHERE name_key = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')",
        name
    )
    .fetch_optional(&mut *tx)
    .await
}
