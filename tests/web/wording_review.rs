//! What the native reread of the four languages (December 2026) asked of the code, checked: the sentences it
//! found wrong read as mended, a seat's colour agrees with every piece in Czech and Latvian, every number before a
//! noun chooses the noun's plural, and no Turkish sentence starts with a lower-case piece. No server is needed.

use fieldpost::i18n::{self, Lang, Msg};
use fieldpost::rules::{Kind, PlayError, Seat, Square, Variant};

use crate::wording::{entries, own, removed, source, text, theirs, unknown};

#[test]
fn the_sentences_the_review_found_wrong_read_as_mended() {
    let mended = mended_in_the_review()
        .into_iter()
        .chain(mended_in_the_second_reread())
        .chain(mended_in_the_reread_of_the_running_service())
        .chain(mended_after_the_second_reread_of_the_running_service())
        .chain(mended_after_the_seventh_reread());
    for (lang, m, expected) in mended {
        assert_eq!(text(lang, &m), expected, "{} {}", lang.code(), m.id());
    }
}

/// What the seventh to tenth rereads (6 December 2026, the running service) found wrong, pinned.
fn mended_after_the_seventh_reread() -> Vec<(Lang, Msg, &'static str)> {
    let e4 = Square::new(4, 3);
    let espionage_move = Msg::new("words-moved")
        .with("who", "bob")
        .with("from", "a6")
        .with("to", "b6")
        .with(
            "mover",
            Msg::new("words-seat-unknown").with("seat", i18n::seat(Variant::Espionage.family(), Seat::Second)),
        )
        .with("unit", i18n::move_unit(Variant::Espionage));
    vec![
        // Won by the other side's resignation, in the nouns the other endings use, giving no one a gender (the
        // sixteenth reread: *vzdání* wants its *se*).
        (
            Lang::Cs,
            Msg::new("state-won").with("how", "resign").with("edition", "stratego"),
            "Vyhráli jste vzdáním se soupeře",
        ),
        // Espionage counts a turn's two moves as *přesuny* in its move list too, and a *přesun* is of a piece
        // (the genitive), where a *tah* is made with one.
        (
            Lang::Cs,
            espionage_move,
            "Přesun černé figury hráče bob z\u{a0}a6 na b6.",
        ),
        (Lang::Cs, Msg::new("reason-resign"), "vzdání se"),
        // The Czech edition draws where a side cannot move: its goal is the Flag alone.
        (
            Lang::Cs,
            Msg::new("rules-s-goal").with("edition", "marsal-a-spion"),
            "Zajměte soupeřův prapor.",
        ),
        // A count of mails takes the plural a single mail's label does not.
        (
            Lang::Lv,
            Msg::new("admin-mail-count").with("state", "sent").with("n", 31),
            "Piegādātas: 31",
        ),
        // A move onto its own square is refused for what it is.
        (
            Lang::Cs,
            i18n::play_error(Variant::Stratego, &PlayError::NotInLine(e4, e4)),
            "figura musí táhnout na jiné pole",
        ),
        // The computer declined after the noun that governs it; a username stays a label.
        (
            Lang::Cs,
            Msg::new("setup-opponent-ready").with("name", Lang::Cs.player_name("computer-easy")),
            "Rozestavení počítače (lehká úroveň) je odesláno.",
        ),
        (
            Lang::Cs,
            Msg::new("mail-over-subject")
                .with("id", 5)
                .with("opponent", Lang::Cs.player_name("computer-hard")),
            "Hra #5 proti počítači (těžká úroveň) skončila",
        ),
        (
            Lang::Cs,
            Msg::new("setup-opponent-ready").with("name", "bob"),
            "Rozestavení hráče bob je odesláno.",
        ),
        (
            Lang::Fi,
            Msg::new("mail-over-subject")
                .with("id", 5)
                .with("opponent", Lang::Fi.player_name("computer-easy")),
            "Peli #5 tietokonetta (helppo) vastaan on päättynyt",
        ),
        (
            Lang::Fi,
            Msg::new("mail-over-subject").with("id", 5).with("opponent", "bob"),
            "Peli #5 pelaajaa bob vastaan on päättynyt",
        ),
        (
            Lang::En,
            Msg::new("setup-opponent-ready").with("name", Lang::En.player_name("computer-easy")),
            "Computer (easy) has submitted a setup.",
        ),
        // The computer's level in brackets, and its seat inside them.
        (
            Lang::Cs,
            Msg::new("play-to-move")
                .with("name", Lang::Cs.player_name("computer-easy"))
                .with("seat", i18n::seat(Variant::Stratego.family(), Seat::Second)),
            "Na tahu je počítač (lehká úroveň, modrý).",
        ),
        // A participle needs a noun to agree with; mail bounces from the address it was sent to.
        (Lang::Lv, Msg::new("status-404"), "Lapa nav atrasta"),
        (
            Lang::Fi,
            Msg::new("admin-bouncing"),
            "Osoitteet, joihin lähetetty posti palautuu",
        ),
        (Lang::Fi, Msg::new("reset-check-mail-title"), "Tarkista sähköpostisi"),
        // After the tenth reread: what the Spies saw as a sentence, a rating named, a verb at the end in Turkish.
        (
            Lang::Cs,
            Msg::new("words-spied").with("pieces", "a6"),
            "Vaši špióni zahlédli: a6.",
        ),
        (
            Lang::Cs,
            Msg::new("computer-level-rated")
                .with("level", "Lehká")
                .with("rating", 800),
            "Lehká (hodnocení asi 800)",
        ),
        (
            Lang::Tr,
            Msg::new("analysis-mark")
                .with("mark", "Hata")
                .with("ply", 7)
                .with("best", "a6–a5"),
            "Hata (7. hamle): Uzman bilgisayar a6–a5 hamlesini seçerdi.",
        ),
        (
            Lang::Lv,
            Msg::new("error-bad-setup").with("why", Msg::new("setup-excess").with("pieces", "2 × skauts")),
            "Šis izvietojums neder – par daudz: 2 × skauts.",
        ),
        // The eleventh: no game yet said as such, the legend's object named, vacation days whole.
        (
            Lang::Tr,
            Msg::new("preset-finished").with("n", 0),
            "Henüz biten oyun yok.",
        ),
        (
            Lang::Cs,
            Msg::new("preset-finished").with("n", 0),
            "Zatím žádná dohraná hra.",
        ),
        // The computer after "pret" in the accusative, a person's name as a label.
        (
            Lang::Lv,
            Msg::new("mail-over-subject")
                .with("id", 2)
                .with("opponent", Lang::Lv.player_name("computer-easy")),
            "Spēle #2 pret datoru (viegls) ir beigusies",
        ),
        (
            Lang::Lv,
            Msg::new("mail-over-subject").with("id", 2).with("opponent", "bob"),
            "Spēle #2 pret spēlētāju bob ir beigusies",
        ),
        (
            Lang::Fi,
            Msg::new("state-their-move").with("opponent", "bob"),
            "Vuorossa bob",
        ),
        // The twelfth: Vakoilu's own verbs, a rule's subject named, a date not after a verb.
        (
            Lang::Fi,
            Msg::new("words-captured")
                .with("piece", "musta päämaja (H)")
                .with("family", "espionage"),
            "musta päämaja (H) vallattiin",
        ),
        (
            Lang::Fi,
            Msg::new("words-defused")
                .with("piece", "musta miina (M)")
                .with("family", "espionage"),
            "musta miina (M) raivattiin",
        ),
        (
            Lang::Fi,
            Msg::new("words-captured")
                .with("piece", "sininen lippu (F)")
                .with("family", "stratego"),
            "sininen lippu (F) kaapattiin",
        ),
        (
            Lang::Tr,
            Msg::new("admin-session-line")
                .with("opened", "6 Aralık 2026 05:40 UTC")
                .with("address", "127.0.0.1"),
            "6 Aralık 2026 05:40 UTC tarihinde 127.0.0.1 adresinden açıldı",
        ),
        (Lang::Tr, Msg::new("mail-kind-your-turn"), "Sıra bana geldiğinde"),
        // The thirteenth: a clitic after "když", a quoted language code, the computer first in its sentence.
        (Lang::Cs, Msg::new("mail-kind-challenge"), "mě někdo vyzve"),
        (
            Lang::Tr,
            Msg::new("error-unknown-language").with("lang", "de"),
            "Bu site “de” kodlu dilde sunulmuyor.",
        ),
        (
            Lang::Fi,
            Msg::new("play-to-move")
                .with("name", Lang::Fi.player_name("computer-easy"))
                .with("seat", i18n::seat(Variant::Espionage.family(), Seat::Second)),
            "Tietokone (helppo, musta) on siirtovuorossa.",
        ),
        (
            Lang::Fi,
            i18n::side_wins(Variant::Stratego.family(), Seat::First),
            "Voittaja: punainen",
        ),
        (
            Lang::Cs,
            Msg::new("mail-turn-subject").with("id", 1).with("opponent", "alice"),
            "Jste na tahu ve hře #1 proti hráči alice",
        ),
        // The Czech edition draws where a player cannot move, on its rules page too.
        (
            Lang::En,
            Msg::new("rules-s-two-squares").with("edition", "marsal-a-spion"),
            "A piece may not move back and forth between the same two squares more than three times in a row, whatever the opponent does meanwhile and whether or not the moves attack. For a Scout, a run counts as going back when it runs along the same line in the opposite direction over squares its earlier run covered. If a player is left with no other legal move, the game is drawn.",
        ),
        (
            Lang::Tr,
            Msg::new("play-legend-known-spectator"),
            "rakibi bu taşın ne olduğunu biliyor",
        ),
        (
            Lang::En,
            Msg::new("account-vacation-off").with("allowance", 30).with("left", 1),
            "While you are on vacation the clocks of your games stand still. 1 of your 30 days for this year is left.",
        ),
        // A side that won because the other could not move says whose moves ran out.
        (
            Lang::Fi,
            Msg::new("result-seat-won")
                .with("how", "no_moves")
                .with("name", "bob")
                .with("seat", "sininen")
                .with("reason", "ei siirtoja"),
            "bob (sininen) voitti: vastapuolella ei ollut sallittuja siirtoja.",
        ),
        (Lang::Cs, Msg::new("tournament-joined"), "Jste přihlášeni do turnaje."),
        // A *přesun* of a known piece, in the genitive with its colour.
        (
            Lang::Cs,
            Msg::new("words-moved")
                .with("who", "bob")
                .with("from", "a6")
                .with("to", "b6")
                .with("mover", theirs(Variant::Espionage, Kind::Minesweeper, Seat::Second))
                .with("unit", i18n::move_unit(Variant::Espionage)),
            "Přesun černého odminovače (P) hráče bob z\u{a0}a6 na b6.",
        ),
        // The sixteenth reread: each way of winning is a variant of `$how`, not of the Flag's name.
        (
            Lang::Cs,
            Msg::new("result-seat-won")
                .with("how", "no_moves")
                .with("edition", "stratego")
                .with("name", "bob")
                .with("seat", "modrý")
                .with("reason", "žádné tahy"),
            "Vítězí bob (modrý): druhá strana nemohla táhnout.",
        ),
        // A value that is a word ("prohra") follows a colon, where a number could follow "hodnota".
        (
            Lang::Cs,
            Msg::new("analysis-move")
                .with("ply", 12)
                .with("unit", "turn")
                .with("side", "červený")
                .with("best", "e4–e5")
                .with("best_value", "35")
                .with("played_value", "prohra"),
            "12. tah (červený): počítač na expertní úrovni by zahrál e4–e5 (hodnocení: 35, podle toho, co tehdy tato \
             strana věděla); hodnocení zahraného tahu: prohra.",
        ),
    ]
}

