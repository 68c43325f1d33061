//! Deadlines in a calendar: each player's secret feed address, and what the feed lists (every game in which the
//! player must act, by its deadline, and the closing dates of the events they entered), worded in the player's
//! language. The feed holds only what the player's own page shows of those games.

use chrono::{DateTime, Utc};

use crate::app::Env;
use crate::app::account::accounts::random_token;
use crate::db::games::GameStatus;
use crate::db::{self, UserId};
use crate::error::AppResult;
use crate::i18n::{self, Lang, Msg, Zone};

/// One dated thing a feed lists.
pub struct Dated {
    /// Stable while the thing stands (a new turn of the same game is a new event).
    pub uid: String,
    pub title: String,
    pub at: DateTime<Utc>,
    /// The page it concerns, under the installation's address.
    pub url: String,
    /// Calendars remind a day before.
    pub reminder: String,
    /// When, in words and in the player's time zone, for feed readers.
    pub when: String,
}

/// A player's feed, in their language.
pub struct Feed {
    pub lang: Lang,
    pub name: String,
    pub items: Vec<Dated>,
}

/// The player's calendar secret, once they asked for an address.
pub async fn secret(env: &Env, user: UserId) -> AppResult<Option<String>> {
    Ok(db::calendar_feeds::secret_of(&env.pool, user).await?)
}

/// What `renew` did.
pub enum Renewed {
    /// The player's first address.
    Made,
    /// A new address; the old one stops working.
    Replaced,
}

/// A calendar address for the player: their first, or a new one in place of the old, which stops working.
pub async fn renew(env: &Env, user: UserId) -> AppResult<Renewed> {
    let had = db::calendar_feeds::secret_of(&env.pool, user).await?.is_some();
    db::calendar_feeds::replace(&env.pool, user, &random_token(), env.clock.now()).await?;
    Ok(if had { Renewed::Replaced } else { Renewed::Made })
}

/// The feed of `secret`; `None` when no live account has it.
pub async fn feed(env: &Env, secret: &str) -> AppResult<Option<Feed>> {
    let Some(owner) = db::calendar_feeds::owner(&env.pool, secret).await? else {
        return Ok(None);
    };
    let (user, lang) = (owner.id, owner.lang.unwrap_or_default());
    let zone = owner.time_zone.as_deref().and_then(Zone::parse).unwrap_or_default();
    let (games, events) = tokio::try_join!(
        db::calendar_feeds::due_games(&env.pool, user),
        db::calendar_feeds::closing_entries(&env.pool, user)
    )?;
    let host = env.base_url.split("://").nth(1).unwrap_or(&env.base_url).to_string();
    let reminder = |title: &str| lang.msg(&Msg::new("calendar-reminder").with("title", title));
    let mut items: Vec<Dated> = games
        .into_iter()
        .map(|g| {
            let id = match g.status {
                GameStatus::Setup => "calendar-your-setup",
                _ => "calendar-your-move",
            };
            let title = lang.msg(
                &Msg::new(id)
                    .with("id", g.id.0)
                    .with("preset", i18n::variant(g.variant))
                    .with("opponent", lang.player_name(&g.opponent)),
            );
            Dated {
                uid: format!("game-{}-ply-{}@{host}", g.id.0, g.ply),
                when: lang.msg(&Msg::new("calendar-due").with("at", lang.datetime(g.deadline, zone))),
                reminder: reminder(&title),
                title,
                at: g.deadline,
                url: format!("{}/games/{}", env.base_url, g.id.0),
            }
        })
        .collect();
    items.extend(events.into_iter().map(|t| {
        let title = lang.msg(&Msg::new("calendar-entries-close").with("name", t.name.as_str()));
        Dated {
            uid: format!("tournament-{}-entries@{host}", t.id),
            when: lang.msg(&Msg::new("calendar-due").with("at", lang.datetime(t.closes_at, zone))),
            reminder: reminder(&title),
            title,
            at: t.closes_at,
            url: format!("{}/tournaments/{}", env.base_url, t.id),
        }
    }));
    items.sort_by_key(|d| d.at);
    Ok(Some(Feed {
        lang,
        name: lang.msg(&Msg::new("calendar-name").with("name", owner.username)),
        items,
    }))
}
