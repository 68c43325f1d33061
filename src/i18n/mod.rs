//! The service in five languages. Every word a person reads goes through a message id looked up in the
//! Fluent files beside this module (`en.ftl` … `cs.ftl`); plural forms come from Fluent's CLDR rules and
//! dates from each language's own patterns. The rules engine knows nothing of this: it speaks English for
//! records and the command line, and `engine_words` turns its answers into messages.

mod engine_words;
pub mod move_words;
mod msg;
mod pattern;
mod square_case;
mod zone;

use std::sync::LazyLock;

use chrono::{DateTime, Datelike, Timelike, Utc};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use engine_words::{
    move_refused, move_unit, piece, play_error, reason, seat, setup_refusal, side, side_wins, variant,
};
pub use msg::{Arg, IntoArg, Msg};
pub use pattern::Pattern;
pub use zone::Zone;

/// A language the service speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "lang", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fi,
    Tr,
    Lv,
    Cs,
}

/// The Fluent source of each language, in `Lang::ALL` order.
pub const SOURCES: [(Lang, &str); 5] = [
    (Lang::En, include_str!("en.ftl")),
    (Lang::Fi, include_str!("fi.ftl")),
    (Lang::Tr, include_str!("tr.ftl")),
    (Lang::Lv, include_str!("lv.ftl")),
    (Lang::Cs, include_str!("cs.ftl")),
];

static BUNDLES: LazyLock<Vec<FluentBundle<FluentResource>>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(lang, source)| {
            let resource = FluentResource::try_new(source.to_string())
                .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.code()));
            let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Isolation marks would show up in plain-text mail and in `<title>`; every language here is
            // written left to right.
            bundle.set_use_isolating(false);
            // A reason worded to follow a colon may also start a sentence ("…is not allowed. Nothing may
            // enter d5"), and Fluent cannot change a letter's case: `CAPITAL($why)` does.
            let lang = *lang;
            bundle
                .add_function("CAPITAL", move |positional, _| match positional {
                    [FluentValue::String(text)] => FluentValue::from(lang.capital(text)),
                    _ => FluentValue::Error,
                })
                .expect("CAPITAL is defined once");
            // A name and its seat: "alice (red)", but "počítač (lehká úroveň, červený)" where the name ends in
            // brackets of its own (a computer's; a username holds none), not two pairs in a row.
            bundle
                .add_function("SEATED", |positional, _| match positional {
                    [FluentValue::String(name), FluentValue::String(seat)] => FluentValue::from(seated(name, seat)),
                    _ => FluentValue::Error,
                })
                .expect("SEATED is defined once");
            // A player named after a noun that governs its case: Czech writes "hráče alice" (a username is
            // a label and keeps its form) but "počítače (lehká úroveň)", declining the computer's name.
            bundle
                .add_function("PLAYER", move |positional, _| match positional {
                    [FluentValue::String(name), FluentValue::String(case)] => match lang.player_in_case(name, case) {
                        Some(text) => FluentValue::from(text),
                        None => FluentValue::Error,
                    },
                    _ => FluentValue::Error,
                })
                .expect("PLAYER is defined once");
            // A square in a sentence's case: Turkish joins an ending that follows the rank's sound, "g8’den". A
            // pattern's stand-in keeps its case until the square is filled in.
            bundle
                .add_function("SQUARE", move |positional, _| match positional {
                    [FluentValue::String(square), FluentValue::String(case)] => {
                        match pattern::with_case(square, case).or_else(|| lang.square_in_case(square, case)) {
                            Some(text) => FluentValue::from(text),
                            None => FluentValue::Error,
                        }
                    }
                    _ => FluentValue::Error,
                })
                .expect("SQUARE is defined once");
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{}.ftl defines a message twice: {errors:?}", lang.code()));
            bundle
        })
        .collect()
});