/// The sentences the native reread of December 2026 found wrong, pinned in their mended form.
fn mended_in_the_review() -> Vec<(Lang, Msg, &'static str)> {
    let (s, mas, e) = (Variant::Stratego, Variant::MarsalASpion, Variant::Espionage);
    let (red, blue) = (Seat::First, Seat::Second);
    let beat = |winner: Msg, loser: Msg| Msg::new("words-beat").with("winner", winner).with("loser", loser);
    let attack = |kind: Kind| {
        Msg::new("confirm-attack")
            .with("to", "e7")
            .with("piece", i18n::piece(s, kind))
    };
    let sent = Msg::new("confirm-move")
        .with("piece", i18n::piece(s, Kind::Scout))
        .with("from", "e4")
        .with("to", "e5");
    let playing = |variant: Variant, seat: Seat| {
        Msg::new("mail-tournament-game")
            .with("id", 3)
            .with("opponent", "edward")
            .with("seat", i18n::seat(variant.family(), seat))
    };
    let length = |given: i64| {
        Msg::new("setup-length")
            .with("given", given)
            .with("expected", 40)
            .with("rows", "1–4")
    };
    vec![
        (
            Lang::En,
            length(1),
            "the setup has 1 character; this game needs 40, one per square of rows 1–4",
        ),
        (Lang::Fi, attack(Kind::Captain), "Hyökätäänkö kapteenillasi ruutuun e7?"),
        (
            Lang::Fi,
            beat(own(s, Kind::Captain), theirs(s, Kind::Lieutenant, blue)),
            "kapteenisi (6) voitti taistelun, sininen luutnantti (5) hävisi",
        ),
        (
            Lang::Fi,
            i18n::move_words::end_words(s, fieldpost::rules::GameEnd::Forfeit),
            "w.o.",
        ),
        (Lang::Fi, sent.clone(), "Lähetetäänkö siirto e4–e5 (tiedustelija)?"),
        (
            Lang::Tr,
            beat(theirs(s, Kind::Captain, blue), own(s, Kind::Lieutenant)),
            "mavi yüzbaşı (6) kazandı, teğmeniniz (5) tahtadan çıktı",
        ),
        (Lang::Tr, attack(Kind::Captain), "e7’ye yüzbaşınız saldırsın mı?"),
        (Lang::Tr, sent.clone(), "e4–e5 hamlesi (keşifçi) gönderilsin mi?"),
        (
            Lang::Cs,
            playing(s, blue),
            "Hra #3 proti hráči edward: hrajete za modrého.",
        ),
        (
            Lang::Cs,
            removed(theirs(mas, Kind::Bomb, blue)),
            "modré minové pole (B) bylo vyřazeno ze hry",
        ),
        (
            Lang::Cs,
            length(2),
            "rozestavení má 2 znaky; tato hra potřebuje 40, jeden na každé pole řad 1–4",
        ),
        (
            Lang::Cs,
            Msg::new("error-tournament-too-few").with("n", 3),
            "Turnaj tohoto formátu potřebuje ke startu alespoň 3 hráče.",
        ),
        (Lang::Cs, Msg::new("mail-greeting").with("name", "jana"), "Dobrý den!"),
        // Espionage's single moves are not its turns (the fifth reread).
        (
            Lang::Cs,
            Msg::new("play-step-forward")
                .with("ply", 3)
                .with("unit", i18n::move_unit(Variant::Espionage)),
            "3. přesun ▶",
        ),
        (
            Lang::Cs,
            Msg::new("play-step-forward")
                .with("ply", 3)
                .with("unit", i18n::move_unit(Variant::Stratego)),
            "3. tah ▶",
        ),
        (
            Lang::Lv,
            Msg::new("play-looking-back")
                .with("ply", 2)
                .with("unit", i18n::move_unit(Variant::EspionageSmall)),
            "Jūs skatāties pozīciju pēc 2. pārvietojuma.",
        ),
        (
            Lang::Lv,
            removed(theirs(e, Kind::Mine, Seat::Second)),
            "melnā mīna (M) tika noņemta no spēles laukuma",
        ),
        (
            Lang::Lv,
            playing(s, red),
            "Spēle #3 pret spēlētāju edward: jūs spēlējat ar sarkanajiem kauliņiem.",
        ),
        (Lang::Lv, attack(Kind::Captain), "Uzbrukt lauciņam e7 ar savu kapteini?"),
        (
            Lang::Lv,
            length(41),
            "izvietojumā ir 41 rakstzīme; šai spēlei vajag 40, pa vienai katram lauciņam rindās 1–4",
        ),
        (
            Lang::Lv,
            i18n::move_words::end_words(s, fieldpost::rules::GameEnd::Forfeit),
            "tehniskais rezultāts",
        ),
        (
            Lang::Lv,
            Msg::new("account-vacation-on")
                .with(
                    "since",
                    Lang::Lv.datetime("2026-12-01T10:00:00Z".parse().unwrap(), i18n::Zone::UTC),
                )
                .with("left", 12),
            "Jūs esat atvaļinājumā (sākums: 2026.\u{a0}gada 1.\u{a0}decembris, 10:00 UTC): jūsu spēļu pulksteņi stāv, un pretinieki redz, kāpēc. Šogad atlikušās atvaļinājuma dienas: 12.",
        ),
    ]
}

