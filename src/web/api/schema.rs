//! The API's JSON, and how it is made. A game is drawn from the reader's own `View` and the moves as the reader
//! saw them (`SeenMove`), the same values the game page is drawn from, so an answer holds no identity the reader
//! may not know.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::game::loaded::LoadedGame;
use crate::db::games::GameStatus;
use crate::error::AppResult;
use crate::i18n::Lang;
use crate::i18n::move_words::describe;
use crate::rules::record::Replay;
use crate::rules::view::{View, Viewer};
use crate::rules::{Family, GameEnd, Kind, Numbering, OptionOverrides, Options, Seat};

/// The account behind the token.
#[derive(Serialize, ToSchema)]
pub struct Me {
    pub id: i64,
    pub username: String,
    /// The language answers are worded in: `en`, `fi`, `cs`, `lv` or `tr`.
    pub language: String,
    /// The token may play (moves, setups, challenges), not only read.
    pub can_play: bool,
}

/// A game in a list.
#[derive(Serialize, ToSchema)]
pub struct GameSummary {
    pub id: i64,
    /// A preset id, such as `stratego` or `espionage-fast`.
    pub preset: String,
    /// `open`, `challenge`, `setup`, `playing`, `finished`, `declined` or `cancelled`.
    pub status: String,
    pub players: [Option<String>; 2],
    /// The reader's seat (`red`, `blue`, `white`, `black`), if the reader plays.
    pub seat: Option<String>,
    /// It is the reader's move, or the reader's setup is not yet in.
    pub your_turn: bool,
    pub ply: i32,
    /// When the side to act runs out of time (RFC 3339), if a clock runs.
    pub deadline: Option<String>,
    /// How the game ended, once it has.
    pub result: Option<Result>,
}

/// A piece on the board as the reader sees it.
#[derive(Serialize, ToSchema)]
pub struct Piece {
    pub square: String,
    pub owner: String,
    /// The piece's code (`X`, `9` … `S`, `B`, `F`; `5` … `1`, `S`, `P`, `M`, `H`), or null where it is hidden
    /// from the reader.
    pub kind: Option<String>,
    pub moved: bool,
    /// The piece's opponent is known to the reader to know what it is.
    pub revealed: bool,
}

/// A removed piece.
#[derive(Serialize, ToSchema)]
pub struct Removed {
    pub owner: String,
    pub kind: Option<String>,
}

/// A battle as the reader knows it.
#[derive(Serialize, ToSchema)]
pub struct Battle {
    /// Who was removed: `attacker`, `defender` or `both`.
    pub removed: String,
    /// The defender's code (as `Piece.kind`), or null where the reader does not learn it.
    pub defender: Option<String>,
}

/// One move as the reader knows it, with the words the game page uses for it.
#[derive(Serialize, ToSchema)]
pub struct MoveSeen {
    /// The move's number in the game, counted from 1 (the first move is ply 1; the game's `ply` counts the moves
    /// played, so it is the last move's number).
    #[schema(minimum = 1)]
    pub ply: u32,
    pub seat: String,
    pub from: String,
    pub to: String,
    /// The moving piece's code (as `Piece.kind`), or null where the reader does not know it.
    pub mover: Option<String>,
    pub battle: Option<Battle>,
    pub text: String,
}

/// The reader's own setup, while setups are arranged.
#[derive(Serialize, ToSchema)]
pub struct OwnSetup {
    /// The setup string (docs/rules.md §5.1): one character a square of the seat's area.
    pub setup: Option<String>,
    pub submitted: bool,
    pub opponent_submitted: bool,
}

/// How a game ended.
#[derive(Serialize, ToSchema)]
pub struct Result {
    pub winner: Option<String>,
    pub reason: String,
}

/// A game as the reader may know it.
#[derive(Serialize, ToSchema)]
pub struct GameView {
    pub id: i64,
    pub preset: String,
    pub status: String,
    pub players: [Option<String>; 2],
    pub seat: Option<String>,
    pub to_move: Option<String>,
    /// Single moves played: send it back with a move, so that a move made on a stale view changes nothing.
    pub ply: i32,
    pub your_turn: bool,
    /// When the side to act runs out of time (RFC 3339), if a clock runs.
    pub deadline: Option<String>,
    pub draw_offer_by: Option<String>,
    pub terrain: Vec<String>,
    pub board: Vec<Piece>,
    pub removed: Vec<Removed>,
    pub moves: Vec<MoveSeen>,
    pub setup: Option<OwnSetup>,
    pub result: Option<Result>,
    /// The rules in force: the preset's, with the challenge's options applied (the family's rules only).
    pub rules: RuleOptions,
}

