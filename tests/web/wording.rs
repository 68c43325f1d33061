//! The words the languages put around the engine's words: every piece of every preset fills every message that
//! takes one, participles agree with the piece they follow, each preset's edition names its own pieces, and a
//! player's name never meets a form that would need the player's gender. No server is needed here.

use std::collections::BTreeSet;

use fieldpost::i18n::{self, Lang, Msg, SOURCES};
use fieldpost::rules::{Family, Kind, Numbering, PlayError, Reason, Seat, Variant};

/// Each message of a Fluent file (not the terms) with its whole text: value, attributes and variants.
pub fn entries(source: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in source.lines() {
        if line.starts_with([' ', '\t']) {
            if let Some((_, text)) = out.last_mut() {
                text.push('\n');
                text.push_str(line);
            }
            continue;
        }
        match line.split_once(" = ") {
            Some((id, text))
                if !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && !id.starts_with('-') =>
            {
                out.push((id.to_string(), text.to_string()));
            }
            // A comment, a blank line or a term ends the entry before it.
            _ => out.push((String::new(), String::new())),
        }
    }
    out.retain(|(id, _)| !id.is_empty());
    out
}

/// The variables a message's text names (`$piece`, `$piece-gender`…).
pub fn variables(text: &str) -> BTreeSet<String> {
    text.split('$')
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect()
}

pub fn source(lang: Lang) -> &'static str {
    SOURCES.iter().find(|(l, _)| *l == lang).unwrap().1
}

pub fn text(lang: Lang, m: &Msg) -> String {
    lang.try_msg(m)
        .unwrap_or_else(|errors| panic!("{} {}: {errors:?}", lang.code(), m.id()))
}

/// A piece as the move log words it: one's own, the opponent's, or not known.
pub fn own(variant: Variant, kind: Kind) -> Msg {
    Msg::new("words-own-piece")
        .with("piece", i18n::piece(variant, kind))
        .with("label", kind.label(Numbering::Modern))
}

pub fn theirs(variant: Variant, kind: Kind, seat: Seat) -> Msg {
    Msg::new("words-seat-piece")
        .with("seat", i18n::seat(variant.family(), seat))
        .with("piece", i18n::piece(variant, kind))
        .with("label", kind.label(Numbering::Modern))
}

pub fn unknown(family: Family, seat: Seat) -> Msg {
    Msg::new("words-seat-unknown").with("seat", i18n::seat(family, seat))
}

pub fn removed(piece: Msg) -> Msg {
    Msg::new("words-removed").with("piece", piece)
}