/// What a second reread (4 December 2026, of the files after the first review's mends) found wrong, pinned.
fn mended_in_the_second_reread() -> Vec<(Lang, Msg, &'static str)> {
    let s = Variant::Stratego;
    vec![
        (
            Lang::Cs,
            Msg::new("confirm-attack")
                .with("to", "e7")
                .with("piece", i18n::piece(s, Kind::Captain)),
            "Zaútočit svým kapitánem na e7?",
        ),
        // The square's whole label is filled in, not only its name: no suffix may hang on it.
        (
            Lang::Tr,
            Msg::new("play-move-to").with("square", "e5: boş"),
            "e5: boş — buraya oynamak için seçin",
        ),
        (
            Lang::Tr,
            Msg::new("list-left-days").with("days", 2).with("hours", 5),
            "2\u{a0}gün 5\u{a0}sa. kaldı",
        ),
        (
            Lang::Lv,
            Msg::new("mail-reply-played-subject").with("id", 12),
            "Spēle #12: jūsu atbilde pieņemta",
        ),
        (
            Lang::Lv,
            Msg::new("reply-not-understood").with("line", "sveiki"),
            "Nesapratām rindu „sveiki”. Ierakstiet gājienu, piemēram, b4-b5, vai arī vārdu „padodos” vai „neizšķirts”.",
        ),
        (
            Lang::Fi,
            i18n::variant(Variant::EspionageOpenFast),
            "Avoin nopea Vakoilu",
        ),
    ]
}