/// A legal move.
#[derive(Serialize, Deserialize, ToSchema)]
pub struct LegalMove {
    pub from: String,
    pub to: String,
}

/// A move to play. Squares are a file letter and a rank number, in either case (`e4`, `E4`).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveRequest {
    pub from: String,
    pub to: String,
    /// The `ply` of the game as the move was chosen.
    pub ply: i32,
}

/// A setup to submit.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetupRequest {
    pub setup: String,
}

/// A draw offer, or the answer to one.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DrawRequest {
    /// `offer`, `accept` or `decline`.
    pub action: String,
}

/// A new game: a challenge to a player, a game against the computer, or (with neither) an open game. A field
/// this document does not name is refused, not ignored.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChallengeRequest {
    pub preset: String,
    /// A player's name.
    pub opponent: Option<String>,
    /// `easy`, `medium`, `hard` or `expert`: a game against the computer, which starts at once.
    pub computer: Option<String>,
    /// With `computer`: seconds the computer may think a move, 1 to 10, instead of the service's usual time
    /// (`COMPUTER_MOVE_MS`). Only `expert` uses more time; the other levels stop at their own count of positions.
    #[schema(minimum = 1, maximum = 10)]
    pub think_seconds: Option<u32>,
    /// `first`, `second` or `random` (the default).
    pub seat: Option<String>,
    /// Days for each turn, 1 to 14 (default 3).
    pub per_move_days: Option<i64>,
    /// Counts for ratings (default false; never for games against the computer).
    pub rated: Option<bool>,
    /// Rules that differ from the preset's; any left out are the preset's. The game view's `rules` shows the
    /// rules in force.
    pub options: Option<RuleOptions>,
}

/// The rules of a game that a challenge may choose (docs/rules.md). Stratego's family has all four; Espionage
/// only `quiet_plies_limit`.
#[derive(Serialize, Deserialize, ToSchema, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
pub struct RuleOptions {
    /// Scouts may move and strike in one move.
    pub scout_strike: Option<bool>,
    /// How many times in a row a piece may move back and forth between the same two squares.
    #[schema(minimum = 1, maximum = 255)]
    pub two_squares_limit: Option<u8>,
    /// A piece may not chase the same enemy piece around endlessly (ISF's more-squares rule).
    pub more_squares_rule: Option<bool>,
    /// Moves in a row without a battle after which the game is drawn; a new game may ask for at most 1,000.
    #[schema(minimum = 1, maximum = 1000)]
    pub quiet_plies_limit: Option<u32>,
}

impl From<RuleOptions> for OptionOverrides {
    fn from(o: RuleOptions) -> OptionOverrides {
        OptionOverrides {
            scout_strike: o.scout_strike,
            two_squares_limit: o.two_squares_limit,
            more_squares_rule: o.more_squares_rule,
            quiet_plies_limit: o.quiet_plies_limit,
        }
    }
}

/// The rules in force in `game`, as its family has them.
fn rules_in_force(game: &LoadedGame) -> AppResult<RuleOptions> {
    let overrides: OptionOverrides = serde_json::from_value(game.row.options.clone()).map_err(anyhow::Error::from)?;
    let variant = game.variant();
    let o: Options = overrides
        .resolve(variant)
        .map_err(|e| anyhow::anyhow!("game {} has options it cannot have: {e}", game.id()))?;
    let stratego = variant.family() == Family::Stratego;
    Ok(RuleOptions {
        scout_strike: stratego.then_some(o.scout_strike),
        two_squares_limit: stratego.then_some(o.two_squares_limit),
        more_squares_rule: stratego.then_some(o.more_squares_rule),
        quiet_plies_limit: Some(o.quiet_plies_limit),
    })
}

/// A move made on a view the game has left: nothing changed, and here is the game as it stands now.
#[derive(Serialize, ToSchema)]
pub struct StaleProblem {
    #[serde(flatten)]
    pub problem: Problem,
    /// The game now, as the reader may know it.
    pub game: GameView,
}

/// The game a challenge made.
#[derive(Serialize, ToSchema)]
pub struct Created {
    pub id: i64,
}

/// A refusal or an error (RFC 9457). `type` names the refusal and does not change; `title` says it in the
/// token owner's language.
#[derive(Serialize, ToSchema)]
pub struct Problem {
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    pub status: u16,
}

