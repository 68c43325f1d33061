//! The load bench's players: accounts registered through the service, each signed in from a browser of its own
//! (its own cookies and address, as behind a proxy), paired in Stratego games that both have set up.

use std::sync::Arc;

use fieldpost::db::GameId;
use reqwest::StatusCode;
use reqwest::cookie::{CookieStore, Jar};

/// A signed-in player as the load generator plays one: the cookies of its browser, the address it comes from
/// (each player its own, as behind a proxy) and its game.
#[derive(Clone)]
pub struct Player {
    pub cookie: String,
    pub csrf: String,
    pub address: String,
    pub game: GameId,
}

/// A browser used only while the players are made.
struct Browser {
    http: reqwest::Client,
    jar: Arc<Jar>,
    base: String,
    address: String,
}

impl Browser {
    async fn new(base: &str, address: String) -> Browser {
        let jar = Arc::new(Jar::default());
        let http = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let b = Browser {
            http,
            jar,
            base: base.to_string(),
            address,
        };
        b.visit("/login").await;
        b
    }

    /// A page, from this browser's address.
    async fn visit(&self, path: &str) {
        self.http
            .get(format!("{}{path}", self.base))
            .header("x-forwarded-for", &self.address)
            .send()
            .await
            .unwrap();
    }

    fn cookies(&self) -> String {
        let header = self.jar.cookies(&self.base.parse().unwrap()).unwrap();
        header.to_str().unwrap().to_string()
    }

    fn csrf(&self) -> String {
        cookie(&self.cookies(), fieldpost::web::extract::CSRF_COOKIE).to_string()
    }

    async fn post(&self, path: &str, fields: &[(&str, &str)]) -> reqwest::Response {
        let csrf = self.csrf();
        let mut form = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        let res = self
            .http
            .post(format!("{}{path}", self.base))
            .header("x-forwarded-for", &self.address)
            .header("origin", &self.base)
            .form(&form)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::SEE_OTHER, "{path}");
        res
    }

    fn player(&self, game: GameId) -> Player {
        Player {
            cookie: self.cookies(),
            csrf: self.csrf(),
            address: self.address.clone(),
            game,
        }
    }
}

/// Makes `games` Stratego games in play between newly registered players, numbered (in their names and their
/// addresses) from `first` on.
pub async fn players(base: &str, games: usize, tag: &str, first: usize) -> Vec<Player> {
    let mut players = Vec::new();
    for g in 0..games {
        let mut browsers = Vec::new();
        for seat in 0..2 {
            let n = first + 2 * g + seat;
            let b = Browser::new(base, format!("10.{}.{}.{}", n / 65536, n / 256 % 256, n % 256)).await;
            let name = format!("{tag}{n}");
            b.post(
                "/register",
                &[
                    ("username", &name),
                    ("email", &format!("{name}@example.org")),
                    ("password", "load bench password"),
                ],
            )
            .await;
            browsers.push((b, name));
        }
        let created = browsers[0]
            .0
            .post(
                "/games",
                &[("variant", "stratego"), ("seat", "first"), ("opponent", &browsers[1].1)],
            )
            .await;
        let location = created.headers()["location"].to_str().unwrap();
        let id = GameId(location.rsplit('/').next().unwrap().parse().unwrap());
        browsers[1].0.post(&format!("/games/{id}/join"), &[]).await;
        for (b, _) in &browsers {
            b.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
        }
        // In seat order: the first of each pair has the first seat.
        for (b, _) in &browsers {
            // Once seen, so that the message of the last action is gone from the pages measured.
            b.visit(&format!("/games/{id}")).await;
            players.push(b.player(id));
        }
    }
    players
}

/// The value of cookie `name` in a `Cookie` header's `cookies`.
pub fn cookie<'a>(cookies: &'a str, name: &str) -> &'a str {
    cookies
        .split("; ")
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
        .unwrap_or_else(|| panic!("no cookie {name}"))
}
