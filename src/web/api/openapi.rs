//! The API described as an OpenAPI 3.1 document, made from the handlers' annotations and the JSON types, and
//! served at `/api/v1/openapi.json`.

use actix_web::HttpResponse;
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::{Modify, OpenApi};

use super::schema;
use super::{account, analysis, events, game_extras, games, players, tournaments};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Fieldpost API",
        version = "1",
        description = "Play-by-mail Stratego, Maršál a špión and Espionage for programs. Every answer holds only \
                       what the token's owner may see. Make a token on your account page and send it as \
                       `Authorization: Bearer <token>`."
    ),
    paths(
        games::me,
        events::account,
        events::game,
        account::preferences,
        account::set_preferences,
        account::vacation,
        account::set_vacation,
        account::saved_setups,
        account::save_setup,
        account::calendar,
        account::renew_calendar,
        account::own_data,
        games::mine,
        games::public,
        games::one,
        games::legal_moves,
        games::play,
        games::setup,
        games::resign,
        games::draw,
        games::challenge,
        games::accept,
        games::decline,
        games::record,
        analysis::analysis,
        analysis::request,
        game_extras::report,
        game_extras::conversation,
        game_extras::write,
        game_extras::mute,
        game_extras::notes,
        game_extras::write_note,
        game_extras::rematch,
        players::leaderboard,
        players::profile,
        tournaments::list,
        tournaments::show,
        tournaments::create,
        tournaments::enter,
        tournaments::leave,
        tournaments::withdraw,
        tournaments::start,
        tournaments::cancel
    ),
    components(schemas(
        schema::Me,
        schema::GameSummary,
        schema::GameView,
        schema::Piece,
        schema::Removed,
        schema::Battle,
        schema::MoveSeen,
        schema::OwnSetup,
        schema::Result,
        schema::LegalMove,
        schema::MoveRequest,
        schema::SetupRequest,
        schema::DrawRequest,
        schema::ChallengeRequest,
        schema::RuleOptions,
        schema::Created,
        schema::Problem,
        crate::app::account::account_events::AccountEvent,
        events::GameEvent,
        game_extras::Message,
        analysis::AnalysisView,
        analysis::JudgedMove,
        game_extras::Conversation,
        game_extras::MessageRequest,
        game_extras::MuteRequest,
        game_extras::Note,
        game_extras::NoteRequest,
        account::Preferences,
        account::PreferencesRequest,
        account::Vacation,
        account::VacationRequest,
        account::SavedSetup,
        account::SaveSetupRequest,
        crate::web::account::settings::CalendarLinks,
        schema::StaleProblem,
        players::LeaderboardEntry,
        players::PresetRating,
        players::PresetResults,
        players::PlayerProfile,
        tournaments::TournamentSummary,
        tournaments::StandingEntry,
        tournaments::EventGame,
        tournaments::TournamentDetail,
        tournaments::TournamentRequest
    )),
    modifiers(&BearerToken)
)]
pub struct ApiDoc;

struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme("token", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    }
}

pub async fn document() -> HttpResponse {
    HttpResponse::Ok().json(ApiDoc::openapi())
}