fn code(kind: Kind) -> String {
    kind.code().to_string()
}

pub fn status_word(status: GameStatus) -> String {
    status.as_str().to_string()
}

/// What the reader knows of `game`: drawn from the reader's view alone.
pub fn game_view(
    game: &LoadedGame,
    reader: crate::db::UserId,
    lang: Lang,
    numbering: Numbering,
) -> AppResult<GameView> {
    let family = game.variant().family();
    let me = game.seat_of(reader);
    let seat_name = |s: Seat| s.name(family).to_string();
    let row = &game.row;
    let both_in = Seat::BOTH.iter().all(|&s| game.submitted(s));
    let mut out = GameView {
        id: row.id.0,
        preset: game.variant().id().to_string(),
        status: status_word(row.status),
        players: Seat::BOTH.map(|s| game.player_name(s).map(str::to_string)),
        seat: me.map(seat_name),
        to_move: None,
        ply: row.ply,
        your_turn: false,
        deadline: running_deadline(row.status, row.deadline),
        draw_offer_by: row.draw_offer_by.map(seat_name),
        terrain: row.terrain.clone(),
        board: Vec::new(),
        removed: Vec::new(),
        moves: Vec::new(),
        setup: None,
        result: game_result(family, row.winner, row.result_reason),
        rules: rules_in_force(game)?,
    };
    if row.status == GameStatus::Setup
        && let Some(seat) = me
    {
        out.setup = Some(OwnSetup {
            setup: game.setup_text(seat).map(str::to_string),
            submitted: game.submitted(seat),
            opponent_submitted: game.submitted(seat.other()),
        });
        out.your_turn = !game.submitted(seat);
    }
    if !both_in || !matches!(row.status, GameStatus::Playing | GameStatus::Finished) {
        return Ok(out);
    }
    let viewer = me.map_or(Viewer::Spectator, Viewer::Player);
    let replay = game.replay(None)?;
    let view = replay.game.view_for(viewer);
    out.to_move = view.to_move().map(seat_name);
    out.your_turn = me.is_some() && view.to_move() == me;
    out.board = pieces(&view, family);
    out.removed = view
        .removed()
        .iter()
        .map(|r| Removed {
            owner: seat_name(r.owner),
            kind: r.identity().map(code),
        })
        .collect();
    out.moves = moves_seen(game, &replay, me, lang, numbering);
    Ok(out)
}

/// The moves of a game as the player of `me` (or, with `None`, a spectator) knows them.
pub fn moves_seen(
    game: &LoadedGame,
    replay: &Replay,
    me: Option<Seat>,
    lang: Lang,
    numbering: Numbering,
) -> Vec<MoveSeen> {
    let family = game.variant().family();
    let seat_name = |s: Seat| s.name(family).to_string();
    let viewer = me.map_or(Viewer::Spectator, Viewer::Player);
    let names = game.names(lang);
    replay
        .reports
        .iter()
        .map(|r| replay.game.describe(r, viewer))
        .map(|m| MoveSeen {
            ply: m.ply,
            seat: seat_name(m.seat),
            from: m.from.to_string(),
            to: m.to.to_string(),
            mover: m.mover().map(code),
            battle: m.battle().map(|b| Battle {
                removed: b.removed.as_str().to_string(),
                defender: b.defender().map(code),
            }),
            text: lang.msg(&describe(game.variant(), &m, me, &names, numbering)),
        })
        .collect()
}

fn pieces(view: &View, family: Family) -> Vec<Piece> {
    view.pieces()
        .iter()
        .map(|p| Piece {
            square: p.square().to_string(),
            owner: p.owner().name(family).to_string(),
            kind: p.identity().map(code),
            moved: p.moved(),
            revealed: p.revealed(),
        })
        .collect()
}

/// The deadline of a game whose clock may run: none once it is over (or before it starts).
pub fn running_deadline(status: GameStatus, deadline: Option<chrono::DateTime<chrono::Utc>>) -> Option<String> {
    deadline
        .filter(|_| matches!(status, GameStatus::Setup | GameStatus::Playing))
        .map(|d| d.to_rfc3339())
}

/// How a game ended, in the words of the document: the winner's seat (none for a draw) and the reason.
pub fn game_result(family: Family, winner: Option<Seat>, end: Option<GameEnd>) -> Option<Result> {
    end.map(|end| Result {
        winner: winner.map(|s| s.name(family).to_string()),
        reason: end.as_str().to_string(),
    })
}