/// What a reread of the running service (5 December 2026) found wrong, pinned.
fn mended_in_the_reread_of_the_running_service() -> Vec<(Lang, Msg, &'static str)> {
    let family = Variant::Stratego.family();
    vec![
        // The lobby's two "any" choices agree with different nouns.
        (Lang::Cs, Msg::new("lobby-any-clock"), "Libovolné"),
        (Lang::Cs, Msg::new("lobby-any-game"), "Libovolná"),
        (Lang::Lv, Msg::new("lobby-any-clock"), "Jebkurš"),
        // The seat comes with its forms, so the sentence can say whom the player plays.
        (
            Lang::Cs,
            Msg::new("setup-arrange")
                .with("seat", i18n::seat(family, Seat::First))
                .with("rows", "1–4"),
            "Tajně rozestavte svou armádu (hrajete za červeného, řady 1–4).",
        ),
        (
            Lang::Lv,
            Msg::new("setup-arrange")
                .with("seat", i18n::seat(family, Seat::Second))
                .with("rows", "7–10"),
            "Slepeni izvietojiet savu armiju rindās 7–10: jūs spēlējat ar zilajiem kauliņiem.",
        ),
        (
            Lang::Lv,
            Msg::new("state-lost").with("how", "resign"),
            "Jūs padevāties un zaudējāt",
        ),
        (
            Lang::Fi,
            Msg::new("footer-tagline"),
            "Fieldpost – Stratego, Maršál a špión ja Vakoilu kirjepeleinä.",
        ),
    ]
}