#[test]
fn every_piece_of_every_preset_fills_every_message_that_takes_a_piece() {
    // The messages that take a piece, in any language.
    let takes_piece: BTreeSet<String> = SOURCES
        .iter()
        .flat_map(|(_, source)| entries(source))
        .filter(|(_, text)| variables(text).iter().any(|v| v == "piece" || v.starts_with("piece-")))
        .map(|(id, _)| id)
        .collect();
    for id in [
        "words-own-piece",
        "words-seat-piece",
        "words-removed",
        "refused-immobile",
        "setup-count",
    ] {
        assert!(takes_piece.contains(id), "{id} takes no $piece any more");
    }
    // Message ids and variable names live as long as the test: `Msg` takes them as `&'static str`.
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    let mut checked = 0;
    for lang in Lang::ALL {
        let messages: Vec<(&'static str, Vec<&'static str>)> = entries(source(lang))
            .into_iter()
            .filter(|(id, _)| takes_piece.contains(id))
            .map(|(id, text)| (leak(&id), variables(&text).iter().map(|v| leak(v)).collect()))
            .collect();
        assert_eq!(messages.len(), takes_piece.len(), "{}", lang.code());
        for variant in Variant::ALL {
            let family = variant.family();
            for &kind in Kind::of_family(family) {
                let word = text(lang, &i18n::piece(variant, kind));
                assert!(
                    !word.is_empty() && !word.contains("piece-"),
                    "{} {kind:?}: {word}",
                    lang.code()
                );
                // The bare word, and the word as the move log wraps it: each brings its gender along.
                let forms = [
                    i18n::piece(variant, kind),
                    own(variant, kind),
                    theirs(variant, kind, Seat::Second),
                ];
                for (id, names) in &messages {
                    // The wrappers themselves take the bare word only, and so does the question before a move
                    // (`move_question`), which words "your" itself, in the case its sentence wants.
                    let bare = ["words-own-", "words-seat-", "confirm-"]
                        .iter()
                        .any(|p| id.starts_with(p));
                    for piece in &forms[..if bare { 1 } else { forms.len() }] {
                        for n in [1, 2, 5] {
                            // `$piece-gender`, `$piece-acc` and the other forms come with the piece.
                            let mut m = Msg::new(id).with("piece", piece.clone());
                            for &name in names {
                                m = match name {
                                    name if name == "piece" || name.starts_with("piece-") => m,
                                    "n" => m.with("n", n),
                                    "seat" => m.with("seat", i18n::seat(family, Seat::First)),
                                    "label" => m.with("label", kind.label(Numbering::Classic)),
                                    "edition" => m.with("edition", variant.id()),
                                    other => m.with(other, "x"),
                                };
                            }
                            let sentence = lang.try_msg(&m).unwrap_or_else(|errors| {
                                panic!("{} {id} with {kind:?} of {}: {errors:?}", lang.code(), variant.id())
                            });
                            // Each word of the name, or in a case form its stem ("ar savu kapteini" for
                            // "kapteinis", "minovým polem" for "minové pole").
                            let stems = word
                                .split(' ')
                                .map(|w| w.chars().take(w.chars().count().max(4) - 2).collect::<String>());
                            assert!(
                                !sentence.contains(['{', '}', '$']) && stems.into_iter().all(|s| sentence.contains(&s)),
                                "{} {id} with {kind:?} of {}: {sentence}",
                                lang.code(),
                                variant.id()
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 5_000, "only {checked} sentences");
}

#[test]
fn czech_and_latvian_piece_words_have_a_gender_and_what_wraps_them_passes_it_on() {
    for lang in [Lang::Cs, Lang::Lv] {
        let entries = entries(source(lang));
        for (id, text) in &entries {
            let is_piece = id.starts_with("piece-");
            // What befell a piece is a sentence of its own, not a phrase that stands for the piece.
            let befell = matches!(id.as_str(), "words-removed" | "words-captured" | "words-defused");
            let wraps_piece = id.starts_with("words-") && variables(text).contains("piece") && !befell;
            if is_piece || wraps_piece || id.ends_with("-unknown") && id.starts_with("words-") {
                assert!(text.contains("\n    .gender = "), "{} {id} has no .gender", lang.code());
            }
        }
    }
}

#[test]
fn each_presets_edition_names_its_own_pieces() {
    let cs = |m: &Msg| text(Lang::Cs, m);
    // Maršál a špión, the Czech edition: a flag is "prapor", a bomb a "minové pole"; the Czech Stratego keeps
    // "vlajka" and "bomba". The other languages have one word for both.
    assert_eq!(cs(&i18n::piece(Variant::MarsalASpion, Kind::Flag)), "prapor");
    assert_eq!(cs(&i18n::piece(Variant::MarsalASpion, Kind::Bomb)), "minové pole");
    assert_eq!(cs(&i18n::piece(Variant::Stratego, Kind::Flag)), "vlajka");
    assert_eq!(cs(&i18n::piece(Variant::Duel, Kind::Bomb)), "bomba");
    assert_eq!(
        cs(&i18n::reason(Variant::MarsalASpion, Reason::FlagCaptured)),
        "prapor zajat"
    );
    assert_eq!(
        cs(&i18n::reason(Variant::Barrage, Reason::FlagCaptured)),
        "vlajka zajata"
    );
    assert_eq!(
        cs(&i18n::play_error(
            Variant::MarsalASpion,
            &PlayError::Immobile(Kind::Flag)
        )),
        "prapor se nikdy nehýbe"
    );
    // The rules pages pass the preset and its family.
    let family = |v: Variant| match v.family() {
        Family::Stratego => "stratego",
        Family::Espionage => "espionage",
    };
    let rule = |id: &'static str, v: Variant| cs(&Msg::new(id).with("edition", v.id()).with("family", family(v)));
    assert_eq!(
        rule("rules-s-flag", Variant::MarsalASpion),
        "Kdo zaútočí na prapor, zajme ho a\u{a0}vyhrává hru."
    );
    assert_eq!(
        rule("rules-s-flag", Variant::StrategoOriginal),
        "Kdo zaútočí na vlajku, zajme ji a\u{a0}vyhrává hru."
    );
    assert!(rule("rules-information-text", Variant::MarsalASpion).contains("není minové pole ani prapor"));
    // Each family's page names only its own pieces that never move.
    assert!(rule("rules-information-text", Variant::Stratego).contains("není bomba ani vlajka"));
    assert!(rule("rules-information-text", Variant::Espionage).contains("není mina ani velitelství"));
    for v in Variant::ALL {
        let english = Lang::En.msg(
            &Msg::new("rules-information-text")
                .with("edition", v.id())
                .with("family", family(v)),
        );
        let (own, other) = match v.family() {
            Family::Stratego => ("Bomb", "Mine"),
            Family::Espionage => ("Mine", "Bomb"),
        };
        assert!(
            english.contains(own) && !english.contains(other),
            "{}: {english}",
            v.id()
        );
    }
    // Every rules message that a preset page words with the preset works for every preset and language.
    for lang in Lang::ALL {
        for v in Variant::ALL {
            for id in [
                "rules-s-goal",
                "rules-s-immobile",
                "rules-s-bomb",
                "rules-s-flag",
                "rules-s-pic-miner",
                "rules-s-end-flag",
                "rules-information-text",
            ] {
                text(lang, &Msg::new(id).with("edition", v.id()).with("family", family(v)));
            }
        }
    }
}

#[test]
fn sentences_read_as_their_players_write_them() {
    let (red, blue, white) = (Seat::First, Seat::Second, Seat::First);
    let s = Variant::Stratego;
    let mas = Variant::MarsalASpion;
    let e = Variant::Espionage;
    let attacked = |mover: Msg, defender: Msg, result: Msg| {
        Msg::new("words-attacked")
            .with("who", "jana")
            .with("from", "e4")
            .with("to", "e5")
            .with("mover", mover)
            .with("defender", defender)
            .with("result", result)
    };
    let started = Msg::new("mail-started-subject")
        .with("id", 7)
        .with("opponent", "edward");
    let cases: Vec<(Lang, Msg, &str)> = vec![
        // Czech: a participle follows the piece's gender; the player's name never needs one.
        (
            Lang::Cs,
            removed(theirs(s, Kind::Bomb, red)),
            "červená bomba (B) byla vyřazena ze hry",
        ),
        (
            Lang::Cs,
            removed(own(mas, Kind::Bomb)),
            "vaše minové pole (B) bylo vyřazeno ze hry",
        ),
        (
            Lang::Cs,
            removed(theirs(mas, Kind::Marshal, blue)),
            "modrý maršál (10) byl vyřazen ze hry",
        ),
        (
            Lang::Cs,
            removed(unknown(Family::Espionage, white)),
            "bílá figura byla vyřazena ze hry",
        ),
        (
            Lang::Cs,
            attacked(
                theirs(s, Kind::Miner, red),
                unknown(Family::Stratego, blue),
                removed(unknown(Family::Stratego, blue)),
            ),
            "Útok hráče jana červeným minérem (3) z\u{a0}e4 na e5, kde byla modrá figura: modrá figura byla vyřazena ze hry.",
        ),
        (Lang::Cs, started.clone(), "Hra #7 proti hráči edward začala"),
        (
            Lang::Cs,
            Msg::new("setup-opponent-ready").with("name", "jana"),
            "Rozestavení hráče jana je odesláno.",
        ),
        (
            Lang::Cs,
            Msg::new("account-vacation-off").with("allowance", 30).with("left", 3),
            "Během dovolené hodiny vašich her stojí. Z\u{a0}vašich letošních 30 dní zbývají 3.",
        ),
        (Lang::Cs, Msg::new("nav-lobby"), "Herna"),
        // Latvian: the same, and the words the issue asked for.
        (
            Lang::Lv,
            removed(theirs(s, Kind::Bomb, blue)),
            "zilā bumba (B) tika noņemta no spēles laukuma",
        ),
        (
            Lang::Lv,
            removed(own(s, Kind::Spy)),
            "jūsu spiegs (S) tika noņemts no spēles laukuma",
        ),
        (Lang::Lv, i18n::piece(e, Kind::Minesweeper), "atmīnētājs"),
        (Lang::Lv, i18n::reason(s, Reason::FlagCaptured), "karogs sagrābts"),
        (Lang::Lv, started.clone(), "Spēle #7 pret spēlētāju edward ir sākusies"),
        (
            Lang::Lv,
            Msg::new("setup-opponent-ready").with("name", "liene"),
            "liene iesniedza izvietojumu.",
        ),
        (Lang::Lv, Msg::new("nav-sign-out"), "Iziet"),
        // Turkish: the possessive is a suffix of the piece's own name; a flag is taken, "ele geçirilir".
        (Lang::Tr, own(s, Kind::Marshal), "mareşaliniz (10)"),
        (Lang::Tr, removed(own(s, Kind::Bomb)), "bombanız (B) tahtadan çıktı"),
        (Lang::Tr, i18n::reason(s, Reason::FlagCaptured), "bayrak ele geçirildi"),
        (Lang::Tr, Msg::new("home-title"), "Yazışmalı oyun"),
        (
            Lang::Tr,
            Msg::new("waiting-challenged").with("name", "ayşe"),
            "ayşe size meydan okuyor.",
        ),
        // Finnish: the Miner is the army's sapper, "pioneeri" (docs/translations.md); a flag is "kaapattu", headquarters
        // "vallattu".
        (Lang::Fi, i18n::piece(s, Kind::Miner), "pioneeri"),
        (
            Lang::Fi,
            removed(theirs(s, Kind::Flag, blue)),
            "sininen lippu (F) poistettiin laudalta",
        ),
        (Lang::Fi, i18n::reason(s, Reason::FlagCaptured), "lippu kaapattu"),
        (Lang::Fi, i18n::reason(e, Reason::HqCaptured), "päämaja vallattu"),
        (
            Lang::Fi,
            Msg::new("setup-missing").with(
                "pieces",
                Msg::new("setup-count")
                    .with("n", 1)
                    .with("piece", i18n::piece(s, Kind::Captain)),
            ),
            "puuttuu 1\u{a0}×\u{a0}kapteeni",
        ),
    ];
    for (lang, m, expected) in cases {
        assert_eq!(text(lang, &m), expected, "{} {}", lang.code(), m.id());
    }
    // Whole days left, the noun and the verb agreeing with the number: "zbývá 1 den", "zbývají 2 dny", "zbývá 5 dní".
    let left = |n: i64| {
        text(
            Lang::Cs,
            &Msg::new("account-vacation-on")
                .with("since", "1. prosince 2026")
                .with("left", n),
        )
    };
    for (n, end) in [
        (1, "zbývá 1 den."),
        (2, "zbývají 2 dny."),
        (5, "zbývá 5 dní."),
        (0, "zbývá 0 dní."),
    ] {
        assert!(left(n).ends_with(end), "{}", left(n));
    }
    // A table cell starts with a capital, in Turkish with a dotted one.
    assert_eq!(Lang::Tr.capitalized(&i18n::piece(s, Kind::Miner)), "İstihkâmcı");
    assert_eq!(Lang::Cs.capitalized(&i18n::piece(mas, Kind::Bomb)), "Minové pole");
    assert_eq!(Lang::En.capitalized(&i18n::piece(s, Kind::Scout)), "Scout");
}

#[test]
fn latvian_numbers_in_the_zero_category_take_the_plural_as_other_does() {
    // CLDR gives Latvian a "zero" category (0, 10–20, 30, 40…): the noun takes the same plural form as for
    // "other", so the messages rightly leave it to the `*[other]` variant.
    let games = |n: i64| text(Lang::Lv, &Msg::new("preset-finished").with("n", n));
    // Nought itself is said in words: no count to read.
    assert_eq!(games(0), "Pabeigtu spēļu vēl nav.");
    assert_eq!(games(10), "10 pabeigtas spēles.");
    assert_eq!(games(11), "11 pabeigtas spēles.");
    assert_eq!(games(30), "30 pabeigtas spēles.");
    assert_eq!(games(21), "21 pabeigta spēle.");
    assert_eq!(games(3), "3 pabeigtas spēles.");
    for (id, text) in entries(source(Lang::Lv)) {
        assert!(
            !text.contains("[zero]"),
            "{id}: the zero category is the plural, leave it to *[other]"
        );
    }
}

/// Variables that name a player.
const PLAYER_VARIABLES: [&str; 6] = ["name", "who", "opponent", "names", "first", "second"];

/// The masculine past forms a message about a player must not use, since the service does not know the
/// player's gender. Czech: the l-participle ("táhl", "odeslal", "vyhrál"), singular after "jste" too. Latvian:
/// an active past participle or a masculine adjective after "ir"/"esat"/"bija" ("ir iesniedzis", "esat gatavs",
/// "esat atteicies"), and "pats".
fn gendered_words(lang: Lang, text: &str, about_a_player: bool) -> Vec<String> {
    // The text outside placeables and in a selector's variants ("[resign] Vyhráli jste …"): variables and
    // selectors' keys are not words of the sentence.
    let mut plain = String::new();
    let mut depth = 0;
    // The depth whose variant's text is being read, and whether a key is being read.
    let mut variant_at = None;
    let mut in_key = false;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                variant_at = variant_at.filter(|&at| at <= depth);
                plain.push(' ');
            }
            '[' if depth > 0 && variant_at.is_none_or(|at| at == depth) => in_key = true,
            ']' if in_key => {
                in_key = false;
                variant_at = Some(depth);
            }
            '\n' if variant_at == Some(depth) => {
                variant_at = None;
                plain.push(' ');
            }
            _ if in_key => {}
            c if depth == 0 || variant_at == Some(depth) => plain.push(c),
            _ => {}
        }
    }
    let words: Vec<String> = plain
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let mut found = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let before = if i > 0 { words[i - 1].as_str() } else { "" };
        let after = words.get(i + 1).map_or("", String::as_str);
        let bad = match lang {
            Lang::Cs => {
                // Nouns ending in -l that may name a piece or a goal.
                let nouns = ["generál", "maršál", "cíl", "kapitál"];
                let participle = w.ends_with('l') && w.chars().count() > 2 && !nouns.contains(&w.as_str());
                // About a player, named or called the opponent or a player ("soupeř nenabídl"), any;
                // addressing the reader, a singular one next to "jste".
                let about_someone = about_a_player || words.iter().any(|w| ["soupeř", "hráč"].contains(&w.as_str()));
                participle && (about_someone || before == "jste" || after == "jste")
            }
            Lang::Lv => {
                // "You" are a player in every message; "he" only where a player is named, or called the
                // opponent or a player ("pretinieks nav piedāvājis").
                let about_someone =
                    about_a_player || words.iter().any(|w| ["pretinieks", "spēlētājs"].contains(&w.as_str()));
                let auxiliary = match about_someone {
                    true => &["esat", "neesat", "esi", "bijāt", "būsiet", "ir", "nav", "bija", "būs"][..],
                    false => &["esat", "neesat", "esi", "bijāt", "būsiet"][..],
                };
                let participle = (w.ends_with("is") && !w.ends_with("usi"))
                    || (w.ends_with("ies") && !w.ends_with("usies") && !w.ends_with("ties"));
                let adjective = ["gatavs", "gatavi"].contains(&w.as_str());
                (auxiliary.contains(&before) && (participle || adjective)) || ["pats", "paša"].contains(&w.as_str())
            }
            _ => false,
        };
        if bad {
            found.push(w.clone());
        }
    }
    found
}

#[test]
fn czech_and_latvian_never_give_a_player_a_gender() {
    // The check itself catches what the files used to say.
    assert_eq!(gendered_words(Lang::Cs, "{ $who } táhl: { $mover }", true), ["táhl"]);
    assert_eq!(
        gendered_words(Lang::Cs, "{ $name } odeslal rozestavení.", true),
        ["odeslal"]
    );
    assert_eq!(gendered_words(Lang::Cs, "Táhl jste: { $mover }", false), ["táhl"]);
    assert_eq!(gendered_words(Lang::Cs, "Soupeř remízu nenabídl.", false), ["nenabídl"]);
    assert_eq!(
        gendered_words(Lang::Lv, "{ $name } ir iesniedzis izvietojumu.", true),
        ["iesniedzis"]
    );
    assert_eq!(
        gendered_words(Lang::Lv, "Pretinieks redz, ka esat gatavs.", false),
        ["gatavs"]
    );
    assert_eq!(gendered_words(Lang::Lv, "Jūs esat atteicies.", false), ["atteicies"]);
    assert_eq!(
        gendered_words(Lang::Lv, "Pretinieks nav piedāvājis neizšķirtu.", false),
        ["piedāvājis"]
    );
    assert!(gendered_words(Lang::Lv, "Šīs saites derīgums ir beidzies.", false).is_empty());
    assert!(gendered_words(Lang::Lv, "Spēle pret spēlētāju { $opponent } ir sākusies", true).is_empty());
    assert!(gendered_words(Lang::Cs, "Tah hráče { $who } { $mover-ins }", true).is_empty());
    // A selector's variants are read too; its keys are not.
    assert_eq!(
        gendered_words(
            Lang::Cs,
            "{ $how ->\n        [resign] Vyhráli jste: soupeř se vzdal\n       *[other] Vyhráli jste\n    }",
            false
        ),
        ["vzdal"]
    );
    assert!(gendered_words(Lang::Cs, "Táhli jste { $mover-ins }", false).is_empty());

    for lang in [Lang::Cs, Lang::Lv] {
        for (id, text) in entries(source(lang)) {
            let vars = variables(&text);
            let about_a_player = PLAYER_VARIABLES.iter().any(|v| vars.contains(*v));
            // A selector on a gender is the one way a gendered form may appear (none knows a player's yet).
            // Every message is read too, for the reader is a player: Latvian "esat gatavs" and Czech "jste
            // táhl" give the reader a gender; Czech "-li jste" is the plural that fits anyone.
            let selects_a_gender = vars.iter().any(|v| v.ends_with("gender"));
            if !selects_a_gender {
                let found = gendered_words(lang, &text, about_a_player);
                assert!(
                    found.is_empty(),
                    "{} {id} gives a player a gender: {found:?}",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn czech_one_letter_words_keep_to_the_word_after_them() {
    // Czech typesetting never ends a line on a one-letter preposition or conjunction (k, s, v, z, o, u, a, i):
    // the space after one is a no-break space, in every message and attribute.
    let mut checked = 0;
    for (id, text) in entries(source(Lang::Cs)) {
        let parts: Vec<&str> = text.split(' ').collect();
        for part in &parts[..parts.len() - 1] {
            let last = part
                .rsplit(['\n', '\u{a0}'])
                .next()
                .unwrap_or_default()
                .trim_start_matches(['(', '„']);
            assert!(
                !(last.chars().count() == 1 && "ksvzouaiKSVZOUAI".contains(last)),
                "cs {id}: “{last} ” should be followed by a no-break space: {text}"
            );
            checked += 1;
        }
    }
    assert!(checked > 5_000, "only {checked} words");
}

#[test]
fn czech_e_mail_does_not_break_at_its_hyphen() {
    // A Czech line broken at a hyphen repeats it on the next line, which no browser does: "e‑mail" is written
    // with a no-break hyphen so that it never breaks there ("e-" at a line's end reads as a word cut short).
    let breaking: Vec<String> = entries(source(Lang::Cs))
        .into_iter()
        .filter(|(_, text)| text.to_lowercase().contains("e-mail"))
        .map(|(id, _)| id)
        .collect();
    assert!(breaking.is_empty(), "cs: {breaking:?}");
}

#[test]
fn a_presets_name_is_never_put_in_brackets() {
    // A preset's name may end in brackets of its own ("Stratego (ISF tournament rules)"): inside another pair it
    // would end in "))", which no language's typography writes. A dash or a colon sets it off instead.
    for lang in Lang::ALL {
        let bracketed: Vec<String> = entries(source(lang))
            .into_iter()
            .filter(|(_, text)| text.contains("{ $preset })"))
            .map(|(id, _)| id)
            .collect();
        assert!(bracketed.is_empty(), "{}: {bracketed:?}", lang.code());
    }
}