/// `name` with its seat in brackets, inside the name's own brackets if it ends in a pair (the game page's
/// header, and the messages through `SEATED`).
pub fn seated(name: &str, seat: &str) -> String {
    match name.strip_suffix(')') {
        Some(open) => format!("{open}, {seat})"),
        None => format!("{name} ({seat})"),
    }
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fi, Lang::Tr, Lang::Lv, Lang::Cs];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fi => "fi",
            Lang::Tr => "tr",
            Lang::Lv => "lv",
            Lang::Cs => "cs",
        }
    }

    /// The language's name in itself, for the language menu.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fi => "Suomi",
            Lang::Tr => "Türkçe",
            Lang::Lv => "Latviešu",
            Lang::Cs => "Čeština",
        }
    }

    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The best language for an `Accept-Language` header: the first one, by quality, that we speak (a
    /// regional tag such as `fi-FI` counts for its language); English when none is.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut offers: Vec<(f32, usize, Lang)> = accept_language
            .split(',')
            .enumerate()
            .filter_map(|(i, part)| {
                let mut pieces = part.trim().split(';');
                let tag = pieces.next()?.trim().to_ascii_lowercase();
                let quality = pieces
                    .find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse::<f32>().ok()))
                    .unwrap_or(1.0);
                let lang = Lang::parse(tag.split('-').next()?)?;
                (quality > 0.0).then_some((quality, i, lang))
            })
            .collect();
        offers.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        offers.first().map_or(Lang::En, |o| o.2)
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        let index = Lang::ALL
            .iter()
            .position(|&l| l == self)
            .expect("every language has a bundle");
        &BUNDLES[index]
    }

    /// Whether this language has a message `id` (the completeness tests ask).
    pub fn has(self, id: &str) -> bool {
        self.bundle().has_message(id)
    }

    /// A message with no arguments.
    pub fn t(self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with its arguments.
    pub fn msg(self, m: &Msg) -> String {
        let mut errors = Vec::new();
        let (text, _) = self.render(m, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(
                id = m.id(),
                lang = self.code(),
                ?errors,
                "message formatted with errors"
            );
        }
        text
    }

    /// A message with its arguments, or what went wrong in wording it (a missing message, an unknown variable,
    /// a selector without a match): the tests ask, so that no message ships that only works by its defaults.
    pub fn try_msg(self, m: &Msg) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let (text, _) = self.render(m, &mut errors);
        if errors.is_empty() { Ok(text) } else { Err(errors) }
    }

    /// A player's name as a page or a mail shows it: the computer's accounts (`computer-easy`…, names no
    /// person can register) by their level in words, "Computer (easy)" (`SEATED` puts a seat that follows
    /// inside its brackets); a person by their username.
    pub fn player_name(self, username: &str) -> String {
        let level = match username {
            "computer-easy" => "easy",
            "computer-medium" => "medium",
            "computer-hard" => "hard",
            "computer-expert" => "expert",
            _ => return username.to_string(),
        };
        self.msg(&Msg::new("computer-player").with("level", level))
    }

    /// A player's name as shown (`player_name`) after the noun that `case` calls for: `words-player-gen`,
    /// `-dat`, `-part` (Finnish's partitive) or `-acc` (Latvian's after *pret*) around a person's name, `words-computer-*` for the computer's;
    /// `None` for a case no message has.
    fn player_in_case(self, shown: &str, case: &str) -> Option<String> {
        let (person, computer) = match case {
            "gen" => ("words-player-gen", "words-computer-gen"),
            "dat" => ("words-player-dat", "words-computer-dat"),
            "part" => ("words-player-part", "words-computer-part"),
            "acc" => ("words-player-acc", "words-computer-acc"),
            _ => return None,
        };
        // A username holds no brackets: only a name that ends in one is worth comparing with the computer's.
        let level = COMPUTER_LEVELS
            .into_iter()
            .filter(|_| shown.ends_with(')'))
            .find(|level| self.msg(&Msg::new("computer-player").with("level", *level)) == shown);
        Some(match level {
            Some(level) => self.msg(&Msg::new(computer).with("level", level)),
            None => self.msg(&Msg::new(person).with("name", shown)),
        })
    }

    /// A message as a table cell or a list item starts: its first letter in capitals ("Maršál" where a
    /// sentence says "maršál"), Turkish writing a capital dotted İ for i.
    pub fn capitalized(self, m: &Msg) -> String {
        self.capital(&self.msg(m))
    }

    /// `text` with its first letter in capitals, unless it starts with a square ("e4 holds…"): squares are
    /// written in lower case wherever they stand.
    fn capital(self, text: &str) -> String {
        let mut chars = text.chars();
        let starts_with_square = text.chars().nth(1).is_some_and(|c| c.is_ascii_digit());
        match chars.next() {
            _ if starts_with_square => text.to_string(),
            Some('i') if self == Lang::Tr => format!("İ{}", chars.as_str()),
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    /// A message and its attributes, each worded with the message's arguments. An argument that is itself a
    /// message brings its attributes along: `$piece` comes with `$piece-gender` when the piece's message has
    /// a `.gender`, so that a participle can agree with a word it does not know in advance.
    fn render(self, m: &Msg, errors: &mut Vec<String>) -> (String, Vec<(String, String)>) {
        let mut args = FluentArgs::new();
        for (name, value) in m.args() {
            // Names and words borrowed from the message, not copied: a page words dozens of messages.
            match value {
                Arg::Text(s) => args.set(name, s.as_str()),
                Arg::Number(n) => args.set(name, *n),
                Arg::Msg(inner) => {
                    let (text, attributes) = self.render(inner, errors);
                    for (attribute, value) in attributes {
                        args.set(format!("{name}-{attribute}"), value);
                    }
                    args.set(name, text);
                }
            }
        }
        let bundle = self.bundle();
        let Some(message) = bundle.get_message(m.id()) else {
            // The completeness tests keep this from shipping; showing the id beats showing nothing.
            errors.push(format!("no message {}", m.id()));
            return (m.id().to_string(), Vec::new());
        };
        let mut fluent_errors = Vec::new();
        let text = match message.value() {
            Some(pattern) => bundle
                .format_pattern(pattern, Some(&args), &mut fluent_errors)
                .into_owned(),
            None => {
                errors.push(format!("{} has no value", m.id()));
                m.id().to_string()
            }
        };
        let attributes = message
            .attributes()
            .map(|a| {
                let value = bundle.format_pattern(a.value(), Some(&args), &mut fluent_errors);
                (a.id().to_string(), value.into_owned())
            })
            .collect();
        errors.extend(fluent_errors.iter().map(|e| format!("{}: {e}", m.id())));
        (text, attributes)
    }

    fn format(self, id: &str, args: Option<&FluentArgs>) -> String {
        let bundle = self.bundle();
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            // The completeness tests keep this from shipping; showing the id beats showing nothing.
            tracing::warn!(id, lang = self.code(), "missing message");
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id, lang = self.code(), ?errors, "message formatted with errors");
        }
        text.into_owned()
    }

    /// A moment as this language writes a date and time, on the wall clock of `zone` and naming it ("30 November
    /// 2026, 16:05 EET").
    pub fn datetime(self, at: DateTime<Utc>, zone: Zone) -> String {
        let (local, abbreviation) = zone.local(at);
        let moment = Msg::new("datetime")
            .with("day", local.day() as i64)
            .with("month", Msg::new(MONTHS[local.month0() as usize]))
            .with("year", local.year() as i64)
            .with("hour", format!("{:02}", local.hour()))
            // Czech and Finnish write the hour without a leading zero in running text ("4:30", "klo 7.13").
            .with("hour-short", local.hour() as i64)
            .with("minute", format!("{:02}", local.minute()))
            .with("zone", abbreviation);
        self.msg(&moment)
    }
}