/// What the second reread of the running service (5 December 2026) found wrong, pinned.
fn mended_after_the_second_reread_of_the_running_service() -> Vec<(Lang, Msg, &'static str)> {
    let s = Variant::Stratego;
    let blue = Seat::Second;
    let moved = |mover: Msg| {
        Msg::new("words-moved")
            .with("who", "jana")
            .with("from", "e4")
            .with("to", "e5")
            .with("mover", mover)
            .with("unit", "turn")
    };
    let you_moved = |mover: Msg| {
        Msg::new("words-you-moved")
            .with("from", "e4")
            .with("to", "e5")
            .with("mover", mover)
    };
    let beat = |winner: Msg, loser: Msg| Msg::new("words-beat").with("winner", winner).with("loser", loser);
    // The opponent's Lieutenant attacks the reader's Colonel, and loses.
    let their_attack = Msg::new("words-attacked")
        .with("who", "jana")
        .with("from", "a7")
        .with("to", "a8")
        .with("mover", theirs(s, Kind::Lieutenant, Seat::First))
        .with("defender", own(s, Kind::Colonel))
        .with("result", removed(theirs(s, Kind::Lieutenant, Seat::First)));
    let refused = |mv: &str, why: Msg| Msg::new("error-move-refused").with("move", mv).with("why", why);
    let known_attack = Msg::new("confirm-attack-known")
        .with("to", "e7")
        .with("piece", i18n::piece(s, Kind::Captain))
        .with("defender", theirs(s, Kind::Bomb, blue));
    vec![
        // "Own" was the viewer's word, and read as the attacker's own in a line about the opponent's attack.
        (
            Lang::Fi,
            removed(own(s, Kind::Bomb)),
            "pommisi (B) poistettiin laudalta",
        ),
        (
            Lang::Cs,
            removed(own(s, Kind::Bomb)),
            "vaše bomba (B) byla vyřazena ze hry",
        ),
        (
            Lang::Cs,
            removed(own(s, Kind::Marshal)),
            "váš maršál (10) byl vyřazen ze hry",
        ),
        // A move is a sentence with its piece as the object, not a log entry.
        (
            Lang::Fi,
            you_moved(own(s, Kind::Captain)),
            "Siirsit kapteenisi (6) ruudusta e4 ruutuun e5.",
        ),
        (
            Lang::Fi,
            moved(theirs(s, Kind::Captain, blue)),
            "jana siirsi sinisen kapteenin (6) ruudusta e4 ruutuun e5.",
        ),
        (
            Lang::Fi,
            moved(unknown(s.family(), blue)),
            "jana siirsi sinisen nappulan ruudusta e4 ruutuun e5.",
        ),
        (
            Lang::Lv,
            you_moved(own(s, Kind::Captain)),
            "Jūs pārvietojāt savu kapteini (6) no e4 uz e5.",
        ),
        (
            Lang::Lv,
            moved(theirs(s, Kind::Bomb, blue)),
            "jana pārvietoja zilo bumbu (B) no e4 uz e5.",
        ),
        (
            Lang::Lv,
            beat(own(s, Kind::Captain), theirs(s, Kind::Lieutenant, blue)),
            "jūsu kapteinis (6) pārspēja zilo leitnantu (5)",
        ),
        (
            Lang::Lv,
            beat(theirs(s, Kind::Bomb, blue), unknown(s.family(), Seat::First)),
            "zilā bumba (B) pārspēja sarkano kauliņu",
        ),
        (
            Lang::Lv,
            known_attack.clone(),
            "Uzbrukt lauciņam e7, kur stāv zilā bumba (B), ar savu kapteini?",
        ),
        // An attack is a sentence too: with which piece, from where, onto which square and what stood there.
        (
            Lang::Lv,
            their_attack.clone(),
            "jana ar sarkano leitnantu (5) no a7 uzbruka lauciņam a8, kur stāvēja jūsu pulkvedis (8): sarkanais \
             leitnants (5) tika noņemts no spēles laukuma.",
        ),
        (
            Lang::Fi,
            their_attack.clone(),
            "jana hyökkäsi punaisella luutnantilla (5) ruudusta a7 ruutuun a8, jossa oli everstisi (8): punainen \
             luutnantti (5) poistettiin laudalta.",
        ),
        (
            Lang::Fi,
            Msg::new("words-you-attacked")
                .with("from", "i6")
                .with("to", "i7")
                .with("mover", own(s, Kind::Colonel))
                .with("defender", unknown(s.family(), blue))
                .with("result", Msg::new("words-both-removed")),
            "Hyökkäsit everstilläsi (8) ruudusta i6 ruutuun i7, jossa oli sininen nappula: molemmat poistettiin \
             laudalta.",
        ),
        // Czech and Turkish too: the piece in the instrumental or the accusative, the defender where it stood.
        (
            Lang::Cs,
            you_moved(own(s, Kind::Captain)),
            "Táhli jste svým kapitánem (6) z\u{a0}e4 na e5.",
        ),
        (
            Lang::Cs,
            moved(unknown(s.family(), blue)),
            "Tah hráče jana modrou figurou z\u{a0}e4 na e5.",
        ),
        (
            Lang::Cs,
            their_attack.clone(),
            "Útok hráče jana červeným poručíkem (5) z\u{a0}a7 na a8, kde byl váš plukovník (8): červený poručík (5) \
             byl vyřazen ze hry.",
        ),
        (
            Lang::Cs,
            known_attack.clone(),
            "Zaútočit svým kapitánem na e7, kde je modrá bomba (B)?",
        ),
        (
            Lang::Tr,
            you_moved(own(s, Kind::Miner)),
            "İstihkâmcınızı (3) e4’ten e5’e oynadınız.",
        ),
        (
            Lang::Tr,
            moved(theirs(s, Kind::Captain, blue)),
            "jana, mavi yüzbaşıyı (6) e4’ten e5’e oynadı.",
        ),
        (
            Lang::Tr,
            their_attack.clone(),
            "jana, kırmızı teğmenle (5) a7’den a8’deki albayınıza (8) saldırdı: kırmızı teğmen (5) \
             tahtadan çıktı.",
        ),
        (
            Lang::Tr,
            known_attack.clone(),
            "e7’deki mavi bombaya (B) yüzbaşınız saldırsın mı?",
        ),
        (Lang::Lv, Msg::new("account-change-email"), "Mainīt e-pasta adresi"),
        (Lang::Lv, Msg::new("tokens-title"), "API atslēgas"),
        (Lang::Lv, Msg::new("play-board"), "Spēles laukums"),
        (Lang::Cs, Msg::new("waiting-withdraw"), "Zrušit tuto hru"),
        (Lang::Fi, Msg::new("tokens-scope-play"), "luku- ja pelioikeus"),
        // A refused move and its reason are two sentences, not three clauses on colons; a square stays lower case.
        (
            Lang::En,
            refused("c4–d5", Msg::new("refused-lake").with("square", "d5")),
            "c4–d5 is not allowed. Nothing may enter d5: it is a lake.",
        ),
        (
            Lang::En,
            refused("e4–e5", Msg::new("refused-own-piece").with("square", "e5")),
            "e4–e5 is not allowed. e5 holds one of your own pieces.",
        ),
        // Latvian and Czech call a refused move what the game calls one: a turn's move in Espionage, a turn
        // elsewhere (the sixth reread).
        (
            Lang::Lv,
            refused("c4–d5", Msg::new("refused-lake").with("square", "d5"))
                .with("unit", i18n::move_unit(Variant::Stratego)),
            "Gājiens c4–d5 nav atļauts. Lauciņā d5 nevar ieiet: tas ir ezers.",
        ),
        (
            Lang::Cs,
            refused("c4–d5", Msg::new("refused-lake").with("square", "d5"))
                .with("unit", i18n::move_unit(Variant::Espionage)),
            "Přesun c4–d5 není povolen. Na pole d5 nelze vstoupit: je to jezero.",
        ),
        (
            Lang::Tr,
            refused("e4–e5", Msg::new("refused-two-squares").with("n", 3)),
            "e4–e5 hamlesine izin yok. İki kare kuralı: bir taş aynı iki kare arasında art arda 3 kereden fazla gidip gelemez.",
        ),
    ]
}

