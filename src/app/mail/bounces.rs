//! Mail that does not arrive: a bounce (a delivery status notification or a plain one, through the inbound
//! entrances) or a mail server's permanent refusal marks the account's address as failing. The player sees it on
//! every page, the admins in the console and in `/metrics`; after `SUSPEND_AFTER` hard bounces no more mail is
//! queued to the address until the player confirms it again, which protects the installation's sending name.

use sqlx::PgConnection;

use crate::app::Env;
use crate::db::{self, UserId};
use crate::error::AppResult;

/// Hard bounces after which only the link that confirms the address again is mailed to it.
pub const SUSPEND_AFTER: i32 = 3;

/// The longest reason kept: what the mail server said, cut for the page and the console.
const DETAIL_CHARS: usize = 300;

/// Counts a hard bounce of mail to `address`, if it is still `user`'s address.
pub async fn record(tx: &mut PgConnection, env: &Env, user: UserId, address: &str, detail: &str) -> AppResult<()> {
    let detail: String = detail.chars().filter(|c| !c.is_control()).take(DETAIL_CHARS).collect();
    let counted = db::mail_settings::record_bounce(&mut *tx, user, address, env.clock.now(), &detail).await?;
    if let Some(n) = counted {
        tracing::info!(user = user.0, bounces = n, "mail to the account's address bounced");
    }
    Ok(())
}

/// A mail server refused mail to `address` for good while the worker sent it.
pub async fn refused_by_server(env: &Env, user: UserId, address: &str, detail: &str) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    record(&mut tx, env, user, address, detail).await?;
    tx.commit().await?;
    Ok(())
}