/// The computer's levels, as its accounts are named (`computer-easy`…) and `computer-player` selects on them.
const COMPUTER_LEVELS: [&str; 4] = ["easy", "medium", "hard", "expert"];

const MONTHS: [&str; 12] = [
    "month-1", "month-2", "month-3", "month-4", "month-5", "month-6", "month-7", "month-8", "month-9", "month-10",
    "month-11", "month-12",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_follows_quality_then_order() {
        assert_eq!(Lang::negotiate(""), Lang::En);
        assert_eq!(Lang::negotiate("fi-FI,fi;q=0.9,en;q=0.8"), Lang::Fi);
        assert_eq!(Lang::negotiate("de-DE,cs;q=0.5,tr;q=0.7"), Lang::Tr);
        assert_eq!(Lang::negotiate("LV"), Lang::Lv);
        assert_eq!(Lang::negotiate("de,fr;q=0.9"), Lang::En);
        assert_eq!(Lang::negotiate("cs;q=0,en;q=0.1"), Lang::En);
    }

    #[test]
    fn plural_forms_follow_each_language() {
        let games = |lang: Lang, n: i64| lang.msg(&Msg::new("preset-finished").with("n", n));
        assert_eq!(games(Lang::En, 1), "1 game finished.");
        assert_eq!(games(Lang::En, 5), "5 games finished.");
        assert_eq!(games(Lang::Cs, 1), "1 dohraná hra.");
        assert_eq!(games(Lang::Cs, 3), "3 dohrané hry.");
        assert_eq!(games(Lang::Cs, 5), "5 dohraných her.");
        assert_eq!(games(Lang::Lv, 21), "21 pabeigta spēle.");
        assert_eq!(games(Lang::Lv, 11), "11 pabeigtas spēles.");
        assert_eq!(games(Lang::Fi, 1), "1 päättynyt peli.");
        assert_eq!(games(Lang::Fi, 2), "2 päättynyttä peliä.");
    }

    #[test]
    fn the_position_before_any_move_is_the_start_not_move_zero() {
        for lang in Lang::ALL {
            for id in ["play-looking-back", "play-step-back", "play-step-here"] {
                let at = |ply: i64| lang.msg(&Msg::new(id).with("ply", ply).with("unit", "turn"));
                assert!(!at(0).contains('0'), "{lang:?} {id}: {}", at(0));
                assert!(at(7).contains('7'), "{lang:?} {id}: {}", at(7));
            }
        }
    }

    #[test]
    fn dates_follow_each_language() {
        let at = DateTime::parse_from_rfc3339("2026-11-30T14:05:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let utc = Zone::UTC;
        assert_eq!(Lang::En.datetime(at, utc), "30 November 2026, 14:05 UTC");
        assert_eq!(Lang::Fi.datetime(at, utc), "30. marraskuuta 2026 klo 14.05 UTC");
        assert_eq!(Lang::Tr.datetime(at, utc), "30 Kasım 2026 14:05 UTC");
        assert_eq!(
            Lang::Lv.datetime(at, utc),
            "2026.\u{a0}gada 30.\u{a0}novembris, 14:05 UTC"
        );
        assert_eq!(Lang::Cs.datetime(at, utc), "30.\u{a0}listopadu 2026, 14:05\u{a0}UTC");
        // Late in the evening in New York is already the next day in Helsinki.
        let late = DateTime::parse_from_rfc3339("2026-11-30T03:30:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let (helsinki, new_york) = (
            Zone::parse("Europe/Helsinki").unwrap(),
            Zone::parse("America/New_York").unwrap(),
        );
        assert_eq!(Lang::En.datetime(late, helsinki), "30 November 2026, 05:30 EET");
        assert_eq!(Lang::En.datetime(late, new_york), "29 November 2026, 22:30 EST");
        // Czech names Central European time in its own words.
        let prague = Zone::parse("Europe/Prague").unwrap();
        assert_eq!(
            Lang::Cs.datetime(late, prague),
            "30.\u{a0}listopadu 2026, 4:30\u{a0}SEČ"
        );
    }
}
