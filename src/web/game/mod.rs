//! The game's pages and forms: the board and its moves, the setup, the notes and conversation beside it, the
//! lobby, My games and the computer games.

pub mod analysis;
pub mod board;
pub mod computer_games;
pub mod conversation;
pub mod game_actions;
pub mod game_extras;
pub mod game_page;
pub mod game_setup;
pub mod game_view;
pub mod live;
pub mod lobby;
pub mod move_confirm;
pub mod my_games;
pub mod piece_art;
pub mod piece_notes;
pub mod play_page;
pub mod preset_page;
pub mod rematch;
pub mod thumbnail;