#[test]
fn move_lines_put_every_piece_in_the_case_their_verb_asks_for() {
    // "siirsi sinisen kapteenin", "pārvietoja zilo kapteini", "táhl modrým kapitánem", "mavi yüzbaşıyı … oynadı":
    // no word of the line is the piece's or the seat's nominative, for every piece that moves in every preset,
    // known or not (Czech "velitelství" is its own genitive, and a Headquarters never moves).
    let mut checked = 0;
    for lang in [Lang::Fi, Lang::Lv, Lang::Cs, Lang::Tr] {
        for variant in Variant::ALL {
            let family = variant.family();
            for &kind in Kind::of_family(family).iter().filter(|k| k.is_movable()) {
                for seat in Seat::BOTH {
                    // A Turkish colour does not inflect: only its noun does.
                    let seat_inflects = lang != Lang::Tr;
                    let nominatives = [
                        text(lang, &i18n::piece(variant, kind)),
                        (if seat_inflects {
                            text(lang, &i18n::seat(family, seat))
                        } else {
                            String::new()
                        }),
                    ];
                    for mover in [theirs(variant, kind, seat), unknown(family, seat)] {
                        let line = text(
                            lang,
                            &Msg::new("words-moved")
                                .with("who", "jana")
                                .with("from", "e4")
                                .with("to", "e5")
                                .with("mover", mover.clone())
                                .with("unit", i18n::move_unit(variant)),
                        );
                        assert!(
                            line.split(' ').all(|w| !nominatives.contains(&w.to_string())),
                            "{} {}: {line}",
                            lang.code(),
                            variant.id()
                        );
                        // An attack names its piece in another case (Finnish "sinisellä kapteenilla", Latvian
                        // "ar zilo kapteini"): every piece has it.
                        text(
                            lang,
                            &Msg::new("words-attacked")
                                .with("who", "jana")
                                .with("from", "e4")
                                .with("to", "e5")
                                .with("mover", mover.clone())
                                .with("defender", own(variant, kind))
                                .with("result", Msg::new("words-both-removed")),
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 100, "only {checked}");
}

/// Word endings that tell a gender: (ending, gender).
type Endings = &'static [(&'static str, &'static str)];

#[test]
fn czech_and_latvian_seat_words_agree_with_every_piece() {
    // The participle of "removed" follows the piece's gender (checked on its own above); the seat's colour in
    // front of the piece must say the same gender.
    let cases: [(Lang, Endings, Endings); 2] = [
        (
            Lang::Cs,
            &[("á", "feminine"), ("é", "neuter"), ("ý", "masculine")],
            &[
                (" vyřazena ", "feminine"),
                (" vyřazeno ", "neuter"),
                (" vyřazen ", "masculine"),
            ],
        ),
        (
            Lang::Lv,
            &[("ā", "feminine"), ("ais", "masculine")],
            &[(" noņemta ", "feminine"), (" noņemts ", "masculine")],
        ),
    ];
    let gender = |text: &str, ends: &[(&str, &'static str)], contains: bool| -> Option<&'static str> {
        ends.iter()
            .find(|(mark, _)| {
                if contains {
                    text.contains(mark)
                } else {
                    text.ends_with(mark)
                }
            })
            .map(|(_, g)| *g)
    };
    let mut checked = 0;
    for (lang, adjectives, participles) in cases {
        for variant in Variant::ALL {
            for &kind in Kind::of_family(variant.family()) {
                for seat in Seat::BOTH {
                    for piece in [theirs(variant, kind, seat), unknown(variant.family(), seat)] {
                        let line = text(lang, &removed(piece));
                        let adjective = line.split(' ').next().unwrap();
                        assert_eq!(
                            gender(adjective, adjectives, false),
                            gender(&line, participles, true),
                            "{} {}: {line}",
                            lang.code(),
                            variant.id()
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

/// Count variables: a message that puts one before a noun chooses the noun's form by it.
const COUNTS: [&str; 9] = [
    "n",
    "count",
    "given",
    "allowance",
    "days",
    "high",
    "rounds",
    "size",
    "swiss_high",
];

#[test]
fn a_number_before_a_noun_chooses_its_plural_in_every_language_that_inflects() {
    let english = entries(source(Lang::En));
    let counted = |text: &str, var: &str| {
        // English chooses between "1 character" and "2 characters" already, or shows a plural noun after the
        // number ("{ $n } open games"), which "1" would make wrong.
        if text.contains(&format!("{{ ${var} ->")) {
            return true;
        }
        let at = format!("{{ ${var} }} ");
        text.match_indices(&at).any(|(i, _)| {
            let after: Vec<&str> = text[i + at.len()..].split_whitespace().take(2).collect();
            after.iter().any(|w| {
                w.trim_end_matches([',', '.', ';', ':', ')']).ends_with('s')
                    && w.chars().all(|c| c.is_alphabetic() || ",.;:)".contains(c))
            })
        })
    };
    let mut checked = 0;
    for (id, en_text) in &english {
        for var in COUNTS {
            if !counted(en_text, var) {
                continue;
            }
            for lang in [Lang::En, Lang::Fi, Lang::Cs, Lang::Lv] {
                let translated = entries(source(lang)).into_iter().find(|(i, _)| i == id).unwrap().1;
                // Where the translation glues the number to what follows ("{ $n }krát", "{ $n }.") or ends a
                // clause with it, no noun takes its form from it.
                let bare = format!("{{ ${var} }} ");
                let shown_before_a_word = translated
                    .match_indices(&bare)
                    .any(|(i, _)| translated[i + bare.len()..].starts_with(|c: char| c.is_alphabetic()));
                let selects = translated.contains(&format!("{{ ${var} ->"));
                assert!(
                    selects || !shown_before_a_word,
                    "{} {id}: {{ ${var} }} comes before a noun without a plural selector: {translated}",
                    lang.code()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 60, "{checked}");
}

#[test]
fn no_turkish_sentence_starts_with_a_lowercase_word() {
    // A piece or a seat put first would begin the sentence in lowercase ("yüzbaşı taşınızla…"); a square may
    // ("e4"), as squares are always written.
    let lowercase_first = ["piece", "seat", "mover", "winner", "defender", "loser"];
    for (id, text) in entries(source(Lang::Tr)) {
        let value = text.lines().next().unwrap_or_default();
        let sentence = value.ends_with(['.', '?', '!']) || value.contains(". ");
        for var in lowercase_first {
            assert!(
                !(sentence && value.starts_with(&format!("{{ ${var} }}"))),
                "tr {id} starts with {{ ${var} }}: {value}"
            );
        }
    }
}

#[test]
fn latvian_keeps_e_pasts_for_the_way_mail_goes_and_vestule_for_one_message() {
    // The reread found both words for one thing; each now keeps its own: "pa e-pastu", "e-pasta adrese", "šī
    // vietne nesūta e-pastu", and a message is a "vēstule".
    let mut seen = 0;
    for (id, text) in entries(source(Lang::Lv)) {
        for (at, _) in text.match_indices("e-past") {
            let (before, after) = text.split_at(at);
            let the_way = before.ends_with("pa ") || before.ends_with("nesūta ");
            assert!(after.starts_with("e-pasta adres") || the_way, "lv {id}: {text}");
            seen += 1;
        }
    }
    assert!(seen > 15, "{seen}");
}

#[test]
fn no_latvian_date_follows_a_preposition() {
    // A date is written in the nominative ("2026. gada 1. decembris"); "kopš", "līdz", "no" and "pēc" would want
    // another case, which the date cannot take.
    let dates = ["since", "date", "deadline", "when", "at", "opened", "until"];
    for (id, text) in entries(source(Lang::Lv)) {
        for preposition in ["kopš", "līdz", "no", "pēc", "uz"] {
            for date in dates {
                let phrase = format!("{preposition} {{ ${date} }}");
                assert!(!text.contains(&phrase), "lv {id}: {text}");
            }
        }
    }
}

#[test]
fn the_computer_is_named_by_its_level_in_every_language() {
    // The computer's accounts are `computer-easy`…; the reread found that name on pages and in mails.
    assert_eq!(Lang::Cs.player_name("computer-easy"), "počítač (lehká úroveň)");
    assert_eq!(Lang::Fi.player_name("computer-expert"), "Tietokone (mestari)");
    assert_eq!(Lang::Lv.player_name("computer-expert"), "Dators (eksperts)");
    for lang in Lang::ALL {
        let names: Vec<String> = ["easy", "medium", "hard", "expert"]
            .map(|level| lang.player_name(&format!("computer-{level}")))
            .into();
        for name in &names {
            assert!(
                !name.contains("computer-") && !name.contains('{'),
                "{}: {name}",
                lang.code()
            );
        }
        let distinct: std::collections::BTreeSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), 4, "{}: {names:?}", lang.code());
        assert_eq!(lang.player_name("jana"), "jana", "a person keeps their name");
        // Where the seat follows a name in brackets, a name in brackets of its own takes it inside them.
        for name in names.iter().map(String::as_str).chain(["jana"]) {
            let to_move = Msg::new("play-to-move")
                .with("name", name)
                .with("seat", i18n::seat(Variant::Stratego.family(), Seat::First));
            let line = text(lang, &to_move);
            assert!(!line.contains(") ("), "{}: {line}", lang.code());
        }
    }
}
