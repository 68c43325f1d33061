//! Background work: every loop a worker runs. Each job is a step that tests drive one at a time (deliver one
//! mail, sweep the clocks once); `worker::run` repeats each on its own timer, so a slow or failing job never
//! starves another. Any number of workers may run against one database: every step claims its work with a
//! lock or a lease, so nothing is done twice.

pub mod clock_sweep;
pub mod computer_moves;
pub mod game_analyses;
pub mod lmtp;
pub mod mail_delivery;
pub mod tournament_rounds;
pub mod worker;
